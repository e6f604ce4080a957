CREATE TABLE "order_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"method" text NOT NULL,
	"from_location" text,
	"purchase_order_id" integer,
	"back_order" boolean DEFAULT false NOT NULL,
	"to_location" text,
	"qty" integer NOT NULL,
	"qty_dispatched" integer DEFAULT 0 NOT NULL,
	"dispatch_date" date,
	"confirmed" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_allocations_qty_check" CHECK ("order_allocations"."qty" > 0 and "order_allocations"."qty_dispatched" >= 0 and "order_allocations"."qty_dispatched" <= "order_allocations"."qty"),
	CONSTRAINT "order_allocations_source_check" CHECK (("order_allocations"."from_location" is not null)::int + ("order_allocations"."purchase_order_id" is not null)::int + "order_allocations"."back_order"::int = 1)
);
--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_from_location_locations_code_fk" FOREIGN KEY ("from_location") REFERENCES "public"."locations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_allocations" ADD CONSTRAINT "order_allocations_to_location_locations_code_fk" FOREIGN KEY ("to_location") REFERENCES "public"."locations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_allocations_order_idx" ON "order_allocations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_allocations_item_idx" ON "order_allocations" USING btree ("order_item_id");