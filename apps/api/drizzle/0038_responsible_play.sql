CREATE TABLE "deposit_limits" (
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"amount" integer,
	"pending_amount" integer,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_limits_user_id_period_pk" PRIMARY KEY("user_id","period"),
	CONSTRAINT "deposit_limits_period_check" CHECK (period in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "deposit_limits_amount_check" CHECK ("deposit_limits"."amount" is null or "deposit_limits"."amount" > 0),
	CONSTRAINT "deposit_limits_pending_check" CHECK ("deposit_limits"."pending_amount" is null or "deposit_limits"."pending_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "play_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_pauses_kind_check" CHECK (kind in ('break', 'self-exclusion')),
	CONSTRAINT "play_pauses_span_check" CHECK ("play_pauses"."ends_at" is null or "play_pauses"."ends_at" > "play_pauses"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_pauses" ADD CONSTRAINT "play_pauses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_pauses_user_idx" ON "play_pauses" USING btree ("user_id","starts_at");--> statement-breakpoint
-- A break or an exclusion can't be ended early, by the fan or an admin (issue 62): its row is never changed, and
-- goes only with the fan's profile itself.
CREATE FUNCTION play_pauses_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'a break or self-exclusion can''t be changed or ended early' USING ERRCODE = '23514';
END $$;
--> statement-breakpoint
CREATE TRIGGER play_pauses_kept BEFORE UPDATE OR DELETE ON play_pauses FOR EACH ROW EXECUTE FUNCTION play_pauses_kept();
