CREATE TABLE "care_log_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"cat_id" uuid NOT NULL,
	"stay_care_item_id" uuid,
	"day" date NOT NULL,
	"slot" text,
	"kind" text NOT NULL,
	"outcome" text,
	"note" text,
	"logged_by" uuid,
	"logged_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "care_log_entries_kind_values" CHECK ("care_log_entries"."kind" in ('feeding', 'medication', 'litter', 'mood', 'note'))
);
--> statement-breakpoint
CREATE TABLE "stay_care_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"cat_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"amount" text,
	"times" text[] NOT NULL,
	"with_food" boolean,
	"until" date,
	"notes" text,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "stay_care_items_kind_values" CHECK ("stay_care_items"."kind" in ('feeding', 'medication'))
);
--> statement-breakpoint
ALTER TABLE "care_log_entries" ADD CONSTRAINT "care_log_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_log_entries" ADD CONSTRAINT "care_log_entries_cat_id_cats_id_fk" FOREIGN KEY ("cat_id") REFERENCES "public"."cats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_log_entries" ADD CONSTRAINT "care_log_entries_stay_care_item_id_stay_care_items_id_fk" FOREIGN KEY ("stay_care_item_id") REFERENCES "public"."stay_care_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_log_entries" ADD CONSTRAINT "care_log_entries_logged_by_users_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_care_items" ADD CONSTRAINT "stay_care_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_care_items" ADD CONSTRAINT "stay_care_items_cat_id_cats_id_fk" FOREIGN KEY ("cat_id") REFERENCES "public"."cats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_care_items" ADD CONSTRAINT "stay_care_items_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_log_entries_booking_day_idx" ON "care_log_entries" USING btree ("booking_id","day");--> statement-breakpoint
CREATE INDEX "stay_care_items_booking_idx" ON "stay_care_items" USING btree ("booking_id");