CREATE TABLE "desk_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"staff_need_code_app" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_rules_one_row" CHECK ("desk_rules"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "awaiting_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "code_app_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "code_app_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "code_app_last_step" integer;--> statement-breakpoint
ALTER TABLE "desk_rules" ADD CONSTRAINT "desk_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_hash_unique" ON "recovery_codes" USING btree ("user_id","code_hash");--> statement-breakpoint
-- Staff sessions end after a shift's idle time (issue 30): those made under an owner's 30 days end within 12 hours.
UPDATE "sessions" SET "expires_at" = least("expires_at", now() + interval '12 hours') WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "role" <> 'owner');
