CREATE TABLE "owned_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_key" text NOT NULL,
	"registration_mark" text NOT NULL,
	"class_code" text NOT NULL,
	"type_code" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"colour_code" text NOT NULL,
	"year_of_manufacture" smallint NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vehicle_qr_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vehicle_syncs" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_key" text NOT NULL,
	"trigger" text NOT NULL,
	"requested_by" uuid,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"added" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"removed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vehicle_qr_codes" ADD CONSTRAINT "vehicle_qr_codes_vehicle_id_owned_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."owned_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_syncs" ADD CONSTRAINT "vehicle_syncs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owned_vehicles_owner_mark_uq" ON "owned_vehicles" USING btree ("owner_key","registration_mark");--> statement-breakpoint
CREATE INDEX "owned_vehicles_current_idx" ON "owned_vehicles" USING btree ("owner_key","registration_mark") WHERE removed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_qr_codes_nonce_uq" ON "vehicle_qr_codes" USING btree ("nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_qr_codes_active_uq" ON "vehicle_qr_codes" USING btree ("vehicle_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "vehicle_syncs_owner_idx" ON "vehicle_syncs" USING btree ("owner_key","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_syncs_running_uq" ON "vehicle_syncs" USING btree ("owner_key") WHERE state in ('QUEUED', 'RUNNING');