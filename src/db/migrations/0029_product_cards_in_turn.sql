-- Two statements that write variants or options of the same product in two transactions at once
-- could each work out its product_cards row from what it alone saw, the later one writing over the
-- earlier with a row that misses the other's variants. The lock makes them refresh one after the
-- other, each from what is committed by then (a fresh snapshot per statement), as listing_counts does
-- (migration 0026). Readers are not held up (EXCLUSIVE lets SELECT through); only catalogue loads
-- write these tables.
CREATE OR REPLACE FUNCTION "product_cards_after_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "product_cards" IN EXCLUSIVE MODE;
  IF TG_OP = 'INSERT' THEN
    PERFORM "product_cards_refresh"(array(SELECT DISTINCT "product_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "product_cards_refresh"(array(SELECT DISTINCT "product_id" FROM old_rows));
  ELSE
    PERFORM "product_cards_refresh"(array(SELECT "product_id" FROM new_rows UNION SELECT "product_id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
