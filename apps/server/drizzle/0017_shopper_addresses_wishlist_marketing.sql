CREATE TABLE "shopper_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"city_id" text NOT NULL,
	"district" text NOT NULL,
	"street" text NOT NULL,
	"building_number" text,
	"postal_code" text,
	"additional_number" text,
	"short_address" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shopper_wishlist_items" (
	"account_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopper_wishlist_items_account_id_product_id_pk" PRIMARY KEY("account_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "shopper_accounts" ADD COLUMN "marketing_email_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shopper_accounts" ADD COLUMN "marketing_sms_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shopper_accounts" ADD COLUMN "marketing_whatsapp_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shopper_accounts" ADD COLUMN "marketing_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shopper_addresses" ADD CONSTRAINT "shopper_addresses_account_id_shopper_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."shopper_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_wishlist_items" ADD CONSTRAINT "shopper_wishlist_items_account_id_shopper_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."shopper_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_wishlist_items" ADD CONSTRAINT "shopper_wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shopper_addresses_account_idx" ON "shopper_addresses" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopper_addresses_one_default" ON "shopper_addresses" USING btree ("account_id") WHERE "shopper_addresses"."is_default";