CREATE TABLE "catalogue_generation" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_generation_one_row" CHECK ("catalogue_generation"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "articles_name_article_idx";--> statement-breakpoint
DROP INDEX "articles_brand_article_idx";--> statement-breakpoint
CREATE INDEX "articles_name_article_brand_idx" ON "articles" USING btree ("article_name_no","article_id","mfr_name");--> statement-breakpoint
CREATE INDEX "articles_brand_article_name_idx" ON "articles" USING btree ("mfr_name","article_id","article_name_no");--> statement-breakpoint
INSERT INTO "catalogue_generation" ("id", "generation") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_generation" SET "generation" = "generation" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "brands_change_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_generation"();--> statement-breakpoint
CREATE TRIGGER "manufacturers_change_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "manufacturers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_generation"();--> statement-breakpoint
CREATE TRIGGER "model_series_change_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "model_series" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_generation"();--> statement-breakpoint
CREATE TRIGGER "article_names_change_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_names" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_generation"();--> statement-breakpoint
CREATE TRIGGER "categories_change_catalogue" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_generation"();
