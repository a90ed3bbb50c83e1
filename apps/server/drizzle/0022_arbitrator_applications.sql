ALTER TABLE "arbitrators" ADD COLUMN "applied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "arbitrators" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "arbitrators" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "arbitrators" ADD CONSTRAINT "arbitrators_rejected_ck" CHECK ("arbitrators"."rejected_at" is null or "arbitrators"."approved" = 0);