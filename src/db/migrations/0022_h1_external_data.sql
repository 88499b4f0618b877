CREATE TABLE "ext_api_keys" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"kind" text NOT NULL,
	"key_hash" text NOT NULL,
	"public_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "ext_api_keys_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ext_api_keys_kind_valid" CHECK ("ext_api_keys"."kind" in ('anon', 'service'))
);
--> statement-breakpoint
CREATE TABLE "ext_aspirations" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"name" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ext_aspirations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ext_aspirations_name_len" CHECK (char_length("ext_aspirations"."name") <= 80),
	CONSTRAINT "ext_aspirations_message_len" CHECK (char_length("ext_aspirations"."message") between 1 and 1000),
	CONSTRAINT "ext_aspirations_status_valid" CHECK (status in ('pending', 'approved', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "ext_book_reviews" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"comment" text NOT NULL,
	"rating" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ext_book_reviews_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ext_book_reviews_name_len" CHECK (char_length("ext_book_reviews"."name") between 2 and 80),
	CONSTRAINT "ext_book_reviews_comment_len" CHECK (char_length("ext_book_reviews"."comment") between 1 and 2000),
	CONSTRAINT "ext_book_reviews_rating_range" CHECK ("ext_book_reviews"."rating" between 1 and 5),
	CONSTRAINT "ext_book_reviews_status_valid" CHECK (status in ('pending', 'approved', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "ext_donations" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"name" text,
	"message" text,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"order_id" text,
	"payment_ref" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ext_donations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ext_donations_name_len" CHECK (char_length("ext_donations"."name") <= 80),
	CONSTRAINT "ext_donations_message_len" CHECK (char_length("ext_donations"."message") <= 500),
	CONSTRAINT "ext_donations_amount_range" CHECK ("ext_donations"."amount" between 10000 and 100000000),
	CONSTRAINT "ext_donations_status_valid" CHECK ("ext_donations"."status" in ('pending', 'paid', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "ext_testimonies" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"occupation" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ext_testimonies_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ext_testimonies_name_len" CHECK (char_length("ext_testimonies"."name") between 2 and 80),
	CONSTRAINT "ext_testimonies_occupation_len" CHECK (char_length("ext_testimonies"."occupation") <= 120),
	CONSTRAINT "ext_testimonies_message_len" CHECK (char_length("ext_testimonies"."message") between 1 and 1500),
	CONSTRAINT "ext_testimonies_status_valid" CHECK (status in ('pending', 'approved', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "ext_user_disc" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"name" text,
	"email" text,
	"answers" jsonb,
	"score_d" integer NOT NULL,
	"score_i" integer NOT NULL,
	"score_s" integer NOT NULL,
	"score_c" integer NOT NULL,
	"profile" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ext_user_disc_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ext_user_disc_name_len" CHECK (char_length("ext_user_disc"."name") <= 80),
	CONSTRAINT "ext_user_disc_email_len" CHECK (char_length("ext_user_disc"."email") <= 200),
	CONSTRAINT "ext_user_disc_answers_shape" CHECK (jsonb_typeof("ext_user_disc"."answers") = 'array' and jsonb_array_length("ext_user_disc"."answers") <= 24),
	CONSTRAINT "ext_user_disc_scores_range" CHECK ("ext_user_disc"."score_d" between -24 and 24 and "ext_user_disc"."score_i" between -24 and 24 and "ext_user_disc"."score_s" between -24 and 24 and "ext_user_disc"."score_c" between -24 and 24),
	CONSTRAINT "ext_user_disc_profile_valid" CHECK ("ext_user_disc"."profile" ~ '^[DISC]{1,2}$')
);
--> statement-breakpoint
ALTER TABLE "ext_api_keys" ADD CONSTRAINT "ext_api_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ext_aspirations" ADD CONSTRAINT "ext_aspirations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ext_book_reviews" ADD CONSTRAINT "ext_book_reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ext_donations" ADD CONSTRAINT "ext_donations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ext_testimonies" ADD CONSTRAINT "ext_testimonies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ext_user_disc" ADD CONSTRAINT "ext_user_disc_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ext_api_keys_hash_uq" ON "ext_api_keys" USING btree ("tenant_id","key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "ext_api_keys_live_uq" ON "ext_api_keys" USING btree ("tenant_id","kind") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "ext_aspirations_status_idx" ON "ext_aspirations" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "ext_book_reviews_status_idx" ON "ext_book_reviews" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ext_donations_order_uq" ON "ext_donations" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "ext_donations_status_idx" ON "ext_donations" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "ext_testimonies_status_idx" ON "ext_testimonies" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "ext_user_disc_created_idx" ON "ext_user_disc" USING btree ("tenant_id","created_at");