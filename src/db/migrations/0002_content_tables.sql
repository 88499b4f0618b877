CREATE TABLE "content_careers" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"website" text,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_careers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "content_categories" (
	"tenant_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "content_categories_tenant_id_slug_pk" PRIMARY KEY("tenant_id","slug")
);
--> statement-breakpoint
CREATE TABLE "content_events" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"kind" text DEFAULT 'event' NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"mode" text DEFAULT 'offline' NOT NULL,
	"speakers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sponsor_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"registration_url" text,
	CONSTRAINT "content_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "content_features" (
	"tenant_id" text NOT NULL,
	"product" text NOT NULL,
	"slug" text NOT NULL,
	"key" text NOT NULL,
	"icon" text DEFAULT 'book' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"list_features" text[] DEFAULT '{}'::text[] NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_features_tenant_id_product_slug_pk" PRIMARY KEY("tenant_id","product","slug")
);
--> statement-breakpoint
CREATE TABLE "content_gallery" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"title" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"album" text DEFAULT '' NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_gallery_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "content_jobs" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"career_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"employment" text DEFAULT 'Penuh waktu' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"description" text DEFAULT '' NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"closes_at" timestamp with time zone,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_jobs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"tenant_id" text NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "content_podcasts" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"audio_url" text,
	"duration_sec" integer DEFAULT 0 NOT NULL,
	"host" text DEFAULT '' NOT NULL,
	"guests" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_slug" text NOT NULL,
	"episode" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(host, ''))) STORED,
	CONSTRAINT "content_podcasts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "content_portfolios" (
	"tenant_id" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"video" jsonb,
	"description" text DEFAULT '' NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"batchs" jsonb,
	"client_name" text DEFAULT '' NOT NULL,
	"project_link" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	CONSTRAINT "content_portfolios_tenant_id_slug_pk" PRIMARY KEY("tenant_id","slug")
);
--> statement-breakpoint
CREATE TABLE "content_posts" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"category_slug" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(summary, '') || ' ' || coalesce(author, ''))) STORED,
	CONSTRAINT "content_posts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "content_videos" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"thumbnail" text NOT NULL,
	"youtube_id" text,
	"duration_sec" integer DEFAULT 0 NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_videos_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "content_careers" ADD CONSTRAINT "content_careers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_categories" ADD CONSTRAINT "content_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_events" ADD CONSTRAINT "content_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_features" ADD CONSTRAINT "content_features_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_gallery" ADD CONSTRAINT "content_gallery_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_jobs" ADD CONSTRAINT "content_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_podcasts" ADD CONSTRAINT "content_podcasts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_portfolios" ADD CONSTRAINT "content_portfolios_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_posts" ADD CONSTRAINT "content_posts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_videos" ADD CONSTRAINT "content_videos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_careers_slug_idx" ON "content_careers" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "content_events_slug_idx" ON "content_events" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "content_events_list_idx" ON "content_events" USING btree ("tenant_id","kind","starts_at");--> statement-breakpoint
CREATE INDEX "content_gallery_list_idx" ON "content_gallery" USING btree ("tenant_id","taken_at");--> statement-breakpoint
CREATE INDEX "content_jobs_career_idx" ON "content_jobs" USING btree ("tenant_id","career_id","published_at");--> statement-breakpoint
CREATE INDEX "content_podcasts_list_idx" ON "content_podcasts" USING btree ("tenant_id","published_at");--> statement-breakpoint
CREATE INDEX "content_podcasts_search_gin" ON "content_podcasts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "content_portfolios_date_idx" ON "content_portfolios" USING btree ("tenant_id","date");--> statement-breakpoint
CREATE INDEX "content_posts_list_idx" ON "content_posts" USING btree ("tenant_id","kind","published","published_at");--> statement-breakpoint
CREATE INDEX "content_posts_slug_idx" ON "content_posts" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "content_posts_category_idx" ON "content_posts" USING btree ("tenant_id","category_slug");--> statement-breakpoint
CREATE INDEX "content_posts_search_gin" ON "content_posts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "content_videos_list_idx" ON "content_videos" USING btree ("tenant_id","published_at");