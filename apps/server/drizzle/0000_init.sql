CREATE TABLE "offences" (
	"code" text PRIMARY KEY NOT NULL,
	"notice_type" text NOT NULL,
	"regulation" text NOT NULL,
	"description_en" text NOT NULL,
	"description_zh_hk" text NOT NULL,
	"description_zh_cn" text NOT NULL,
	"demerit_points" smallint DEFAULT 0 NOT NULL,
	"repealed" boolean DEFAULT false NOT NULL,
	"confirmed" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "penalty_tariffs" (
	"offence_code" text NOT NULL,
	"valid_from" date NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "penalty_tariffs_offence_code_valid_from_pk" PRIMARY KEY("offence_code","valid_from")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_type" text PRIMARY KEY NOT NULL,
	"flags" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_params" (
	"code" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"unit" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "td_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_type" text NOT NULL,
	"doc_no" text NOT NULL,
	"name_eng" text NOT NULL,
	"name_chi" text,
	"contact_means_ind" text NOT NULL,
	"email" text,
	"phone_no" text,
	CONSTRAINT "td_companies_doc_no_unique" UNIQUE("doc_no")
);
--> statement-breakpoint
CREATE TABLE "td_persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_no" text NOT NULL,
	"id_type" text DEFAULT 'HKID' NOT NULL,
	"eng_surname" text NOT NULL,
	"eng_given_name" text NOT NULL,
	"chn_name" text,
	"gender" text NOT NULL,
	"driving_licence_no" text,
	"licence_expiry" date,
	"contact_means_ind" text NOT NULL,
	"email" text,
	"phone_no" text,
	CONSTRAINT "td_persons_id_no_unique" UNIQUE("id_no"),
	CONSTRAINT "td_persons_driving_licence_no_unique" UNIQUE("driving_licence_no")
);
--> statement-breakpoint
CREATE TABLE "td_vehicles" (
	"registration_mark" text PRIMARY KEY NOT NULL,
	"class_code" text NOT NULL,
	"type_code" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"colour_code" text NOT NULL,
	"year_of_manufacture" smallint NOT NULL,
	"owner_person_id" integer,
	"owner_company_id" integer,
	"deregistered" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"td_person_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_td_person_id_unique" UNIQUE("td_person_id")
);
--> statement-breakpoint
CREATE TABLE "agent_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"role_type" text NOT NULL,
	"owner_person_id" integer,
	"owner_company_id" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'ACTIVATED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_vehicles" (
	"agent_role_id" integer NOT NULL,
	"vehicle_no" text NOT NULL,
	CONSTRAINT "agent_vehicles_agent_role_id_vehicle_no_pk" PRIMARY KEY("agent_role_id","vehicle_no")
);
--> statement-breakpoint
CREATE TABLE "ticket_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notice_no" text NOT NULL,
	"notice_serial" text NOT NULL,
	"ticket_no" text,
	"vehicle_no" text NOT NULL,
	"notice_type" text NOT NULL,
	"offence_code" text NOT NULL,
	"contravention_code" text,
	"offence_at" timestamp with time zone NOT NULL,
	"location_type" text,
	"location_feature" text,
	"place" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"e_payment_no" text NOT NULL,
	"bill_type" text DEFAULT 'NOTICE' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"payment_deadline" date NOT NULL,
	"status" text NOT NULL,
	"status_date" date,
	"remark" text,
	"issuing_officer_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_notice_no_unique" UNIQUE("notice_no"),
	CONSTRAINT "tickets_notice_serial_unique" UNIQUE("notice_serial"),
	CONSTRAINT "tickets_e_payment_no_unique" UNIQUE("e_payment_no")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "penalty_tariffs" ADD CONSTRAINT "penalty_tariffs_offence_code_offences_code_fk" FOREIGN KEY ("offence_code") REFERENCES "public"."offences"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "td_vehicles" ADD CONSTRAINT "td_vehicles_owner_person_id_td_persons_id_fk" FOREIGN KEY ("owner_person_id") REFERENCES "public"."td_persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "td_vehicles" ADD CONSTRAINT "td_vehicles_owner_company_id_td_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."td_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_td_person_id_td_persons_id_fk" FOREIGN KEY ("td_person_id") REFERENCES "public"."td_persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_roles" ADD CONSTRAINT "agent_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_roles" ADD CONSTRAINT "agent_roles_owner_person_id_td_persons_id_fk" FOREIGN KEY ("owner_person_id") REFERENCES "public"."td_persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_roles" ADD CONSTRAINT "agent_roles_owner_company_id_td_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."td_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_vehicles" ADD CONSTRAINT "agent_vehicles_agent_role_id_agent_roles_id_fk" FOREIGN KEY ("agent_role_id") REFERENCES "public"."agent_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_vehicles" ADD CONSTRAINT "agent_vehicles_vehicle_no_td_vehicles_registration_mark_fk" FOREIGN KEY ("vehicle_no") REFERENCES "public"."td_vehicles"("registration_mark") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_history" ADD CONSTRAINT "ticket_history_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_roles_user_idx" ON "agent_roles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ticket_history_ticket_idx" ON "ticket_history" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "tickets_vehicle_idx" ON "tickets" USING btree ("vehicle_no","offence_at");--> statement-breakpoint
CREATE INDEX "tickets_status_idx" ON "tickets" USING btree ("status");--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","created_at");