ALTER TABLE "sign_in_failures" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_failures_account_idx" ON "sign_in_failures" USING btree ("account_id","failed_at");--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_one_subject" CHECK (("sign_in_failures"."email" is null) <> ("sign_in_failures"."account_id" is null));