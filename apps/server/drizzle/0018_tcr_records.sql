CREATE TABLE "td_driver_records" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"as_of" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "td_driving_offences" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"kind" text NOT NULL,
	"offence_date" date NOT NULL,
	"offence_code" text NOT NULL,
	"description_en" text NOT NULL,
	"description_zh_hk" text NOT NULL,
	"description_zh_cn" text NOT NULL,
	"points" smallint DEFAULT 0 NOT NULL,
	"disqualification_months" smallint
);
--> statement-breakpoint
CREATE TABLE "tcr_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"applicant_user_id" uuid NOT NULL,
	"applicant_agent_id" integer DEFAULT 0 NOT NULL,
	"company_id" integer,
	"subject_person_id" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"authorisation_deadline" timestamp with time zone,
	"auth_code_hash" text,
	"auth_code_expires_at" timestamp with time zone,
	"auth_code_attempts" integer DEFAULT 0 NOT NULL,
	"authorised_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"payment_ref" text,
	"completed_at" timestamp with time zone,
	"certificate_no" text,
	"record" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tcr_applications_ref_unique" UNIQUE("ref"),
	CONSTRAINT "tcr_applications_certificate_no_unique" UNIQUE("certificate_no")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "action_path" text;--> statement-breakpoint
ALTER TABLE "td_driver_records" ADD CONSTRAINT "td_driver_records_person_id_td_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."td_persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "td_driving_offences" ADD CONSTRAINT "td_driving_offences_person_id_td_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."td_persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tcr_applications" ADD CONSTRAINT "tcr_applications_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tcr_applications_applicant_idx" ON "tcr_applications" USING btree ("applicant_user_id","applicant_agent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tcr_applications_open_uq" ON "tcr_applications" USING btree ("applicant_user_id","applicant_agent_id","subject_person_id") WHERE status in ('PENDING_AUTHORISATION', 'PENDING_PAYMENT', 'PROCESSING');