CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"layout" text NOT NULL,
	"name" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"hosts" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text DEFAULT 'id' NOT NULL,
	"setting" jsonb NOT NULL,
	"contact" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_developer" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tenants_hosts_gin" ON "tenants" USING gin ("hosts");--> statement-breakpoint
CREATE INDEX "tenants_layout_idx" ON "tenants" USING btree ("layout");