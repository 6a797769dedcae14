CREATE INDEX "matches_winner_idx" ON "matches" USING btree ("winner_id");--> statement-breakpoint
CREATE INDEX "league_outlooks_entry_idx" ON "league_outlooks" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "league_reminders_tournament_idx" ON "league_reminders" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "league_reminders_sent_by_idx" ON "league_reminders" USING btree ("sent_by");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "data_issues_tournament_idx" ON "data_issues" USING btree ("tournament_id");--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notification_log_tournament_idx" ON "notification_log" USING btree ("tournament_id");