ALTER TABLE "sandbox_idp_requests" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_idp_requests" ADD COLUMN "code_challenge" text;--> statement-breakpoint
ALTER TABLE "sandbox_idp_requests" ADD COLUMN "nonce" text;