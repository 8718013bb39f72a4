ALTER TABLE "contact_messages" ADD COLUMN "mail_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "mail_gave_up_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_messages_unsent_idx" ON "contact_messages" USING btree ("next_attempt_at") WHERE "contact_messages"."mailed_at" IS NULL AND "contact_messages"."mail_gave_up_at" IS NULL;