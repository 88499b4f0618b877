CREATE TABLE "click_logs" (
	"tenant_id" text NOT NULL,
	"id" bigserial NOT NULL,
	"from_url" text NOT NULL,
	"to_url" text NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "click_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "click_logs" ADD CONSTRAINT "click_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "click_logs_tenant_at_idx" ON "click_logs" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "click_logs_tenant_type_idx" ON "click_logs" USING btree ("tenant_id","type","at");