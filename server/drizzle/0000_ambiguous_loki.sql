CREATE TABLE "change_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_name" varchar(60) NOT NULL,
	"record_id" integer NOT NULL,
	"action" varchar(20) NOT NULL,
	"user_id" integer,
	"user_name" varchar(50),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text,
	"link" varchar(300),
	"biz_type" varchar(50),
	"biz_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_name" varchar(50) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recover_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"issued_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"relation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" varchar(50),
	"ip" varchar(64),
	"user_agent" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "smart_tokens" (
	"token" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_auth_relations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"department_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"data_permission_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_name" varchar(50) NOT NULL,
	"password_hash" text NOT NULL,
	"user_name" varchar(50) NOT NULL,
	"phone" varchar(20),
	"email" varchar(100),
	"head_img" varchar(500),
	"status" smallint DEFAULT 1 NOT NULL,
	"dept_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" varchar(100) NOT NULL,
	"short_name" varchar(30),
	"kind" varchar(20) NOT NULL,
	"tax_no" varchar(30),
	"license_no" varchar(50),
	"legal_person" varchar(30),
	"phone" varchar(30),
	"address" varchar(200),
	"bank_name" varchar(100),
	"bank_account" varchar(40),
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"scope" varchar(20) NOT NULL,
	"dept_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" varchar(50) NOT NULL,
	"code" varchar(30),
	"leader_user_id" integer,
	"phone" varchar(30),
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"code" varchar(30),
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"code" varchar(30) NOT NULL,
	"remark" text,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"builtin" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "change_log_record" ON "change_log" USING btree ("table_name","record_id","at");--> statement-breakpoint
CREATE INDEX "messages_user_kind" ON "messages" USING btree ("user_id","kind","read_at");--> statement-breakpoint
CREATE INDEX "login_failures_name_at" ON "login_failures" USING btree ("login_name","at");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uar_user" ON "user_auth_relations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uar_role" ON "user_auth_relations" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_name_live" ON "users" USING btree ("login_name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "users_dept" ON "users" USING btree ("dept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "data_permissions_name" ON "data_permissions" USING btree ("name");--> statement-breakpoint
CREATE INDEX "departments_parent" ON "departments" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_name" ON "positions" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_code" ON "roles" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name" ON "roles" USING btree ("name");