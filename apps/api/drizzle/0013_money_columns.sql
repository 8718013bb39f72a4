ALTER TABLE "result_rows" ALTER COLUMN "amount" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "result_rows" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "result_rows" ADD COLUMN "amount_issue" text;--> statement-breakpoint
ALTER TABLE "result_rows" ADD COLUMN "pool_confidence" real;--> statement-breakpoint
ALTER TABLE "result_rows" ADD COLUMN "tower_confidence" real;--> statement-breakpoint
ALTER TABLE "result_rows" ADD COLUMN "sub_tower_confidence" real;