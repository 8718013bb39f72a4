CREATE TABLE "spreadsheet_job_parts" (
	"job_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "spreadsheet_job_parts_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
CREATE TABLE "spreadsheet_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"connection_id" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"instance" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"result" jsonb,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spreadsheet_job_parts" ADD CONSTRAINT "spreadsheet_job_parts_job_id_spreadsheet_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."spreadsheet_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spreadsheet_jobs" ADD CONSTRAINT "spreadsheet_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spreadsheet_jobs_user_created_idx" ON "spreadsheet_jobs" USING btree ("user_id","created_at");