CREATE TABLE "catalog_batches" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"class_id" integer NOT NULL,
	"program_id" integer,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"registration_ends_at" timestamp with time zone NOT NULL,
	"quota" integer NOT NULL,
	"enrolled" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "catalog_batches_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "catalog_classes" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"program_id" integer,
	"competence_id" integer,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"logo" text NOT NULL,
	"level" text NOT NULL,
	"type" text NOT NULL,
	"coming_soon" boolean DEFAULT false NOT NULL,
	"on_registration" boolean DEFAULT false NOT NULL,
	"started" boolean DEFAULT false NOT NULL,
	"ended" boolean DEFAULT false NOT NULL,
	"state" text GENERATED ALWAYS AS (CASE WHEN coming_soon THEN 'comingSoon' WHEN on_registration THEN 'onRegistration' WHEN started THEN 'started' WHEN ended THEN 'ended' ELSE 'none' END) STORED,
	"schedule" text NOT NULL,
	"location" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"quota" integer NOT NULL,
	"mentor_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(code, '')), 'B') || setweight(to_tsvector('simple', coalesce(description, '')), 'C')) STORED,
	CONSTRAINT "catalog_classes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "catalog_competences" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "catalog_competences_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "catalog_course_chapters" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"course_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"content" text NOT NULL,
	"video_url" text,
	"duration_minutes" integer NOT NULL,
	"is_preview" boolean DEFAULT false NOT NULL,
	CONSTRAINT "catalog_course_chapters_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "catalog_course_modules" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"course_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "catalog_course_modules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "catalog_courses" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"cover" text NOT NULL,
	"level" text NOT NULL,
	"mentor_id" integer,
	"is_premium" boolean DEFAULT false NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(summary, '')), 'B') || setweight(to_tsvector('simple', coalesce(description, '')), 'C')) STORED,
	CONSTRAINT "catalog_courses_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "catalog_mentors" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"company" text NOT NULL,
	"bio" text NOT NULL,
	"photo" text NOT NULL,
	"expertise" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_mentors_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "catalog_programs" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"logo" text NOT NULL,
	"kind" text NOT NULL,
	"level" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(summary, '')), 'B') || setweight(to_tsvector('simple', coalesce(description, '')), 'C')) STORED,
	CONSTRAINT "catalog_programs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "catalog_schools" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"program_id" integer NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_schools_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "catalog_syllabus" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"class_id" integer NOT NULL,
	"program_id" integer,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"hours" integer NOT NULL,
	CONSTRAINT "catalog_syllabus_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "catalog_webinars" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"program_id" integer,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"speaker" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"link" text NOT NULL,
	CONSTRAINT "catalog_webinars_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "catalog_batches" ADD CONSTRAINT "catalog_batches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_classes" ADD CONSTRAINT "catalog_classes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_competences" ADD CONSTRAINT "catalog_competences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_course_chapters" ADD CONSTRAINT "catalog_course_chapters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_course_modules" ADD CONSTRAINT "catalog_course_modules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_courses" ADD CONSTRAINT "catalog_courses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_mentors" ADD CONSTRAINT "catalog_mentors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_programs" ADD CONSTRAINT "catalog_programs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_schools" ADD CONSTRAINT "catalog_schools_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_syllabus" ADD CONSTRAINT "catalog_syllabus_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_webinars" ADD CONSTRAINT "catalog_webinars_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_batches_active_idx" ON "catalog_batches" USING btree ("tenant_id","is_active","starts_at");--> statement-breakpoint
CREATE INDEX "catalog_batches_class_idx" ON "catalog_batches" USING btree ("tenant_id","class_id");--> statement-breakpoint
CREATE INDEX "catalog_batches_program_idx" ON "catalog_batches" USING btree ("tenant_id","program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_classes_code_uq" ON "catalog_classes" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_classes_slug_uq" ON "catalog_classes" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "catalog_classes_list_idx" ON "catalog_classes" USING btree ("tenant_id","is_active","position");--> statement-breakpoint
CREATE INDEX "catalog_classes_program_idx" ON "catalog_classes" USING btree ("tenant_id","program_id");--> statement-breakpoint
CREATE INDEX "catalog_classes_competence_idx" ON "catalog_classes" USING btree ("tenant_id","competence_id");--> statement-breakpoint
CREATE INDEX "catalog_classes_level_idx" ON "catalog_classes" USING btree ("tenant_id","level");--> statement-breakpoint
CREATE INDEX "catalog_classes_type_idx" ON "catalog_classes" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE INDEX "catalog_classes_state_idx" ON "catalog_classes" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE INDEX "catalog_classes_search_gin" ON "catalog_classes" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_competences_slug_uq" ON "catalog_competences" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_course_chapters_slug_uq" ON "catalog_course_chapters" USING btree ("tenant_id","course_id","slug");--> statement-breakpoint
CREATE INDEX "catalog_course_chapters_order_idx" ON "catalog_course_chapters" USING btree ("tenant_id","course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_course_modules_slug_uq" ON "catalog_course_modules" USING btree ("tenant_id","course_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_courses_slug_uq" ON "catalog_courses" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "catalog_courses_list_idx" ON "catalog_courses" USING btree ("tenant_id","is_premium","position");--> statement-breakpoint
CREATE INDEX "catalog_courses_search_gin" ON "catalog_courses" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_mentors_slug_uq" ON "catalog_mentors" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "catalog_mentors_active_idx" ON "catalog_mentors" USING btree ("tenant_id","is_active","position");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_programs_slug_uq" ON "catalog_programs" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "catalog_programs_active_idx" ON "catalog_programs" USING btree ("tenant_id","is_active","position");--> statement-breakpoint
CREATE INDEX "catalog_programs_search_gin" ON "catalog_programs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "catalog_schools_program_idx" ON "catalog_schools" USING btree ("tenant_id","program_id","name");--> statement-breakpoint
CREATE INDEX "catalog_syllabus_class_idx" ON "catalog_syllabus" USING btree ("tenant_id","class_id","position");--> statement-breakpoint
CREATE INDEX "catalog_syllabus_program_idx" ON "catalog_syllabus" USING btree ("tenant_id","program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_webinars_slug_uq" ON "catalog_webinars" USING btree ("tenant_id","slug");--> statement-breakpoint
CREATE INDEX "catalog_webinars_program_idx" ON "catalog_webinars" USING btree ("tenant_id","program_id","starts_at");--> statement-breakpoint
CREATE INDEX "catalog_webinars_start_idx" ON "catalog_webinars" USING btree ("tenant_id","starts_at");