CREATE TABLE "order_refund_attendees" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refund_attendees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"refund_id" bigint NOT NULL,
	"attendee_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refund_attendees_amount_not_negative" CHECK ("order_refund_attendees"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_refund_attendees" ADD CONSTRAINT "order_refund_attendees_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund_attendees" ADD CONSTRAINT "order_refund_attendees_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refund_attendees_unique" ON "order_refund_attendees" USING btree ("refund_id","attendee_id");--> statement-breakpoint
CREATE INDEX "order_refund_attendees_attendee_id" ON "order_refund_attendees" USING btree ("attendee_id");