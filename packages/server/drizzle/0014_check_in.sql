CREATE TABLE "check_in_list_products" (
	"check_in_list_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	CONSTRAINT "check_in_list_products_check_in_list_id_product_id_pk" PRIMARY KEY("check_in_list_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "check_in_lists" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_in_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"short_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"activates_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "check_in_lists_window" CHECK ("check_in_lists"."activates_at" is null or "check_in_lists"."expires_at" is null or "check_in_lists"."activates_at" < "check_in_lists"."expires_at")
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "check_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"short_id" text NOT NULL,
	"check_in_list_id" bigint NOT NULL,
	"attendee_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"admitted" boolean NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"device_scan_id" text,
	"device_id" text,
	"device_name" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "check_in_list_products" ADD CONSTRAINT "check_in_list_products_check_in_list_id_check_in_lists_id_fk" FOREIGN KEY ("check_in_list_id") REFERENCES "public"."check_in_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_list_products" ADD CONSTRAINT "check_in_list_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_lists" ADD CONSTRAINT "check_in_lists_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_check_in_list_id_check_in_lists_id_fk" FOREIGN KEY ("check_in_list_id") REFERENCES "public"."check_in_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_list_products_product_id" ON "check_in_list_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_lists_short_id_unique" ON "check_in_lists" USING btree ("short_id");--> statement-breakpoint
CREATE INDEX "check_in_lists_event_id" ON "check_in_lists" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_short_id_unique" ON "check_ins" USING btree ("short_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_device_scan_id_unique" ON "check_ins" USING btree ("device_scan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_one_admission" ON "check_ins" USING btree ("check_in_list_id","attendee_id") WHERE "check_ins"."admitted" and "check_ins"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "check_ins_attendee_id" ON "check_ins" USING btree ("attendee_id");--> statement-breakpoint
CREATE INDEX "check_ins_event_id" ON "check_ins" USING btree ("event_id");