CREATE TABLE "carrier_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"reference" text NOT NULL,
	"provider_status" text NOT NULL,
	"status" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "carrier_simulator_shipments" (
	"reference" text PRIMARY KEY NOT NULL,
	"provider_shipment_id" text NOT NULL,
	"tracking_number" text NOT NULL,
	"carrier" text NOT NULL,
	"provider_status" text NOT NULL,
	"history" jsonb NOT NULL,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_events_unique" ON "carrier_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "carrier_events_reference_idx" ON "carrier_events" USING btree ("reference","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_simulator_shipments_id_unique" ON "carrier_simulator_shipments" USING btree ("provider_shipment_id");