CREATE TABLE "stay_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"wanted" jsonb,
	"note" text,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"answer_reason" text,
	CONSTRAINT "stay_requests_kind_values" CHECK ("stay_requests"."kind" in ('change', 'cancel')),
	CONSTRAINT "stay_requests_state_values" CHECK ("stay_requests"."state" in ('open', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "account_links" DROP CONSTRAINT "account_links_purpose_values";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_kind_values";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "transport_address" text;--> statement-breakpoint
ALTER TABLE "cats" ADD COLUMN "age_months" integer;--> statement-breakpoint
ALTER TABLE "cats" ADD COLUMN "care_changed_by" uuid;--> statement-breakpoint
ALTER TABLE "cats" ADD COLUMN "care_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stay_requests" ADD CONSTRAINT "stay_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_requests" ADD CONSTRAINT "stay_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_requests" ADD CONSTRAINT "stay_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_requests_booking_idx" ON "stay_requests" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "stay_requests_owner_idx" ON "stay_requests" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_requests_one_open" ON "stay_requests" USING btree ("booking_id") WHERE "stay_requests"."state" = 'open';--> statement-breakpoint
ALTER TABLE "cats" ADD CONSTRAINT "cats_care_changed_by_users_id_fk" FOREIGN KEY ("care_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_links" ADD CONSTRAINT "account_links_purpose_values" CHECK ("account_links"."purpose" in ('reset-password', 'confirm-email', 'change-email', 'claim-account'));--> statement-breakpoint
ALTER TABLE "cats" ADD CONSTRAINT "cats_age_months_range" CHECK ("cats"."age_months" is null or ("cats"."age_months" between 0 and 11));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_values" CHECK ("payments"."kind" in ('deposit', 'balance', 'extras'));