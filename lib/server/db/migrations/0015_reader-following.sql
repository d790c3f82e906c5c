CREATE TABLE "account_reading_histories" (
	"member_uid" text PRIMARY KEY NOT NULL,
	"history" jsonb NOT NULL,
	"counting_off_until" timestamp with time zone,
	"merge_answer" text,
	"merge_answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "podcast_positions" (
	"member_uid" text NOT NULL,
	"episode_id" integer NOT NULL,
	"position_seconds" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "podcast_positions_member_uid_episode_id_pk" PRIMARY KEY("member_uid","episode_id")
);
--> statement-breakpoint
ALTER TABLE "account_reading_histories" ADD CONSTRAINT "account_reading_histories_member_uid_members_uid_fk" FOREIGN KEY ("member_uid") REFERENCES "public"."members"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_positions" ADD CONSTRAINT "podcast_positions_member_uid_members_uid_fk" FOREIGN KEY ("member_uid") REFERENCES "public"."members"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_positions" ADD CONSTRAINT "podcast_positions_episode_id_podcast_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;