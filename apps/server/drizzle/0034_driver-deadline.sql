ALTER TABLE "driving_log_tickets" ADD COLUMN "driver_action" text;--> statement-breakpoint
ALTER TABLE "driving_log_tickets" ADD COLUMN "driver_action_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "driving_log_tickets_undecided_idx" ON "driving_log_tickets" USING btree ("told_at") WHERE driver_action is null;