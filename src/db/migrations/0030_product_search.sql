-- A search reads a narrow row per active product (schema.ts, productSearch), not the wide
-- products row past its text vector, and sorts by a name lowered once.
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"cat1_id" integer NOT NULL,
	"cat2_id" integer NOT NULL,
	"cat3_id" integer,
	"price_cents" integer NOT NULL,
	"popularity" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"is_new" boolean NOT NULL,
	"is_sale" boolean NOT NULL,
	"is_bundle" boolean NOT NULL,
	"is_ready" boolean NOT NULL,
	"is_deal" boolean NOT NULL,
	"is_clearance" boolean NOT NULL,
	"name_key" text NOT NULL,
	"search_tsv" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_tsv_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The rows of the given products, worked out afresh from their products rows: none for a product that
-- is inactive or gone. They go in in the order products is kept in (clustered by leaf category,
-- migration 0025), so that a search's matches, which mostly share a kind, lie on few pages: written in
-- id order, 'chair' read three times the pages. Refreshing every product puts the table back in order.
CREATE FUNCTION "product_search_refresh"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "product_search" WHERE "product_id" = ANY(ids);
  INSERT INTO "product_search" ("product_id", "cat1_id", "cat2_id", "cat3_id", "price_cents", "popularity",
    "created_at", "is_new", "is_sale", "is_bundle", "is_ready", "is_deal", "is_clearance", "name_key", "search_tsv")
  SELECT "id", "cat1_id", "cat2_id", "cat3_id", "price_cents", "popularity",
    "created_at", "is_new", "is_sale", "is_bundle", "is_ready", "is_deal", "is_clearance", lower("name"), "search_tsv"
  FROM "products" WHERE "id" = ANY(ids) AND "active"
  ORDER BY "cat3_id", "cat2_id", "id";
$$;
--> statement-breakpoint
-- After each statement that writes products, the products it touched. Unlike product_cards (migration
-- 0029) no table lock is needed: a row here is worked out from its own products row alone, which the
-- writing statement holds locked until its transaction ends, so a second writer of the same product
-- refreshes after the first has committed and from what it committed. A deleted product's row goes
-- with it by the foreign key, and a TRUNCATE of products must cascade to this table.
CREATE FUNCTION "product_search_after_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "product_search_refresh"(array(SELECT "id" FROM new_rows));
  ELSE
    PERFORM "product_search_refresh"(array(SELECT "id" FROM new_rows UNION SELECT "id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_search_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_search_after_change"();
--> statement-breakpoint
CREATE TRIGGER "products_search_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_search_after_change"();
--> statement-breakpoint
-- Every active product's row, then the index in one pass.
SELECT "product_search_refresh"(array(SELECT "id" FROM "products"));
--> statement-breakpoint
CREATE INDEX "product_search_tsv_idx" ON "product_search" USING gin ("search_tsv") WITH (fastupdate=false);
--> statement-breakpoint
ANALYZE "product_search";
