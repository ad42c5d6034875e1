ALTER TABLE "account_links" DROP CONSTRAINT "account_links_purpose_values";--> statement-breakpoint
ALTER TABLE "cats" ADD COLUMN "care_changed_by" uuid;--> statement-breakpoint
ALTER TABLE "cats" ADD COLUMN "care_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cats" ADD CONSTRAINT "cats_care_changed_by_users_id_fk" FOREIGN KEY ("care_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_purpose_values" CHECK ("account_links"."purpose" in ('reset-password', 'confirm-email', 'change-email', 'claim-account'));