CREATE TABLE "waitlist_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"product_price_id" bigint NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"locale" text NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"position" integer NOT NULL,
	"token" text NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"purchased_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "waitlist_entries_status" CHECK ("waitlist_entries"."status" in ('WAITING', 'OFFERED', 'PURCHASED', 'CANCELLED', 'OFFER_EXPIRED'))
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_product_price_id_product_prices_id_fk" FOREIGN KEY ("product_price_id") REFERENCES "public"."product_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_token_unique" ON "waitlist_entries" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_price_position_unique" ON "waitlist_entries" USING btree ("product_price_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_open_email_unique" ON "waitlist_entries" USING btree ("product_price_id",lower("email")) WHERE "waitlist_entries"."status" in ('WAITING', 'OFFERED');--> statement-breakpoint
CREATE INDEX "waitlist_entries_event_status" ON "waitlist_entries" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "waitlist_entries_price_status" ON "waitlist_entries" USING btree ("product_price_id","status","position");--> statement-breakpoint
CREATE INDEX "waitlist_entries_offers" ON "waitlist_entries" USING btree ("status","offer_expires_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_order" ON "waitlist_entries" USING btree ("order_id");