ALTER TYPE "public"."ledger_account_kind" ADD VALUE 'PRIZES_HELD';--> statement-breakpoint
CREATE TABLE "held_prizes" (
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"credits" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"forfeited_at" timestamp with time zone,
	CONSTRAINT "held_prizes_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id"),
	CONSTRAINT "held_prizes_credits_check" CHECK ("held_prizes"."credits" > 0),
	CONSTRAINT "held_prizes_once_check" CHECK ("held_prizes"."released_at" is null or "held_prizes"."forfeited_at" is null)
);
--> statement-breakpoint
CREATE TABLE "account_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"other_user_id" uuid NOT NULL,
	"signal" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"outcome" text,
	"note" text,
	CONSTRAINT "account_reviews_pair_check" CHECK ("account_reviews"."user_id" <> "account_reviews"."other_user_id"),
	CONSTRAINT "account_reviews_signal_check" CHECK (signal in ('card', 'device', 'person')),
	CONSTRAINT "account_reviews_outcome_check" CHECK (("account_reviews"."resolved_at" is null) = ("account_reviews"."outcome" is null))
);
--> statement-breakpoint
CREATE TABLE "account_signals" (
	"kind" text NOT NULL,
	"digest" text NOT NULL,
	"user_id" uuid NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_signals_kind_digest_user_id_pk" PRIMARY KEY("kind","digest","user_id"),
	CONSTRAINT "account_signals_kind_check" CHECK (kind in ('card', 'device', 'person'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_play_mark_check";--> statement-breakpoint
ALTER TABLE "account_reviews" ADD CONSTRAINT "account_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD CONSTRAINT "account_reviews_other_user_id_users_id_fk" FOREIGN KEY ("other_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_signals" ADD CONSTRAINT "account_signals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_prizes_user_idx" ON "held_prizes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_reviews_pair_key" ON "account_reviews" USING btree ("user_id","other_user_id","signal");--> statement-breakpoint
CREATE INDEX "account_reviews_other_idx" ON "account_reviews" USING btree ("other_user_id");--> statement-breakpoint
CREATE INDEX "account_reviews_open_idx" ON "account_reviews" USING btree ("created_at") WHERE "account_reviews"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "account_signals_user_idx" ON "account_signals" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_play_mark_check" CHECK ("users"."play_mark" is null or "users"."play_mark" in ('staff', 'professional', 'duplicate'));