CREATE TABLE "payment_notices" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subscription_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "client_secret" text;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "off_session" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "failed_renewals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_retry_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_charge_per_period_idx" ON "transactions" USING btree ("subscription_id",("metadata" ->> 'renewalOf')) WHERE "transactions"."status" <> 'failed' AND ("transactions"."metadata" ->> 'renewalOf') IS NOT NULL;