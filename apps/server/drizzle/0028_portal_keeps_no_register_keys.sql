ALTER TABLE "users" DROP CONSTRAINT "users_td_person_id_td_persons_id_fk";
--> statement-breakpoint
ALTER TABLE "agent_invitations" DROP CONSTRAINT "agent_invitations_owner_person_id_td_persons_id_fk";
--> statement-breakpoint
ALTER TABLE "agent_invitations" DROP CONSTRAINT "agent_invitations_owner_company_id_td_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "agent_roles" DROP CONSTRAINT "agent_roles_owner_person_id_td_persons_id_fk";
--> statement-breakpoint
ALTER TABLE "agent_roles" DROP CONSTRAINT "agent_roles_owner_company_id_td_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "agent_roles" DROP CONSTRAINT "agent_roles_agent_company_id_td_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "agent_vehicles" DROP CONSTRAINT "agent_vehicles_vehicle_no_td_vehicles_registration_mark_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_applications" DROP CONSTRAINT "vehicle_applications_applicant_company_id_td_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_applications" DROP CONSTRAINT "vehicle_applications_owner_person_id_td_persons_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_applications" DROP CONSTRAINT "vehicle_applications_owner_company_id_td_companies_id_fk";
