CREATE TABLE "return_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name_en" text NOT NULL,
	"product_name_ar" text NOT NULL,
	"product_image" text,
	"unit_price_halalas" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"reason_text" text DEFAULT '' NOT NULL,
	"seal_opened" boolean NOT NULL,
	"received_quantity" integer,
	"restock" boolean,
	"restocked_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" > 0),
	CONSTRAINT "return_lines_received_within" CHECK ("return_lines"."received_quantity" is null or ("return_lines"."received_quantity" >= 0 and "return_lines"."received_quantity" <= "return_lines"."quantity"))
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"resolution" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decision_note" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"received_at" timestamp with time zone,
	"received_by" uuid,
	"refunded_at" timestamp with time zone,
	"refunded_by" uuid,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"refund_method" text,
	"refund_halalas" integer,
	"refund_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_lines_return_idx" ON "return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_lines_item_idx" ON "return_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "return_requests_number_unique" ON "return_requests" USING btree ("return_number");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_created_idx" ON "return_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "return_requests_order_number_idx" ON "return_requests" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "return_requests_email_idx" ON "return_requests" USING btree (lower("customer_email"));