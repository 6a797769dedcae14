CREATE TABLE "prizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"credits" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prizes_credits_check" CHECK ("prizes"."credits" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "prizes_tournament_user_key" ON "prizes" USING btree ("tournament_id","user_id");