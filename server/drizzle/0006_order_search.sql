-- Hand-written (like 0003_merchant_name_search): the keyword of the order list. Keep this file when migrations are
-- regenerated. Every character and every pair of adjacent characters of the order number, contact name, contact
-- phone and channel order number (merchant_name_grams of each field, so no pair spans two fields), GIN-indexed;
-- the keyword's pairs (or its one character) must all be present, then the ILIKE of the four fields confirms.
-- Digits are characters like any other: a phone fragment such as '5678' is found by its pairs 56, 67, 78.
-- A small pending list (256 kB instead of 4 MB): new orders are merged into the index in small batches, so a search
-- never scans a long pending list (PGlite has no autovacuum to flush it), while bulk inserts stay as fast as with the
-- default (fastupdate off would make the scale seed of 10,000 orders about 4 s slower). The column is not in the
-- drizzle schema on purpose (registration.tables.ts): it stays out of every select, answer and change-history diff.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "search_grams" text[] GENERATED ALWAYS AS (merchant_name_grams("code") || merchant_name_grams("contact_name") || merchant_name_grams("contact_phone") || merchant_name_grams("channel_order_no")) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_search_grams" ON "orders" USING gin ("search_grams") WITH (gin_pending_list_limit = 256);
