-- Free-text search (article-search-repository.ts) matches `%word%` on case-folded names and
-- brands. Trigram indexes on exactly those expressions let it use an index instead of reading
-- every article. pg_trgm ships with PostgreSQL (contrib) and with PGlite (loaded in
-- pglite-database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_name_no_trgm_idx" ON "articles" USING gin (translate(upper("article_name_no"), 'æøåäöüéèáàç', 'ÆØÅÄÖÜÉÈÁÀÇ') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_name_en_trgm_idx" ON "articles" USING gin (translate(upper("article_name_en"), 'æøåäöüéèáàç', 'ÆØÅÄÖÜÉÈÁÀÇ') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_mfr_name_trgm_idx" ON "articles" USING gin (translate(upper("mfr_name"), 'æøåäöüéèáàç', 'ÆØÅÄÖÜÉÈÁÀÇ') gin_trgm_ops);
