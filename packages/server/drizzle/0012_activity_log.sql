CREATE TABLE "activity_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"account_id" bigint NOT NULL,
	"event_id" bigint,
	"entity" text NOT NULL,
	"entity_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_log_type" CHECK ("activity_log"."type" in ('product.created', 'product.updated', 'product.deleted', 'event.created', 'event.updated', 'event.archived', 'order.created', 'order.updated', 'order.marked_as_paid', 'order.refunded', 'order.cancelled', 'attendee.created', 'attendee.updated', 'attendee.cancelled', 'checkin.created', 'checkin.deleted')),
	CONSTRAINT "activity_log_entity" CHECK ("activity_log"."entity" in ('order', 'attendee', 'product', 'event', 'checkin'))
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_account" ON "activity_log" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "activity_log_event" ON "activity_log" USING btree ("event_id","id");