CREATE TABLE "payment_notices" (
	"provider" text NOT NULL,
	"notice_id" text NOT NULL,
	"event" text NOT NULL,
	"payment_id" uuid,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notices_provider_notice_id_pk" PRIMARY KEY("provider","notice_id")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_values";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_notices" ADD CONSTRAINT "payment_notices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_notices_payment_idx" ON "payment_notices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "bookings_unpaid_holds_idx" ON "bookings" USING btree ("owner_id","held_until") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_open_checkouts_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'created' and "payments"."provider_order_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_values" CHECK ("payments"."status" in ('created', 'captured', 'declined', 'refunded', 'reversed', 'paid_twice'));--> statement-breakpoint
-- Unpaid bookings made before holds lapsed get the default hold (PENDING_HOLD_MINUTES = 2880) from when they were made.
UPDATE "bookings" SET "held_until" = "created_at" + interval '2880 minutes' WHERE "status" = 'pending';
