-- A payment can end CANCELLED (the fan left its checkout for another) or EXPIRED (never paid in time).
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK (status in ('CREATING', 'PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED', 'EXPIRED'));
