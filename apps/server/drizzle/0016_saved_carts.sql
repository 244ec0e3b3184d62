CREATE TABLE "saved_carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"holder" text NOT NULL,
	"account_id" uuid,
	"email" text,
	"phone" text,
	"language" text NOT NULL,
	"lines" jsonb NOT NULL,
	"value_halalas" integer NOT NULL,
	"active_at" timestamp with time zone NOT NULL,
	"token_hash" text,
	"reminded_at" timestamp with time zone,
	"reminded_by" text,
	"recovered_at" timestamp with time zone,
	"order_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_carts_open_holder_unique" ON "saved_carts" USING btree ("holder") WHERE "saved_carts"."recovered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_carts_token_unique" ON "saved_carts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "saved_carts_due_idx" ON "saved_carts" USING btree ("active_at") WHERE "saved_carts"."reminded_at" is null and "saved_carts"."recovered_at" is null;--> statement-breakpoint
CREATE INDEX "saved_carts_email_idx" ON "saved_carts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "saved_carts_phone_idx" ON "saved_carts" USING btree ("phone");