DROP INDEX "agent_invitations_owner_idx";--> statement-breakpoint
DROP INDEX "vehicle_applications_owner_idx";--> statement-breakpoint
DROP INDEX "messages_user_idx";--> statement-breakpoint
DROP INDEX "agent_roles_owner_person_idx";--> statement-breakpoint
DROP INDEX "vehicle_applications_applicant_idx";--> statement-breakpoint
DROP INDEX "driving_logs_vehicle_idx";--> statement-breakpoint
DROP INDEX "driving_logs_owner_idx";--> statement-breakpoint
DROP INDEX "driving_logs_driver_idx";--> statement-breakpoint
DROP INDEX "tcr_applications_applicant_idx";--> statement-breakpoint
CREATE INDEX "agent_invitations_owner_person_idx" ON "agent_invitations" USING btree ("owner_person_id","created_at","id");--> statement-breakpoint
CREATE INDEX "agent_invitations_owner_company_idx" ON "agent_invitations" USING btree ("owner_company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "agent_roles_owner_company_idx" ON "agent_roles" USING btree ("owner_company_id","is_default" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "agent_roles_active_person_idx" ON "agent_roles" USING btree ("owner_person_id","is_default" DESC NULLS FIRST,"id") WHERE status = 'ACTIVATED';--> statement-breakpoint
CREATE INDEX "agent_roles_active_company_idx" ON "agent_roles" USING btree ("owner_company_id","is_default" DESC NULLS FIRST,"id") WHERE status = 'ACTIVATED';--> statement-breakpoint
CREATE INDEX "vehicle_applications_owner_person_idx" ON "vehicle_applications" USING btree ("owner_person_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicle_applications_owner_company_idx" ON "vehicle_applications" USING btree ("owner_company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicle_applications_owner_person_status_idx" ON "vehicle_applications" USING btree ("owner_person_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicle_applications_owner_company_status_idx" ON "vehicle_applications" USING btree ("owner_company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_box_idx" ON "messages" USING btree ("user_id","agent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_box_unread_idx" ON "messages" USING btree ("user_id","agent_id","created_at","id") WHERE read_at is null;--> statement-breakpoint
CREATE INDEX "messages_box_read_idx" ON "messages" USING btree ("user_id","agent_id","created_at","id") WHERE read_at is not null;--> statement-breakpoint
CREATE INDEX "messages_box_category_idx" ON "messages" USING btree ("user_id","agent_id","category","created_at","id");--> statement-breakpoint
CREATE INDEX "export_tasks_user_created_idx" ON "export_tasks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicle_syncs_done_idx" ON "vehicle_syncs" USING btree ("owner_key","finished_at") WHERE state = 'DONE';--> statement-breakpoint
CREATE INDEX "driving_logs_driver_vehicle_idx" ON "driving_logs" USING btree ("driver_user_id","vehicle_no","started_at","id");--> statement-breakpoint
CREATE INDEX "driving_logs_open_owner_idx" ON "driving_logs" USING btree ("owner_key") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "agent_roles_owner_person_idx" ON "agent_roles" USING btree ("owner_person_id","is_default" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "vehicle_applications_applicant_idx" ON "vehicle_applications" USING btree ("applicant_key","created_at","id");--> statement-breakpoint
CREATE INDEX "driving_logs_vehicle_idx" ON "driving_logs" USING btree ("vehicle_no","started_at","id");--> statement-breakpoint
CREATE INDEX "driving_logs_owner_idx" ON "driving_logs" USING btree ("owner_key","started_at","id");--> statement-breakpoint
CREATE INDEX "driving_logs_driver_idx" ON "driving_logs" USING btree ("driver_user_id","started_at","id");--> statement-breakpoint
CREATE INDEX "tcr_applications_applicant_idx" ON "tcr_applications" USING btree ("applicant_user_id","applicant_agent_id","kind","created_at","id");