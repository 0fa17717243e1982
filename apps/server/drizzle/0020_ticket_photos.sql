CREATE TABLE "photo_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"ticket_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"agent_id" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"remark" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"viewable_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_applications_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "ticket_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_applications" ADD CONSTRAINT "photo_applications_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_applications" ADD CONSTRAINT "photo_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_photos" ADD CONSTRAINT "ticket_photos_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photo_applications_open_uq" ON "photo_applications" USING btree ("ticket_id","user_id","agent_id") WHERE status in ('PROCESSING', 'APPROVED');--> statement-breakpoint
CREATE INDEX "photo_applications_user_idx" ON "photo_applications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_photos_position_uq" ON "ticket_photos" USING btree ("ticket_id","position");