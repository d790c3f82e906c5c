ALTER TABLE "comment_reports" ADD COLUMN "dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tv_shows" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "members_stripe_customer_idx" ON "members" USING btree ("stripe_customer_id");