CREATE TABLE "message_recipients" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"message_id" bigint NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"locale" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_recipients_status" CHECK ("message_recipients"."status" in ('PENDING', 'SENT', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"sent_by_user_id" bigint,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"type" text NOT NULL,
	"attendee_ids" jsonb,
	"product_ids" jsonb,
	"order_id" bigint,
	"order_statuses" jsonb,
	"is_test" boolean DEFAULT false NOT NULL,
	"send_copy_to_current_user" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "messages_type" CHECK ("messages"."type" in ('INDIVIDUAL_ATTENDEES', 'ORDER_OWNER', 'TICKET_HOLDERS', 'ALL_ATTENDEES', 'ORDER_OWNERS_WITH_PRODUCT')),
	CONSTRAINT "messages_status" CHECK ("messages"."status" in ('PENDING_REVIEW', 'PROCESSING', 'SENT', 'FAILED', 'SCHEDULED', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_recipients_message_email" ON "message_recipients" USING btree ("message_id","email");--> statement-breakpoint
CREATE INDEX "message_recipients_message_status" ON "message_recipients" USING btree ("message_id","status");--> statement-breakpoint
CREATE INDEX "messages_event_created" ON "messages" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_account_created" ON "messages" USING btree ("account_id","created_at");