CREATE TABLE "channel_trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"customer_id" integer,
	"order_id" integer NOT NULL,
	"order_no" varchar(50) NOT NULL,
	"trade_date" date NOT NULL,
	"product_name" varchar(200),
	"group_no" varchar(50),
	"persons" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"status" smallint,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"direction" varchar(3) NOT NULL,
	"doc_type" varchar(30) NOT NULL,
	"doc_id" integer NOT NULL,
	"doc_no" varchar(50) NOT NULL,
	"amount" bigint NOT NULL,
	"pay_account_id" integer,
	"occurred_on" date NOT NULL,
	"counterparty" varchar(200) DEFAULT '' NOT NULL,
	"group_id" integer,
	"order_id" integer,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_names" (
	"kind" smallint NOT NULL,
	"ref_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"pinyin" varchar(400) NOT NULL,
	"initials" varchar(100) NOT NULL,
	"phone" varchar(30),
	CONSTRAINT "search_names_kind_ref_id_pk" PRIMARY KEY("kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "search_sync" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"order_id" integer,
	"arrival_id" integer,
	"customer_id" integer,
	"apply_type_id" integer NOT NULL,
	"invoice_type_id" integer NOT NULL,
	"buyer_name" varchar(100) NOT NULL,
	"buyer_tax_no" varchar(20),
	"buyer_address_phone" varchar(200),
	"buyer_bank_account" varchar(200),
	"amount" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"bound" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"void_state" smallint DEFAULT 0 NOT NULL,
	"void_reason" varchar(200),
	"voided_at" timestamp with time zone,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"issuer_id" integer,
	"invoice_no" varchar(20),
	"invoice_code" varchar(12),
	"issued_on" date,
	"decided_at" timestamp with time zone,
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_apply_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_bind_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"bind_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_binds" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"receipt_id" integer NOT NULL,
	"amount" bigint NOT NULL,
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
CREATE TABLE "invoice_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"spec" varchar(50),
	"unit" varchar(20),
	"tax_rate" smallint DEFAULT 6 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"item_name" varchar(100) NOT NULL,
	"spec" varchar(50),
	"unit" varchar(20),
	"quantity" integer DEFAULT 1 NOT NULL,
	"amount" bigint NOT NULL,
	"tax_rate" smallint NOT NULL,
	"tax" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule" varchar(30) NOT NULL,
	"level" smallint DEFAULT 0 NOT NULL,
	"message" varchar(200) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"kind" smallint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advance_binds" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"cost_id" integer NOT NULL,
	"supplier_id" integer DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"status" smallint NOT NULL,
	"decided_at" timestamp with time zone,
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"reimbursement_id" integer,
	"amount" bigint NOT NULL,
	"pay_account_id" integer,
	"pay_date" date,
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_doc_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"cost_id" integer,
	"supplier_id" integer DEFAULT 0 NOT NULL,
	"description" varchar(200),
	"amount" bigint NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_docs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"group_id" integer,
	"supplier_id" integer,
	"borrower_id" integer,
	"amount" bigint NOT NULL,
	"offset_amount" bigint DEFAULT 0 NOT NULL,
	"pay_amount" bigint NOT NULL,
	"status" smallint NOT NULL,
	"pay_type" smallint DEFAULT 0 NOT NULL,
	"payee" varchar(100),
	"payee_account" varchar(100),
	"reason" text NOT NULL,
	"pay_account_id" integer,
	"pay_date" date,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	"invoice_no" varchar(50),
	"invoice_date" date,
	"invoice_amount" bigint,
	"arrears_status" smallint,
	"decided_at" timestamp with time zone,
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_cancel_applies" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"reason" varchar(500) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"decided_at" timestamp with time zone,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"order_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"contract_version" integer DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"snapshot" jsonb NOT NULL,
	"approved_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signed_date" date,
	"cancelled_at" timestamp with time zone,
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_apply_type_id_invoice_apply_types_id_fk" FOREIGN KEY ("apply_type_id") REFERENCES "public"."invoice_apply_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_invoice_type_id_invoice_types_id_fk" FOREIGN KEY ("invoice_type_id") REFERENCES "public"."invoice_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_bind_lines" ADD CONSTRAINT "invoice_bind_lines_bind_id_invoice_binds_id_fk" FOREIGN KEY ("bind_id") REFERENCES "public"."invoice_binds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_binds" ADD CONSTRAINT "invoice_binds_application_id_invoice_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."invoice_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_application_id_invoice_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."invoice_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_content_id_invoice_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."invoice_contents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_binds" ADD CONSTRAINT "advance_binds_doc_id_pay_docs_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."pay_docs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_settlements" ADD CONSTRAINT "loan_settlements_loan_id_pay_docs_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."pay_docs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_settlements" ADD CONSTRAINT "loan_settlements_reimbursement_id_pay_docs_id_fk" FOREIGN KEY ("reimbursement_id") REFERENCES "public"."pay_docs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_doc_items" ADD CONSTRAINT "pay_doc_items_doc_id_pay_docs_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."pay_docs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_cancel_applies" ADD CONSTRAINT "contract_cancel_applies_contract_id_travel_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."travel_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_contracts" ADD CONSTRAINT "travel_contracts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_trades_channel" ON "channel_trades" USING btree ("channel_id","trade_date");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_trades_order" ON "channel_trades" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_ledger_doc_key" ON "money_ledger" USING btree ("doc_type","doc_id");--> statement-breakpoint
CREATE INDEX "money_ledger_occurred" ON "money_ledger" USING btree ("occurred_on","id");--> statement-breakpoint
CREATE INDEX "money_ledger_dept_occurred" ON "money_ledger" USING btree ("dept_id","occurred_on","id");--> statement-breakpoint
CREATE INDEX "money_ledger_owner_occurred" ON "money_ledger" USING btree ("created_by","occurred_on","id");--> statement-breakpoint
CREATE INDEX "money_ledger_account" ON "money_ledger" USING btree ("pay_account_id","occurred_on");--> statement-breakpoint
CREATE INDEX "search_names_name" ON "search_names" USING btree ("kind","name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_names_pinyin" ON "search_names" USING btree ("kind","pinyin" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_names_initials" ON "search_names" USING btree ("kind","initials" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_names_phone" ON "search_names" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_applications_code" ON "invoice_applications" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_applications_number" ON "invoice_applications" USING btree ("invoice_code","invoice_no") WHERE "invoice_applications"."invoice_no" is not null;--> statement-breakpoint
CREATE INDEX "invoice_applications_order" ON "invoice_applications" USING btree ("order_id") WHERE "invoice_applications"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "invoice_applications_arrival" ON "invoice_applications" USING btree ("arrival_id") WHERE "invoice_applications"."arrival_id" is not null;--> statement-breakpoint
CREATE INDEX "invoice_applications_status" ON "invoice_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "invoice_applications_dept" ON "invoice_applications" USING btree ("dept_id","id");--> statement-breakpoint
CREATE INDEX "invoice_applications_creator" ON "invoice_applications" USING btree ("created_by","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_apply_types_name" ON "invoice_apply_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "invoice_bind_lines_bind" ON "invoice_bind_lines" USING btree ("bind_id");--> statement-breakpoint
CREATE INDEX "invoice_bind_lines_order" ON "invoice_bind_lines" USING btree ("order_id","status");--> statement-breakpoint
CREATE INDEX "invoice_binds_application" ON "invoice_binds" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "invoice_binds_receipt" ON "invoice_binds" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_contents_name" ON "invoice_contents" USING btree ("name");--> statement-breakpoint
CREATE INDEX "invoice_lines_application" ON "invoice_lines" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_rules_rule" ON "invoice_rules" USING btree ("rule");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_types_name" ON "invoice_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "advance_binds_doc" ON "advance_binds" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "advance_binds_group" ON "advance_binds" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "advance_binds_cost" ON "advance_binds" USING btree ("cost_id");--> statement-breakpoint
CREATE INDEX "loan_settlements_loan" ON "loan_settlements" USING btree ("loan_id");--> statement-breakpoint
CREATE INDEX "loan_settlements_reimbursement" ON "loan_settlements" USING btree ("reimbursement_id");--> statement-breakpoint
CREATE INDEX "pay_doc_items_doc" ON "pay_doc_items" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "pay_doc_items_group" ON "pay_doc_items" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "pay_doc_items_cost" ON "pay_doc_items" USING btree ("cost_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_docs_code_key" ON "pay_docs" USING btree ("code");--> statement-breakpoint
CREATE INDEX "pay_docs_kind" ON "pay_docs" USING btree ("kind","status");--> statement-breakpoint
CREATE INDEX "pay_docs_group" ON "pay_docs" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "pay_docs_supplier" ON "pay_docs" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "pay_docs_borrower" ON "pay_docs" USING btree ("borrower_id");--> statement-breakpoint
CREATE INDEX "pay_docs_dept" ON "pay_docs" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "contract_cancel_applies_contract" ON "contract_cancel_applies" USING btree ("contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_cancel_applies_pending" ON "contract_cancel_applies" USING btree ("contract_id") WHERE "contract_cancel_applies"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "travel_contracts_code" ON "travel_contracts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "travel_contracts_order" ON "travel_contracts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "travel_contracts_dept" ON "travel_contracts" USING btree ("dept_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_contracts_open" ON "travel_contracts" USING btree ("order_id") WHERE "travel_contracts"."status" in (0, 1);--> statement-breakpoint
CREATE INDEX "orders_open_amount" ON "orders" USING btree (("total" - "received")) WHERE "orders"."total" > "orders"."received";--> statement-breakpoint
CREATE INDEX "orders_hold_deposit" ON "orders" USING btree ("deposit") WHERE "orders"."enrollment_status" = 1 and "orders"."received" = 0;