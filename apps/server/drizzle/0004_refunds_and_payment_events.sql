CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_refund_id" text,
	"amount_halalas" integer NOT NULL,
	"settlement_amount_minor" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"admin_id" uuid,
	"idempotency_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"failure_message" text,
	"provider_response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "kind" text DEFAULT 'webhook.received' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "outcome" text DEFAULT 'ok' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_key_unique" ON "refunds" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id","status");--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id","received_at");--> statement-breakpoint
CREATE INDEX "payment_events_received_idx" ON "payment_events" USING btree ("received_at");--> statement-breakpoint
-- Refunds made before this migration were full ones, recorded only on the payment: one row each.
INSERT INTO "refunds" ("order_id", "payment_id", "provider", "provider_refund_id", "amount_halalas", "settlement_amount_minor", "status", "note", "admin_id", "idempotency_key", "attempts", "created_at", "updated_at")
SELECT p."order_id", p."id", p."provider", p."refund_id", p."amount_halalas", p."charged_amount_minor", 'succeeded', 'Refunded in full',
  (SELECT h."changed_by" FROM "order_status_history" h WHERE h."order_id" = p."order_id" AND h."payment_status" = 'refunded' ORDER BY h."created_at" LIMIT 1),
  'migrated-' || p."id", 1, p."updated_at", p."updated_at"
FROM "payments" p WHERE p."status" = 'refunded';
