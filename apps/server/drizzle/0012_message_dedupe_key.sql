ALTER TABLE "messages" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_dedupe_key_uq" ON "messages" USING btree ("dedupe_key") WHERE dedupe_key is not null;