ALTER TABLE "signup_requests" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "signup_requests" ADD COLUMN "cancelled_at" timestamp with time zone;