CREATE TABLE "site_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_uid" text
);
--> statement-breakpoint
ALTER TABLE "site_pages" ADD CONSTRAINT "site_pages_updated_by_uid_members_uid_fk" FOREIGN KEY ("updated_by_uid") REFERENCES "public"."members"("uid") ON DELETE set null ON UPDATE no action;