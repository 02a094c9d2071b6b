CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"queue" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status" CHECK ("jobs"."status" in ('PENDING', 'DONE', 'FAILED'))
);
--> statement-breakpoint
DROP INDEX "mail_outbox_due";--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_queue_key" ON "jobs" USING btree ("queue","key");--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'PENDING';--> statement-breakpoint
-- Mail still waiting to be sent becomes a job, keeping its count of attempts and when it is due.
INSERT INTO "jobs" ("queue", "key", "payload", "attempts", "run_at")
SELECT 'mail', 'mail:' || "id", jsonb_build_object('mail_id', "id"), "attempts", "next_attempt_at"
FROM "mail_outbox" WHERE "status" = 'PENDING' ORDER BY "id";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at";