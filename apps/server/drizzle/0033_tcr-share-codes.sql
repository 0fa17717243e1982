CREATE TABLE "tcr_share_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" integer NOT NULL,
	"holder_user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"viewed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "tcr_share_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "tcr_share_codes" ADD CONSTRAINT "tcr_share_codes_application_id_tcr_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."tcr_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tcr_share_codes" ADD CONSTRAINT "tcr_share_codes_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tcr_share_codes_holder_idx" ON "tcr_share_codes" USING btree ("holder_user_id","created_at");