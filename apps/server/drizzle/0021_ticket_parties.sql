CREATE TABLE "td_vehicle_ownerships" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_mark" text NOT NULL,
	"owner_person_id" integer,
	"owner_company_id" integer,
	"from_date" date NOT NULL,
	"to_date" date
);
--> statement-breakpoint
CREATE TABLE "ticket_liability_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" bigint NOT NULL,
	"from_key" text,
	"to_key" text,
	"cause" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_parties" (
	"ticket_id" bigint NOT NULL,
	"party_key" text NOT NULL,
	"reason" text NOT NULL,
	"agent_role_id" integer,
	"vehicle_no" text NOT NULL,
	"offence_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"payment_deadline" date NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "ticket_parties_ticket_id_party_key_pk" PRIMARY KEY("ticket_id","party_key")
);
--> statement-breakpoint
ALTER TABLE "agent_vehicles" ADD COLUMN "delegated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "owner_key" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "liable_key" text;--> statement-breakpoint
ALTER TABLE "td_vehicle_ownerships" ADD CONSTRAINT "td_vehicle_ownerships_registration_mark_td_vehicles_registration_mark_fk" FOREIGN KEY ("registration_mark") REFERENCES "public"."td_vehicles"("registration_mark") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "td_vehicle_ownerships" ADD CONSTRAINT "td_vehicle_ownerships_owner_person_id_td_persons_id_fk" FOREIGN KEY ("owner_person_id") REFERENCES "public"."td_persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "td_vehicle_ownerships" ADD CONSTRAINT "td_vehicle_ownerships_owner_company_id_td_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."td_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_liability_changes" ADD CONSTRAINT "ticket_liability_changes_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_parties" ADD CONSTRAINT "ticket_parties_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "td_vehicle_ownerships_mark_idx" ON "td_vehicle_ownerships" USING btree ("registration_mark","from_date");--> statement-breakpoint
CREATE INDEX "ticket_liability_changes_ticket_idx" ON "ticket_liability_changes" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_parties_party_idx" ON "ticket_parties" USING btree ("party_key","offence_at","ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_parties_party_status_idx" ON "ticket_parties" USING btree ("party_key","status","offence_at","ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_parties_party_vehicle_idx" ON "ticket_parties" USING btree ("party_key","vehicle_no","offence_at","ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_parties_party_unpaid_idx" ON "ticket_parties" USING btree ("party_key","offence_at","ticket_id") WHERE status in ('UNPAID', 'OVERDUE', 'IN_TRANSACTION');--> statement-breakpoint
CREATE INDEX "ticket_parties_party_paid_idx" ON "ticket_parties" USING btree ("party_key","paid_at","ticket_id") WHERE paid_at is not null;--> statement-breakpoint
CREATE INDEX "ticket_parties_party_due_idx" ON "ticket_parties" USING btree ("party_key","payment_deadline","ticket_id") WHERE status in ('UNPAID', 'OVERDUE', 'IN_TRANSACTION');--> statement-breakpoint
CREATE INDEX "tickets_without_owner_idx" ON "tickets" USING btree ("id") WHERE owner_key is null;--> statement-breakpoint
CREATE INDEX "ticket_notices_person_idx" ON "ticket_notices" USING btree ("person_id","id");--> statement-breakpoint
CREATE INDEX "ticket_notices_company_idx" ON "ticket_notices" USING btree ("company_id","id");--> statement-breakpoint
-- The register's ownership before periods were kept: each vehicle's present owner, since always.
INSERT INTO "td_vehicle_ownerships" ("registration_mark", "owner_person_id", "owner_company_id", "from_date")
SELECT "registration_mark", "owner_person_id", "owner_company_id", DATE '1900-01-01' FROM "td_vehicles"
WHERE "owner_person_id" IS NOT NULL OR "owner_company_id" IS NOT NULL;--> statement-breakpoint
-- A delegation made before its start was kept began when its agent role did.
UPDATE "agent_vehicles" AS av SET "delegated_at" = ar."created_at" FROM "agent_roles" AS ar WHERE ar."id" = av."agent_role_id";--> statement-breakpoint
-- The copies of a ticket's columns in its parties follow the ticket (ADR 0043).
CREATE FUNCTION "ticket_parties_follow_ticket"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ticket_parties"
  SET "status" = NEW."status", "vehicle_no" = NEW."vehicle_no", "offence_at" = NEW."offence_at",
      "issued_at" = NEW."issued_at", "payment_deadline" = NEW."payment_deadline"
  WHERE "ticket_id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ticket_parties_follow_ticket" AFTER UPDATE OF "status", "vehicle_no", "offence_at", "issued_at", "payment_deadline" ON "tickets"
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."vehicle_no" IS DISTINCT FROM NEW."vehicle_no"
  OR OLD."offence_at" IS DISTINCT FROM NEW."offence_at" OR OLD."issued_at" IS DISTINCT FROM NEW."issued_at"
  OR OLD."payment_deadline" IS DISTINCT FROM NEW."payment_deadline")
EXECUTE FUNCTION "ticket_parties_follow_ticket"();
--> statement-breakpoint
-- The sandbox register keeps its own periods, whoever writes its vehicles: a vehicle first recorded has
-- been its owner's since always; a change of owner ends the period today (Hong Kong) and starts the next.
CREATE FUNCTION "td_vehicle_ownerships_follow_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  today date := (now() AT TIME ZONE 'Asia/Hong_Kong')::date;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD."owner_person_id" IS NOT DISTINCT FROM NEW."owner_person_id"
       AND OLD."owner_company_id" IS NOT DISTINCT FROM NEW."owner_company_id" THEN
      RETURN NULL;
    END IF;
    UPDATE "td_vehicle_ownerships" SET "to_date" = today
    WHERE "registration_mark" = NEW."registration_mark" AND "to_date" IS NULL;
  END IF;
  IF NEW."owner_person_id" IS NOT NULL OR NEW."owner_company_id" IS NOT NULL THEN
    INSERT INTO "td_vehicle_ownerships" ("registration_mark", "owner_person_id", "owner_company_id", "from_date")
    VALUES (NEW."registration_mark", NEW."owner_person_id", NEW."owner_company_id",
            CASE WHEN TG_OP = 'INSERT' THEN DATE '1900-01-01' ELSE today END);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "td_vehicle_ownerships_follow_owner" AFTER INSERT OR UPDATE OF "owner_person_id", "owner_company_id" ON "td_vehicles"
FOR EACH ROW EXECUTE FUNCTION "td_vehicle_ownerships_follow_owner"();
--> statement-breakpoint
-- A ticket's parties know when it was last paid: the payment records are read in that order.
CREATE FUNCTION "ticket_parties_follow_payment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ticket_parties" SET "paid_at" = NEW."paid_at"
  WHERE "ticket_id" = NEW."ticket_id" AND ("paid_at" IS NULL OR "paid_at" < NEW."paid_at");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ticket_parties_follow_payment" AFTER INSERT OR UPDATE OF "paid_at" ON "payments"
FOR EACH ROW EXECUTE FUNCTION "ticket_parties_follow_payment"();
--> statement-breakpoint
-- A party added to a ticket already paid (a driver named later, tickets moving over) knows when it was paid.
CREATE FUNCTION "ticket_parties_paid_at_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."paid_at" IS NULL THEN
    NEW."paid_at" := (SELECT max("paid_at") FROM "payments" WHERE "ticket_id" = NEW."ticket_id");
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ticket_parties_paid_at_on_insert" BEFORE INSERT ON "ticket_parties"
FOR EACH ROW EXECUTE FUNCTION "ticket_parties_paid_at_on_insert"();
