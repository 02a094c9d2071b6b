CREATE TABLE "account_users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"is_account_owner" boolean DEFAULT false NOT NULL,
	"invited_by_user_id" bigint,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "account_users_role" CHECK ("account_users"."role" in ('SUPERADMIN', 'ADMIN', 'ORGANIZER')),
	CONSTRAINT "account_users_status" CHECK ("account_users"."status" in ('ACTIVE', 'INVITED', 'INACTIVE')),
	CONSTRAINT "account_users_owner_is_active_admin" CHECK (not "account_users"."is_account_owner" or ("account_users"."status" = 'ACTIVE' and "account_users"."role" in ('ADMIN', 'SUPERADMIN')))
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"short_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"currency_code" text NOT NULL,
	"timezone" text NOT NULL,
	"country" text,
	"account_verified_at" timestamp with time zone,
	"requires_manual_verification" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "accounts_short_id_format" CHECK ("accounts"."short_id" ~ '^acc_[A-Za-z0-9]{13}$'),
	CONSTRAINT "accounts_currency_code_format" CHECK ("accounts"."currency_code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "accounts_country_format" CHECK ("accounts"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_format" CHECK ("sessions"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"password_hash" text,
	"timezone" text NOT NULL,
	"locale" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"pending_email" text,
	"marketing_opted_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_locale" CHECK ("users"."locale" in ('en', 'de', 'fr', 'it', 'nl', 'hu', 'es', 'pt', 'pt-br', 'zh-cn', 'se', 'zh-hk', 'vi', 'tr', 'pl'))
);
--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_users_account_user_unique" ON "account_users" USING btree ("account_id","user_id") WHERE "account_users"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "account_users_one_owner" ON "account_users" USING btree ("account_id") WHERE "account_users"."is_account_owner" and "account_users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "account_users_user_id" ON "account_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_short_id_unique" ON "accounts" USING btree ("short_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email") WHERE "users"."deleted_at" is null;