CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"changed_by" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"parcel_number" integer NOT NULL,
	"carrier" text NOT NULL,
	"provider" text,
	"provider_reference" text,
	"provider_shipment_id" text,
	"tracking_number" text,
	"tracking_url" text,
	"label_url" text,
	"status" text DEFAULT 'created' NOT NULL,
	"weight_grams" integer,
	"lines" jsonb NOT NULL,
	"cod_halalas" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_cod_non_negative" CHECK ("shipments"."cod_halalas" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_idx" ON "shipment_events" USING btree ("shipment_id","occurred_at");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id","parcel_number");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_order_parcel_unique" ON "shipments" USING btree ("order_id","parcel_number");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_provider_reference_unique" ON "shipments" USING btree ("provider","provider_reference") WHERE "shipments"."provider_reference" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "shipments_tracking_idx" ON "shipments" USING btree ("tracking_number");