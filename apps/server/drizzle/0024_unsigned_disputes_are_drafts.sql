DROP INDEX "disputes_ticket_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_signed_uq" ON "disputes" USING btree ("ticket_id") WHERE signed_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_draft_uq" ON "disputes" USING btree ("ticket_id","user_id","agent_id") WHERE status = 'DRAFT';--> statement-breakpoint
CREATE INDEX "disputes_ticket_idx" ON "disputes" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "disputes_draft_created_idx" ON "disputes" USING btree ("created_at") WHERE status = 'DRAFT';