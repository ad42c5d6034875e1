CREATE TABLE "booking_cats" (
	"booking_id" uuid NOT NULL,
	"cat_id" uuid NOT NULL,
	CONSTRAINT "booking_cats_booking_id_cat_id_pk" PRIMARY KEY("booking_id","cat_id")
);
--> statement-breakpoint
CREATE TABLE "booking_extra_services" (
	"booking_id" uuid NOT NULL,
	"extra_service_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "booking_extra_services_booking_id_extra_service_id_pk" PRIMARY KEY("booking_id","extra_service_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"number_of_cats" integer NOT NULL,
	"stay_type" text NOT NULL,
	"nights" integer NOT NULL,
	"rate_cents" integer NOT NULL,
	"base_cents" integer NOT NULL,
	"services_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"special_requests" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"contact_first_name" text,
	"contact_last_name" text,
	"contact_email" text,
	"contact_phone" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_dates_order" CHECK ("bookings"."check_out" > "bookings"."check_in"),
	CONSTRAINT "bookings_cats_range" CHECK ("bookings"."number_of_cats" between 1 and 5),
	CONSTRAINT "bookings_status_values" CHECK ("bookings"."status" in ('pending', 'confirmed', 'cancelled', 'completed')),
	CONSTRAINT "bookings_payment_status_values" CHECK ("bookings"."payment_status" in ('pending', 'deposit_pending', 'deposit_paid', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "cats" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"breed" text,
	"age" integer,
	"gender" text,
	"weight" text,
	"color" text,
	"special_needs" text,
	"medical_info" text,
	"dietary_requirements" text,
	"vaccination_records" text,
	"emergency_contact" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "cats_age_range" CHECK ("cats"."age" is null or ("cats"."age" between 0 and 30)),
	CONSTRAINT "cats_gender_values" CHECK ("cats"."gender" is null or "cats"."gender" in ('male', 'female', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "extra_services" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"charge" text NOT NULL,
	"min_nights" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "extra_services_price_positive" CHECK ("extra_services"."price_cents" >= 0),
	CONSTRAINT "extra_services_charge_values" CHECK ("extra_services"."charge" in ('day', 'stay'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"owner_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_owner_id_key_pk" PRIMARY KEY("owner_id","key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text,
	"approve_url" text,
	"capture_id" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captured_at" timestamp with time zone,
	CONSTRAINT "payments_status_values" CHECK ("payments"."status" in ('created', 'captured', 'declined')),
	CONSTRAINT "payments_captured_has_capture" CHECK ("payments"."status" <> 'captured' or "payments"."capture_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_cats" ADD CONSTRAINT "booking_cats_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_cats" ADD CONSTRAINT "booking_cats_cat_id_cats_id_fk" FOREIGN KEY ("cat_id") REFERENCES "public"."cats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_extra_services" ADD CONSTRAINT "booking_extra_services_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_extra_services" ADD CONSTRAINT "booking_extra_services_extra_service_id_extra_services_id_fk" FOREIGN KEY ("extra_service_id") REFERENCES "public"."extra_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cats" ADD CONSTRAINT "cats_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_cats_cat_idx" ON "booking_cats" USING btree ("cat_id");--> statement-breakpoint
CREATE INDEX "bookings_owner_idx" ON "bookings" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "bookings_stay_idx" ON "bookings" USING btree ("check_in","check_out");--> statement-breakpoint
CREATE INDEX "cats_owner_idx" ON "cats" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_unique" ON "payments" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_capture_unique" ON "payments" USING btree ("provider","capture_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_captured_deposit" ON "payments" USING btree ("booking_id") WHERE "payments"."status" = 'captured';--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));