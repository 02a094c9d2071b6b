CREATE TABLE "attendees" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"product_price_id" bigint NOT NULL,
	"short_id" text NOT NULL,
	"public_id" text NOT NULL,
	"ticket_secret" text NOT NULL,
	"status" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "attendees_status" CHECK ("attendees"."status" in ('ACTIVE', 'AWAITING_PAYMENT', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"product_price_id" bigint NOT NULL,
	"item_name" text NOT NULL,
	"product_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" bigint NOT NULL,
	"price_before_discount" bigint,
	"total_before_additions" bigint NOT NULL,
	"total_tax" bigint DEFAULT 0 NOT NULL,
	"total_service_fee" bigint DEFAULT 0 NOT NULL,
	"total_gross" bigint NOT NULL,
	"taxes_and_fees_rollup" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" >= 1),
	CONSTRAINT "order_items_price_not_negative" CHECK ("order_items"."price" >= 0 and "order_items"."total_gross" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"stripe_refund_id" text,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount" > 0),
	CONSTRAINT "order_refunds_status" CHECK ("order_refunds"."status" in ('PENDING', 'SUCCEEDED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"short_id" text NOT NULL,
	"public_id" text NOT NULL,
	"session_hash" text,
	"status" text NOT NULL,
	"payment_status" text,
	"refund_status" text,
	"payment_provider" text,
	"currency" text NOT NULL,
	"locale" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"address" jsonb,
	"notes" text,
	"promo_code_id" bigint,
	"promo_code" text,
	"reserved_until" timestamp with time zone,
	"total_before_additions" bigint DEFAULT 0 NOT NULL,
	"total_tax" bigint DEFAULT 0 NOT NULL,
	"total_fee" bigint DEFAULT 0 NOT NULL,
	"total_gross" bigint DEFAULT 0 NOT NULL,
	"total_refunded" bigint DEFAULT 0 NOT NULL,
	"taxes_and_fees_rollup" jsonb,
	"opted_into_marketing_at" timestamp with time zone,
	"terms_accepted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"stripe_payment_intent_id" text,
	"is_manually_created" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('RESERVED', 'AWAITING_OFFLINE_PAYMENT', 'COMPLETED', 'CANCELLED', 'ABANDONED')),
	CONSTRAINT "orders_currency_format" CHECK ("orders"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "orders_totals_not_negative" CHECK ("orders"."total_before_additions" >= 0 and "orders"."total_tax" >= 0 and "orders"."total_fee" >= 0 and "orders"."total_gross" >= 0),
	CONSTRAINT "orders_refund_at_most_paid" CHECK ("orders"."total_refunded" >= 0 and "orders"."total_refunded" <= "orders"."total_gross")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"applicable_product_ids" bigint[],
	"expiry_date" timestamp with time zone,
	"max_allowed_usages" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "promo_codes_discount_type" CHECK ("promo_codes"."discount_type" in ('PERCENTAGE', 'FIXED', 'NONE')),
	CONSTRAINT "promo_codes_code_lower_case" CHECK ("promo_codes"."code" = lower("promo_codes"."code")),
	CONSTRAINT "promo_codes_discount_not_negative" CHECK ("promo_codes"."discount" >= 0),
	CONSTRAINT "promo_codes_percentage_at_most_100" CHECK ("promo_codes"."discount_type" <> 'PERCENTAGE' or "promo_codes"."discount" <= 10000),
	CONSTRAINT "promo_codes_max_usages_positive" CHECK ("promo_codes"."max_allowed_usages" is null or "promo_codes"."max_allowed_usages" >= 1)
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"question_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"attendee_id" bigint,
	"product_id" bigint,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "question_products" (
	"question_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	CONSTRAINT "question_products_question_id_product_id_pk" PRIMARY KEY("question_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"belongs_to" text NOT NULL,
	"options" jsonb,
	"required" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "questions_type" CHECK ("questions"."type" in ('ADDRESS', 'SINGLE_LINE_TEXT', 'MULTI_LINE_TEXT', 'CHECKBOX', 'RADIO', 'DROPDOWN', 'DATE')),
	CONSTRAINT "questions_belongs_to" CHECK ("questions"."belongs_to" in ('PRODUCT', 'ORDER'))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_product_price_id_product_prices_id_fk" FOREIGN KEY ("product_price_id") REFERENCES "public"."product_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_price_id_product_prices_id_fk" FOREIGN KEY ("product_price_id") REFERENCES "public"."product_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_products" ADD CONSTRAINT "question_products_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_products" ADD CONSTRAINT "question_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendees_short_id_unique" ON "attendees" USING btree ("short_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendees_public_id_unique" ON "attendees" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendees_ticket_secret_unique" ON "attendees" USING btree ("ticket_secret");--> statement-breakpoint
CREATE INDEX "attendees_order_id" ON "attendees" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "attendees_event_id" ON "attendees" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "order_items_order_id" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_price_id" ON "order_items" USING btree ("product_price_id");--> statement-breakpoint
CREATE INDEX "order_items_product_id" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_id" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_stripe_refund_unique" ON "order_refunds" USING btree ("stripe_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_short_id_unique" ON "orders" USING btree ("short_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_public_id_unique" ON "orders" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_stripe_payment_intent_unique" ON "orders" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
CREATE INDEX "orders_event_status" ON "orders" USING btree ("event_id","status","reserved_until");--> statement-breakpoint
CREATE INDEX "orders_promo_code_id" ON "orders" USING btree ("promo_code_id");--> statement-breakpoint
CREATE INDEX "orders_session" ON "orders" USING btree ("event_id","session_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_event_code_unique" ON "promo_codes" USING btree ("event_id","code") WHERE "promo_codes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "question_answers_order_id" ON "question_answers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "question_answers_question_id" ON "question_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_answers_attendee_id" ON "question_answers" USING btree ("attendee_id");--> statement-breakpoint
CREATE INDEX "question_products_product_id" ON "question_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "questions_event_order" ON "questions" USING btree ("event_id","sort_order");