CREATE TABLE "lookup_probes" (
	"slot" timestamp with time zone PRIMARY KEY NOT NULL,
	"ok" boolean NOT NULL,
	"took_ms" integer NOT NULL,
	"probed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "message_deliveries_kind_created_idx" ON "message_deliveries" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "payment_orders_settled_at_idx" ON "payment_orders" USING btree ("settled_at") WHERE settled_at is not null;--> statement-breakpoint
CREATE INDEX "disputes_decided_at_idx" ON "disputes" USING btree ("decided_at") WHERE decided_at is not null;