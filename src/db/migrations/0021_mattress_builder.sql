CREATE TABLE "mattress_builder_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"size_code" text NOT NULL,
	"step" text NOT NULL,
	"variant_id" integer NOT NULL,
	"comfort" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mattress_builder_items_comfort_check" CHECK (("mattress_builder_items"."step" = 'mattress') = ("mattress_builder_items"."comfort" is not null))
);
--> statement-breakpoint
CREATE TABLE "mattress_sizes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"width_cm" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "mattress_sizes_dimensions_check" CHECK ("mattress_sizes"."width_cm" > 0 and "mattress_sizes"."length_cm" > 0)
);
--> statement-breakpoint
ALTER TABLE "mattress_builder_items" ADD CONSTRAINT "mattress_builder_items_size_code_mattress_sizes_code_fk" FOREIGN KEY ("size_code") REFERENCES "public"."mattress_sizes"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "mattress_builder_items" ADD CONSTRAINT "mattress_builder_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mattress_builder_items_cell_idx" ON "mattress_builder_items" USING btree ("size_code","step","variant_id");--> statement-breakpoint
CREATE INDEX "mattress_builder_items_list_idx" ON "mattress_builder_items" USING btree ("size_code","step","sort_order","id");--> statement-breakpoint
CREATE INDEX "mattress_builder_items_variant_idx" ON "mattress_builder_items" USING btree ("variant_id");