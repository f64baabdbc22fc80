-- The products search (`q`) is a substring match on the name (ILIKE '%q%'). A trigram index answers
-- it from the index at any catalogue size, also when nothing matches (a plain scan reads every row).
-- PostgreSQL ships pg_trgm in contrib; PGlite 0.5 cannot load it, so there the search stays a scan
-- of one company's rows in keyset order (fine at the sizes PGlite is for).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS products_name_trgm_idx ON products USING gin (name gin_trgm_ops) WHERE deleted_at IS NULL;
  END IF;
END $$;
