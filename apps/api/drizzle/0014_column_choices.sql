CREATE TABLE "column_layouts" (
	"user_id" uuid NOT NULL,
	"layout_key" text NOT NULL,
	"roles" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "column_layouts_user_id_layout_key_pk" PRIMARY KEY("user_id","layout_key")
);
--> statement-breakpoint
ALTER TABLE "excel_results" ADD COLUMN "column_choice" jsonb;--> statement-breakpoint
ALTER TABLE "free_work_spent" ADD COLUMN "upload" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "spreadsheet_jobs" ADD COLUMN "column_choice" jsonb;--> statement-breakpoint
ALTER TABLE "column_layouts" ADD CONSTRAINT "column_layouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;