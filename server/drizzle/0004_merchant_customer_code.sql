ALTER TABLE "customers" ADD COLUMN "code" varchar(30);--> statement-breakpoint
CREATE UNIQUE INDEX "customers_code_key" ON "customers" USING btree ("code");