-- The POS item search walks a search's matches most popular first and stops at the first few (schema.ts,
-- productSearch).
CREATE INDEX "product_search_popular_idx" ON "product_search" USING btree ("popularity" desc,"product_id");
