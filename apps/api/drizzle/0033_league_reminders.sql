-- The reminders a league's owner sends to members without a complete entry (issue 45): one a day per league and
-- tournament at most, recorded with how many went by push and by mail.
CREATE TABLE "league_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_push" integer NOT NULL,
	"by_mail" integer NOT NULL,
	CONSTRAINT "league_reminders_counts_check" CHECK ("league_reminders"."by_push" >= 0 and "league_reminders"."by_mail" >= 0)
);
--> statement-breakpoint
ALTER TABLE "league_reminders" ADD CONSTRAINT "league_reminders_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_reminders" ADD CONSTRAINT "league_reminders_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_reminders" ADD CONSTRAINT "league_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_reminders_league_tournament_idx" ON "league_reminders" USING btree ("league_id","tournament_id","sent_at");