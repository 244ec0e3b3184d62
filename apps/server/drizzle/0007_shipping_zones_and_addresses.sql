CREATE TABLE "shipping_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zone_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"rule" jsonb NOT NULL,
	"free_above_halalas" integer,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"pickup_address_en" text,
	"pickup_address_ar" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_methods_days" CHECK ("shipping_methods"."min_days" >= 0 AND "shipping_methods"."max_days" >= "shipping_methods"."min_days")
);
--> statement-breakpoint
CREATE TABLE "shipping_options" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"ship_abroad" boolean DEFAULT false NOT NULL,
	"abroad_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"default_item_weight_grams" integer DEFAULT 500 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_options_single_row" CHECK ("shipping_options"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"city_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"cod_enabled" boolean DEFAULT true NOT NULL,
	"cod_fee_halalas" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_zones_cod_fee_non_negative" CHECK ("shipping_zones"."cod_fee_halalas" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_halalas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "country_code" text DEFAULT 'SA' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "region_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "city_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "district" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "building_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "additional_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "short_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method" jsonb;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_methods_zone_idx" ON "shipping_methods" USING btree ("zone_id","position");--> statement-breakpoint
CREATE INDEX "shipping_zones_position_idx" ON "shipping_zones" USING btree ("position");--> statement-breakpoint
CREATE INDEX "orders_city_idx" ON "orders" USING btree ("city_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_positive" CHECK ("products"."weight_grams" > 0);--> statement-breakpoint
-- The store's shipping options, one row.
INSERT INTO "shipping_options" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The one flat fee of earlier versions becomes a zone covering all thirteen regions, with one
-- standard method priced as before: the fee, free from the threshold (defaults 0 and 200 SAR).
INSERT INTO "shipping_zones" ("id", "name_en", "name_ar", "regions", "cod_enabled", "position")
VALUES ('00000000-0000-4000-8000-000000000019', 'All of Saudi Arabia', 'جميع مناطق المملكة',
  ARRAY['SA-01','SA-02','SA-03','SA-04','SA-05','SA-06','SA-07','SA-08','SA-09','SA-10','SA-11','SA-12','SA-14'],
  true, 0);--> statement-breakpoint
INSERT INTO "shipping_methods" ("id", "zone_id", "kind", "name_en", "name_ar", "rule", "free_above_halalas", "min_days", "max_days")
SELECT '00000000-0000-4000-8000-000000000191', '00000000-0000-4000-8000-000000000019', 'standard', 'Standard delivery', 'التوصيل العادي',
  jsonb_build_object('type', 'flat', 'priceHalalas', round(coalesce(fee, 0) * 100)::int),
  CASE WHEN has_site AND threshold IS NULL THEN NULL ELSE round(coalesce(threshold, 200) * 100)::int END,
  2, 5
FROM (
  SELECT
    (SELECT ("value"->'commerce'->>'shippingFee')::numeric FROM "settings" WHERE "key" = 'site') AS fee,
    (SELECT ("value"->'commerce'->>'freeShippingThreshold')::numeric FROM "settings" WHERE "key" = 'site') AS threshold,
    EXISTS (SELECT 1 FROM "settings" WHERE "key" = 'site' AND "value"->'commerce' ? 'freeShippingThreshold') AS has_site
) AS old;
