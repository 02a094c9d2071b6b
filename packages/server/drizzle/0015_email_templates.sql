CREATE TABLE "email_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"organizer_id" bigint,
	"event_id" bigint,
	"template_type" text NOT NULL,
	"locale" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"cta" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "email_templates_type" CHECK ("email_templates"."template_type" in ('order_confirmation', 'attendee_ticket')),
	CONSTRAINT "email_templates_locale" CHECK ("email_templates"."locale" is null or "email_templates"."locale" in ('en', 'de', 'fr', 'it', 'nl', 'hu', 'es', 'pt', 'pt-br', 'zh-cn', 'se', 'zh-hk', 'vi', 'tr', 'pl')),
	CONSTRAINT "email_templates_one_place" CHECK (("email_templates"."organizer_id" is null) <> ("email_templates"."event_id" is null))
);
--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_one_per_place" ON "email_templates" USING btree (coalesce("organizer_id", 0),coalesce("event_id", 0),"template_type",coalesce("locale", '')) WHERE "email_templates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "email_templates_event_id" ON "email_templates" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "email_templates_organizer_id" ON "email_templates" USING btree ("organizer_id");