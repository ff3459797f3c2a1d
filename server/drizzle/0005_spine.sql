CREATE TABLE "supplier_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"proposed" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"accounts" jsonb,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_at" timestamp with time zone,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"fee_type" smallint NOT NULL,
	"price_kind" smallint NOT NULL,
	"price" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"day_no" smallint NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text,
	"meals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lodging" varchar(200),
	"hotel_star" smallint,
	"traffic_type" smallint,
	"place" varchar(200),
	"sights" varchar(500),
	"template_id" integer
);
--> statement-breakpoint
CREATE TABLE "price_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"seats" integer NOT NULL,
	"min_group_size" integer DEFAULT 1 NOT NULL,
	"soon_group_size" integer DEFAULT 1 NOT NULL,
	"cost_price" bigint DEFAULT 0 NOT NULL,
	"remark" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_own_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"channel" varchar(10) NOT NULL,
	"fee_type" smallint NOT NULL,
	"price" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"days" smallint NOT NULL,
	"nights" smallint DEFAULT 0 NOT NULL,
	"gathering_place" varchar(200),
	"remark" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"name" varchar(100) NOT NULL,
	"category_id" integer,
	"departure" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"destination" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"destination_text" varchar(300) DEFAULT '' NOT NULL,
	"days" smallint NOT NULL,
	"nights" smallint DEFAULT 0 NOT NULL,
	"level_id" integer,
	"label_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"group_type_id" integer,
	"traffic_go" smallint,
	"traffic_back" smallint,
	"hotel_star" smallint,
	"shopping" smallint DEFAULT 0 NOT NULL,
	"self_paid" smallint DEFAULT 0 NOT NULL,
	"insurance_kind" smallint DEFAULT 4 NOT NULL,
	"cover_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" text,
	"cost_include" text,
	"cost_exclude" text,
	"booking_notice" text,
	"sale_start_date" date,
	"stop_sale_days" smallint DEFAULT 0 NOT NULL,
	"min_persons" integer DEFAULT 1 NOT NULL,
	"max_persons" integer,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"step" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"product_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"departure_date" date NOT NULL,
	"disband_date" date NOT NULL,
	"stop_sale_date" date NOT NULL,
	"seats_plan" integer NOT NULL,
	"seats_held" integer DEFAULT 0 NOT NULL,
	"seats_confirmed" integer DEFAULT 0 NOT NULL,
	"seats_waiting" integer DEFAULT 0 NOT NULL,
	"minimum_group_size" integer DEFAULT 1 NOT NULL,
	"soon_group_size" integer DEFAULT 1 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"iron_hair" smallint DEFAULT 1 NOT NULL,
	"cost_version_type" smallint DEFAULT 0 NOT NULL,
	"cost_version" integer DEFAULT 1 NOT NULL,
	"settle_status" smallint DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tour_groups_seats" CHECK ("tour_groups"."seats_held" >= 0 and "tour_groups"."seats_confirmed" >= 0 and "tour_groups"."seats_held" + "tour_groups"."seats_confirmed" <= "tour_groups"."seats_plan")
);
--> statement-breakpoint
CREATE TABLE "credit_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"amount" bigint NOT NULL,
	"exposure" bigint NOT NULL,
	"credit_limit" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"temporary_amount" bigint DEFAULT 0 NOT NULL,
	"temporary_until" date,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"order_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"tourist_id" integer NOT NULL,
	"insurance_product_id" integer NOT NULL,
	"client_name" varchar(50) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" integer NOT NULL,
	"premium" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(200),
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"order_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tourist_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"old_total" bigint NOT NULL,
	"new_total" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"fee_type" smallint NOT NULL,
	"description" varchar(200),
	"price" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"total" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_tourists" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"person_type" smallint DEFAULT 0 NOT NULL,
	"client_code" varchar(40),
	"client_name" varchar(50) NOT NULL,
	"client_english_name" varchar(100),
	"client_pinyin_name" varchar(100),
	"client_sex" smallint,
	"client_birthday" date,
	"client_birthplace" varchar(100),
	"client_phone_number" varchar(30),
	"client_nationality" varchar(50),
	"client_age" smallint,
	"client_nation" varchar(30),
	"client_card_type" smallint,
	"client_card_number" varchar(40),
	"client_certificate_validity" date,
	"client_certificate_issuing_date" date,
	"client_certificate_issuing_place" varchar(100),
	"client_appellation" varchar(20),
	"client_marshal_point" varchar(200),
	"client_remarks" varchar(500),
	"client_room_number" varchar(20),
	"client_registered_residence" varchar(200),
	"client_business_point" varchar(100),
	"client_endorsement_type" varchar(50),
	"client_visa_type" varchar(50),
	"client_visa_validity" date,
	"client_visa_issuing_place" varchar(100),
	"client_visa_country" varchar(50),
	"client_type" smallint,
	"room_type" smallint,
	"ticket_status" smallint DEFAULT 0 NOT NULL,
	"withdrawn" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"group_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"customer_kind" varchar(10) NOT NULL,
	"customer_id" integer,
	"sales_channel_id" integer,
	"contact_name" varchar(50) NOT NULL,
	"contact_phone" varchar(30) NOT NULL,
	"channel_order_no" varchar(60),
	"order_type" smallint DEFAULT 0 NOT NULL,
	"sales_platform" smallint,
	"adult_count" integer DEFAULT 0 NOT NULL,
	"child_count" integer DEFAULT 0 NOT NULL,
	"senior_count" integer DEFAULT 0 NOT NULL,
	"infant_count" integer DEFAULT 0 NOT NULL,
	"seats" integer NOT NULL,
	"rooms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hotel_level" smallint,
	"enrollment_status" smallint NOT NULL,
	"order_status" smallint DEFAULT 0 NOT NULL,
	"audit_status" smallint DEFAULT 0 NOT NULL,
	"hold_deadline" timestamp with time zone,
	"deposit" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"waiting_since" timestamp with time zone,
	"credit_audit_id" integer,
	"credit_state" smallint DEFAULT 0 NOT NULL,
	"confirm_on_credit" boolean DEFAULT false NOT NULL,
	"remark" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"group_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"reason" text NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"before_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"before_total" bigint DEFAULT 0 NOT NULL,
	"after_total" bigint DEFAULT 0 NOT NULL,
	"base_cost_version" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"audit_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"comment" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"supplier_id" integer NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"total" bigint NOT NULL,
	"consumption" smallint DEFAULT 1 NOT NULL,
	"remark" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"group_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"persons" integer NOT NULL,
	"income" bigint NOT NULL,
	"cost" bigint NOT NULL,
	"profit" bigint NOT NULL,
	"margin_bp" integer,
	"snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"audit_id" integer,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"comment" text,
	"created_by" integer,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" varchar(20) NOT NULL,
	"shop_name" varchar(100) NOT NULL,
	"base_url" varchar(300) NOT NULL,
	"app_key" varchar(100) NOT NULL,
	"secret" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"auto_sync" boolean DEFAULT false NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_sync_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"last_job_id" integer,
	"last_synced_at" timestamp with time zone,
	"last_error" varchar(500),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_sync_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"product_code" varchar(40) NOT NULL,
	"product_name" varchar(100) NOT NULL,
	"action" varchar(12) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" varchar(500),
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_changes" ADD CONSTRAINT "supplier_changes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_prices" ADD CONSTRAINT "package_prices_package_id_price_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."price_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_days" ADD CONSTRAINT "plan_days_plan_id_product_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."product_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_packages" ADD CONSTRAINT "price_packages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_packages" ADD CONSTRAINT "price_packages_plan_id_product_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."product_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_own_prices" ADD CONSTRAINT "product_own_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_plans" ADD CONSTRAINT "product_plans_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_groups" ADD CONSTRAINT "tour_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_groups" ADD CONSTRAINT "tour_groups_plan_id_product_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."product_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_groups" ADD CONSTRAINT "tour_groups_package_id_price_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."price_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tourists" ADD CONSTRAINT "order_tourists_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_group_id_tour_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tour_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_adjustments" ADD CONSTRAINT "cost_adjustments_group_id_tour_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tour_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_costs" ADD CONSTRAINT "group_costs_group_id_tour_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tour_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_settlements" ADD CONSTRAINT "group_settlements_group_id_tour_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tour_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_changes_supplier" ON "supplier_changes" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_changes_one_pending" ON "supplier_changes" USING btree ("supplier_id") WHERE "supplier_changes"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "package_prices_key" ON "package_prices" USING btree ("package_id","fee_type","price_kind");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_days_plan_day" ON "plan_days" USING btree ("plan_id","day_no");--> statement-breakpoint
CREATE INDEX "price_packages_product" ON "price_packages" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "price_packages_plan" ON "price_packages" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_name_key" ON "product_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_own_prices_key" ON "product_own_prices" USING btree ("product_id","channel","fee_type");--> statement-breakpoint
CREATE INDEX "product_plans_product" ON "product_plans" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_key" ON "products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "products_name" ON "products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "products_dept" ON "products" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "products_category" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_groups_code_key" ON "tour_groups" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_groups_package_date" ON "tour_groups" USING btree ("package_id","departure_date");--> statement-breakpoint
CREATE INDEX "tour_groups_departure" ON "tour_groups" USING btree ("departure_date","state");--> statement-breakpoint
CREATE INDEX "tour_groups_product" ON "tour_groups" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "tour_groups_dept" ON "tour_groups" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "credit_applications_customer" ON "credit_applications" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "credit_applications_order" ON "credit_applications" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_lines_customer_key" ON "credit_lines" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_policies_code_key" ON "insurance_policies" USING btree ("code");--> statement-breakpoint
CREATE INDEX "insurance_policies_order" ON "insurance_policies" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_policies_active" ON "insurance_policies" USING btree ("tourist_id","insurance_product_id") WHERE "insurance_policies"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "order_adjustments_code_key" ON "order_adjustments" USING btree ("code");--> statement-breakpoint
CREATE INDEX "order_adjustments_order" ON "order_adjustments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_adjustments_group" ON "order_adjustments" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_tourists_order" ON "order_tourists" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_tourists_group" ON "order_tourists" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "order_tourists_card" ON "order_tourists" USING btree ("client_card_number");--> statement-breakpoint
CREATE INDEX "order_tourists_name" ON "order_tourists" USING btree ("client_name");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_key" ON "orders" USING btree ("code");--> statement-breakpoint
CREATE INDEX "orders_group" ON "orders" USING btree ("group_id","enrollment_status");--> statement-breakpoint
CREATE INDEX "orders_dept" ON "orders" USING btree ("dept_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer" ON "orders" USING btree ("customer_kind","customer_id");--> statement-breakpoint
CREATE INDEX "orders_hold" ON "orders" USING btree ("hold_deadline") WHERE "orders"."enrollment_status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_channel_no" ON "orders" USING btree ("sales_platform","channel_order_no") WHERE "orders"."channel_order_no" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_adjustments_code_key" ON "cost_adjustments" USING btree ("code");--> statement-breakpoint
CREATE INDEX "cost_adjustments_group" ON "cost_adjustments" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "group_costs_group" ON "group_costs" USING btree ("group_id","kind");--> statement-breakpoint
CREATE INDEX "group_costs_supplier" ON "group_costs" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_settlements_code_key" ON "group_settlements" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "group_settlements_seq" ON "group_settlements" USING btree ("group_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_sync_items_product" ON "shop_sync_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "shop_sync_jobs_product" ON "shop_sync_jobs" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "shop_sync_jobs_queue" ON "shop_sync_jobs" USING btree ("id") WHERE "shop_sync_jobs"."status" = 0;