ALTER TABLE "articles" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', translate(coalesce(title, ''), 'āēīōūĀĒĪŌŪ' || chr(772), 'aeiouAEIOU')), 'A') || setweight(to_tsvector('english', translate(coalesce(standfirst, ''), 'āēīōūĀĒĪŌŪ' || chr(772), 'aeiouAEIOU')), 'B') || setweight(to_tsvector('english', translate(regexp_replace(coalesce(body_html, ''), '<[^>]+>', ' ', 'g'), 'āēīōūĀĒĪŌŪ' || chr(772), 'aeiouAEIOU')), 'C')) STORED;--> statement-breakpoint
-- Hand-written: dropping the column dropped its GIN index, which the snapshot still holds.
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search_vector");
