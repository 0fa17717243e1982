ALTER TABLE "tickets" ADD COLUMN "duplicate_of_ticket_id" bigint;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "possible_duplicate_of" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_duplicate_of_ticket_id_tickets_id_fk" FOREIGN KEY ("duplicate_of_ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_duplicate_of_idx" ON "tickets" USING btree ("duplicate_of_ticket_id") WHERE duplicate_of_ticket_id is not null;--> statement-breakpoint
CREATE INDEX "disputes_status_created_idx" ON "disputes" USING btree ("status","created_at","id");