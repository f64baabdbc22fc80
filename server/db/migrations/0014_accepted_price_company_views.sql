CREATE TABLE "company_views" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"viewer_id" integer NOT NULL,
	CONSTRAINT "company_views_company_id_day_viewer_id_pk" PRIMARY KEY("company_id","day","viewer_id")
);
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "accepted_price" bigint;--> statement-breakpoint
ALTER TABLE "company_views" ADD CONSTRAINT "company_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_views" ADD CONSTRAINT "company_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Sales accepted before this column: the product's price now is the best record of it.
UPDATE "requests" r SET "accepted_price" = p."price" FROM "products" p
WHERE p."id" = r."receiver_product_id" AND r."status" = 2 AND r."type" = 'sale';--> statement-breakpoint
-- Company views so far were the viewer-days over the company's products.
INSERT INTO "company_views" ("company_id", "day", "viewer_id")
SELECT DISTINCT p."company_id", v."day", v."viewer_id" FROM "product_views" v JOIN "products" p ON p."id" = v."product_id"
ON CONFLICT DO NOTHING;
