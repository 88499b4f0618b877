CREATE TABLE "appointment_slots" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_min" integer DEFAULT 30 NOT NULL,
	"created_by" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_slots_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"slot_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"topic" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"organization" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "event_capacities" (
	"tenant_id" text NOT NULL,
	"event_id" integer NOT NULL,
	"seat_limit" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_capacities_tenant_id_event_id_pk" PRIMARY KEY("tenant_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"event_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"organization" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'baru' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"organization" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ref_id" integer,
	"idempotency_key" text,
	"client_key" text DEFAULT '' NOT NULL,
	"status_note" text DEFAULT '' NOT NULL,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submissions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "mail_attachments" (
	"tenant_id" text NOT NULL,
	"mail_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "mail_attachments_tenant_id_mail_id_position_pk" PRIMARY KEY("tenant_id","mail_id","position")
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"npsn" text,
	"level" text DEFAULT 'SMK' NOT NULL,
	"province_id" text NOT NULL,
	"province_name" text NOT NULL,
	"city_id" text NOT NULL,
	"city_name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"program_id" integer,
	"students" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schools_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"tenant_id" text NOT NULL,
	"team_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"grade" text DEFAULT '' NOT NULL,
	CONSTRAINT "team_members_tenant_id_team_id_position_pk" PRIMARY KEY("tenant_id","team_id","position")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"kind" text DEFAULT 'team' NOT NULL,
	"season" integer NOT NULL,
	"name" text NOT NULL,
	"school_id" integer,
	"province_id" text DEFAULT '' NOT NULL,
	"city_id" text DEFAULT '' NOT NULL,
	"mentor_name" text DEFAULT '' NOT NULL,
	"mentor_email" text DEFAULT '' NOT NULL,
	"mentor_phone" text DEFAULT '' NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'terdaftar' NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_capacities" ADD CONSTRAINT "event_capacities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_slots_start_uq" ON "appointment_slots" USING btree ("tenant_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_slot_uq" ON "appointments" USING btree ("tenant_id","slot_id") WHERE cancelled_at is null;--> statement-breakpoint
CREATE INDEX "appointments_created_idx" ON "appointments" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_email_uq" ON "event_registrations" USING btree ("tenant_id","event_id","email");--> statement-breakpoint
CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("tenant_id","event_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_idem_uq" ON "form_submissions" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "form_submissions_kind_idx" ON "form_submissions" USING btree ("tenant_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_status_idx" ON "form_submissions" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_created_idx" ON "form_submissions" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_email_idx" ON "form_submissions" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "schools_name_city_uq" ON "schools" USING btree ("tenant_id","name_key","city_id");--> statement-breakpoint
CREATE INDEX "schools_region_idx" ON "schools" USING btree ("tenant_id","province_id","city_id");--> statement-breakpoint
CREATE INDEX "schools_program_idx" ON "schools" USING btree ("tenant_id","program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_liga_school_season_uq" ON "teams" USING btree ("tenant_id","season","school_id") WHERE kind = 'liga_smk';--> statement-breakpoint
CREATE INDEX "teams_kind_season_idx" ON "teams" USING btree ("tenant_id","kind","season");--> statement-breakpoint
CREATE INDEX "teams_school_idx" ON "teams" USING btree ("tenant_id","school_id");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("tenant_id","created_at");