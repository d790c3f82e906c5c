CREATE TABLE "statement_runs" (
	"tax_year" integer PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"after_uid" text,
	"sent" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone
);
