CREATE TABLE "catalog_availability" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"changes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_availability_one_row" CHECK ("catalog_availability"."id" = 1)
);
--> statement-breakpoint
-- Decision 055: the listings' search sets and totals outlive a sale unless a product's in_stock
-- flipped. Counted here, per row whose in_stock changed, whatever wrote it; the row lock orders
-- the counts as their transactions commit.
INSERT INTO "catalog_availability" ("id", "changes") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_count_availability() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_availability SET changes = changes + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_availability_changed AFTER UPDATE ON products FOR EACH ROW
  WHEN (OLD.in_stock IS DISTINCT FROM NEW.in_stock)
  EXECUTE FUNCTION store_count_availability();
