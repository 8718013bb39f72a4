CREATE TABLE "free_work_spent" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"at" bigint NOT NULL,
	"ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"user_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"holder" uuid NOT NULL,
	"instance" text NOT NULL,
	"expires_at" bigint NOT NULL,
	CONSTRAINT "job_leases_user_id_slot_pk" PRIMARY KEY("user_id","slot")
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "free_work_spent" ADD CONSTRAINT "free_work_spent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_leases" ADD CONSTRAINT "job_leases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "free_work_spent_user_at_idx" ON "free_work_spent" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "rate_counters_resets_at_idx" ON "rate_counters" USING btree ("resets_at");