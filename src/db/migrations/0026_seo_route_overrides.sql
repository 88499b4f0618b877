CREATE TABLE "route_seo" (
	"tenant_id" text NOT NULL,
	"route" text NOT NULL,
	"title_mode" text DEFAULT 'static' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"site_name_suffix" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"og_title" text DEFAULT '' NOT NULL,
	"og_description" text DEFAULT '' NOT NULL,
	"og_image" text DEFAULT '' NOT NULL,
	"twitter_card" text DEFAULT '' NOT NULL,
	"twitter_title" text DEFAULT '' NOT NULL,
	"twitter_description" text DEFAULT '' NOT NULL,
	"twitter_image" text DEFAULT '' NOT NULL,
	"itemprop_name" text DEFAULT '' NOT NULL,
	"itemprop_description" text DEFAULT '' NOT NULL,
	"itemprop_image" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	"meta_url" text DEFAULT '' NOT NULL,
	"robot_index" text DEFAULT '' NOT NULL,
	"robot_follow" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_seo_tenant_id_route_pk" PRIMARY KEY("tenant_id","route")
);
--> statement-breakpoint
ALTER TABLE "route_seo" ADD CONSTRAINT "route_seo_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;