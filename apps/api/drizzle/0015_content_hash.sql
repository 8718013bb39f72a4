ALTER TABLE "excel_results" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "spreadsheet_jobs" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE INDEX "excel_results_user_hash_idx" ON "excel_results" USING btree ("user_id","content_hash");