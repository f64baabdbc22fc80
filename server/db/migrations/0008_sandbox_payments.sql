CREATE TABLE "sandbox_payment_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_payment_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 4100001 CACHE 1),
	"method" text NOT NULL,
	"session_id" text,
	"amount_fils" integer NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"customer_reference" text,
	"customer_name" text,
	"customer_email" text,
	"user_defined_field" text,
	"callback_url" text NOT NULL,
	"error_url" text NOT NULL,
	"items" jsonb NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_payment_invoices_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_payment_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 5200001 CACHE 1),
	"payment_id" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"error" text,
	"amount_fils" integer NOT NULL,
	"gateway" text NOT NULL,
	"card_number" text NOT NULL,
	"reference_id" text NOT NULL,
	"track_id" text NOT NULL,
	"authorization_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_transactions_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "sandbox_payment_invoices" ADD CONSTRAINT "sandbox_payment_invoices_session_id_sandbox_payment_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sandbox_payment_sessions"("session_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_transactions" ADD CONSTRAINT "sandbox_payment_transactions_invoice_id_sandbox_payment_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sandbox_payment_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_payment_transactions_invoice_idx" ON "sandbox_payment_transactions" USING btree ("invoice_id","id");