CREATE UNIQUE INDEX "excel_results_owner_idx" ON "excel_results" USING btree ("id","user_id");--> statement-breakpoint
ALTER TABLE "result_rows" DROP CONSTRAINT "result_rows_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "result_rows" DROP CONSTRAINT "result_rows_upload_id_excel_results_id_fk";
--> statement-breakpoint
ALTER TABLE "result_rows" ADD COLUMN "analysis_user_id" uuid GENERATED ALWAYS AS (CASE WHEN upload_id IS NULL THEN user_id END) STORED;--> statement-breakpoint
ALTER TABLE "result_rows" ADD CONSTRAINT "result_rows_analysis_user_id_users_id_fk" FOREIGN KEY ("analysis_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_rows" ADD CONSTRAINT "result_rows_upload_owner_fk" FOREIGN KEY ("upload_id","user_id") REFERENCES "public"."excel_results"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_rows_analysis_user_idx" ON "result_rows" USING btree ("analysis_user_id") WHERE "result_rows"."analysis_user_id" IS NOT NULL;