CREATE TABLE "stay_reminders" (
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stay_reminders_booking_id_kind_pk" PRIMARY KEY("booking_id","kind"),
	CONSTRAINT "stay_reminders_kind_values" CHECK ("stay_reminders"."kind" in ('records-two-weeks', 'records-two-days'))
);
--> statement-breakpoint
ALTER TABLE "stay_reminders" ADD CONSTRAINT "stay_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;