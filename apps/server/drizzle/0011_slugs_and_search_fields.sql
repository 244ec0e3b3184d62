CREATE TABLE "slug_history" (
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_history_kind_language_slug_pk" PRIMARY KEY("kind","language","slug"),
	CONSTRAINT "slug_history_kind_known" CHECK ("slug_history"."kind" in ('product','category')),
	CONSTRAINT "slug_history_language_known" CHECK ("slug_history"."language" in ('en','ar'))
);
--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "slug" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "slug_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "seo_title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "seo_title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "seo_description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "seo_description_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "slug_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "slug_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gtin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Slugs: made from the name when a write leaves them empty, unique per language, and the old one kept
-- when one changes (its address answers 301). packages/shared/src/slug.ts is the same rule in
-- TypeScript; a test compares them.
CREATE OR REPLACE FUNCTION store_slug(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(left(btrim(regexp_replace(
    translate(regexp_replace(lower(coalesce(source, '')), '[\u064B-\u0652\u0670\u0640]', '', 'g'),
      'àáâãäåāçćčèéêëēěìíîïīñńòóôõöøōùúûüūýÿšžł', 'aaaaaaaccceeeeeeiiiiinnooooooouuuuuyyszl'),
    '[^a-z0-9\u0621-\u063A\u0641-\u064A\u0660-\u0669\u0671-\u06D3\u06F0-\u06F9]+', '-', 'g'), '-'), 80), '-')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_slug_taken(kind text, language text, candidate text, own uuid) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM slug_history h WHERE h.kind = store_slug_taken.kind
      AND h.language = store_slug_taken.language AND h.slug = candidate AND h.entity_id <> own) THEN
    RETURN true;
  END IF;
  IF kind = 'product' AND language = 'en' THEN
    RETURN EXISTS (SELECT 1 FROM products p WHERE p.slug_en = candidate AND p.id <> own);
  ELSIF kind = 'product' THEN
    RETURN EXISTS (SELECT 1 FROM products p WHERE p.slug_ar = candidate AND p.id <> own);
  ELSIF language = 'en' THEN
    RETURN EXISTS (SELECT 1 FROM categories c WHERE c.slug = candidate AND c.id <> own);
  END IF;
  RETURN EXISTS (SELECT 1 FROM categories c WHERE c.slug_ar = candidate AND c.id <> own);
END $$;--> statement-breakpoint
-- The base, else the base with -2 to -9, else with the start of the row's id: a few lookups even
-- when thousands of products share a name.
CREATE OR REPLACE FUNCTION store_unique_slug(kind text, language text, source text, own uuid) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  base text := store_slug(source);
  candidate text;
BEGIN
  IF base = '' THEN base := kind; END IF;
  candidate := base;
  FOR n IN 2..10 LOOP
    IF NOT store_slug_taken(kind, language, candidate, own) THEN RETURN candidate; END IF;
    candidate := base || '-' || n;
  END LOOP;
  RETURN base || '-' || left(replace(own::text, '-', ''), 8);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_fill_product_slugs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(NEW.slug_en, '') = '' THEN NEW.slug_en := store_unique_slug('product', 'en', NEW.name_en, NEW.id); END IF;
  IF coalesce(NEW.slug_ar, '') = '' THEN NEW.slug_ar := store_unique_slug('product', 'ar', NEW.name_ar, NEW.id); END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_fill_category_slugs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(NEW.slug, '') = '' THEN NEW.slug := store_unique_slug('category', 'en', NEW.name_en, NEW.id); END IF;
  IF coalesce(NEW.slug_ar, '') = '' THEN NEW.slug_ar := store_unique_slug('category', 'ar', NEW.name_ar, NEW.id); END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_keep_old_slug(kind text, language text, old_slug text, new_slug text, own uuid) RETURNS void
LANGUAGE sql VOLATILE AS $$
  INSERT INTO slug_history (kind, language, slug, entity_id)
  SELECT kind, language, old_slug, own WHERE old_slug <> '' AND old_slug <> new_slug
  ON CONFLICT (kind, language, slug) DO UPDATE SET entity_id = EXCLUDED.entity_id, created_at = now()
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_keep_old_product_slugs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM store_keep_old_slug('product', 'en', OLD.slug_en, NEW.slug_en, NEW.id);
  PERFORM store_keep_old_slug('product', 'ar', OLD.slug_ar, NEW.slug_ar, NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_keep_old_category_slugs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM store_keep_old_slug('category', 'en', OLD.slug, NEW.slug, NEW.id);
  PERFORM store_keep_old_slug('category', 'ar', OLD.slug_ar, NEW.slug_ar, NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_fill_slugs BEFORE INSERT OR UPDATE OF slug_en, slug_ar ON products
  FOR EACH ROW EXECUTE FUNCTION store_fill_product_slugs();--> statement-breakpoint
CREATE TRIGGER categories_fill_slugs BEFORE INSERT OR UPDATE OF slug, slug_ar ON categories
  FOR EACH ROW EXECUTE FUNCTION store_fill_category_slugs();--> statement-breakpoint
-- Existing rows get their slugs now, before the history trigger exists.
UPDATE products SET slug_en = '', slug_ar = '';--> statement-breakpoint
UPDATE categories SET slug_ar = '';--> statement-breakpoint
CREATE TRIGGER products_keep_old_slugs AFTER UPDATE OF slug_en, slug_ar ON products
  FOR EACH ROW EXECUTE FUNCTION store_keep_old_product_slugs();--> statement-breakpoint
CREATE TRIGGER categories_keep_old_slugs AFTER UPDATE OF slug, slug_ar ON categories
  FOR EACH ROW EXECUTE FUNCTION store_keep_old_category_slugs();--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_ar_unique" ON "categories" USING btree ("slug_ar");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_en_unique" ON "products" USING btree ("slug_en");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_ar_unique" ON "products" USING btree ("slug_ar");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_unique" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at");