CREATE TABLE "category_sales_months" (
	"company_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"month" date NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "category_sales_months_company_id_seller_id_category_id_month_pk" PRIMARY KEY("company_id","seller_id","category_id","month")
);
--> statement-breakpoint
CREATE TABLE "product_sales_months" (
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"month" date NOT NULL,
	"seller_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_months_company_id_product_id_month_pk" PRIMARY KEY("company_id","product_id","month")
);
--> statement-breakpoint
CREATE TABLE "promoted_sales" (
	"offer_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"began_at" timestamp with time zone NOT NULL,
	"price" bigint NOT NULL,
	CONSTRAINT "promoted_sales_offer_id_request_id_pk" PRIMARY KEY("offer_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_days" (
	"company_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"day" date NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_days_company_id_seller_id_day_pk" PRIMARY KEY("company_id","seller_id","day")
);
--> statement-breakpoint
CREATE TABLE "seller_view_days" (
	"company_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"day" date NOT NULL,
	"viewers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_view_days_company_id_seller_id_day_pk" PRIMARY KEY("company_id","seller_id","day")
);
--> statement-breakpoint
CREATE TABLE "seller_viewer_days" (
	"company_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"day" date NOT NULL,
	"viewer_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_viewer_days_company_id_seller_id_day_viewer_id_pk" PRIMARY KEY("company_id","seller_id","day","viewer_id")
);
--> statement-breakpoint
CREATE INDEX "product_sales_months_top_idx" ON "product_sales_months" USING btree ("company_id","month","revenue" DESC NULLS LAST,"sales" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "product_sales_months_seller_top_idx" ON "product_sales_months" USING btree ("company_id","seller_id","month","revenue" DESC NULLS LAST,"sales" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "product_sales_months_product_idx" ON "product_sales_months" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "promoted_sales_began_idx" ON "promoted_sales" USING btree ("company_id","began_at","seller_id","request_id","price");--> statement-breakpoint
CREATE INDEX "promoted_sales_request_idx" ON "promoted_sales" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "promoted_sales_product_idx" ON "promoted_sales" USING btree ("product_id");--> statement-breakpoint
-- Roll-ups for the statistics' longer periods (for the statistics benchmark's p95 goal), kept by triggers in the transaction that
-- writes the rows they count, like migration 0016's. product_sales_months / category_sales_months: accepted sales
-- (at the accepted price) per product, and per seller and category, by the Kuwait month decided (top products and
-- categories). promoted_sales: each accepted sale made while a paid promotion of its product ran, per promotion
-- (ROAS revenue, each sale counted once when read); promotion_days: what paid promotions cost by the Kuwait day
-- they began. seller_viewer_days / seller_view_days: product views per seller, day and viewer, and the viewers a
-- day (an employee's company views). Seller: the product's first seller now (0 when none); category: its
-- category now (0 when none); a product changing either moves its rows.
CREATE FUNCTION kuwait_month(at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$ SELECT date_trunc('month', at AT TIME ZONE 'Asia/Kuwait')::date $$;
--> statement-breakpoint
-- What one request adds (dir 1) or takes back (-1) to the product's month: an accepted sale, on its decided month.
CREATE FUNCTION product_sales_of_request(r requests, p products, dir integer) RETURNS SETOF product_sales_months LANGUAGE sql STABLE AS $$
  SELECT row(r.company_id, r.receiver_product_id, kuwait_month(r.decided_at), coalesce(p.first_seller_id, 0), coalesce(p.category_id, 0),
    dir, dir * coalesce(r.accepted_price, 0))::product_sales_months
  WHERE r.status = 2 AND r.type = 'sale' AND r.decided_at IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION category_sales_apply(deltas category_sales_months[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_sales_months AS s
    SELECT company_id, seller_id, category_id, month, sum(sales), sum(revenue) FROM unnest(deltas)
    GROUP BY 1, 2, 3, 4 HAVING sum(sales) <> 0 OR sum(revenue) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, seller_id, category_id, month) DO UPDATE SET sales = s.sales + excluded.sales, revenue = s.revenue + excluded.revenue;
  DELETE FROM category_sales_months s USING unnest(deltas) k
    WHERE (s.company_id, s.seller_id, s.category_id, s.month) = (k.company_id, k.seller_id, k.category_id, k.month) AND s.sales = 0 AND s.revenue = 0;
END $$;
--> statement-breakpoint
-- Adds deltas per product and month (in key order, so concurrent writers lock rows in the same order); a month
-- left with no sale loses its row, so the top lists hold sold products only.
CREATE FUNCTION product_sales_apply(deltas product_sales_months[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_sales_months AS s
    SELECT company_id, product_id, month, max(seller_id), max(category_id), sum(sales), sum(revenue) FROM unnest(deltas)
    GROUP BY 1, 2, 3 HAVING sum(sales) <> 0 OR sum(revenue) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, product_id, month) DO UPDATE SET sales = s.sales + excluded.sales, revenue = s.revenue + excluded.revenue;
  DELETE FROM product_sales_months s USING unnest(deltas) k
    WHERE (s.company_id, s.product_id, s.month) = (k.company_id, k.product_id, k.month) AND s.sales = 0 AND s.revenue = 0;
  PERFORM category_sales_apply(ARRAY(SELECT row(company_id, seller_id, category_id, month, sales, revenue)::category_sales_months FROM unnest(deltas)));
END $$;
--> statement-breakpoint
CREATE FUNCTION promotion_days_apply(company integer, seller integer, began date, fils bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO promotion_days AS s VALUES (company, seller, began, fils)
    ON CONFLICT (company_id, seller_id, day) DO UPDATE SET spent = s.spent + excluded.spent;
  DELETE FROM promotion_days WHERE company_id = company AND seller_id = seller AND day = began AND spent = 0;
END $$;
--> statement-breakpoint
-- Adds view rows per seller, day and viewer; a viewer's first row of a day adds a viewer, its last one gone takes it back.
CREATE FUNCTION seller_viewers_apply(deltas seller_viewer_days[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH d AS (SELECT company_id, seller_id, day, viewer_id, sum(views)::int AS views FROM unnest(deltas) GROUP BY 1, 2, 3, 4 HAVING sum(views) <> 0),
  up AS (
    INSERT INTO seller_viewer_days AS s SELECT * FROM d ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, seller_id, day, viewer_id) DO UPDATE SET views = s.views + excluded.views
    RETURNING s.company_id, s.seller_id, s.day, CASE WHEN s.xmax = 0 THEN 1 WHEN s.views = 0 THEN -1 ELSE 0 END AS viewers
  )
  INSERT INTO seller_view_days AS v
    SELECT company_id, seller_id, day, sum(viewers)::int FROM up GROUP BY 1, 2, 3 HAVING sum(viewers) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (company_id, seller_id, day) DO UPDATE SET viewers = v.viewers + excluded.viewers;
  DELETE FROM seller_viewer_days s USING unnest(deltas) k
    WHERE (s.company_id, s.seller_id, s.day, s.viewer_id) = (k.company_id, k.seller_id, k.day, k.viewer_id) AND s.views = 0;
  DELETE FROM seller_view_days s USING unnest(deltas) k
    WHERE (s.company_id, s.seller_id, s.day) = (k.company_id, k.seller_id, k.day) AND s.viewers = 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION statistics_requests_sales_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_sales_apply(ARRAY(SELECT s FROM added r JOIN products p ON p.id = r.receiver_product_id, product_sales_of_request(r::requests, p, 1) s));
  INSERT INTO promoted_sales
    SELECT o.id, r.id, o.company_id, o.product_id, statistics_seller(o.product_id), o.from_date, coalesce(r.accepted_price, 0)
    FROM added r JOIN offers o ON o.product_id = r.receiver_product_id AND o.company_id = r.company_id AND o.status = 'paid' AND o.amount_fils > 0
      AND r.decided_at >= o.from_date AND r.decided_at < o.to_date
    WHERE r.status = 2 AND r.type = 'sale';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER requests_sales_added AFTER INSERT ON requests REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_requests_sales_added();
--> statement-breakpoint
CREATE FUNCTION statistics_request_sales_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM product_sales_apply(ARRAY(SELECT s FROM products p, product_sales_of_request(OLD, p, -1) s WHERE p.id = OLD.receiver_product_id));
    DELETE FROM promoted_sales WHERE request_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM product_sales_apply(ARRAY(SELECT s FROM products p, product_sales_of_request(NEW, p, 1) s WHERE p.id = NEW.receiver_product_id));
    INSERT INTO promoted_sales
      SELECT o.id, NEW.id, o.company_id, o.product_id, statistics_seller(o.product_id), o.from_date, coalesce(NEW.accepted_price, 0)
      FROM offers o WHERE o.product_id = NEW.receiver_product_id AND o.company_id = NEW.company_id AND o.status = 'paid' AND o.amount_fils > 0
        AND NEW.status = 2 AND NEW.type = 'sale' AND NEW.decided_at >= o.from_date AND NEW.decided_at < o.to_date;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER requests_sales_changed AFTER UPDATE ON requests FOR EACH ROW
  WHEN ((OLD.company_id, OLD.type, OLD.status, OLD.receiver_product_id, OLD.decided_at, OLD.accepted_price)
    IS DISTINCT FROM (NEW.company_id, NEW.type, NEW.status, NEW.receiver_product_id, NEW.decided_at, NEW.accepted_price))
  EXECUTE FUNCTION statistics_request_sales_changed();
--> statement-breakpoint
CREATE TRIGGER requests_sales_deleted AFTER DELETE ON requests FOR EACH ROW EXECUTE FUNCTION statistics_request_sales_changed();
--> statement-breakpoint
-- A paid promotion (status paid, amount > 0) written, changed or removed: its cost and the sales made during it.
CREATE FUNCTION statistics_offer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'paid' AND OLD.amount_fils > 0 THEN
    PERFORM promotion_days_apply(OLD.company_id, statistics_seller(OLD.product_id), kuwait_day(OLD.from_date), -OLD.amount_fils);
    DELETE FROM promoted_sales WHERE offer_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'paid' AND NEW.amount_fils > 0 THEN
    PERFORM promotion_days_apply(NEW.company_id, statistics_seller(NEW.product_id), kuwait_day(NEW.from_date), NEW.amount_fils);
    INSERT INTO promoted_sales
      SELECT NEW.id, r.id, NEW.company_id, NEW.product_id, statistics_seller(NEW.product_id), NEW.from_date, coalesce(r.accepted_price, 0)
      FROM requests r WHERE r.receiver_product_id = NEW.product_id AND r.company_id = NEW.company_id AND r.status = 2 AND r.type = 'sale'
        AND r.decided_at >= NEW.from_date AND r.decided_at < NEW.to_date;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER offers_statistics_written AFTER INSERT OR DELETE ON offers FOR EACH ROW EXECUTE FUNCTION statistics_offer_changed();
--> statement-breakpoint
CREATE TRIGGER offers_statistics_changed AFTER UPDATE ON offers FOR EACH ROW
  WHEN ((OLD.company_id, OLD.product_id, OLD.status, OLD.amount_fils, OLD.from_date, OLD.to_date)
    IS DISTINCT FROM (NEW.company_id, NEW.product_id, NEW.status, NEW.amount_fils, NEW.from_date, NEW.to_date))
  EXECUTE FUNCTION statistics_offer_changed();
--> statement-breakpoint
CREATE FUNCTION statistics_viewers_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM seller_viewers_apply(ARRAY(SELECT row(p.company_id, coalesce(p.first_seller_id, 0), v.day, v.viewer_id, count(*))::seller_viewer_days
    FROM added v JOIN products p ON p.id = v.product_id GROUP BY p.company_id, coalesce(p.first_seller_id, 0), v.day, v.viewer_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_views_viewers_added AFTER INSERT ON product_views REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION statistics_viewers_added();
--> statement-breakpoint
CREATE FUNCTION statistics_viewer_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM seller_viewers_apply(ARRAY(SELECT row(p.company_id, coalesce(p.first_seller_id, 0), OLD.day, OLD.viewer_id, -1)::seller_viewer_days
    FROM products p WHERE p.id = OLD.product_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_views_viewers_deleted AFTER DELETE ON product_views FOR EACH ROW EXECUTE FUNCTION statistics_viewer_deleted();
--> statement-breakpoint
-- A product changing company, seller or category moves its rows in every roll-up above.
CREATE FUNCTION statistics_product_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := coalesce(OLD.first_seller_id, 0);
  now_ integer := coalesce(NEW.first_seller_id, 0);
BEGIN
  PERFORM category_sales_apply(ARRAY(
    SELECT row(s.company_id, was, coalesce(OLD.category_id, 0), s.month, -s.sales, -s.revenue)::category_sales_months FROM product_sales_months s WHERE s.product_id = OLD.id
    UNION ALL
    SELECT row(s.company_id, now_, coalesce(NEW.category_id, 0), s.month, s.sales, s.revenue)::category_sales_months FROM product_sales_months s WHERE s.product_id = OLD.id));
  UPDATE product_sales_months SET seller_id = now_, category_id = coalesce(NEW.category_id, 0) WHERE product_id = OLD.id;
  IF (was, OLD.company_id) IS DISTINCT FROM (now_, NEW.company_id) THEN
    UPDATE promoted_sales SET seller_id = now_ WHERE product_id = OLD.id;
    PERFORM promotion_days_apply(o.company_id, was, kuwait_day(o.from_date), -o.amount_fils)
      FROM offers o WHERE o.product_id = OLD.id AND o.status = 'paid' AND o.amount_fils > 0;
    PERFORM promotion_days_apply(o.company_id, now_, kuwait_day(o.from_date), o.amount_fils)
      FROM offers o WHERE o.product_id = OLD.id AND o.status = 'paid' AND o.amount_fils > 0;
    PERFORM seller_viewers_apply(ARRAY(
      SELECT row(OLD.company_id, was, v.day, v.viewer_id, -1)::seller_viewer_days FROM product_views v WHERE v.product_id = OLD.id
      UNION ALL
      SELECT row(NEW.company_id, now_, v.day, v.viewer_id, 1)::seller_viewer_days FROM product_views v WHERE v.product_id = OLD.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_statistics_moved AFTER UPDATE ON products FOR EACH ROW
  WHEN ((OLD.company_id, OLD.first_seller_id, OLD.category_id) IS DISTINCT FROM (NEW.company_id, NEW.first_seller_id, NEW.category_id))
  EXECUTE FUNCTION statistics_product_moved();
--> statement-breakpoint
-- What is there already.
INSERT INTO product_sales_months
  SELECT s.company_id, s.product_id, s.month, max(s.seller_id), max(s.category_id), sum(s.sales), sum(s.revenue)
  FROM requests r JOIN products p ON p.id = r.receiver_product_id, product_sales_of_request(r, p, 1) s GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO category_sales_months SELECT company_id, seller_id, category_id, month, sum(sales), sum(revenue) FROM product_sales_months GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO promotion_days
  SELECT o.company_id, coalesce(p.first_seller_id, 0), kuwait_day(o.from_date), sum(o.amount_fils)
  FROM offers o JOIN products p ON p.id = o.product_id WHERE o.status = 'paid' AND o.amount_fils > 0 GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO promoted_sales
  SELECT o.id, r.id, o.company_id, o.product_id, coalesce(p.first_seller_id, 0), o.from_date, coalesce(r.accepted_price, 0)
  FROM offers o JOIN products p ON p.id = o.product_id
    JOIN requests r ON r.receiver_product_id = o.product_id AND r.company_id = o.company_id AND r.status = 2 AND r.type = 'sale'
      AND r.decided_at >= o.from_date AND r.decided_at < o.to_date
  WHERE o.status = 'paid' AND o.amount_fils > 0;
--> statement-breakpoint
INSERT INTO seller_viewer_days
  SELECT p.company_id, coalesce(p.first_seller_id, 0), v.day, v.viewer_id, count(*) FROM product_views v JOIN products p ON p.id = v.product_id GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO seller_view_days SELECT company_id, seller_id, day, count(*) FROM seller_viewer_days GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The planner reads the new tables by their statistics (a year's top products in index order): gather them now.
ANALYZE product_sales_months, category_sales_months, promoted_sales, promotion_days, seller_viewer_days, seller_view_days;
