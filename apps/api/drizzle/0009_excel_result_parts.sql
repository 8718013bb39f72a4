CREATE TABLE "excel_result_parts" (
	"result_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "excel_result_parts_result_id_kind_seq_pk" PRIMARY KEY("result_id","kind","seq")
);
--> statement-breakpoint
ALTER TABLE "excel_result_parts" ADD CONSTRAINT "excel_result_parts_result_id_excel_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."excel_results"("id") ON DELETE cascade ON UPDATE no action;