CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"reason" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "closed_nights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_night" date NOT NULL,
	"last_night" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closed_nights_order" CHECK ("closed_nights"."last_night" >= "closed_nights"."first_night")
);
--> statement-breakpoint
CREATE TABLE "night_capacities" (
	"night" date PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL,
	"set_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "night_capacities_range" CHECK ("night_capacities"."capacity" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "staff_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"role" text NOT NULL,
	"email" text,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"used_by" uuid,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_passes_kind_values" CHECK ("staff_passes"."kind" in ('setup', 'invitation')),
	CONSTRAINT "staff_passes_role_values" CHECK ("staff_passes"."role" in ('staff', 'manager'))
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_values";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_captured_has_capture";--> statement-breakpoint
DROP INDEX "payments_one_captured_deposit";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'deposit' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_nights" ADD CONSTRAINT "closed_nights_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "night_capacities" ADD CONSTRAINT "night_capacities_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_passes" ADD CONSTRAINT "staff_passes_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_passes" ADD CONSTRAINT "staff_passes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "closed_nights_range_idx" ON "closed_nights" USING btree ("first_night","last_night");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_passes_token_unique" ON "staff_passes" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_captured_balance" ON "payments" USING btree ("booking_id") WHERE "payments"."status" = 'captured' and "payments"."kind" = 'balance';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_captured_deposit" ON "payments" USING btree ("booking_id") WHERE "payments"."status" = 'captured' and "payments"."kind" = 'deposit';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_values" CHECK ("bookings"."cancelled_by" is null or "bookings"."cancelled_by" in ('owner', 'hotel'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_values" CHECK ("bookings"."status" in ('pending', 'confirmed', 'checked_in', 'completed', 'cancelled', 'no_show'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_values" CHECK ("payments"."kind" in ('deposit', 'balance'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_values" CHECK ("payments"."method" in ('online', 'cash', 'card'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_captured_has_capture" CHECK ("payments"."status" <> 'captured' or "payments"."capture_id" is not null or ("payments"."provider" = 'desk' and "payments"."recorded_by" is not null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_values" CHECK ("users"."role" in ('owner', 'staff', 'manager'));