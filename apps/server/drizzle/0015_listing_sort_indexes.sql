DROP INDEX "products_family_created_idx";--> statement-breakpoint
DROP INDEX "products_family_price_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
CREATE INDEX "products_family_name_en_idx" ON "products" USING btree ("family",lower("name_en") collate "C","id");--> statement-breakpoint
CREATE INDEX "products_family_name_ar_idx" ON "products" USING btree ("family",lower("name_ar") collate "C","id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price_halalas","id");--> statement-breakpoint
CREATE INDEX "products_category_name_en_idx" ON "products" USING btree ("category_id",lower("name_en") collate "C","id");--> statement-breakpoint
CREATE INDEX "products_category_name_ar_idx" ON "products" USING btree ("category_id",lower("name_ar") collate "C","id");--> statement-breakpoint
CREATE INDEX "products_family_created_idx" ON "products" USING btree ("family","created_at","id");--> statement-breakpoint
CREATE INDEX "products_family_price_idx" ON "products" USING btree ("family","price_halalas","id");--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at","id");