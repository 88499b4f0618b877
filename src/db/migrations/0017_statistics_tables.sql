CREATE TABLE "leaderboard_consents" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"show_name" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_consents_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "liga_scores" (
	"tenant_id" text NOT NULL,
	"id" serial NOT NULL,
	"season" integer NOT NULL,
	"team_id" integer NOT NULL,
	"round" integer NOT NULL,
	"score" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"entered_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "liga_scores_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "stat_changes" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"changes" bigint DEFAULT 1 NOT NULL,
	"refreshed" bigint DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"refreshed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stat_counters" (
	"tenant_id" text NOT NULL,
	"dim" text NOT NULL,
	"dim_value" text NOT NULL,
	"name" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "stat_counters_tenant_id_dim_dim_value_name_pk" PRIMARY KEY("tenant_id","dim","dim_value","name")
);
--> statement-breakpoint
CREATE TABLE "stat_event_days" (
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"dim" text NOT NULL,
	"dim_value" text NOT NULL,
	"day" date NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "stat_event_days_tenant_id_name_dim_dim_value_day_pk" PRIMARY KEY("tenant_id","name","dim","dim_value","day")
);
--> statement-breakpoint
CREATE TABLE "stat_events" (
	"tenant_id" text NOT NULL,
	"id" bigserial NOT NULL,
	"name" text NOT NULL,
	"program_id" integer,
	"batch_id" integer,
	"province_id" text,
	"city_id" text,
	"school_id" integer,
	"user_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"props" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rolled" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stat_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "stat_learner_progress" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"show_name" boolean NOT NULL,
	"chapters_done" integer NOT NULL,
	"chapters_total" integer NOT NULL,
	"courses_done" integer NOT NULL,
	"percent" integer NOT NULL,
	CONSTRAINT "stat_learner_progress_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "stat_liga_standings" (
	"tenant_id" text NOT NULL,
	"season" integer NOT NULL,
	"team_id" integer NOT NULL,
	"team_name" text NOT NULL,
	"school_name" text NOT NULL,
	"province_id" text NOT NULL,
	"city_id" text NOT NULL,
	"total" integer NOT NULL,
	"rounds" integer NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "stat_liga_standings_tenant_id_season_team_id_pk" PRIMARY KEY("tenant_id","season","team_id")
);
--> statement-breakpoint
CREATE TABLE "stat_scopes" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stat_scopes_tenant_id_user_id_kind_value_pk" PRIMARY KEY("tenant_id","user_id","kind","value")
);
--> statement-breakpoint
CREATE TABLE "stat_series" (
	"tenant_id" text NOT NULL,
	"metric" text NOT NULL,
	"dim" text NOT NULL,
	"dim_value" text NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "stat_series_tenant_id_metric_dim_dim_value_day_pk" PRIMARY KEY("tenant_id","metric","dim","dim_value","day")
);
--> statement-breakpoint
ALTER TABLE "leaderboard_consents" ADD CONSTRAINT "leaderboard_consents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liga_scores" ADD CONSTRAINT "liga_scores_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_changes" ADD CONSTRAINT "stat_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_counters" ADD CONSTRAINT "stat_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_event_days" ADD CONSTRAINT "stat_event_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_events" ADD CONSTRAINT "stat_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_learner_progress" ADD CONSTRAINT "stat_learner_progress_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_liga_standings" ADD CONSTRAINT "stat_liga_standings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_scopes" ADD CONSTRAINT "stat_scopes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stat_series" ADD CONSTRAINT "stat_series_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "liga_scores_team_round_uq" ON "liga_scores" USING btree ("tenant_id","season","team_id","round");--> statement-breakpoint
CREATE INDEX "liga_scores_season_idx" ON "liga_scores" USING btree ("tenant_id","season");--> statement-breakpoint
CREATE INDEX "stat_events_tenant_at_idx" ON "stat_events" USING btree ("tenant_id","occurred_at");--> statement-breakpoint
CREATE INDEX "stat_events_unrolled_idx" ON "stat_events" USING btree ("tenant_id","id") WHERE not rolled;--> statement-breakpoint
CREATE INDEX "stat_learner_progress_rank_idx" ON "stat_learner_progress" USING btree ("tenant_id","percent","chapters_done");--> statement-breakpoint
CREATE INDEX "stat_liga_standings_rank_idx" ON "stat_liga_standings" USING btree ("tenant_id","season","rank");