CREATE TABLE "learning_certificates" (
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"user_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"course_slug" text NOT NULL,
	"course_title" text NOT NULL,
	"learner_name" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_certificates_tenant_id_code_pk" PRIMARY KEY("tenant_id","code")
);
--> statement-breakpoint
CREATE TABLE "learning_exercise_attempts" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"user_id" text NOT NULL,
	"exercise_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"passed_checks" integer NOT NULL,
	"total_checks" integer NOT NULL,
	"passed" boolean NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_exercise_attempts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "learning_exercises" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"course_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"prompt_md" text NOT NULL,
	"language" text NOT NULL,
	"starter" text NOT NULL,
	"checks" jsonb NOT NULL,
	CONSTRAINT "learning_exercises_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "learning_quiz_attempts" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"user_id" text NOT NULL,
	"quiz_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"score" integer NOT NULL,
	"total" integer NOT NULL,
	"passed" boolean NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_quiz_attempts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "learning_quizzes" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"course_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"pass_mark" integer NOT NULL,
	"questions" jsonb NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "learning_quizzes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "learning_teaching" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_teaching_tenant_id_user_id_kind_ref_id_pk" PRIMARY KEY("tenant_id","user_id","kind","ref_id")
);
--> statement-breakpoint
ALTER TABLE "learning_certificates" ADD CONSTRAINT "learning_certificates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_certificates" ADD CONSTRAINT "learning_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_exercise_attempts" ADD CONSTRAINT "learning_exercise_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_exercise_attempts" ADD CONSTRAINT "learning_exercise_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_exercises" ADD CONSTRAINT "learning_exercises_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_quiz_attempts" ADD CONSTRAINT "learning_quiz_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_quiz_attempts" ADD CONSTRAINT "learning_quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_quizzes" ADD CONSTRAINT "learning_quizzes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_teaching" ADD CONSTRAINT "learning_teaching_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_teaching" ADD CONSTRAINT "learning_teaching_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learning_certificates_once_uq" ON "learning_certificates" USING btree ("tenant_id","user_id","course_id");--> statement-breakpoint
CREATE INDEX "learning_exercise_attempts_user_idx" ON "learning_exercise_attempts" USING btree ("tenant_id","user_id","exercise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_exercises_slug_uq" ON "learning_exercises" USING btree ("tenant_id","course_id","slug");--> statement-breakpoint
CREATE INDEX "learning_exercises_chapter_idx" ON "learning_exercises" USING btree ("tenant_id","chapter_id");--> statement-breakpoint
CREATE INDEX "learning_quiz_attempts_user_idx" ON "learning_quiz_attempts" USING btree ("tenant_id","user_id","course_id","quiz_id");--> statement-breakpoint
CREATE INDEX "learning_quiz_attempts_course_idx" ON "learning_quiz_attempts" USING btree ("tenant_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_quizzes_slug_uq" ON "learning_quizzes" USING btree ("tenant_id","course_id","slug");--> statement-breakpoint
CREATE INDEX "learning_quizzes_module_idx" ON "learning_quizzes" USING btree ("tenant_id","module_id");--> statement-breakpoint
CREATE INDEX "learning_teaching_ref_idx" ON "learning_teaching" USING btree ("tenant_id","kind","ref_id");