ALTER TABLE "login_failures" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "search_sync" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
DROP TABLE "search_sync" CASCADE;--> statement-breakpoint
DROP INDEX "orders_owner_created";--> statement-breakpoint
DROP INDEX "search_names_phone";--> statement-breakpoint
DROP INDEX "search_names_code";--> statement-breakpoint
DROP INDEX "search_names_channel";--> statement-breakpoint
CREATE INDEX "orders_owner_cover" ON "orders" USING btree ("created_by","created_at","id","dept_id","order_status");--> statement-breakpoint
CREATE INDEX "search_names_phone" ON "search_names" USING btree ("phone") WHERE phone is not null;--> statement-breakpoint
CREATE INDEX "search_names_code" ON "search_names" USING btree ("kind","code" text_pattern_ops) WHERE code is not null;--> statement-breakpoint
CREATE INDEX "search_names_channel" ON "search_names" USING btree ("kind","channel" text_pattern_ops) WHERE channel is not null;
