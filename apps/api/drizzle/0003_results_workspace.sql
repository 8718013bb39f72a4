CREATE TABLE "result_journal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"row_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_layers" jsonb,
	"to_layers" jsonb,
	"rule_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "result_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"upload_id" uuid,
	"row_number" integer,
	"cost_name" text NOT NULL,
	"normalized_name" text NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amount" double precision,
	"status" text NOT NULL,
	"cost_pool" text,
	"sub_cost_pool" text,
	"it_tower" text,
	"sub_tower" text,
	"technical_solution" text,
	"technical_category" text,
	"confidence" real,
	"method" text,
	"reason" text DEFAULT '' NOT NULL,
	"rule_id" uuid,
	"review" text DEFAULT 'unreviewed' NOT NULL,
	"charged" boolean DEFAULT false NOT NULL,
	"taxonomy_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"match_kind" text NOT NULL,
	"match_value" text NOT NULL,
	"display_value" text NOT NULL,
	"layers" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "excel_results" ALTER COLUMN "file" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "excel_results" ADD COLUMN "source" "bytea";--> statement-breakpoint
ALTER TABLE "excel_results" ADD COLUMN "unclassified_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "excel_results" ADD COLUMN "skipped_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "excel_results" ADD COLUMN "columns_read" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "excel_results" ADD COLUMN "file_written_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "excel_results" ADD COLUMN "rows_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_threshold" real DEFAULT 0.8 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rules_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "result_journal" ADD CONSTRAINT "result_journal_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_journal" ADD CONSTRAINT "result_journal_row_id_result_rows_id_fk" FOREIGN KEY ("row_id") REFERENCES "public"."result_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_rows" ADD CONSTRAINT "result_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_rows" ADD CONSTRAINT "result_rows_upload_id_excel_results_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."excel_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_rows" ADD CONSTRAINT "result_rows_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_journal_row_idx" ON "result_journal" USING btree ("row_id","created_at");--> statement-breakpoint
CREATE INDEX "result_journal_user_idx" ON "result_journal" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "result_rows_upload_idx" ON "result_rows" USING btree ("upload_id","row_number");--> statement-breakpoint
CREATE INDEX "result_rows_upload_name_idx" ON "result_rows" USING btree ("upload_id","normalized_name");--> statement-breakpoint
CREATE INDEX "result_rows_user_name_idx" ON "result_rows" USING btree ("user_id","normalized_name");--> statement-breakpoint
CREATE INDEX "result_rows_analyses_idx" ON "result_rows" USING btree ("user_id","created_at") WHERE "result_rows"."upload_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rules_user_match_idx" ON "rules" USING btree ("user_id","match_kind","match_value");--> statement-breakpoint
-- Single analyses made before the results workspace become its rows (their normalised name is
-- approximated by the lower-cased name; the grouping tolerates it).
INSERT INTO "result_rows" ("id", "user_id", "cost_name", "normalized_name", "status", "cost_pool", "sub_cost_pool", "it_tower", "sub_tower", "technical_solution", "technical_category", "confidence", "method", "reason", "charged", "taxonomy_version", "created_at", "updated_at")
SELECT c."id", c."user_id", c."cost_name", lower(c."cost_name"), 'classified',
       c."result"->'categorization'->>'Cost Pool', c."result"->'categorization'->>'Sub-Cost Pool',
       c."result"->'categorization'->>'IT Tower', c."result"->'categorization'->>'Sub-Tower',
       c."result"->'categorization'->>'Technical Solution', c."result"->'categorization'->>'Technical Category',
       c."confidence", coalesce(c."result"->>'method', 'lexicon'), coalesce(c."result"->>'reason', ''), true,
       coalesce(c."result"->>'taxonomyVersion', '4.0'), c."created_at", c."created_at"
FROM "classifications" c;
