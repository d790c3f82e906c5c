CREATE TABLE "analytics_event_days" (
	"nz_day" date NOT NULL,
	"name" text NOT NULL,
	"placement" text NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "analytics_event_days_name_nz_day_placement_pk" PRIMARY KEY("name","nz_day","placement")
);
--> statement-breakpoint
CREATE TABLE "error_group_hours" (
	"fingerprint" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"reports" integer NOT NULL,
	CONSTRAINT "error_group_hours_fingerprint_hour_pk" PRIMARY KEY("fingerprint","hour")
);
--> statement-breakpoint
CREATE TABLE "error_groups" (
	"fingerprint" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"message" text NOT NULL,
	"first_frame" text,
	"error_name" text,
	"reports" bigint NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"sample_message" text NOT NULL,
	"sample_callstack" text,
	"sample_user_agent" text,
	"sample_path" text,
	"sample_referrer" text,
	"sample_request_id" text
);
--> statement-breakpoint
CREATE TABLE "roll_up_marks" (
	"name" text PRIMARY KEY NOT NULL,
	"through" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "error_group_hours" ADD CONSTRAINT "error_group_hours_fingerprint_error_groups_fingerprint_fk" FOREIGN KEY ("fingerprint") REFERENCES "public"."error_groups"("fingerprint") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_group_hours_hour_idx" ON "error_group_hours" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "error_groups_last_seen_idx" ON "error_groups" USING btree ("last_seen");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
DROP TABLE "client_logs" CASCADE;
