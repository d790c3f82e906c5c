CREATE TABLE "deferred_stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"provider_payment_method_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"decline_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "failure_code" text;--> statement-breakpoint
CREATE INDEX "deferred_stripe_events_customer_idx" ON "deferred_stripe_events" USING btree ("customer_id");