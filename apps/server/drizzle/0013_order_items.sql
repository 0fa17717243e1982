CREATE TABLE "payment_order_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"ticket_id" bigint,
	"fee_kind" text,
	"fee_ref" text,
	"amount_cents" integer NOT NULL,
	"state" text NOT NULL,
	"ticket_status_before" text,
	CONSTRAINT "payment_order_items_kind_ck" CHECK ((kind = 'TICKET' and ticket_id is not null and fee_kind is null and fee_ref is null)
        or (kind = 'FEE' and ticket_id is null and fee_kind is not null and fee_ref is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "ticket_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "ticket_status_before" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "ticket_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_kind" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_ref" text;--> statement-breakpoint
ALTER TABLE "payment_order_items" ADD CONSTRAINT "payment_order_items_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_order_items" ADD CONSTRAINT "payment_order_items_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_order_items_order_idx" ON "payment_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_order_items_ticket_idx" ON "payment_order_items" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_order_items_open_ticket_uq" ON "payment_order_items" USING btree ("ticket_id") WHERE state = 'OPEN' and ticket_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_order_items_open_fee_uq" ON "payment_order_items" USING btree ("fee_kind","fee_ref") WHERE state = 'OPEN' and fee_kind is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_payer_idempotency_uq" ON "payment_orders" USING btree ("requested_by","idempotency_key") WHERE ticket_id is null;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_fee_uq" ON "payments" USING btree ("fee_kind","fee_ref");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_ticket_or_fee_ck" CHECK ((ticket_id is not null and fee_kind is null and fee_ref is null)
        or (ticket_id is null and fee_kind is not null and fee_ref is not null));--> statement-breakpoint
-- Every order landed before has one ticket: it becomes that order's one item (ADR 0150).
INSERT INTO "payment_order_items" ("order_id", "kind", "ticket_id", "amount_cents", "state", "ticket_status_before")
SELECT o."id", 'TICKET', o."ticket_id", o."amount_cents",
  CASE
    WHEN o."state" IN ('PAYING', 'IN_PROGRESS') THEN 'OPEN'
    WHEN o."state" = 'SUCCESS' AND EXISTS (SELECT 1 FROM "payments" p WHERE p."order_id" = o."id") THEN 'PAID'
    WHEN o."state" = 'SUCCESS' THEN 'REFUND'
    ELSE 'ENDED'
  END,
  o."ticket_status_before"
FROM "payment_orders" o
ORDER BY o."id";
