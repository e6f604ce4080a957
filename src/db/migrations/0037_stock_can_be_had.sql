-- Whether an item can be had, said once for every statement that asks it: some unit is free at a
-- physical place, or a purchase order the web may sell ahead of is coming (a next arrival is known).
-- Its two figures are the ones the stock triggers keep (variant_stock_figures and
-- variant_arrivals_figures, migrations 0032 and 0036) or the stock LATERAL adds up from them for a
-- bundle (src/db/stock-lateral.ts). A plain SQL function of two values, immutable: the planner writes
-- its body into the calling statement, so a listing's plan is the one it had with the expression
-- written out. The cart's mirror of the rule in TypeScript (src/domain/eta.ts isSoldOut, over
-- src/domain/stock-position.ts) is checked against it case by case
-- (src/services/catalog/availability.test.ts).
CREATE FUNCTION "stock_can_be_had"("free" integer, "arriving" boolean) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce("free", 0) > 0 OR coalesce("arriving", false)
$$;
