CREATE TABLE "product_views" (
	"product_id" integer NOT NULL,
	"viewer_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "product_views_product_id_viewer_id_day_pk" PRIMARY KEY("product_id","viewer_id","day")
);
--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;