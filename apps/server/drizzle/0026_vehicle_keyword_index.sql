-- The vehicle list's keyword search by trigrams within the owner (docs/adr/0056-a-list-reads-other-areas-facts-in-its-statement.md):
-- pg_trgm for the text, btree_gin for the owner's key in the same GIN index. Both are trusted extensions:
-- the database's owner may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "owned_vehicles_keyword_idx" ON "owned_vehicles" USING gin ("owner_key",(registration_mark || ' ' || coalesce(make, '') || ' ' || coalesce(model, '')) gin_trgm_ops) WHERE removed_at is null;
