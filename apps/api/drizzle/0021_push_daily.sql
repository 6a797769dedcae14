CREATE TABLE "push_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"gone" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "push_daily_counts_check" CHECK ("push_daily"."sent" >= 0 and "push_daily"."failed" >= 0 and "push_daily"."gone" >= 0)
);
