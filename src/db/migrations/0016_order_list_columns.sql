DROP INDEX "orders_search_trgm_idx";--> statement-breakpoint
DROP INDEX "orders_list_created_idx";--> statement-breakpoint
DROP INDEX "orders_list_branch_idx";--> statement-breakpoint
DROP INDEX "orders_list_expiry_idx";--> statement-breakpoint
DROP INDEX "orders_list_updated_idx";--> statement-breakpoint
DROP INDEX "orders_list_total_idx";--> statement-breakpoint
DROP INDEX "orders_list_name_idx";--> statement-breakpoint
DROP INDEX "orders_list_no_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "list_group" text GENERATED ALWAYS AS (case when kind = 'quote' then 'quote' when status = 'pending' then 'p-order' when status = 'locked' then 'c-order' when status in ('processing', 'paid', 'completed') then 'order' end) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_expiry" date GENERATED ALWAYS AS (case when kind = 'quote' then coalesce(expiry_date, (created_at at time zone 'Pacific/Auckland')::date + 14) end) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(firstname || ' ' || lastname)) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(firstname || ' ' || lastname || ' ' || email || ' ' || shipping_address)) STORED;--> statement-breakpoint
CREATE INDEX "orders_search_quote_idx" ON "orders" USING gin ("search_text" gin_trgm_ops) WHERE list_group = 'quote';--> statement-breakpoint
CREATE INDEX "orders_search_porder_idx" ON "orders" USING gin ("search_text" gin_trgm_ops) WHERE list_group = 'p-order';--> statement-breakpoint
CREATE INDEX "orders_search_corder_idx" ON "orders" USING gin ("search_text" gin_trgm_ops) WHERE list_group = 'c-order';--> statement-breakpoint
CREATE INDEX "orders_search_order_idx" ON "orders" USING gin ("search_text" gin_trgm_ops) WHERE list_group = 'order';--> statement-breakpoint
CREATE INDEX "orders_list_created_idx" ON "orders" USING btree ("list_group","created_at","id") INCLUDE ("search_text","location","quote_expiry","staff_id");--> statement-breakpoint
CREATE INDEX "orders_list_branch_idx" ON "orders" USING btree ("location","list_group","created_at","id") INCLUDE ("search_text","quote_expiry","staff_id");--> statement-breakpoint
CREATE INDEX "orders_list_expiry_idx" ON "orders" USING btree ("list_group","quote_expiry","id") INCLUDE ("search_text","location","staff_id");--> statement-breakpoint
CREATE INDEX "orders_list_updated_idx" ON "orders" USING btree ("list_group","updated_at","id") INCLUDE ("search_text","location","quote_expiry","staff_id");--> statement-breakpoint
CREATE INDEX "orders_list_total_idx" ON "orders" USING btree ("list_group","grandtotal_cents","id") INCLUDE ("search_text","location","quote_expiry","staff_id");--> statement-breakpoint
CREATE INDEX "orders_list_name_idx" ON "orders" USING btree ("list_group","sort_name","id") INCLUDE ("search_text","location","quote_expiry","staff_id");--> statement-breakpoint
CREATE INDEX "orders_list_no_idx" ON "orders" USING btree ("list_group","order_no");