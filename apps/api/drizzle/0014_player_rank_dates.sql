-- The date of the ranking list a player's world rank comes from (a rankings import, or a draw file's
-- event): a draw file's rank never replaces one from a newer list.
ALTER TABLE "players" ADD COLUMN "world_rank_date" date;
