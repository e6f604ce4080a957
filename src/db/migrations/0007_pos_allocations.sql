CREATE TABLE "cart_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_item_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"method" text NOT NULL,
	"from_location" text,
	"purchase_order_id" integer,
	"to_location" text,
	"qty" integer NOT NULL,
	"dispatch_date" date NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "cart_allocations_qty_check" CHECK ("cart_allocations"."qty" > 0),
	CONSTRAINT "cart_allocations_source_check" CHECK (("cart_allocations"."from_location" is null) <> ("cart_allocations"."purchase_order_id" is null))
);
--> statement-breakpoint
ALTER TABLE "cart_allocations" ADD CONSTRAINT "cart_allocations_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_allocations" ADD CONSTRAINT "cart_allocations_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_allocations" ADD CONSTRAINT "cart_allocations_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_allocations" ADD CONSTRAINT "cart_allocations_to_location_locations_code_fk" FOREIGN KEY ("to_location") REFERENCES "public"."locations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_allocations_item_idx" ON "cart_allocations" USING btree ("cart_item_id","variant_id");