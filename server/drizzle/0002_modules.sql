CREATE TABLE "approval_flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(50) NOT NULL,
	"levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bpmn_xml" text,
	"copy_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"type" varchar(50) NOT NULL,
	"object_id" integer NOT NULL,
	"level_no" integer,
	"action" varchar(20) NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" varchar(50) NOT NULL,
	"comment" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(50) NOT NULL,
	"object_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"amount" bigint,
	"link" varchar(300),
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"current_level" integer DEFAULT 1 NOT NULL,
	"levels" jsonb NOT NULL,
	"copy_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flow_id" integer,
	"flow_version" integer,
	"submitter_id" integer NOT NULL,
	"dept_id" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"type" varchar(50) NOT NULL,
	"level_no" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"value" integer NOT NULL,
	"parent_value" integer,
	"kind" varchar(20) NOT NULL,
	"zh_name" varchar(60) NOT NULL,
	"en_name" varchar(100),
	"code" varchar(20),
	"country_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"builtin" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"app_id" varchar(64) NOT NULL,
	"secret" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(30) NOT NULL,
	"label" varchar(50) NOT NULL,
	"source_field" varchar(60) NOT NULL,
	"example" varchar(200),
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"content" text NOT NULL,
	"keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"code" varchar(50) NOT NULL,
	"label" varchar(100) NOT NULL,
	"extra" varchar(200),
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"builtin" boolean DEFAULT false NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"name" varchar(30) NOT NULL,
	"code" varchar(30),
	"color" varchar(7),
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"channel" varchar(20) NOT NULL,
	"scene" varchar(30),
	"content" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "number_counters" (
	"doc_type" varchar(30) NOT NULL,
	"period_key" varchar(10) NOT NULL,
	"last_value" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "number_counters_doc_type_period_key_pk" PRIMARY KEY("doc_type","period_key")
);
--> statement-breakpoint
CREATE TABLE "number_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_type" varchar(30) NOT NULL,
	"prefix" varchar(10) DEFAULT '' NOT NULL,
	"date_part" varchar(10) NOT NULL,
	"seq_length" integer NOT NULL,
	"reset_period" varchar(10) NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"destination" varchar(100),
	"day_count" integer NOT NULL,
	"nights" integer,
	"days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"agreement_no" varchar(50),
	"sign_date" date,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"content" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text,
	"settlement_cycle" smallint,
	"discount_rate" smallint,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"order_no" varchar(50) NOT NULL,
	"trade_date" date NOT NULL,
	"product_name" varchar(200),
	"group_no" varchar(50),
	"persons" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"status" smallint,
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"subject" varchar(10) NOT NULL,
	"name" varchar(100) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"email" varchar(100),
	"wechat" varchar(50),
	"qq" varchar(20),
	"address" varchar(200),
	"country_id" integer,
	"country_name" varchar(60),
	"district_id" integer,
	"district_name" varchar(60),
	"province_id" integer,
	"province_name" varchar(60),
	"city_id" integer,
	"city_name" varchar(60),
	"county_id" integer,
	"county_name" varchar(60),
	"channel_id" integer,
	"sex" smallint,
	"id_card" varchar(18),
	"birthday" date,
	"contact_name" varchar(50),
	"credit_code" varchar(30),
	"settlement_cycle" smallint,
	"license_no" varchar(50),
	"credit_type_id" integer,
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" smallint NOT NULL,
	"platform" smallint,
	"shop_url" varchar(300),
	"contact_name" varchar(50),
	"contact_phone" varchar(30),
	"address" varchar(200),
	"country_id" integer,
	"country_name" varchar(60),
	"district_id" integer,
	"district_name" varchar(60),
	"province_id" integer,
	"province_name" varchar(60),
	"city_id" integer,
	"city_name" varchar(60),
	"county_id" integer,
	"county_name" varchar(60),
	"settlement_cycle" smallint,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"account_type" smallint NOT NULL,
	"account_name" varchar(50) NOT NULL,
	"account_no" varchar(40) NOT NULL,
	"bank_name" varchar(100),
	"is_default" boolean DEFAULT false NOT NULL,
	"remark" varchar(200),
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"agreement_no" varchar(50),
	"sign_date" date,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"content" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"email" varchar(100),
	"address" varchar(200),
	"id_card" varchar(18),
	"qq" varchar(20),
	"wechat" varchar(50),
	"position" varchar(50),
	"is_default" boolean DEFAULT false NOT NULL,
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"short_name" varchar(30),
	"code" varchar(30),
	"type" smallint NOT NULL,
	"credit_code" varchar(30),
	"legal_person" varchar(30),
	"phone" varchar(30),
	"email" varchar(100),
	"address" varchar(200),
	"country_id" integer,
	"country_name" varchar(60),
	"district_id" integer,
	"district_name" varchar(60),
	"province_id" integer,
	"province_name" varchar(60),
	"city_id" integer,
	"city_name" varchar(60),
	"county_id" integer,
	"county_name" varchar(60),
	"settlement_cycle" smallint DEFAULT 0 NOT NULL,
	"payment_days" integer DEFAULT 0 NOT NULL,
	"payment_remark" varchar(500),
	"business_scope" varchar(500),
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"blacklisted" boolean DEFAULT false NOT NULL,
	"blacklist_reason" varchar(500),
	"blacklisted_at" timestamp with time zone,
	"blacklisted_by" integer,
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"short_name" varchar(30),
	"supplier_id" integer,
	"contact_name" varchar(50),
	"contact_phone" varchar(30),
	"service_phone" varchar(30),
	"address" varchar(200),
	"website" varchar(200),
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(30),
	"insurance_type" smallint NOT NULL,
	"price_mode" smallint DEFAULT 0 NOT NULL,
	"coverage" text NOT NULL,
	"min_age" smallint DEFAULT 0 NOT NULL,
	"max_age" smallint DEFAULT 80 NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"day_from" smallint NOT NULL,
	"day_to" smallint NOT NULL,
	"price" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_agreements" ADD CONSTRAINT "customer_agreements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_trades" ADD CONSTRAINT "customer_trades_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_channel_id_sales_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."sales_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_accounts" ADD CONSTRAINT "supplier_accounts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_agreements" ADD CONSTRAINT "supplier_agreements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_contacts" ADD CONSTRAINT "supplier_contacts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_companies" ADD CONSTRAINT "insurance_companies_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_products" ADD CONSTRAINT "insurance_products_company_id_insurance_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."insurance_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_rates" ADD CONSTRAINT "insurance_rates_product_id_insurance_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."insurance_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_flows_type" ON "approval_flows" USING btree ("type");--> statement-breakpoint
CREATE INDEX "audit_actions_object" ON "audit_actions" USING btree ("type","object_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_instances_one_pending" ON "audit_instances" USING btree ("type","object_id") WHERE status = 0;--> statement-breakpoint
CREATE INDEX "audit_instances_object" ON "audit_instances" USING btree ("type","object_id","seq");--> statement-breakpoint
CREATE INDEX "audit_instances_type_status" ON "audit_instances" USING btree ("type","status","submitted_at");--> statement-breakpoint
CREATE INDEX "audit_tasks_user" ON "audit_tasks" USING btree ("user_id","type","status");--> statement-breakpoint
CREATE INDEX "audit_tasks_instance" ON "audit_tasks" USING btree ("instance_id","level_no");--> statement-breakpoint
CREATE UNIQUE INDEX "areas_value" ON "areas" USING btree ("value");--> statement-breakpoint
CREATE INDEX "areas_parent" ON "areas" USING btree ("parent_value","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_platforms_app_id" ON "chat_platforms" USING btree ("app_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_platforms_name" ON "chat_platforms" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_keys_key" ON "contract_keys" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_name" ON "contract_templates" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_items_type_code" ON "dict_items" USING btree ("type_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_items_type_label" ON "dict_items" USING btree ("type_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_types_code" ON "dict_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_types_name" ON "dict_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "labels_kind_name" ON "labels" USING btree ("kind","name");--> statement-breakpoint
CREATE INDEX "labels_kind_sort" ON "labels" USING btree ("kind","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_name" ON "message_templates" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "number_rules_doc_type" ON "number_rules" USING btree ("doc_type");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_templates_title" ON "travel_templates" USING btree ("title");--> statement-breakpoint
CREATE INDEX "customer_agreements_customer" ON "customer_agreements" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_trades_customer" ON "customer_trades" USING btree ("customer_id","trade_date");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_trades_order" ON "customer_trades" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_name_phone_key" ON "customers" USING btree (lower("name"),"phone");--> statement-breakpoint
CREATE INDEX "customers_kind" ON "customers" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "customers_dept" ON "customers" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "customers_created_by" ON "customers" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "customers_channel" ON "customers" USING btree ("channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_channels_name_key" ON "sales_channels" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "sales_channels_dept" ON "sales_channels" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "supplier_accounts_supplier" ON "supplier_accounts" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_agreements_supplier" ON "supplier_agreements" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_agreements_end" ON "supplier_agreements" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "supplier_contacts_supplier" ON "supplier_contacts" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_key" ON "suppliers" USING btree ((lower("name") collate "C"));--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_code_key" ON "suppliers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "suppliers_type" ON "suppliers" USING btree ("type");--> statement-breakpoint
CREATE INDEX "suppliers_dept" ON "suppliers" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "suppliers_created_by" ON "suppliers" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_companies_name_key" ON "insurance_companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "insurance_companies_supplier" ON "insurance_companies" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_products_name_key" ON "insurance_products" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "insurance_products_dept" ON "insurance_products" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "insurance_rates_product" ON "insurance_rates" USING btree ("product_id","day_from");