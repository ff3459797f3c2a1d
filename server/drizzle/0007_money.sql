CREATE TABLE "login_throttle" (
	"ip" varchar(64) NOT NULL,
	"login_name" varchar(50) NOT NULL,
	"fails" integer NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_throttle_ip_login_name_pk" PRIMARY KEY("ip","login_name")
);
--> statement-breakpoint
CREATE TABLE "bank_arrivals" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"pay_account_id" integer NOT NULL,
	"serial" varchar(80),
	"dedup_key" varchar(100) NOT NULL,
	"row_no" integer NOT NULL,
	"arrived_on" date NOT NULL,
	"arrived_time" varchar(8),
	"amount" bigint NOT NULL,
	"payer_name" varchar(200) NOT NULL,
	"payer_account" varchar(60),
	"payer_bank" varchar(200),
	"remark" text,
	"balance" bigint,
	"usable" boolean DEFAULT false NOT NULL,
	"claimed" bigint DEFAULT 0 NOT NULL,
	"claiming" bigint DEFAULT 0 NOT NULL,
	"refunding" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bank_arrivals_rest" CHECK ("bank_arrivals"."claimed" >= 0 and "bank_arrivals"."claiming" >= 0 and "bank_arrivals"."refunding" >= 0 and "bank_arrivals"."refunded" >= 0
    and "bank_arrivals"."claimed" + "bank_arrivals"."claiming" + "bank_arrivals"."refunding" + "bank_arrivals"."refunded" <= "bank_arrivals"."amount")
);
--> statement-breakpoint
CREATE TABLE "bank_claim_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"receipt_id" integer
);
--> statement-breakpoint
CREATE TABLE "bank_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"arrival_id" integer NOT NULL,
	"customer_id" integer,
	"amount" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"audit_comment" text,
	"audited_at" timestamp with time zone,
	"remark" text,
	"payer_name" varchar(200) NOT NULL,
	"payer_account" varchar(60),
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"pay_account_id" integer NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"layout" varchar(20) NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"audit_comment" text,
	"audited_at" timestamp with time zone,
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"pay_account_id" integer NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"default_limit" bigint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency" varchar(10) NOT NULL,
	"name" varchar(20) NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"name" varchar(50) NOT NULL,
	"bank_name" varchar(100),
	"number" varchar(40) NOT NULL,
	"holder" varchar(50) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"part" varchar(10) NOT NULL,
	"due_date" date NOT NULL,
	"stage" varchar(10) NOT NULL,
	"user_id" integer,
	"amount" bigint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"balance_days" smallint NOT NULL,
	"remind_days" smallint NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"customer_kind" varchar(10) NOT NULL,
	"customer_id" integer,
	"pay_type" smallint NOT NULL,
	"pay_account_id" integer,
	"pay_date" date NOT NULL,
	"payer" varchar(100) NOT NULL,
	"voucher" varchar(500),
	"amount" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"bank_arrival_id" integer,
	"decided_at" timestamp with time zone,
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"order_id" integer,
	"bank_arrival_id" integer,
	"customer_id" integer,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"pay_type" smallint DEFAULT 0 NOT NULL,
	"pay_account_id" integer,
	"payee" varchar(100),
	"status" smallint DEFAULT 0 NOT NULL,
	"decided_at" timestamp with time zone,
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticketers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "kind" varchar(10) DEFAULT 'temporary' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "credit_type_id" integer;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD COLUMN "credit_type_id" integer;--> statement-breakpoint
ALTER TABLE "bank_arrivals" ADD CONSTRAINT "bank_arrivals_import_id_bank_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bank_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_arrivals" ADD CONSTRAINT "bank_arrivals_pay_account_id_pay_accounts_id_fk" FOREIGN KEY ("pay_account_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_claim_lines" ADD CONSTRAINT "bank_claim_lines_claim_id_bank_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."bank_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_claim_lines" ADD CONSTRAINT "bank_claim_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_claims" ADD CONSTRAINT "bank_claims_arrival_id_bank_arrivals_id_fk" FOREIGN KEY ("arrival_id") REFERENCES "public"."bank_arrivals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_pay_account_id_pay_accounts_id_fk" FOREIGN KEY ("pay_account_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_mappings" ADD CONSTRAINT "bank_mappings_pay_account_id_pay_accounts_id_fk" FOREIGN KEY ("pay_account_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_items" ADD CONSTRAINT "receipt_items_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_items" ADD CONSTRAINT "receipt_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_pay_account_id_pay_accounts_id_fk" FOREIGN KEY ("pay_account_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_pay_account_id_pay_accounts_id_fk" FOREIGN KEY ("pay_account_id") REFERENCES "public"."pay_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_throttle_name" ON "login_throttle" USING btree ("login_name");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_arrivals_dedup" ON "bank_arrivals" USING btree ("pay_account_id","dedup_key");--> statement-breakpoint
CREATE INDEX "bank_arrivals_import" ON "bank_arrivals" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "bank_arrivals_on" ON "bank_arrivals" USING btree ("arrived_on","id");--> statement-breakpoint
CREATE INDEX "bank_arrivals_payer" ON "bank_arrivals" USING btree ("payer_name");--> statement-breakpoint
CREATE INDEX "bank_arrivals_payer_account" ON "bank_arrivals" USING btree ("payer_account") WHERE "bank_arrivals"."payer_account" is not null;--> statement-breakpoint
CREATE INDEX "bank_claim_lines_claim" ON "bank_claim_lines" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "bank_claim_lines_order" ON "bank_claim_lines" USING btree ("order_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_claims_code_key" ON "bank_claims" USING btree ("code");--> statement-breakpoint
CREATE INDEX "bank_claims_arrival" ON "bank_claims" USING btree ("arrival_id");--> statement-breakpoint
CREATE INDEX "bank_claims_payer" ON "bank_claims" USING btree ("payer_name","status");--> statement-breakpoint
CREATE INDEX "bank_claims_payer_account" ON "bank_claims" USING btree ("payer_account","status") WHERE "bank_claims"."payer_account" is not null;--> statement-breakpoint
CREATE INDEX "bank_claims_dept" ON "bank_claims" USING btree ("dept_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_imports_code_key" ON "bank_imports" USING btree ("code");--> statement-breakpoint
CREATE INDEX "bank_imports_account" ON "bank_imports" USING btree ("pay_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_mappings_account" ON "bank_mappings" USING btree ("pay_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_types_name_key" ON "credit_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_currency_key" ON "exchange_rates" USING btree ("currency");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_accounts_number_key" ON "pay_accounts" USING btree ("type","number");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reminders_once" ON "payment_reminders" USING btree ("order_id","part","due_date","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_terms_product_key" ON "payment_terms" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "receipt_items_receipt" ON "receipt_items" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "receipt_items_order" ON "receipt_items" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_code_key" ON "receipts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "receipts_customer" ON "receipts" USING btree ("customer_id","pay_date");--> statement-breakpoint
CREATE INDEX "receipts_status" ON "receipts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_code_key" ON "refunds" USING btree ("code");--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_arrival" ON "refunds" USING btree ("bank_arrival_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticketers_user_key" ON "ticketers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credit_applications_active" ON "credit_applications" USING btree ("customer_id","kind") WHERE "credit_applications"."status" = 1;--> statement-breakpoint
CREATE INDEX "orders_owner_created" ON "orders" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created" ON "orders" USING btree ("order_status","created_at");--> statement-breakpoint
CREATE INDEX "orders_dept_status" ON "orders" USING btree ("dept_id","order_status","created_at");--> statement-breakpoint
CREATE INDEX "orders_created" ON "orders" USING btree ("created_at","id");