ALTER TABLE "booking_cats" ADD COLUMN "weight_in_grams" integer;--> statement-breakpoint
ALTER TABLE "booking_cats" ADD COLUMN "weight_out_grams" integer;--> statement-breakpoint
ALTER TABLE "booking_cats" ADD CONSTRAINT "booking_cats_weights" CHECK (coalesce("booking_cats"."weight_in_grams", 100) between 100 and 20000 and coalesce("booking_cats"."weight_out_grams", 100) between 100 and 20000);