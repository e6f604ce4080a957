CREATE TABLE "cart_sub_items" (
	"cart_item_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"del_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "cart_sub_items_cart_item_id_variant_id_pk" PRIMARY KEY("cart_item_id","variant_id")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "del_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_sub_items" ADD CONSTRAINT "cart_sub_items_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_sub_items" ADD CONSTRAINT "cart_sub_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_sku_upper_idx" ON "product_variants" USING btree (upper("sku") text_pattern_ops);