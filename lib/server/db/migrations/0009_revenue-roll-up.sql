CREATE TABLE "revenue_payment_months" (
	"nz_month" date NOT NULL,
	"placement" text NOT NULL,
	"billing_interval" text NOT NULL,
	"payment_type" text NOT NULL,
	"amount" integer NOT NULL,
	"payments" integer NOT NULL,
	"refunded" bigint NOT NULL,
	CONSTRAINT "revenue_payment_months_nz_month_placement_billing_interval_payment_type_amount_pk" PRIMARY KEY("nz_month","placement","billing_interval","payment_type","amount")
);
--> statement-breakpoint
-- The roll-up follows transactions in the same database transaction (decision 203). Statement-level
-- triggers see every row a statement changed at once (transition tables), so a bulk insert adds one
-- grouped upsert, not one per row. Only money taken counts: status succeeded, or refunded since.
-- On UPDATE the old rows come off and the new go on, so a member merge (member_uid) nets to nothing
-- and pending → succeeded or a refund moves the figures once. Keys are upserted in order, so two
-- payments in the same cell wait for each other rather than deadlock.
CREATE FUNCTION "revenue_payment_months_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text;
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "revenue_payment_months";
		RETURN NULL;
	END IF;
	-- A transition table exists only for the events that have it, hence the query text per event.
	changed := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT *, 1 AS "sign" FROM "new_transactions"'
		WHEN 'DELETE' THEN 'SELECT *, -1 AS "sign" FROM "old_transactions"'
		ELSE 'SELECT *, -1 AS "sign" FROM "old_transactions" UNION ALL SELECT *, 1 AS "sign" FROM "new_transactions"'
	END;
	EXECUTE format($sql$
		INSERT INTO "revenue_payment_months" AS r ("nz_month", "placement", "billing_interval", "payment_type", "amount", "payments", "refunded")
			SELECT date_trunc('month', "created_at" AT TIME ZONE 'Pacific/Auckland')::date, coalesce("placement", ''), "billing_interval", "payment_type", "amount",
				sum("sign"), sum("sign" * "refunded_amount"::bigint)
			FROM (%s) AS changed
			WHERE "status" IN ('succeeded', 'refunded')
			GROUP BY 1, 2, 3, 4, 5
			HAVING sum("sign") <> 0 OR sum("sign" * "refunded_amount"::bigint) <> 0
			ORDER BY 1, 2, 3, 4, 5
		ON CONFLICT ("nz_month", "placement", "billing_interval", "payment_type", "amount") DO UPDATE
			SET "payments" = r."payments" + excluded."payments", "refunded" = r."refunded" + excluded."refunded"
	$sql$, changed);
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "revenue_payment_months_insert" AFTER INSERT ON "transactions" REFERENCING NEW TABLE AS "new_transactions"
	FOR EACH STATEMENT EXECUTE FUNCTION "revenue_payment_months_follow"();--> statement-breakpoint
CREATE TRIGGER "revenue_payment_months_update" AFTER UPDATE ON "transactions" REFERENCING OLD TABLE AS "old_transactions" NEW TABLE AS "new_transactions"
	FOR EACH STATEMENT EXECUTE FUNCTION "revenue_payment_months_follow"();--> statement-breakpoint
CREATE TRIGGER "revenue_payment_months_delete" AFTER DELETE ON "transactions" REFERENCING OLD TABLE AS "old_transactions"
	FOR EACH STATEMENT EXECUTE FUNCTION "revenue_payment_months_follow"();--> statement-breakpoint
CREATE TRIGGER "revenue_payment_months_truncate" AFTER TRUNCATE ON "transactions"
	FOR EACH STATEMENT EXECUTE FUNCTION "revenue_payment_months_follow"();--> statement-breakpoint
-- The payments taken before the roll-up existed.
INSERT INTO "revenue_payment_months" ("nz_month", "placement", "billing_interval", "payment_type", "amount", "payments", "refunded")
	SELECT date_trunc('month', "created_at" AT TIME ZONE 'Pacific/Auckland')::date, coalesce("placement", ''), "billing_interval", "payment_type", "amount",
		count(*), coalesce(sum("refunded_amount"), 0)
	FROM "transactions"
	WHERE "status" IN ('succeeded', 'refunded')
	GROUP BY 1, 2, 3, 4, 5;
