ALTER TABLE "payment_orders" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "confirm_channel" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "confirm_recipient" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "confirm_masked" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "confirmed_at" timestamp with time zone;