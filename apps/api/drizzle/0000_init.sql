CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"resource_type" text,
	"resource_id" uuid,
	"payment_id" uuid,
	"entry_id" uuid,
	"tournament_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_transactions_type_check" CHECK (type in ('USER_TOP_UP', 'ADMIN_TOP_UP', 'ENTRY_PURCHASE', 'PRIZE', 'REFUND')),
	CONSTRAINT "credit_transactions_resource_check" CHECK ("credit_transactions"."resource_type" is null or resource_type in ('USER', 'PLAYER', 'MATCH', 'TOURNAMENT', 'ENTRY')),
	CONSTRAINT "credit_transactions_amount_check" CHECK ("credit_transactions"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "data_issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"severity" text NOT NULL,
	"resource_type" text,
	"resource_id" uuid,
	"resource_name" text,
	"tournament_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_issues_severity_check" CHECK (severity in ('HIGH', 'MEDIUM', 'LOW')),
	CONSTRAINT "data_issues_resource_check" CHECK ("data_issues"."resource_type" is null or resource_type in ('USER', 'PLAYER', 'MATCH', 'TOURNAMENT', 'ENTRY'))
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"finalized_at" timestamp with time zone,
	"score" integer DEFAULT 0 NOT NULL,
	"possible_score" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"max_points" integer DEFAULT 0 NOT NULL,
	"rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entries_status_check" CHECK (status in ('OPEN', 'FINALIZED', 'REFUNDED')),
	CONSTRAINT "entries_counts_check" CHECK ("entries"."score" >= 0 and "entries"."possible_score" >= 0 and "entries"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_tips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"predicted_winner_id" uuid NOT NULL,
	"predicted_score" text,
	"adjusted_from_player_id" uuid,
	"adjusted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_tips_score_check" CHECK ("match_tips"."predicted_score" is null or predicted_score in ('3-0', '3-1', '3-2'))
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"player_one_id" uuid,
	"player_two_id" uuid,
	"is_bye" boolean DEFAULT false NOT NULL,
	"qualifier_slot" smallint,
	"is_completed" boolean DEFAULT false NOT NULL,
	"winner_id" uuid,
	"game_score" text,
	"games" jsonb,
	"outcome" text,
	"starts_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"next_match_id" uuid,
	"next_match_player_slot" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_position_check" CHECK ("matches"."position" >= 1),
	CONSTRAINT "matches_qualifier_slot_check" CHECK ("matches"."qualifier_slot" is null or "matches"."qualifier_slot" in (1, 2)),
	CONSTRAINT "matches_next_slot_check" CHECK (("matches"."next_match_id" is null) = ("matches"."next_match_player_slot" is null) and ("matches"."next_match_player_slot" is null or "matches"."next_match_player_slot" in (1, 2))),
	CONSTRAINT "matches_winner_check" CHECK ("matches"."winner_id" is null or ("matches"."is_completed" and "matches"."winner_id" in ("matches"."player_one_id", "matches"."player_two_id"))),
	CONSTRAINT "matches_distinct_players_check" CHECK ("matches"."player_one_id" is distinct from "matches"."player_two_id" or "matches"."player_one_id" is null),
	CONSTRAINT "matches_outcome_check" CHECK ("matches"."outcome" is null or outcome in ('played', 'walkover', 'retired')),
	CONSTRAINT "matches_game_score_check" CHECK ("matches"."game_score" is null or "matches"."game_score" ~ '^[0-3]-[0-3]$')
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'CREATING' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"credit_amount" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK (status in ('CREATING', 'PENDING', 'SUCCEEDED', 'FAILED')),
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."amount_cents" > 0 and "payments"."credit_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"external_id" text,
	"slug" text,
	"full_name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"country" text,
	"gender" text NOT NULL,
	"image_url" text,
	"url" text,
	"world_rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_gender_check" CHECK (gender in ('mens', 'womens')),
	CONSTRAINT "players_world_rank_check" CHECK ("players"."world_rank" is null or "players"."world_rank" > 0)
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"index" smallint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rounds_index_check" CHECK ("rounds"."index" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tournament_players" (
	"tournament_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"seed" smallint,
	"entry" text,
	CONSTRAINT "tournament_players_tournament_id_player_id_pk" PRIMARY KEY("tournament_id","player_id"),
	CONSTRAINT "tournament_players_seed_check" CHECK ("tournament_players"."seed" is null or "tournament_players"."seed" > 0),
	CONSTRAINT "tournament_players_entry_check" CHECK ("tournament_players"."entry" is null or entry in ('WC', 'Q'))
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"gender" text NOT NULL,
	"status" text DEFAULT 'CREATING' NOT NULL,
	"url" text,
	"image_url" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"starts_at" timestamp with time zone,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_status_check" CHECK (status in ('CREATING', 'UPCOMING', 'ACTIVE', 'COMPLETED', 'SCORED', 'PAYING', 'PAID')),
	CONSTRAINT "tournaments_gender_check" CHECK (gender in ('mens', 'womens')),
	CONSTRAINT "tournaments_dates_check" CHECK ("tournaments"."end_date" >= "tournaments"."start_date")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"full_name" text,
	"first_name" text,
	"last_name" text,
	"avatar" text,
	"provider_id" uuid,
	"provider_data" jsonb,
	"role" text DEFAULT 'user' NOT NULL,
	"is_migrated" boolean DEFAULT false NOT NULL,
	"accepted_terms_at" timestamp with time zone,
	"tournament_updates_enabled" boolean DEFAULT true NOT NULL,
	"tournament_results_enabled" boolean DEFAULT true NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"correct_tips" integer DEFAULT 0 NOT NULL,
	"total_tips" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK (role in ('user', 'admin')),
	CONSTRAINT "users_counters_check" CHECK ("users"."points" >= 0 and "users"."correct_tips" >= 0 and "users"."total_tips" >= 0)
);
--> statement-breakpoint
CREATE TABLE "auth_accounts" (
	"id" uuid PRIMARY KEY DEFAULT pg_catalog.gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp,
	"refresh_token_expires_at" timestamp,
	"scope" text,
	"password" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT pg_catalog.gen_random_uuid() NOT NULL,
	"expires_at" timestamp NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" uuid NOT NULL,
	CONSTRAINT "auth_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_users" (
	"id" uuid PRIMARY KEY DEFAULT pg_catalog.gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL,
	CONSTRAINT "auth_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "auth_verifications" (
	"id" uuid PRIMARY KEY DEFAULT pg_catalog.gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp NOT NULL,
	"created_at" timestamp DEFAULT now() NOT NULL,
	"updated_at" timestamp DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_issues" ADD CONSTRAINT "data_issues_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_tips" ADD CONSTRAINT "match_tips_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_tips" ADD CONSTRAINT "match_tips_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_tips" ADD CONSTRAINT "match_tips_predicted_winner_id_players_id_fk" FOREIGN KEY ("predicted_winner_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_tips" ADD CONSTRAINT "match_tips_adjusted_from_player_id_players_id_fk" FOREIGN KEY ("adjusted_from_player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_player_one_id_players_id_fk" FOREIGN KEY ("player_one_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_player_two_id_players_id_fk" FOREIGN KEY ("player_two_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_winner_id_players_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_next_match_id_matches_id_fk" FOREIGN KEY ("next_match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_provider_id_auth_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_accounts" ADD CONSTRAINT "auth_accounts_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_transactions_user_idx" ON "credit_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_transactions_payment_key" ON "credit_transactions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "data_issues_created_idx" ON "data_issues" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "entries_tournament_user_key" ON "entries" USING btree ("tournament_id","user_id");--> statement-breakpoint
CREATE INDEX "entries_tournament_rank_idx" ON "entries" USING btree ("tournament_id","rank");--> statement-breakpoint
CREATE INDEX "entries_user_idx" ON "entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "match_tips_entry_match_key" ON "match_tips" USING btree ("entry_id","match_id");--> statement-breakpoint
CREATE INDEX "match_tips_match_idx" ON "match_tips" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_round_position_key" ON "matches" USING btree ("round_id","position");--> statement-breakpoint
CREATE INDEX "matches_tournament_idx" ON "matches" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "matches_completed_starts_idx" ON "matches" USING btree ("is_completed","starts_at");--> statement-breakpoint
CREATE INDEX "matches_player_one_idx" ON "matches" USING btree ("player_one_id");--> statement-breakpoint
CREATE INDEX "matches_player_two_idx" ON "matches" USING btree ("player_two_id");--> statement-breakpoint
CREATE INDEX "matches_next_match_idx" ON "matches" USING btree ("next_match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_session_key" ON "payments" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "players_external_id_key" ON "players" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_slug_key" ON "players" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "players_gender_rank_idx" ON "players" USING btree ("gender","world_rank");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_tournament_index_key" ON "rounds" USING btree ("tournament_id","index");--> statement-breakpoint
CREATE INDEX "tournament_players_player_idx" ON "tournament_players" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_source_key_key" ON "tournaments" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "tournaments_status_start_idx" ON "tournaments" USING btree ("status","start_date");--> statement-breakpoint
CREATE INDEX "tournaments_start_date_idx" ON "tournaments" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "tournaments_end_date_idx" ON "tournaments" USING btree ("end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_provider_id_key" ON "users" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "auth_accounts_userId_idx" ON "auth_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_userId_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verifications_identifier_idx" ON "auth_verifications" USING btree ("identifier");