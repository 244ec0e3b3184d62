CREATE TABLE "shopper_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"phone" text,
	"phone_verified_at" timestamp with time zone,
	"email" text,
	"email_verified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopper_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"previous_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"reuse_detected_at" timestamp with time zone,
	"ip_address" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"destination_kind" text NOT NULL,
	"destination" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shopper_sessions" ADD CONSTRAINT "shopper_sessions_account_id_shopper_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."shopper_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_accounts_phone_unique" ON "shopper_accounts" USING btree ("phone") WHERE "shopper_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_accounts_email_unique" ON "shopper_accounts" USING btree ("email") WHERE "shopper_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "shopper_sessions_account_idx" ON "shopper_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_sessions_token_unique" ON "shopper_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "shopper_sessions_previous_idx" ON "shopper_sessions" USING btree ("previous_token_hash");--> statement-breakpoint
CREATE INDEX "shopper_sessions_expires_idx" ON "shopper_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_codes_destination_idx" ON "sign_in_codes" USING btree ("destination_kind","destination","created_at");