CREATE TABLE "search_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"ref_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_names" ADD COLUMN "code" varchar(40);--> statement-breakpoint
ALTER TABLE "search_names" ADD COLUMN "channel" varchar(60);--> statement-breakpoint
ALTER TABLE "search_names" ADD COLUMN "grams" text[];--> statement-breakpoint
CREATE INDEX "search_names_code" ON "search_names" USING btree ("kind","code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_names_channel" ON "search_names" USING btree ("kind","channel" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_names_grams" ON "search_names" USING gin ("grams") WITH (gin_pending_list_limit=256);--> statement-breakpoint
-- Hand-written part of migration 0009 (scripts/regen-migration.sh appends server/drizzle/hand/0009_*.sql to the
-- generated 0009): the search material leaves the hot order row (issue 16). Triggers put one tiny row into
-- search_queue per inserted (statement-level, one INSERT … SELECT per statement: a bulk load pays once), changed
-- (row-level, only when a searched field really changed) or deleted source row; search.sync.ts drains the queue
-- into search_names (pinyin computed in JS, order grams in SQL) before every search and on a 5 s timer.
CREATE OR REPLACE FUNCTION search_queue_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_queue (kind, ref_id) SELECT TG_ARGV[0]::smallint, id FROM new_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_queue_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_queue (kind, ref_id) SELECT TG_ARGV[0]::smallint, id FROM old_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_queue_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_queue (kind, ref_id) VALUES (TG_ARGV[0]::smallint, NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_search_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_queue_new_rows('2');--> statement-breakpoint
CREATE TRIGGER orders_search_update AFTER UPDATE OF code, contact_name, contact_phone, channel_order_no ON orders FOR EACH ROW
  WHEN (OLD.code IS DISTINCT FROM NEW.code OR OLD.contact_name IS DISTINCT FROM NEW.contact_name
    OR OLD.contact_phone IS DISTINCT FROM NEW.contact_phone OR OLD.channel_order_no IS DISTINCT FROM NEW.channel_order_no)
  EXECUTE FUNCTION search_queue_row('2');--> statement-breakpoint
CREATE TRIGGER orders_search_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_queue_old_rows('2');--> statement-breakpoint
CREATE TRIGGER order_tourists_search_insert AFTER INSERT ON order_tourists REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_queue_new_rows('1');--> statement-breakpoint
CREATE TRIGGER order_tourists_search_update AFTER UPDATE OF client_name, client_phone_number ON order_tourists FOR EACH ROW
  WHEN (OLD.client_name IS DISTINCT FROM NEW.client_name OR OLD.client_phone_number IS DISTINCT FROM NEW.client_phone_number)
  EXECUTE FUNCTION search_queue_row('1');--> statement-breakpoint
CREATE TRIGGER order_tourists_search_delete AFTER DELETE ON order_tourists REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_queue_old_rows('1');--> statement-breakpoint
CREATE TRIGGER customers_search_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_queue_new_rows('3');--> statement-breakpoint
CREATE TRIGGER customers_search_update AFTER UPDATE OF name, phone ON customers FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.phone IS DISTINCT FROM NEW.phone)
  EXECUTE FUNCTION search_queue_row('3');--> statement-breakpoint
CREATE TRIGGER customers_search_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_queue_old_rows('3');--> statement-breakpoint
-- What is already there is indexed again by the first drain (the orders gain their grams here).
INSERT INTO search_queue (kind, ref_id) SELECT 3, id FROM customers;--> statement-breakpoint
INSERT INTO search_queue (kind, ref_id) SELECT 2, id FROM orders;--> statement-breakpoint
INSERT INTO search_queue (kind, ref_id) SELECT 1, id FROM order_tourists;--> statement-breakpoint
-- The order list's grams column (0006) and its GIN index leave the order row.
ALTER TABLE "orders" DROP COLUMN IF EXISTS "search_grams";
