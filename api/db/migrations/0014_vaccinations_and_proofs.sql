CREATE TABLE "cat_proofs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cat_id" uuid NOT NULL,
	"vaccination_id" uuid,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "cat_proofs_type_values" CHECK ("cat_proofs"."content_type" in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf'))
);
--> statement-breakpoint
CREATE TABLE "cat_vaccinations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cat_id" uuid NOT NULL,
	"vaccine" text NOT NULL,
	"other_name" text,
	"given_on" date NOT NULL,
	"valid_until" date NOT NULL,
	"vet" text,
	"checked_by" uuid,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "cat_vaccinations_vaccine_values" CHECK ("cat_vaccinations"."vaccine" in ('fvrcp', 'rabies', 'felv', 'other')),
	CONSTRAINT "cat_vaccinations_dates" CHECK ("cat_vaccinations"."valid_until" > "cat_vaccinations"."given_on")
);
--> statement-breakpoint
ALTER TABLE "cats" ADD COLUMN "spay_neuter_checked_by" uuid;--> statement-breakpoint
ALTER TABLE "cats" ADD COLUMN "spay_neuter_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "desk_rules" ADD COLUMN "vaccines_required" text[] DEFAULT '{fvrcp,rabies}' NOT NULL;--> statement-breakpoint
ALTER TABLE "desk_rules" ADD COLUMN "vaccinated_days_before" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "desk_rules" ADD COLUMN "spay_neuter_proof_required" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cat_proofs" ADD CONSTRAINT "cat_proofs_cat_id_cats_id_fk" FOREIGN KEY ("cat_id") REFERENCES "public"."cats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_proofs" ADD CONSTRAINT "cat_proofs_vaccination_id_cat_vaccinations_id_fk" FOREIGN KEY ("vaccination_id") REFERENCES "public"."cat_vaccinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_vaccinations" ADD CONSTRAINT "cat_vaccinations_cat_id_cats_id_fk" FOREIGN KEY ("cat_id") REFERENCES "public"."cats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_vaccinations" ADD CONSTRAINT "cat_vaccinations_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cat_proofs_cat_idx" ON "cat_proofs" USING btree ("cat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cat_proofs_one_per_vaccination" ON "cat_proofs" USING btree ("vaccination_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cat_proofs_one_spay_neuter" ON "cat_proofs" USING btree ("cat_id") WHERE "cat_proofs"."vaccination_id" is null;--> statement-breakpoint
CREATE INDEX "cat_vaccinations_cat_idx" ON "cat_vaccinations" USING btree ("cat_id");--> statement-breakpoint
ALTER TABLE "cats" ADD CONSTRAINT "cats_spay_neuter_checked_by_users_id_fk" FOREIGN KEY ("spay_neuter_checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;