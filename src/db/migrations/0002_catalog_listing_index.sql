DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("cat1_id","cat2_id","cat3_id","id","popularity","price_cents","created_at","is_new","is_sale","is_bundle","is_ready","is_deal","is_clearance","collection_id","style_id","name") WHERE "products"."active";