CREATE TABLE "attempt_counters" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attempt_counters_scope_key_window_start_pk" PRIMARY KEY("scope","key","window_start")
);
--> statement-breakpoint
CREATE TABLE "captcha_redemptions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_no" text,
	"verified" boolean NOT NULL,
	"outcome" text NOT NULL,
	"signature" text,
	"body" text NOT NULL,
	"remote_address" text
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"ticket_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"ticket_status_before" text NOT NULL,
	"requested_by" text NOT NULL,
	"gateway_order_id" text,
	"payment_url" text,
	"gateway_txn_no" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" bigint NOT NULL,
	"order_id" bigint,
	"transaction_no" text NOT NULL,
	"method_code" text NOT NULL,
	"channel" text,
	"amount_cents" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_ticket_id_unique" UNIQUE("ticket_id"),
	CONSTRAINT "payments_transaction_no_unique" UNIQUE("transaction_no")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 10 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "export_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"agent_id" integer NOT NULL,
	"scope" jsonb NOT NULL,
	"type" text NOT NULL,
	"format" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"request_day" date NOT NULL,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"row_count" integer,
	"file_name" text,
	"content_type" text,
	"file" "bytea",
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_pay_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_order_no" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'HKD' NOT NULL,
	"channel" text NOT NULL,
	"description" text NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"txn_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "sandbox_pay_orders_merchant_order_no_unique" UNIQUE("merchant_order_no")
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_tasks" ADD CONSTRAINT "export_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_notifications_order_idx" ON "gateway_notifications" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_idempotency_uq" ON "payment_orders" USING btree ("ticket_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_one_open_uq" ON "payment_orders" USING btree ("ticket_id") WHERE state in ('PAYING', 'IN_PROGRESS');--> statement-breakpoint
CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE state = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_uq" ON "jobs" USING btree ("dedupe_key") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "export_tasks_user_day_idx" ON "export_tasks" USING btree ("user_id","request_day");