CREATE TABLE "tax_document_chain" (
	"id" text PRIMARY KEY NOT NULL,
	"last_counter" integer DEFAULT 0 NOT NULL,
	"invoice_seq" integer DEFAULT 0 NOT NULL,
	"credit_seq" integer DEFAULT 0 NOT NULL,
	"debit_seq" integer DEFAULT 0 NOT NULL,
	"last_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"uuid" uuid NOT NULL,
	"counter_value" integer NOT NULL,
	"source_key" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"original_id" uuid,
	"reason" text,
	"issued_at" timestamp with time zone NOT NULL,
	"mode" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"tax_exclusive_halalas" integer NOT NULL,
	"vat_halalas" integer NOT NULL,
	"payable_halalas" integer NOT NULL,
	"qr" text NOT NULL,
	"xml" text,
	"invoice_hash" text,
	"previous_hash" text,
	"reporting_status" text NOT NULL,
	"reporting_attempts" integer DEFAULT 0 NOT NULL,
	"reporting_messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "tax_documents_counter_value_unique" UNIQUE("counter_value"),
	CONSTRAINT "tax_documents_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "tax_documents_reporting_idx" ON "tax_documents" USING btree ("reporting_status");