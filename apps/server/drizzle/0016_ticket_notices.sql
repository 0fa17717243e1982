CREATE TABLE "ticket_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"person_id" bigint,
	"deadline" date NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"driver_name" text,
	"driver_address" text,
	"driver_licence_no" text,
	"driver_relationship" text
);
--> statement-breakpoint
ALTER TABLE "ticket_notices" ADD CONSTRAINT "ticket_notices_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_notices_demand_uq" ON "ticket_notices" USING btree ("ticket_id") WHERE kind = 'DEMAND';--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_notices_person_uq" ON "ticket_notices" USING btree ("ticket_id","kind","person_id") WHERE person_id is not null;--> statement-breakpoint
CREATE INDEX "ticket_notices_ticket_idx" ON "ticket_notices" USING btree ("ticket_id");