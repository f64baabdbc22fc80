CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"added_by" integer NOT NULL,
	"type" smallint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"start_day" date NOT NULL,
	"days" smallint NOT NULL,
	"email" text NOT NULL,
	"whatsapp" text NOT NULL,
	"creative_by_forsa" boolean DEFAULT false NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"layout" text,
	"in_top_days" text[] DEFAULT '{}' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"amount_fils" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "day_slots" (
	"pool" text NOT NULL,
	"day" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "day_slots_pool_day_pk" PRIMARY KEY("pool","day"),
	CONSTRAINT "day_slots_used_check" CHECK ("day_slots"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "amount_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "in_top_days" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "added_by" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "refreshed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_company_idx" ON "banners" USING btree ("company_id","status");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_company_idx" ON "offers" USING btree ("company_id","status");