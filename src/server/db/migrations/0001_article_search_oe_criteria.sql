CREATE TABLE "article_criteria" (
	"article_id" integer NOT NULL,
	"sort_index" integer NOT NULL,
	"name_no" text NOT NULL,
	"name_en" text NOT NULL,
	"value" text NOT NULL,
	"value_en" text NOT NULL,
	"unit" text,
	CONSTRAINT "article_criteria_article_id_sort_index_pk" PRIMARY KEY("article_id","sort_index")
);
--> statement-breakpoint
CREATE TABLE "article_oe_numbers" (
	"article_id" integer NOT NULL,
	"brand" text NOT NULL,
	"oe_number" text NOT NULL,
	"oe_number_norm" text NOT NULL,
	CONSTRAINT "article_oe_numbers_article_id_brand_oe_number_norm_pk" PRIMARY KEY("article_id","brand","oe_number_norm")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "article_number_norm" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Rows from before this migration get their search key here; new rows get it from the app.
UPDATE "articles" SET "article_number_norm" = upper(regexp_replace("article_number", '[[:space:]./\\_-]+', '', 'g'));--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "article_number_norm" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "article_criteria" ADD CONSTRAINT "article_criteria_article_id_articles_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("article_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_oe_numbers" ADD CONSTRAINT "article_oe_numbers_article_id_articles_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("article_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_oe_numbers_norm_idx" ON "article_oe_numbers" USING btree ("oe_number_norm");--> statement-breakpoint
CREATE INDEX "articles_article_number_norm_idx" ON "articles" USING btree ("article_number_norm");--> statement-breakpoint
CREATE INDEX "articles_ean_idx" ON "articles" USING btree ("ean");