ALTER TABLE "disputes" ADD COLUMN "signed_with" text;--> statement-breakpoint
ALTER TABLE "ticket_notices" ADD COLUMN "company_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_notices_company_uq" ON "ticket_notices" USING btree ("ticket_id","kind","company_id") WHERE company_id is not null;--> statement-breakpoint
UPDATE "disputes" SET "signed_with" = 'IAMSMART' WHERE "signed_at" IS NOT NULL;
