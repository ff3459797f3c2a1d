-- Hand-written (drizzle-kit generate --custom): likeName of suppliers. Keep this file when migrations are regenerated.
-- Every character and every pair of adjacent characters of the lower-cased name, GIN-indexed; a search term's
-- pairs (or its one character) must all be present, then strpos confirms. Works for Chinese names of one or two
-- characters, where trigrams have nothing to match. The column is not in the drizzle schema on purpose
-- (merchant.tables.ts): it stays out of every select, answer and change-history diff.
CREATE OR REPLACE FUNCTION merchant_name_grams(s text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE l text := lower(coalesce(s, '')); n int := length(l); r text[] := '{}'; i int;
BEGIN
  FOR i IN 1..n LOOP
    r := r || substr(l, i, 1);
    IF i < n THEN r := r || substr(l, i, 2); END IF;
  END LOOP;
  RETURN r;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION merchant_query_grams(q text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE l text := lower(coalesce(q, '')); n int := length(l); r text[] := '{}'; i int;
BEGIN
  IF n = 1 THEN RETURN ARRAY[l]; END IF;
  FOR i IN 1..n - 1 LOOP r := r || substr(l, i, 2); END LOOP;
  RETURN r;
END $$;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN IF NOT EXISTS "name_grams" text[] GENERATED ALWAYS AS (merchant_name_grams("name")) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "suppliers_name_grams" ON "suppliers" USING gin ("name_grams");
