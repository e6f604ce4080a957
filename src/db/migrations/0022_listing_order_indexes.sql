DROP INDEX "products_cat1_pop_idx";--> statement-breakpoint
DROP INDEX "products_cat2_pop_idx";--> statement-breakpoint
CREATE INDEX "products_cat1_popular_idx" ON "products" USING btree ("cat1_id","popularity" desc,"id","price_cents") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat1_price_idx" ON "products" USING btree ("cat1_id","price_cents","id","popularity") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat2_popular_idx" ON "products" USING btree ("cat2_id","popularity" desc,"id","price_cents") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat2_price_idx" ON "products" USING btree ("cat2_id","price_cents","id","popularity") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat3_popular_idx" ON "products" USING btree ("cat3_id","popularity" desc,"id","price_cents") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat3_price_idx" ON "products" USING btree ("cat3_id","price_cents","id","popularity") WHERE "products"."active";