CREATE TABLE "jurisdictions" (
	"code" text PRIMARY KEY NOT NULL,
	"paid_pools" boolean NOT NULL,
	"pool_basis" text,
	"fixed_prizes" boolean NOT NULL,
	"minimum_age" integer NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "jurisdictions_code_check" CHECK ("jurisdictions"."code" ~ '^([A-Z]{2}(-[A-Z0-9]{1,3})?|[*])$'),
	CONSTRAINT "jurisdictions_minimum_age_check" CHECK ("jurisdictions"."minimum_age" in (18, 19, 21)),
	CONSTRAINT "jurisdictions_pool_basis_check" CHECK (not "jurisdictions"."paid_pools" or "jurisdictions"."pool_basis" is not null)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_check" CHECK ("users"."country" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_region_check" CHECK ("users"."region" is null or "users"."region" like "users"."country" || '-%');--> statement-breakpoint
-- The shipped table (core's SHIPPED_JURISDICTIONS): the spec's paid pools in Australia, the terms' governing law,
-- and nowhere else until the operator adds a place; fixed-prize and free play everywhere; 18 everywhere.
INSERT INTO "jurisdictions" ("code", "paid_pools", "pool_basis", "fixed_prizes", "minimum_age") VALUES
  ('AU', true, 'The terms'' governing law: Queensland, Australia (skill competition)', true, 18),
  ('*', false, NULL, true, 18);
