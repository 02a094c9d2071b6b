ALTER TABLE "capacity_assignments" DROP CONSTRAINT "capacity_assignments_used_not_negative";--> statement-breakpoint
ALTER TABLE "capacity_assignments" DROP COLUMN "used_capacity";