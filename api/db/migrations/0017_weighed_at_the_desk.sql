ALTER TABLE "booking_cats" ADD COLUMN "weight_in_grams" integer;--> statement-breakpoint
ALTER TABLE "booking_cats" ADD COLUMN "weight_out_grams" integer;--> statement-breakpoint
ALTER TABLE "booking_cats" ADD CONSTRAINT "booking_cats_weight_in_range" CHECK ("booking_cats"."weight_in_grams" is null or ("booking_cats"."weight_in_grams" between 100 and 20000));--> statement-breakpoint
ALTER TABLE "booking_cats" ADD CONSTRAINT "booking_cats_weight_out_range" CHECK ("booking_cats"."weight_out_grams" is null or ("booking_cats"."weight_out_grams" between 100 and 20000));