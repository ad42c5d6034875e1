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
ALTER TABLE "stay_requests" ADD CONSTRAINT "stay_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_requests" ADD CONSTRAINT "stay_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_requests" ADD CONSTRAINT "stay_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_requests_booking_idx" ON "stay_requests" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "stay_requests_owner_idx" ON "stay_requests" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_requests_one_open" ON "stay_requests" USING btree ("booking_id") WHERE "stay_requests"."state" = 'open';