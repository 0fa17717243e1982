CREATE TABLE "agent_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"owner_person_id" integer,
	"owner_company_id" integer,
	"vehicle_nos" jsonb NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_to" text,
	"used_at" timestamp with time zone,
	"used_by_user_id" uuid,
	"agent_role_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_application_pending" (
	"application_id" integer NOT NULL,
	"applicant_key" text NOT NULL,
	"vehicle_no" text NOT NULL,
	CONSTRAINT "vehicle_application_pending_application_id_vehicle_no_pk" PRIMARY KEY("application_id","vehicle_no")
);
--> statement-breakpoint
CREATE TABLE "vehicle_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_user_id" uuid NOT NULL,
	"applicant_key" text NOT NULL,
	"applicant_company_id" integer,
	"owner_person_id" integer,
	"owner_company_id" integer,
	"vehicle_nos" jsonb NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"agent_role_id" integer,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_roles" ADD COLUMN "agent_company_id" integer;--> statement-breakpoint
ALTER TABLE "agent_roles" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_invitations" ADD CONSTRAINT "agent_invitations_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invitations" ADD CONSTRAINT "agent_invitations_owner_person_id_td_persons_id_fk" FOREIGN KEY ("owner_person_id") REFERENCES "public"."td_persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invitations" ADD CONSTRAINT "agent_invitations_owner_company_id_td_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."td_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invitations" ADD CONSTRAINT "agent_invitations_used_by_user_id_users_id_fk" FOREIGN KEY ("used_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_invitations" ADD CONSTRAINT "agent_invitations_agent_role_id_agent_roles_id_fk" FOREIGN KEY ("agent_role_id") REFERENCES "public"."agent_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_application_events" ADD CONSTRAINT "vehicle_application_events_application_id_vehicle_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."vehicle_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_application_events" ADD CONSTRAINT "vehicle_application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_application_pending" ADD CONSTRAINT "vehicle_application_pending_application_id_vehicle_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."vehicle_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_applications" ADD CONSTRAINT "vehicle_applications_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_applications" ADD CONSTRAINT "vehicle_applications_applicant_company_id_td_companies_id_fk" FOREIGN KEY ("applicant_company_id") REFERENCES "public"."td_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_applications" ADD CONSTRAINT "vehicle_applications_owner_person_id_td_persons_id_fk" FOREIGN KEY ("owner_person_id") REFERENCES "public"."td_persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_applications" ADD CONSTRAINT "vehicle_applications_owner_company_id_td_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."td_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_applications" ADD CONSTRAINT "vehicle_applications_agent_role_id_agent_roles_id_fk" FOREIGN KEY ("agent_role_id") REFERENCES "public"."agent_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_applications" ADD CONSTRAINT "vehicle_applications_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_invitations_code_uq" ON "agent_invitations" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "agent_invitations_owner_idx" ON "agent_invitations" USING btree ("owner_person_id","owner_company_id");--> statement-breakpoint
CREATE INDEX "vehicle_application_events_app_idx" ON "vehicle_application_events" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_application_pending_uq" ON "vehicle_application_pending" USING btree ("applicant_key","vehicle_no");--> statement-breakpoint
CREATE INDEX "vehicle_applications_applicant_idx" ON "vehicle_applications" USING btree ("applicant_key");--> statement-breakpoint
CREATE INDEX "vehicle_applications_owner_idx" ON "vehicle_applications" USING btree ("owner_person_id","owner_company_id");--> statement-breakpoint
ALTER TABLE "agent_roles" ADD CONSTRAINT "agent_roles_agent_company_id_td_companies_id_fk" FOREIGN KEY ("agent_company_id") REFERENCES "public"."td_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_roles_owner_person_idx" ON "agent_roles" USING btree ("owner_person_id");--> statement-breakpoint
CREATE INDEX "agent_roles_agent_company_idx" ON "agent_roles" USING btree ("agent_company_id");