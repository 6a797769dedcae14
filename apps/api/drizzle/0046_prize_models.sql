ALTER TABLE "tournaments" ADD COLUMN "prize_model" text DEFAULT 'POOL' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "fixed_prizes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "prize_sponsor" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_prize_model_check" CHECK (prize_model in ('POOL', 'FIXED', 'FREE'));--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_free_for_glory_check" CHECK ("tournaments"."prize_model" <> 'FREE' or "tournaments"."entry_fee" = 0);