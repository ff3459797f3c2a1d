DROP INDEX "orders_group";--> statement-breakpoint
CREATE INDEX "tour_groups_departure_id" ON "tour_groups" USING btree ("departure_date","id");--> statement-breakpoint
CREATE INDEX "orders_group" ON "orders" USING btree ("group_id","enrollment_status","total");--> statement-breakpoint
-- Hand-written part of migration 0012 (issue 16, the hall list's income): orders_group gets the order's total as its
-- third key column (the generated part above), so a group's income — Σ total of its orders with enrollment 0 or 1 —
-- is read from the index alone instead of every order's heap row and its order_lines (1M orders: the income of a hall
-- page of 20 groups 2,346 → 63 buffers). drizzle's index has no INCLUDE: built again here with the department and
-- creator the hall's "sold inside" boundary check reads (as 0011 did). Same name and key columns: drizzle's snapshot
-- describes it. At 1M orders the two builds take about 1 s each.
DROP INDEX IF EXISTS "orders_group";--> statement-breakpoint
CREATE INDEX "orders_group" ON "orders" USING btree ("group_id", "enrollment_status", "total") INCLUDE ("dept_id", "created_by");
