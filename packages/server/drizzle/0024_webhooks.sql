CREATE TABLE "webhook_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"webhook_id" bigint NOT NULL,
	"activity_id" bigint,
	"message_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" text NOT NULL,
	"response_code" integer NOT NULL,
	"response_body" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_logs_event_type" CHECK ("webhook_logs"."event_type" in ('product.created', 'product.updated', 'product.deleted', 'event.created', 'event.updated', 'event.archived', 'order.created', 'order.updated', 'order.marked_as_paid', 'order.refunded', 'order.cancelled', 'attendee.created', 'attendee.updated', 'attendee.cancelled', 'checkin.created', 'checkin.deleted'))
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhooks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"event_id" bigint,
	"organizer_id" bigint,
	"url" text NOT NULL,
	"event_types" text[] NOT NULL,
	"status" text DEFAULT 'ENABLED' NOT NULL,
	"secret" text NOT NULL,
	"cursor" bigint DEFAULT 0 NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"last_triggered_at" timestamp with time zone,
	"last_response_code" integer,
	"last_response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhooks_status" CHECK ("webhooks"."status" in ('ENABLED', 'PAUSED')),
	CONSTRAINT "webhooks_one_scope" CHECK (("webhooks"."event_id" is null) <> ("webhooks"."organizer_id" is null))
);
--> statement-breakpoint
ALTER TABLE "webhook_logs" ADD CONSTRAINT "webhook_logs_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_logs_webhook" ON "webhook_logs" USING btree ("webhook_id","id");--> statement-breakpoint
CREATE INDEX "webhook_logs_activity" ON "webhook_logs" USING btree ("webhook_id","activity_id");--> statement-breakpoint
CREATE INDEX "webhook_logs_created" ON "webhook_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "webhooks_event" ON "webhooks" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "webhooks_organizer" ON "webhooks" USING btree ("organizer_id");--> statement-breakpoint
CREATE INDEX "webhooks_account" ON "webhooks" USING btree ("account_id");