CREATE INDEX "products_cat1_name_idx" ON "products" USING btree ("cat1_id",lower("name") collate "C","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat1_newest_idx" ON "products" USING btree ("cat1_id","created_at" desc,"id" desc) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat2_name_idx" ON "products" USING btree ("cat2_id",lower("name") collate "C","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat2_newest_idx" ON "products" USING btree ("cat2_id","created_at" desc,"id" desc) WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat3_name_idx" ON "products" USING btree ("cat3_id",lower("name") collate "C","id") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat3_newest_idx" ON "products" USING btree ("cat3_id","created_at" desc,"id" desc) WHERE "products"."active";--> statement-breakpoint
-- The planner needs statistics of lower(name), a new expression here, to choose the name indexes; the server may run without autovacuum.
ANALYZE "products";
