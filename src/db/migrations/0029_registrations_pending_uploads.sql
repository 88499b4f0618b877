ALTER TABLE "uploads" ADD COLUMN "form" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
CREATE INDEX "uploads_unclaimed_idx" ON "uploads" USING btree ("tenant_id","created_at") WHERE claimed_at is null;