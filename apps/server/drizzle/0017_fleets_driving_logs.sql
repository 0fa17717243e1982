CREATE TABLE "driving_log_tickets" (
	"ticket_id" bigint PRIMARY KEY NOT NULL,
	"log_id" integer NOT NULL,
	"driver_user_id" uuid NOT NULL,
	"told_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driving_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_no" text NOT NULL,
	"owner_key" text NOT NULL,
	"driver_user_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
ALTER TABLE "driving_log_tickets" ADD CONSTRAINT "driving_log_tickets_log_id_driving_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."driving_logs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_log_tickets" ADD CONSTRAINT "driving_log_tickets_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_logs" ADD CONSTRAINT "driving_logs_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driving_logs_vehicle_idx" ON "driving_logs" USING btree ("vehicle_no","started_at");--> statement-breakpoint
CREATE INDEX "driving_logs_owner_idx" ON "driving_logs" USING btree ("owner_key","started_at");--> statement-breakpoint
CREATE INDEX "driving_logs_driver_idx" ON "driving_logs" USING btree ("driver_user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "driving_logs_open_vehicle_uq" ON "driving_logs" USING btree ("vehicle_no") WHERE ended_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "driving_logs_open_driver_uq" ON "driving_logs" USING btree ("driver_user_id") WHERE ended_at is null;