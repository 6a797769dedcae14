-- An entry has one tip per match: that pair is the key. The surrogate uuid key goes, and with it an
-- index every submission's 63 rows wrote to at random places. The existing unique index becomes the
-- primary key as it is (no rebuild).
ALTER TABLE "match_tips" DROP CONSTRAINT "match_tips_pkey";--> statement-breakpoint
ALTER TABLE "match_tips" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "match_tips" ADD CONSTRAINT "match_tips_entry_id_match_id_pk" PRIMARY KEY USING INDEX "match_tips_entry_match_key";
