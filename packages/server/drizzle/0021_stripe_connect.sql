ALTER TABLE "accounts" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "stripe_account_type" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "stripe_setup_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "stripe_account_details" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_stripe_account_unique" ON "accounts" USING btree ("stripe_account_id");