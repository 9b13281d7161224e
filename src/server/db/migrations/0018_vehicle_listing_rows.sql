DROP INDEX "article_vehicles_car_article_part_type_idx";--> statement-breakpoint
ALTER TABLE "article_vehicles" ADD COLUMN "net_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "article_vehicles" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "article_vehicles" ADD COLUMN "rating" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "article_vehicles" ADD COLUMN "reviews" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "article_vehicles" ADD COLUMN "mfr_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_vehicles" ADD COLUMN "name_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_vehicles" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A vehicle's parts are listed from its fitment rows alone: each row carries a copy of its
-- article's listing columns, filled when the row is written and kept when the article changes.
UPDATE "article_vehicles" f SET "net_price" = a."price" - a."discount", "in_stock" = a."stock" > 0,
  "rating" = a."rating", "reviews" = a."reviews", "mfr_name" = a."mfr_name",
  "name_no" = a."article_name_no", "name_en" = a."article_name_en"
  FROM "articles" a WHERE a."article_id" = f."article_id";--> statement-breakpoint
CREATE FUNCTION "fitment_listing_columns"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT a."price" - a."discount", a."stock" > 0, a."rating", a."reviews", a."mfr_name",
      a."article_name_no", a."article_name_en"
    INTO NEW."net_price", NEW."in_stock", NEW."rating", NEW."reviews", NEW."mfr_name",
      NEW."name_no", NEW."name_en"
    FROM "articles" a WHERE a."article_id" = NEW."article_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
-- A row written without the copy (its brand left at the default) gets it from its article; the
-- catalogue loader writes the copy itself, which spares a look-up per row on big loads.
CREATE TRIGGER "article_vehicles_listing_columns" BEFORE INSERT ON "article_vehicles" FOR EACH ROW WHEN (NEW."mfr_name" = '') EXECUTE FUNCTION "fitment_listing_columns"();--> statement-breakpoint
CREATE FUNCTION "articles_to_fitment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "article_vehicles" SET "net_price" = NEW."price" - NEW."discount",
      "in_stock" = NEW."stock" > 0, "rating" = NEW."rating", "reviews" = NEW."reviews",
      "mfr_name" = NEW."mfr_name", "name_no" = NEW."article_name_no",
      "name_en" = NEW."article_name_en", "part_type_id" = NEW."part_type_id"
    WHERE "article_id" = NEW."article_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Orders change stock many times a minute: the fitment rows follow only when an article runs
-- out or comes back.
CREATE TRIGGER "articles_to_fitment" AFTER UPDATE ON "articles" FOR EACH ROW WHEN (
  OLD."price" - OLD."discount" <> NEW."price" - NEW."discount"
  OR (OLD."stock" > 0) <> (NEW."stock" > 0)
  OR OLD."rating" <> NEW."rating" OR OLD."reviews" <> NEW."reviews"
  OR OLD."mfr_name" <> NEW."mfr_name" OR OLD."article_name_no" <> NEW."article_name_no"
  OR OLD."article_name_en" <> NEW."article_name_en" OR OLD."part_type_id" <> NEW."part_type_id"
) EXECUTE FUNCTION "articles_to_fitment"();--> statement-breakpoint
-- Those copies follow an article change, which announces itself (articles_changed_notice): a
-- stock change must not become "everything changed" on its way through the fitment rows.
DROP TRIGGER "article_vehicles_notice" ON "article_vehicles";--> statement-breakpoint
CREATE TRIGGER "article_vehicles_notice" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "article_id", "car_id" ON "article_vehicles" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE INDEX "article_vehicles_car_article_idx" ON "article_vehicles" USING btree ("car_id","article_id","part_type_id","in_stock","mfr_name","net_price","rating");--> statement-breakpoint
CREATE INDEX "article_vehicles_car_part_type_idx" ON "article_vehicles" USING btree ("car_id","part_type_id","in_stock","mfr_name","net_price","rating");--> statement-breakpoint
CREATE INDEX "article_vehicles_car_price_idx" ON "article_vehicles" USING btree ("car_id","net_price","article_id","part_type_id","in_stock","mfr_name","rating");--> statement-breakpoint
CREATE INDEX "article_vehicles_car_rating_idx" ON "article_vehicles" USING btree ("car_id","rating" DESC NULLS LAST,"reviews" DESC NULLS LAST,"article_id","part_type_id","in_stock","mfr_name","net_price");--> statement-breakpoint
CREATE INDEX "article_vehicles_car_name_no_idx" ON "article_vehicles" USING btree ("car_id",("name_no" collate "C"),"article_id","part_type_id","in_stock","mfr_name","net_price","rating");--> statement-breakpoint
CREATE INDEX "article_vehicles_car_name_en_idx" ON "article_vehicles" USING btree ("car_id",("name_en" collate "C"),"article_id","part_type_id","in_stock","mfr_name","net_price","rating");
