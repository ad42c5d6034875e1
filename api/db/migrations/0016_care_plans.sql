CREATE TABLE "cat_care_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cat_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"amount" text,
	"times" text[] NOT NULL,
	"with_food" boolean,
	"until" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "cat_care_items_kind_values" CHECK ("cat_care_items"."kind" in ('feeding', 'medication'))
);
--> statement-breakpoint
ALTER TABLE "cat_care_items" ADD CONSTRAINT "cat_care_items_cat_id_cats_id_fk" FOREIGN KEY ("cat_id") REFERENCES "public"."cats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cat_care_items_cat_idx" ON "cat_care_items" USING btree ("cat_id");