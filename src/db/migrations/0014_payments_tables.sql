CREATE TABLE "class_enrolments" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"class_id" integer NOT NULL,
	"batch_id" integer,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_enrolments_tenant_id_user_id_class_id_pk" PRIMARY KEY("tenant_id","user_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"txn" text NOT NULL,
	"account" text NOT NULL,
	"amount" bigint NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "mentor_payees" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"mentor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_payees_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "payment_audit" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"actor" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_audit_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"order_id" text NOT NULL,
	"gateway" text NOT NULL,
	"reported_status" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_callbacks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_invoices" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text,
	"item_kind" text NOT NULL,
	"item_key" text NOT NULL,
	"item_title" text NOT NULL,
	"mentor_id" integer,
	"amount" bigint NOT NULL,
	"gateway" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_ref" text DEFAULT '' NOT NULL,
	"checkout_url" text DEFAULT '' NOT NULL,
	"pay_method" text DEFAULT '' NOT NULL,
	"payer_email" text DEFAULT '' NOT NULL,
	"payer_name" text DEFAULT '' NOT NULL,
	"replaces_order_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_invoices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"user_id" text NOT NULL,
	"mentor_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "catalog_course_chapters" ADD COLUMN "body_md" text;--> statement-breakpoint
ALTER TABLE "class_enrolments" ADD CONSTRAINT "class_enrolments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_enrolments" ADD CONSTRAINT "class_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_payees" ADD CONSTRAINT "mentor_payees_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_payees" ADD CONSTRAINT "mentor_payees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_audit" ADD CONSTRAINT "payment_audit_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD CONSTRAINT "payment_callbacks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_enrolments_class_idx" ON "class_enrolments" USING btree ("tenant_id","class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_txn_account_uq" ON "ledger_entries" USING btree ("tenant_id","txn","account");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("tenant_id","account");--> statement-breakpoint
CREATE UNIQUE INDEX "mentor_payees_mentor_uq" ON "mentor_payees" USING btree ("tenant_id","mentor_id");--> statement-breakpoint
CREATE INDEX "payment_audit_entity_idx" ON "payment_audit" USING btree ("tenant_id","entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "payment_callbacks_order_idx" ON "payment_callbacks" USING btree ("tenant_id","order_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_invoices_order_uq" ON "payment_invoices" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "payment_invoices_user_idx" ON "payment_invoices" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_invoices_status_idx" ON "payment_invoices" USING btree ("tenant_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("tenant_id","user_id","created_at");