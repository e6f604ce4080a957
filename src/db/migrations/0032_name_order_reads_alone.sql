-- Issue 17: a room, type or kind sorted by name reads its page from the name index alone (schema.ts, the
-- products indexes): the index carries the name and the price, so the generic plan no longer sorts the room.
DROP INDEX "products_cat1_name_idx";--> statement-breakpoint
DROP INDEX "products_cat2_name_idx";--> statement-breakpoint
DROP INDEX "products_cat3_name_idx";--> statement-breakpoint
CREATE INDEX "products_cat1_name_idx" ON "products" USING btree ("cat1_id",lower("name") collate "C","id","name","price_cents") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat2_name_idx" ON "products" USING btree ("cat2_id",lower("name") collate "C","id","name","price_cents") WHERE "products"."active";--> statement-breakpoint
CREATE INDEX "products_cat3_name_idx" ON "products" USING btree ("cat3_id",lower("name") collate "C","id","name","price_cents") WHERE "products"."active";