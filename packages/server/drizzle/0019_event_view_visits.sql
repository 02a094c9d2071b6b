CREATE TABLE "event_view_visits" (
	"visitor" text NOT NULL,
	"event_id" bigint NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_view_visits_visitor_event_id_pk" PRIMARY KEY("visitor","event_id")
);
--> statement-breakpoint
CREATE TABLE "view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_view_visits" ADD CONSTRAINT "event_view_visits_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_view_visits_counted_at" ON "event_view_visits" USING btree ("counted_at");