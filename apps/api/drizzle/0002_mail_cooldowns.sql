CREATE TABLE "mail_cooldowns" (
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_cooldowns_email_kind_pk" PRIMARY KEY("email","kind")
);
--> statement-breakpoint
CREATE INDEX "mail_cooldowns_sent_idx" ON "mail_cooldowns" USING btree ("sent_at");