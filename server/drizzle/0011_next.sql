DROP INDEX "search_names_grams";--> statement-breakpoint
CREATE INDEX "tour_groups_owner" ON "tour_groups" USING btree ("created_by","departure_date","id");--> statement-breakpoint
ALTER TABLE "search_names" DROP COLUMN "grams";--> statement-breakpoint
-- Hand-written part of migration 0011 (issue 16, the hall's "sold inside" boundary): the hall asks, for the groups it
-- lists, whether an order of the user's departments (or of the user) is booked on them. orders_group (group_id,
-- enrollment_status) now carries the order's department and creator, so that check is an index-only scan instead of a
-- heap visit per order (scale 20: the capped count's branch 150 → 15 ms). Same name and key columns: drizzle's
-- snapshot still describes it.
DROP INDEX IF EXISTS "orders_group";--> statement-breakpoint
CREATE INDEX "orders_group" ON "orders" ("group_id", "enrollment_status") INCLUDE ("dept_id", "created_by");
--> statement-breakpoint
-- Hand-written part of migration 0011 (scripts/regen-migration.sh appends server/drizzle/hand/0011_*.sql to the
-- generated 0011, which drops search_names.grams and its GIN index): the orders' grams are no longer stored, only
-- indexed (issue 16, PGlite data directory ≤ 300 MB at scale 20: the stored array was 374 of a contact row's
-- 476 bytes, 37 MB of the table's 68 MB). The grams of each field — every character and every pair of adjacent
-- characters, as merchant_name_grams of 0003, so no pair spans two fields — of the lower-cased order number,
-- contact name, phone digits and channel order number (the columns search_names keeps anyway). One call with
-- string_to_array is about twice as fast as four merchant_name_grams calls (the seed computes 100,000 of them).
CREATE OR REPLACE FUNCTION search_order_grams(code text, name text, phone text, channel text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE r text[] := '{}'; f text; s text[]; i int;
BEGIN
  FOREACH f IN ARRAY ARRAY[lower(code), lower(name), lower(phone), lower(channel)] LOOP
    CONTINUE WHEN f IS NULL OR f = '';
    s := string_to_array(f, NULL);
    r := r || s;
    FOR i IN 1..array_length(s, 1) - 1 LOOP r := r || (s[i] || s[i + 1]); END LOOP;
  END LOOP;
  RETURN r;
END $$;--> statement-breakpoint
-- Dropping the column leaves its bytes in every row until the row is rewritten: rewrite the table once (CLUSTER
-- may run inside the migration's transaction, VACUUM FULL may not; it rebuilds the other indexes compactly too).
CLUSTER "search_names" USING "search_names_kind_ref_id_pk";--> statement-breakpoint
-- Only the orders' rows (kind 2) carry grams; the readers write `kind = 2` as a literal so the planner can use it.
-- A small pending list (as 0006 had for the order grams): PGlite has no autovacuum to flush a long one.
CREATE INDEX IF NOT EXISTS "search_names_order_grams" ON "search_names" USING gin (search_order_grams("code", "name", "phone", "channel"))
  WITH (gin_pending_list_limit = 256) WHERE "kind" = 2;
--> statement-breakpoint
-- Statistics of the new expression (a database upgraded from 0010 has none until the next ANALYZE).
ANALYZE "search_names";
