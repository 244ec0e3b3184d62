DROP INDEX "products_family_created_idx";--> statement-breakpoint
DROP INDEX "products_family_price_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_search_en" text GENERATED ALWAYS AS (btrim(regexp_replace(translate(regexp_replace(lower(name_en), '[\u064B-\u0652\u0670\u0640]', '', 'g'), 'أإآىة', 'ااايه'), '\s+', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_search_ar" text GENERATED ALWAYS AS (btrim(regexp_replace(translate(regexp_replace(lower(name_ar), '[\u064B-\u0652\u0670\u0640]', '', 'g'), 'أإآىة', 'ااايه'), '\s+', ' ', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "products_family_name_en_idx" ON "products" USING btree ("family",lower("name_en") collate "C","id");--> statement-breakpoint
CREATE INDEX "products_family_name_ar_idx" ON "products" USING btree ("family",lower("name_ar") collate "C","id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price_halalas","id");--> statement-breakpoint
CREATE INDEX "products_category_name_en_idx" ON "products" USING btree ("category_id",lower("name_en") collate "C","id");--> statement-breakpoint
CREATE INDEX "products_category_name_ar_idx" ON "products" USING btree ("category_id",lower("name_ar") collate "C","id");--> statement-breakpoint
CREATE INDEX "products_name_search_en_trgm" ON "products" USING gin ("name_search_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_search_ar_trgm" ON "products" USING gin ("name_search_ar" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_family_created_idx" ON "products" USING btree ("family","created_at","id");--> statement-breakpoint
CREATE INDEX "products_family_price_idx" ON "products" USING btree ("family","price_halalas","id");--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at","id");