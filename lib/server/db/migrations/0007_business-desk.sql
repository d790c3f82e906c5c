CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_uid" text NOT NULL,
	"actor_email" text,
	"action" text NOT NULL,
	"member_uid" text,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complimentary_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_uid" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"granted_by_uid" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"member_uid" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'NZD' NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by_uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"member_uid" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"billing_interval" text NOT NULL,
	"reason" text,
	"actor_uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "complimentary_memberships" ADD CONSTRAINT "complimentary_memberships_member_uid_members_uid_fk" FOREIGN KEY ("member_uid") REFERENCES "public"."members"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_member_idx" ON "audit_log" USING btree ("member_uid","created_at");--> statement-breakpoint
CREATE INDEX "complimentary_memberships_member_idx" ON "complimentary_memberships" USING btree ("member_uid","ends_at");--> statement-breakpoint
CREATE INDEX "refunds_transaction_idx" ON "refunds" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_idx" ON "subscription_events" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_events_kind_created_idx" ON "subscription_events" USING btree ("kind","created_at");--> statement-breakpoint
-- Subscriptions made before their history was kept start it with what is known: when each began and, if it did, when it was cancelled.
INSERT INTO "subscription_events" ("subscription_id", "member_uid", "kind", "amount", "billing_interval", "created_at")
	SELECT "id", "member_uid", 'created', "amount", "billing_interval", "created_at" FROM "subscriptions";--> statement-breakpoint
INSERT INTO "subscription_events" ("subscription_id", "member_uid", "kind", "amount", "billing_interval", "reason", "created_at")
	SELECT "id", "member_uid", 'canceled', "amount", "billing_interval", "cancel_reason", "canceled_at" FROM "subscriptions" WHERE "canceled_at" IS NOT NULL;
