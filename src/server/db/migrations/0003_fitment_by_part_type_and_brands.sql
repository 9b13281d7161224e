-- Aftermarket brands with their URL slug (the brand filter) and article counts. Filled by the
-- catalogue loader (refreshBrands), which also fills it for articles loaded before this table.
CREATE TABLE "brands" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"article_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);--> statement-breakpoint
-- The catalogue's main listing is "articles of these part types fitting this vehicle, by id".
-- Fitment links carry the article's part type, so one index (car, part type, article) answers
-- it, its count included, without reading the articles table.
DROP INDEX "article_vehicles_car_id_idx";--> statement-breakpoint
ALTER TABLE "article_vehicles" ADD COLUMN "part_type_id" integer;--> statement-breakpoint
UPDATE "article_vehicles" av SET "part_type_id" = a."part_type_id" FROM "articles" a WHERE a."article_id" = av."article_id";--> statement-breakpoint
ALTER TABLE "article_vehicles" ALTER COLUMN "part_type_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "article_vehicles_car_part_type_article_idx" ON "article_vehicles" USING btree ("car_id","part_type_id","article_id");--> statement-breakpoint
-- Search keys compare byte by byte whatever the database's locale, so `LIKE 'KEY%'` can use
-- their btree indexes (under a non-C collation PostgreSQL would not). drizzle-kit cannot
-- declare a collation; this migration is the only place it is set.
ALTER TABLE "articles" ALTER COLUMN "article_number_norm" TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "ean" TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "article_oe_numbers" ALTER COLUMN "oe_number_norm" TYPE text COLLATE "C";--> statement-breakpoint
-- Listings sorted by price or rating over the whole catalogue read these instead of sorting it.
CREATE INDEX "articles_net_price_idx" ON "articles" USING btree (("price" - "discount"), "article_id");--> statement-breakpoint
CREATE INDEX "articles_rating_idx" ON "articles" USING btree ("rating" DESC NULLS LAST,"reviews" DESC NULLS LAST,"article_id");
