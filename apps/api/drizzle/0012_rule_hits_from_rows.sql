CREATE INDEX "result_rows_rule_idx" ON "result_rows" USING btree ("rule_id") WHERE "result_rows"."rule_id" IS NOT NULL;--> statement-breakpoint
-- Issue 34: a rule's hits are the stored rows it decides, and an upload's counters its stored rows.
UPDATE "rules" SET "hits" = (SELECT count(*)::int FROM "result_rows" r WHERE r."rule_id" = "rules"."id");--> statement-breakpoint
UPDATE "excel_results" e SET "successful_rows" = c.classified, "unclassified_rows" = c.unclassified
FROM (SELECT "upload_id",
             count(*) FILTER (WHERE "status" = 'classified')::int AS classified,
             count(*) FILTER (WHERE "status" = 'unclassified')::int AS unclassified
      FROM "result_rows" WHERE "upload_id" IS NOT NULL GROUP BY "upload_id") c
WHERE c."upload_id" = e."id";
