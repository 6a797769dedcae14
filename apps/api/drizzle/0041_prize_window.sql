CREATE TABLE "prize_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"resolved_by" text,
	CONSTRAINT "prize_disputes_resolution_check" CHECK (("prize_disputes"."resolved_at" is null) = ("prize_disputes"."resolution" is null))
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "prizes_settle_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "prize_hold" text;--> statement-breakpoint
ALTER TABLE "prize_disputes" ADD CONSTRAINT "prize_disputes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_disputes" ADD CONSTRAINT "prize_disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prize_disputes_tournament_idx" ON "prize_disputes" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "prize_disputes_user_idx" ON "prize_disputes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prize_disputes_open_key" ON "prize_disputes" USING btree ("tournament_id","user_id") WHERE "prize_disputes"."resolved_at" is null;