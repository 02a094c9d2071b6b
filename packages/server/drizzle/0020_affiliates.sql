CREATE TABLE "affiliates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"email" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "affiliates_status" CHECK ("affiliates"."status" in ('ACTIVE', 'INACTIVE')),
	CONSTRAINT "affiliates_code_upper_case" CHECK ("affiliates"."code" = upper("affiliates"."code"))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "affiliate_id" bigint;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_event_code_unique" ON "affiliates" USING btree ("event_id","code") WHERE "affiliates"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_affiliate_id" ON "orders" USING btree ("affiliate_id");