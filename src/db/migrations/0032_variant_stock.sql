-- A card's delivery estimate reads a variant's stock per island (variant_stock) and its next
-- arrival (variant_arrivals) from rows kept by statement triggers, instead of joining every stock row to
-- its place and looking up its purchase orders for every card of every listing (services/catalog/eta.ts;
-- schema.ts, variantStock and variantArrivals). Why and what it gained: docs/decisions/0002-product-list-queries.md.
CREATE TABLE "variant_arrivals" (
	"variant_id" integer PRIMARY KEY NOT NULL,
	"next_arrival" date
);
--> statement-breakpoint
CREATE TABLE "variant_stock" (
	"variant_id" integer NOT NULL,
	"island" text NOT NULL,
	"free" integer DEFAULT 0 NOT NULL,
	"lead_days" integer,
	CONSTRAINT "variant_stock_variant_id_island_pk" PRIMARY KEY("variant_id","island")
);
--> statement-breakpoint
ALTER TABLE "variant_arrivals" ADD CONSTRAINT "variant_arrivals_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_stock" ADD CONSTRAINT "variant_stock_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- A variant's figures per island that has a physical place, as the cards' stock LATERAL worked them
-- out before: free units at physical places there, and the shortest lead among the places with units
-- free. Read with the calling statement's snapshot.
CREATE FUNCTION "variant_stock_figures"(ids integer[])
  RETURNS TABLE ("variant_id" integer, "island" text, "free" integer, "lead_days" integer)
  LANGUAGE sql STABLE AS $$
  SELECT v."id", i."island", coalesce(sum(s."free"), 0)::int, min(l."lead_days") FILTER (WHERE s."free" > 0)
  FROM "product_variants" v
  CROSS JOIN (SELECT DISTINCT "island" FROM "locations" WHERE "is_physical") i
  LEFT JOIN "locations" l ON l."island" = i."island" AND l."is_physical"
  LEFT JOIN "stock" s ON s."variant_id" = v."id" AND s."location_code" = l."code"
  WHERE v."id" = ANY(ids)
  GROUP BY v."id", i."island"
$$;
--> statement-breakpoint
-- The variants' rows locked in one order (variant, island), made first (with their figures) where
-- missing. Two statements that move free units of one variant in two transactions at once refresh one
-- after the other: the later one waits here, and then works the figures out from a fresh snapshot (the
-- next statement), which has the other's units. The stock module takes these locks before it locks the
-- stock rows (services/stock/allocate.ts, lockFigures), so a sale waits here holding no stock row.
CREATE FUNCTION "variant_stock_lock"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "variant_stock" ("variant_id", "island", "free", "lead_days")
    SELECT f.* FROM "variant_stock_figures"(array(
      SELECT DISTINCT id FROM unnest(ids) id
        CROSS JOIN (SELECT DISTINCT "island" FROM "locations" WHERE "is_physical") i
        WHERE NOT EXISTS (SELECT 1 FROM "variant_stock" vs WHERE vs."variant_id" = id AND vs."island" = i."island")
    )) f
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  PERFORM 1 FROM "variant_stock" WHERE "variant_id" = ANY(ids) ORDER BY "variant_id", "island" FOR UPDATE;
END $$;
--> statement-breakpoint
CREATE FUNCTION "variant_stock_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM "variant_stock_lock"(ids);
  UPDATE "variant_stock" t SET "free" = f."free", "lead_days" = f."lead_days"
  FROM "variant_stock_figures"(ids) f
  WHERE t."variant_id" = f."variant_id" AND t."island" = f."island"
    AND (t."free", t."lead_days") IS DISTINCT FROM (f."free", f."lead_days");
END $$;
--> statement-breakpoint
-- The same for arrivals: one row per variant, the earliest date of its open purchase orders with units
-- not yet promised, locked in variant order (before the purchase-order lines, by the stock module).
CREATE FUNCTION "variant_arrivals_figures"(ids integer[])
  RETURNS TABLE ("variant_id" integer, "next_arrival" date)
  LANGUAGE sql STABLE AS $$
  SELECT v."id",
    (SELECT min(po."dc1_eta") FROM "purchase_order_lines" pol
      JOIN "purchase_orders" po ON po."id" = pol."purchase_order_id"
      WHERE pol."variant_id" = v."id" AND po."status" = 'open' AND pol."qty" > pol."qty_allocated")
  FROM "product_variants" v
  WHERE v."id" = ANY(ids)
$$;
--> statement-breakpoint
CREATE FUNCTION "variant_arrivals_lock"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "variant_arrivals" ("variant_id", "next_arrival")
    SELECT f.* FROM "variant_arrivals_figures"(array(
      SELECT id FROM unnest(ids) id WHERE NOT EXISTS (SELECT 1 FROM "variant_arrivals" va WHERE va."variant_id" = id)
    )) f
    ORDER BY 1
    ON CONFLICT DO NOTHING;
  PERFORM 1 FROM "variant_arrivals" WHERE "variant_id" = ANY(ids) ORDER BY "variant_id" FOR UPDATE;
END $$;
--> statement-breakpoint
CREATE FUNCTION "variant_arrivals_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM "variant_arrivals_lock"(ids);
  UPDATE "variant_arrivals" t SET "next_arrival" = f."next_arrival"
  FROM "variant_arrivals_figures"(ids) f
  WHERE t."variant_id" = f."variant_id" AND t."next_arrival" IS DISTINCT FROM f."next_arrival";
END $$;
--> statement-breakpoint
-- After each statement that writes stock: the variants whose free units moved (a dispatch moves
-- allocated and on-hand units only, and refreshes nothing). Whatever writes stock, the seed and the
-- tests' fixtures included, leaves the rows true.
CREATE FUNCTION "variant_stock_after_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "variant_stock_refresh"(array(SELECT DISTINCT "variant_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "variant_stock_refresh"(array(SELECT DISTINCT "variant_id" FROM old_rows));
  ELSE
    PERFORM "variant_stock_refresh"(array(
      SELECT n."variant_id" FROM new_rows n
        LEFT JOIN old_rows o ON o."variant_id" = n."variant_id" AND o."location_code" = n."location_code"
        WHERE o."free" IS DISTINCT FROM n."free"
      UNION
      SELECT o."variant_id" FROM old_rows o
        LEFT JOIN new_rows n ON n."variant_id" = o."variant_id" AND n."location_code" = o."location_code"
        WHERE n."variant_id" IS NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stock_variant_stock_insert" AFTER INSERT ON "stock"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "variant_stock_after_change"();
--> statement-breakpoint
CREATE TRIGGER "stock_variant_stock_update" AFTER UPDATE ON "stock"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "variant_stock_after_change"();
--> statement-breakpoint
CREATE TRIGGER "stock_variant_stock_delete" AFTER DELETE ON "stock"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "variant_stock_after_change"();
--> statement-breakpoint
-- A place that changes island, lead or whether it is physical changes the figures of every variant
-- stocked there; an island left without a physical place has no rows. (A place with stock cannot be
-- deleted, and a new one has none yet.)
CREATE FUNCTION "variant_stock_after_location_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "variant_stock" vs
    WHERE vs."island" IN (SELECT o."island" FROM old_rows o)
      AND NOT EXISTS (SELECT 1 FROM "locations" l WHERE l."is_physical" AND l."island" = vs."island");
  PERFORM "variant_stock_refresh"(array(
    SELECT DISTINCT s."variant_id" FROM "stock" s
      JOIN new_rows n ON n."code" = s."location_code"
      JOIN old_rows o ON o."code" = n."code"
      WHERE (o."island", o."is_physical", o."lead_days") IS DISTINCT FROM (n."island", n."is_physical", n."lead_days")));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "locations_variant_stock_update" AFTER UPDATE ON "locations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "variant_stock_after_location_change"();
--> statement-breakpoint
-- After each statement that writes purchase-order lines: the variants whose lines were added, removed or
-- changed in units ordered or promised.
CREATE FUNCTION "variant_arrivals_after_line_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "variant_arrivals_refresh"(array(SELECT DISTINCT "variant_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "variant_arrivals_refresh"(array(SELECT DISTINCT "variant_id" FROM old_rows));
  ELSE
    PERFORM "variant_arrivals_refresh"(array(
      SELECT n."variant_id" FROM new_rows n
        LEFT JOIN old_rows o ON o."purchase_order_id" = n."purchase_order_id" AND o."variant_id" = n."variant_id"
        WHERE (o."qty", o."qty_allocated") IS DISTINCT FROM (n."qty", n."qty_allocated")
      UNION
      SELECT o."variant_id" FROM old_rows o
        LEFT JOIN new_rows n ON n."purchase_order_id" = o."purchase_order_id" AND n."variant_id" = o."variant_id"
        WHERE n."variant_id" IS NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "purchase_order_lines_arrivals_insert" AFTER INSERT ON "purchase_order_lines"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "variant_arrivals_after_line_change"();
--> statement-breakpoint
CREATE TRIGGER "purchase_order_lines_arrivals_update" AFTER UPDATE ON "purchase_order_lines"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "variant_arrivals_after_line_change"();
--> statement-breakpoint
CREATE TRIGGER "purchase_order_lines_arrivals_delete" AFTER DELETE ON "purchase_order_lines"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "variant_arrivals_after_line_change"();
--> statement-breakpoint
-- A purchase order received, cancelled, reopened or given another date changes its lines' variants.
-- (Deleting one deletes its lines, whose own trigger refreshes them.)
CREATE FUNCTION "variant_arrivals_after_order_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "variant_arrivals_refresh"(array(
    SELECT DISTINCT pol."variant_id" FROM "purchase_order_lines" pol
      JOIN new_rows n ON n."id" = pol."purchase_order_id"
      JOIN old_rows o ON o."id" = n."id"
      WHERE (o."status", o."dc1_eta") IS DISTINCT FROM (n."status", n."dc1_eta")));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "purchase_orders_arrivals_update" AFTER UPDATE ON "purchase_orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "variant_arrivals_after_order_change"();
--> statement-breakpoint
-- The rows of every variant with stock or purchase-order lines, made with their figures (written once:
-- a refresh would write each row twice, and a database without autovacuum would keep the dead half).
SELECT "variant_stock_lock"(array(SELECT DISTINCT "variant_id" FROM "stock"));
--> statement-breakpoint
SELECT "variant_arrivals_lock"(array(SELECT DISTINCT "variant_id" FROM "purchase_order_lines"));
--> statement-breakpoint
ANALYZE "variant_stock";
--> statement-breakpoint
ANALYZE "variant_arrivals";
