-- Every committed change to what the catalogue answers show is announced on the channel
-- `catalogue_changed`, so each server instance drops the answers it keeps: the ids of the
-- articles whose stock a statement changed, or '*' when anything else changed (or too many).
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '*');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "notify_articles_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  -- A price, a name or a mark can bring an article into answers that never named it (a sort, a
  -- filter, the featured list): drop everything. Orders change only stock, many times a
  -- minute: drop just the answers naming those articles.
  IF EXISTS (
    SELECT 1 FROM changed JOIN before USING ("article_id")
    WHERE to_jsonb(changed) - 'stock' IS DISTINCT FROM to_jsonb(before) - 'stock'
  ) THEN
    PERFORM pg_notify('catalogue_changed', '*');
    RETURN NULL;
  END IF;
  SELECT string_agg(DISTINCT "article_id"::text, ',') INTO ids
    FROM (SELECT "article_id" FROM changed LIMIT 501) AS first_rows;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  -- A payload holds at most 8000 bytes; past 500 articles, dropping everything costs less.
  IF (SELECT count(*) FROM (SELECT 1 FROM changed LIMIT 501) AS counted) > 500 THEN
    ids := '*';
  END IF;
  PERFORM pg_notify('catalogue_changed', ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "articles_changed_notice" AFTER UPDATE ON "articles" REFERENCING OLD TABLE AS before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "notify_articles_changed"();--> statement-breakpoint
CREATE TRIGGER "articles_added_notice" AFTER INSERT OR DELETE OR TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "manufacturers_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "manufacturers" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "model_series_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "model_series" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "vehicles_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vehicles" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "article_names_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_names" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "brands_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "article_vehicles_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_vehicles" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "article_oe_numbers_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_oe_numbers" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "article_criteria_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_criteria" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "shop_settings_notice" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_settings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
