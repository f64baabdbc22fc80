CREATE TABLE "company_view_days" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_view_days_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "statistics_days" (
	"company_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"day" date NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	"purchase_requests" integer DEFAULT 0 NOT NULL,
	"barter_requests" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"trade_ins" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"product_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "statistics_days_company_id_seller_id_day_pk" PRIMARY KEY("company_id","seller_id","day")
);
--> statement-breakpoint
ALTER TABLE "company_view_days" ADD CONSTRAINT "company_view_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistics_days" ADD CONSTRAINT "statistics_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_paid_idx" ON "offers" USING btree ("company_id","from_date","product_id","to_date","amount_fils") WHERE "offers"."status" = 'paid' and "offers"."amount_fils" > 0;--> statement-breakpoint
CREATE INDEX "requests_accepted_idx" ON "requests" USING btree ("company_id","decided_at","type","receiver_product_id","accepted_price") WHERE "requests"."status" = 2;--> statement-breakpoint
-- Roll-ups for the statistics: a row per company, seller and Kuwait day with what the
-- dashboard sums, kept by triggers in the same transaction as the rows they count, so that a year
-- reads at most 366 rows per seller instead of millions. statistics_days: live products created, requests
-- received (by type) and accepted (sales, trade-ins, revenue at the accepted price), product views; the
-- seller is the product's first seller now (0 when none): a product changing seller moves its figures.
-- company_view_days: the company_views rows a day.
CREATE FUNCTION kuwait_day(at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$ SELECT (at AT TIME ZONE 'Asia/Kuwait')::date $$;
--> statement-breakpoint
-- What one request adds (sign 1) or takes back (-1): received on its created day, accepted on its decided day.
CREATE FUNCTION statistics_of_request(r requests, seller integer, sign integer) RETURNS SETOF statistics_days LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN NEXT row(r.company_id, seller, kuwait_day(r.created_at), 0, sign * (r.type = 'sale')::int, sign * (r.type = 'bartering')::int, 0, 0, 0, 0)::statistics_days;
  IF r.status = 2 AND r.decided_at IS NOT NULL THEN
    RETURN NEXT row(r.company_id, seller, kuwait_day(r.decided_at), 0, 0, 0, sign * (r.type = 'sale')::int, sign * (r.type = 'bartering')::int,
      sign * CASE WHEN r.type = 'sale' THEN coalesce(r.accepted_price, 0) ELSE 0 END, 0)::statistics_days;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION statistics_seller(product integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(first_seller_id, 0) FROM products WHERE id = product
$$;
--> statement-breakpoint
-- Adds deltas (summed per key, in key order so that concurrent writers lock rows in the same order).
CREATE FUNCTION statistics_days_apply(deltas statistics_days[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE d statistics_days;
BEGIN
  FOR d IN SELECT company_id, seller_id, day, sum(products), sum(purchase_requests), sum(barter_requests), sum(sales), sum(trade_ins),
      sum(revenue), sum(product_views)
    FROM unnest(deltas) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  LOOP
    INSERT INTO statistics_days AS s VALUES (d.*) ON CONFLICT (company_id, seller_id, day) DO UPDATE SET
      products = s.products + excluded.products, purchase_requests = s.purchase_requests + excluded.purchase_requests,
      barter_requests = s.barter_requests + excluded.barter_requests, sales = s.sales + excluded.sales,
      trade_ins = s.trade_ins + excluded.trade_ins, revenue = s.revenue + excluded.revenue, product_views = s.product_views + excluded.product_views;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION statistics_requests_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statistics_days_apply(ARRAY(SELECT s FROM added r JOIN products p ON p.id = r.receiver_product_id,
    statistics_of_request(r::requests, coalesce(p.first_seller_id, 0), 1) s));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER requests_statistics_added AFTER INSERT ON requests REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_requests_added();
--> statement-breakpoint
CREATE FUNCTION statistics_request_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM statistics_days_apply(ARRAY(SELECT statistics_of_request(OLD, statistics_seller(OLD.receiver_product_id), -1)));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM statistics_days_apply(ARRAY(SELECT statistics_of_request(NEW, statistics_seller(NEW.receiver_product_id), 1)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER requests_statistics_changed AFTER UPDATE ON requests FOR EACH ROW
  WHEN ((OLD.company_id, OLD.type, OLD.status, OLD.receiver_product_id, OLD.created_at, OLD.decided_at, OLD.accepted_price)
    IS DISTINCT FROM (NEW.company_id, NEW.type, NEW.status, NEW.receiver_product_id, NEW.created_at, NEW.decided_at, NEW.accepted_price))
  EXECUTE FUNCTION statistics_request_changed();
--> statement-breakpoint
CREATE TRIGGER requests_statistics_deleted AFTER DELETE ON requests FOR EACH ROW EXECUTE FUNCTION statistics_request_changed();
--> statement-breakpoint
CREATE FUNCTION statistics_views_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statistics_days_apply(ARRAY(SELECT row(p.company_id, coalesce(p.first_seller_id, 0), v.day, 0, 0, 0, 0, 0, 0, count(*))::statistics_days
    FROM added v JOIN products p ON p.id = v.product_id GROUP BY p.company_id, coalesce(p.first_seller_id, 0), v.day));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_views_statistics_added AFTER INSERT ON product_views REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_views_added();
--> statement-breakpoint
CREATE FUNCTION statistics_view_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statistics_days_apply(ARRAY(SELECT row(p.company_id, coalesce(p.first_seller_id, 0), OLD.day, 0, 0, 0, 0, 0, 0, -1)::statistics_days
    FROM products p WHERE p.id = OLD.product_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_views_statistics_deleted AFTER DELETE ON product_views FOR EACH ROW EXECUTE FUNCTION statistics_view_deleted();
--> statement-breakpoint
CREATE FUNCTION statistics_products_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM statistics_days_apply(ARRAY(SELECT row(p.company_id, coalesce(p.first_seller_id, 0), kuwait_day(p.created_at), count(*), 0, 0, 0, 0, 0, 0)::statistics_days
    FROM added p WHERE p.deleted_at IS NULL GROUP BY p.company_id, coalesce(p.first_seller_id, 0), kuwait_day(p.created_at)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_statistics_added AFTER INSERT ON products REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_products_added();
--> statement-breakpoint
-- A product changed seller, company, day or liveness: take back what it counted under the old values
-- (itself, its requests, its views) and add it under the new ones.
CREATE FUNCTION statistics_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := coalesce(OLD.first_seller_id, 0);
  now_ integer := coalesce(NEW.first_seller_id, 0);
BEGIN
  PERFORM statistics_days_apply(ARRAY(
    SELECT row(OLD.company_id, was, kuwait_day(OLD.created_at), -(OLD.deleted_at IS NULL)::int, 0, 0, 0, 0, 0, 0)::statistics_days
    UNION ALL SELECT row(NEW.company_id, now_, kuwait_day(NEW.created_at), (NEW.deleted_at IS NULL)::int, 0, 0, 0, 0, 0, 0)::statistics_days));
  IF (was, OLD.company_id) IS DISTINCT FROM (now_, NEW.company_id) THEN
    PERFORM statistics_days_apply(ARRAY(
      SELECT s FROM requests r, statistics_of_request(r, was, -1) s WHERE r.receiver_product_id = OLD.id
      UNION ALL SELECT s FROM requests r, statistics_of_request(r, now_, 1) s WHERE r.receiver_product_id = NEW.id
      UNION ALL SELECT row(OLD.company_id, was, v.day, 0, 0, 0, 0, 0, 0, -count(*))::statistics_days FROM product_views v WHERE v.product_id = OLD.id GROUP BY v.day
      UNION ALL SELECT row(NEW.company_id, now_, v.day, 0, 0, 0, 0, 0, 0, count(*))::statistics_days FROM product_views v WHERE v.product_id = NEW.id GROUP BY v.day));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_statistics_changed AFTER UPDATE ON products FOR EACH ROW
  WHEN ((OLD.company_id, OLD.first_seller_id, OLD.created_at, OLD.deleted_at IS NULL)
    IS DISTINCT FROM (NEW.company_id, NEW.first_seller_id, NEW.created_at, NEW.deleted_at IS NULL))
  EXECUTE FUNCTION statistics_product_changed();
--> statement-breakpoint
CREATE FUNCTION statistics_company_views_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_view_days AS s (company_id, day, views)
    SELECT company_id, day, count(*) FROM added GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_id, day) DO UPDATE SET views = s.views + excluded.views;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_views_statistics_added AFTER INSERT ON company_views REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_company_views_added();
--> statement-breakpoint
CREATE FUNCTION statistics_company_view_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_view_days SET views = views - 1 WHERE company_id = OLD.company_id AND day = OLD.day;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER company_views_statistics_deleted AFTER DELETE ON company_views FOR EACH ROW EXECUTE FUNCTION statistics_company_view_deleted();
--> statement-breakpoint
-- What is there already.
INSERT INTO statistics_days
  SELECT company_id, seller_id, day, sum(products), sum(purchase_requests), sum(barter_requests), sum(sales), sum(trade_ins), sum(revenue), sum(product_views)
  FROM (
    SELECT s.* FROM requests r JOIN products p ON p.id = r.receiver_product_id, statistics_of_request(r, coalesce(p.first_seller_id, 0), 1) s
    UNION ALL
    SELECT p.company_id, coalesce(p.first_seller_id, 0), kuwait_day(p.created_at), count(*), 0, 0, 0, 0, 0, 0
    FROM products p WHERE p.deleted_at IS NULL GROUP BY 1, 2, 3
    UNION ALL
    SELECT p.company_id, coalesce(p.first_seller_id, 0), v.day, 0, 0, 0, 0, 0, 0, count(*)
    FROM product_views v JOIN products p ON p.id = v.product_id GROUP BY 1, 2, 3
  ) d GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO company_view_days (company_id, day, views) SELECT company_id, day, count(*) FROM company_views GROUP BY 1, 2;
