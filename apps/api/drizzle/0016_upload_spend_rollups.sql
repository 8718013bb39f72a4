CREATE TABLE "upload_spend" (
	"upload_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text,
	"cost_pool" text,
	"it_tower" text,
	"state" text NOT NULL,
	"pool_covered" boolean NOT NULL,
	"tower_covered" boolean NOT NULL,
	"sub_tower_covered" boolean NOT NULL,
	"amount" numeric NOT NULL,
	"rows" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_spend_leaders" (
	"upload_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"list" text NOT NULL,
	"by" text NOT NULL,
	"currency" text,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"amount" numeric NOT NULL,
	"rows" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_spend_versions" (
	"upload_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"threshold" real NOT NULL,
	"version" timestamp with time zone NOT NULL,
	"rows_without_amount" integer NOT NULL,
	"amount_issues" integer NOT NULL,
	"leaders_complete" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_spend" ADD CONSTRAINT "upload_spend_upload_id_upload_spend_versions_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."upload_spend_versions"("upload_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_spend_leaders" ADD CONSTRAINT "upload_spend_leaders_upload_id_upload_spend_versions_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."upload_spend_versions"("upload_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_spend_versions" ADD CONSTRAINT "upload_spend_versions_upload_fk" FOREIGN KEY ("upload_id","user_id") REFERENCES "public"."excel_results"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_spend_upload_idx" ON "upload_spend" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "upload_spend_leaders_upload_idx" ON "upload_spend_leaders" USING btree ("upload_id");