-- A shopper may be sold ahead only on a purchase order that allows back orders (services/stock/reserve.ts);
-- the next arrival the storefront shows (a card's, a product page's, the cart's ETA, and whether the item
-- is sold out at all) now counts those alone, so an item says Sold out before the checkout form, not
-- after it. The kept rows follow the flag as they follow an order's status and date.
CREATE OR REPLACE FUNCTION "variant_arrivals_figures"(ids integer[])
  RETURNS TABLE ("variant_id" integer, "next_arrival" date)
  LANGUAGE sql STABLE AS $$
  SELECT v."id",
    (SELECT min(po."dc1_eta") FROM "purchase_order_lines" pol
      JOIN "purchase_orders" po ON po."id" = pol."purchase_order_id"
      WHERE pol."variant_id" = v."id" AND po."status" = 'open' AND po."allow_back_order"
        AND pol."qty" > pol."qty_allocated")
  FROM "product_variants" v
  WHERE v."id" = ANY(ids)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "variant_arrivals_after_order_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "variant_arrivals_refresh"(array(
    SELECT DISTINCT pol."variant_id" FROM "purchase_order_lines" pol
      JOIN new_rows n ON n."id" = pol."purchase_order_id"
      JOIN old_rows o ON o."id" = n."id"
      WHERE (o."status", o."dc1_eta", o."allow_back_order") IS DISTINCT FROM (n."status", n."dc1_eta", n."allow_back_order")));
  RETURN NULL;
END $$;
--> statement-breakpoint
SELECT "variant_arrivals_refresh"(array(SELECT "variant_id" FROM "variant_arrivals"));
