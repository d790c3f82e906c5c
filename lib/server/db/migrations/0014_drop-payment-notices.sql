-- The outbox's keys take the place of payment_notices (decision 261). The keys of notices sent
-- before this migration become sent outbox rows, so an event about a notice already sent (a second
-- event about one lapse, arriving after the upgrade) finds its key taken and queues nothing. Their
-- data is empty: a sent row is never rendered again. A member without an email gets no notice.
INSERT INTO "outbox_messages" ("key", "template", "recipient", "data", "status", "attempts", "created_at", "sent_at")
SELECT "payment_notices"."key",
	CASE "payment_notices"."kind" WHEN 'renewalFailed' THEN 'renewal-failed' WHEN 'renewalNeedsAuthentication' THEN 'renewal-needs-authentication' ELSE 'subscription-lapsed' END,
	"members"."email", '{}'::jsonb, 'sent', 1, "payment_notices"."sent_at", "payment_notices"."sent_at"
FROM "payment_notices"
JOIN "subscriptions" ON "subscriptions"."id" = "payment_notices"."subscription_id"
JOIN "members" ON "members"."uid" = "subscriptions"."member_uid"
WHERE "members"."email" IS NOT NULL
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
DROP TABLE "payment_notices" CASCADE;
