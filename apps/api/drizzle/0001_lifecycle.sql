CREATE TABLE "notification_log" (
	"user_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_log_user_id_tournament_id_kind_pk" PRIMARY KEY("user_id","tournament_id","kind"),
	CONSTRAINT "notification_log_kind_check" CHECK ("notification_log"."kind" in ('reminder', 'results'))
);
--> statement-breakpoint
DROP INDEX "entries_tournament_rank_idx";--> statement-breakpoint
DROP INDEX "match_tips_match_idx";--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "position" integer;--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entries_tournament_position_idx" ON "entries" USING btree ("tournament_id","position");--> statement-breakpoint
CREATE INDEX "match_tips_match_winner_idx" ON "match_tips" USING btree ("match_id","predicted_winner_id");