CREATE INDEX "products_name_prefix_idx" ON "products" USING btree (lower("name") text_pattern_ops,"name","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_name_order_idx" ON "products" USING btree ("name","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_collection_name_idx" ON "products" USING btree ("collection_id","name","id") WHERE "products"."active";--> statement-breakpoint
-- The planner needs statistics of the new expressions (lower(name) here, upper(sku) of 0009) to choose these indexes; the server may run without autovacuum.
ANALYZE "products", "product_variants";
