-- ORDER BY x DESC means DESC NULLS FIRST: indexes made DESC NULLS LAST could not give the newest rows in order, so every newest-first list sorted the whole table.
DROP INDEX "articles_published_idx";--> statement-breakpoint
DROP INDEX "articles_author_idx";--> statement-breakpoint
DROP INDEX "podcast_episodes_series_idx";--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author_id","published_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "podcast_episodes_series_idx" ON "podcast_episodes" USING btree ("series_id","published_at" DESC NULLS FIRST);