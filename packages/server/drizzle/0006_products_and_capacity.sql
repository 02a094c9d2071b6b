CREATE TABLE "capacity_assignment_products" (
	"capacity_assignment_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	CONSTRAINT "capacity_assignment_products_capacity_assignment_id_product_id_pk" PRIMARY KEY("capacity_assignment_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "capacity_assignments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capacity_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"name" text NOT NULL,
	"capacity" integer,
	"used_capacity" integer DEFAULT 0 NOT NULL,
	"applies_to" text DEFAULT 'PRODUCTS' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "capacity_assignments_status" CHECK ("capacity_assignments"."status" in ('ACTIVE', 'INACTIVE')),
	CONSTRAINT "capacity_assignments_applies_to" CHECK ("capacity_assignments"."applies_to" in ('PRODUCTS', 'EVENT')),
	CONSTRAINT "capacity_assignments_capacity_positive" CHECK ("capacity_assignments"."capacity" is null or "capacity_assignments"."capacity" >= 1),
	CONSTRAINT "capacity_assignments_used_not_negative" CHECK ("capacity_assignments"."used_capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"no_products_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" bigint NOT NULL,
	"label" text,
	"price" bigint DEFAULT 0 NOT NULL,
	"sale_start_date" timestamp with time zone,
	"sale_end_date" timestamp with time zone,
	"initial_quantity_available" integer,
	"quantity_sold" integer DEFAULT 0 NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "product_prices_price_not_negative" CHECK ("product_prices"."price" >= 0),
	CONSTRAINT "product_prices_quantity_sold_not_negative" CHECK ("product_prices"."quantity_sold" >= 0),
	CONSTRAINT "product_prices_initial_quantity_not_negative" CHECK ("product_prices"."initial_quantity_available" is null or "product_prices"."initial_quantity_available" >= 0),
	CONSTRAINT "product_prices_sale_window_in_order" CHECK ("product_prices"."sale_start_date" is null or "product_prices"."sale_end_date" is null or "product_prices"."sale_start_date" < "product_prices"."sale_end_date")
);
--> statement-breakpoint
CREATE TABLE "product_taxes_and_fees" (
	"product_id" bigint NOT NULL,
	"tax_and_fee_id" bigint NOT NULL,
	CONSTRAINT "product_taxes_and_fees_product_id_tax_and_fee_id_pk" PRIMARY KEY("product_id","tax_and_fee_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"product_category_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"price_type" text NOT NULL,
	"product_type" text DEFAULT 'TICKET' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"sale_start_date" timestamp with time zone,
	"sale_end_date" timestamp with time zone,
	"min_per_order" integer,
	"max_per_order" integer,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"hide_before_sale_start_date" boolean DEFAULT false NOT NULL,
	"hide_after_sale_end_date" boolean DEFAULT false NOT NULL,
	"hide_when_sold_out" boolean DEFAULT false NOT NULL,
	"start_collapsed" boolean DEFAULT false NOT NULL,
	"show_quantity_remaining" boolean DEFAULT false NOT NULL,
	"is_hidden_without_promo_code" boolean DEFAULT false NOT NULL,
	"is_highlighted" boolean DEFAULT false NOT NULL,
	"highlight_message" text,
	"waitlist_enabled" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "products_price_type" CHECK ("products"."price_type" in ('PAID', 'DONATION', 'FREE', 'TIERED')),
	CONSTRAINT "products_product_type" CHECK ("products"."product_type" in ('TICKET', 'GENERAL')),
	CONSTRAINT "products_sale_window_in_order" CHECK ("products"."sale_start_date" is null or "products"."sale_end_date" is null or "products"."sale_start_date" < "products"."sale_end_date"),
	CONSTRAINT "products_per_order_positive" CHECK (coalesce("products"."min_per_order", 1) >= 1 and coalesce("products"."max_per_order", 1) >= 1)
);
--> statement-breakpoint
ALTER TABLE "capacity_assignment_products" ADD CONSTRAINT "capacity_assignment_products_capacity_assignment_id_capacity_assignments_id_fk" FOREIGN KEY ("capacity_assignment_id") REFERENCES "public"."capacity_assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_assignment_products" ADD CONSTRAINT "capacity_assignment_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_assignments" ADD CONSTRAINT "capacity_assignments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxes_and_fees" ADD CONSTRAINT "product_taxes_and_fees_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxes_and_fees" ADD CONSTRAINT "product_taxes_and_fees_tax_and_fee_id_taxes_and_fees_id_fk" FOREIGN KEY ("tax_and_fee_id") REFERENCES "public"."taxes_and_fees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_category_id_product_categories_id_fk" FOREIGN KEY ("product_category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capacity_assignment_products_product_id" ON "capacity_assignment_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "capacity_assignments_event_id" ON "capacity_assignments" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "product_categories_event_order" ON "product_categories" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE INDEX "product_prices_product_id" ON "product_prices" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_taxes_and_fees_tax_and_fee_id" ON "product_taxes_and_fees" USING btree ("tax_and_fee_id");--> statement-breakpoint
CREATE INDEX "products_event_id" ON "products" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "products_category_order" ON "products" USING btree ("product_category_id","sort_order");--> statement-breakpoint
-- Every event has at least one product category: events made before products existed get theirs.
INSERT INTO "product_categories" ("event_id", "name") SELECT "id", 'Tickets' FROM "events";
