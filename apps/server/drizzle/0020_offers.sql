CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"kind" text NOT NULL,
	"rule" jsonb NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_rule_kind" CHECK ("offers"."rule"->>'kind' = "offers"."kind"),
	CONSTRAINT "offers_dates_in_order" CHECK ("offers"."starts_at" is null or "offers"."ends_at" is null or "offers"."ends_at" > "offers"."starts_at")
);
--> statement-breakpoint
CREATE INDEX "offers_position_idx" ON "offers" USING btree ("position","created_at");