-- The products list's ETag: a version per company that changes, in the writing
-- transaction, whenever anything a list page shows may have changed: a product of the company
-- (any column, views included), its images, its offers; a seller's name; any category. A repeat
-- read of a page compares the version (one primary-key read) instead of building the page again.
-- Versions come from one sequence, so a company's version never returns to an earlier value.
-- A company without a row has version 0 (no product was ever written since this migration).
CREATE SEQUENCE "product_list_version_seq";
--> statement-breakpoint
CREATE TABLE "product_list_versions" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION bump_product_list_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- `changed` is the statement's transition table (new rows, or old rows for a delete).
  IF TG_TABLE_NAME = 'product_images' THEN
    INSERT INTO product_list_versions (company_id, version)
      SELECT c, nextval('product_list_version_seq') FROM (
        SELECT DISTINCT p.company_id AS c FROM changed ch JOIN products p ON p.id = ch.product_id ORDER BY 1) s
      ON CONFLICT (company_id) DO UPDATE SET version = excluded.version;
  ELSE
    INSERT INTO product_list_versions (company_id, version)
      SELECT c, nextval('product_list_version_seq') FROM (SELECT DISTINCT company_id AS c FROM changed ORDER BY 1) s
      ON CONFLICT (company_id) DO UPDATE SET version = excluded.version;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION bump_all_product_list_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_list_versions SET version = nextval('product_list_version_seq');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_list_version_insert AFTER INSERT ON products REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_product_list_versions();
--> statement-breakpoint
CREATE TRIGGER products_list_version_update AFTER UPDATE ON products REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_product_list_versions();
--> statement-breakpoint
CREATE TRIGGER products_list_version_delete AFTER DELETE ON products REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_product_list_versions();
--> statement-breakpoint
CREATE TRIGGER product_images_list_version_insert AFTER INSERT ON product_images REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_product_list_versions();
--> statement-breakpoint
CREATE TRIGGER product_images_list_version_update AFTER UPDATE ON product_images REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_product_list_versions();
--> statement-breakpoint
CREATE TRIGGER product_images_list_version_delete AFTER DELETE ON product_images REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_product_list_versions();
--> statement-breakpoint
CREATE TRIGGER offers_list_version_insert AFTER INSERT ON offers REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_product_list_versions();
--> statement-breakpoint
CREATE TRIGGER offers_list_version_update AFTER UPDATE ON offers REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_product_list_versions();
--> statement-breakpoint
CREATE TRIGGER offers_list_version_delete AFTER DELETE ON offers REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION bump_product_list_versions();
--> statement-breakpoint
CREATE TRIGGER users_list_version AFTER UPDATE OF full_name, user_name ON users FOR EACH ROW
  WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.user_name IS DISTINCT FROM NEW.user_name)
  EXECUTE FUNCTION bump_all_product_list_versions();
--> statement-breakpoint
CREATE TRIGGER categories_list_version AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH STATEMENT EXECUTE FUNCTION bump_all_product_list_versions();
