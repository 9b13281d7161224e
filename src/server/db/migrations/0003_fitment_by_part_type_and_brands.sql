-- Distinct article names and aftermarket brands (with their URL slug, for the brand filter),
-- with article counts. Free-text search matches words against these small tables, then reads
-- articles by name or brand. Filled by the catalogue loader (refreshNameTables), which also
-- fills them for articles loaded before these tables existed.
CREATE TABLE "article_names" (
	"name_no" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"article_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"article_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);--> statement-breakpoint
-- The catalogue's main listing is "articles fitting this vehicle, by id, perhaps of these part
-- types". Fitment links carry the article's part type, and one index (car, article, part type)
-- answers a page, its count included, without reading the articles table.
DROP INDEX "article_vehicles_car_id_idx";--> statement-breakpoint
ALTER TABLE "article_vehicles" ADD COLUMN "part_type_id" integer;--> statement-breakpoint
UPDATE "article_vehicles" av SET "part_type_id" = a."part_type_id" FROM "articles" a WHERE a."article_id" = av."article_id";--> statement-breakpoint
ALTER TABLE "article_vehicles" ALTER COLUMN "part_type_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "article_vehicles_car_article_part_type_idx" ON "article_vehicles" USING btree ("car_id","article_id","part_type_id");--> statement-breakpoint
CREATE INDEX "articles_article_name_no_idx" ON "articles" USING btree ("article_name_no");--> statement-breakpoint
-- Search keys compare byte by byte whatever the database's locale, so `LIKE 'KEY%'` can use
-- their btree indexes (under a non-C collation PostgreSQL would not). drizzle-kit cannot
-- declare a collation; this migration is the only place it is set.
ALTER TABLE "articles" ALTER COLUMN "article_number_norm" TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "ean" TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "article_oe_numbers" ALTER COLUMN "oe_number_norm" TYPE text COLLATE "C";--> statement-breakpoint
-- Listings sorted by price or rating over the whole catalogue read these instead of sorting it.
CREATE INDEX "articles_net_price_idx" ON "articles" USING btree (("price" - "discount"),"article_id");--> statement-breakpoint
CREATE INDEX "articles_rating_idx" ON "articles" USING btree ("rating" DESC NULLS LAST,"reviews" DESC NULLS LAST,"article_id");
--> statement-breakpoint
-- Free text no longer matches every article's name (see article_names): the trigram indexes
-- of 0002 only cost time on every insert.
DROP INDEX IF EXISTS "articles_name_no_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "articles_name_en_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "articles_mfr_name_trgm_idx";
