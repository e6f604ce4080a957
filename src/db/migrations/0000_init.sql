CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bin_stock" (
	"bin_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bin_stock_bin_id_variant_id_pk" PRIMARY KEY("bin_id","variant_id"),
	CONSTRAINT "bin_stock_not_negative" CHECK ("bin_stock"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bins" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_code" text NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_components" (
	"bundle_variant_id" integer NOT NULL,
	"component_variant_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"group_code" integer NOT NULL,
	CONSTRAINT "bundle_components_bundle_variant_id_component_variant_id_pk" PRIMARY KEY("bundle_variant_id","component_variant_id"),
	CONSTRAINT "bundle_components_qty_check" CHECK ("bundle_components"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_level_check" CHECK ("categories"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "collections_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"shortname" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"island" text DEFAULT '' NOT NULL,
	"lat" numeric(9, 6),
	"lng" numeric(9, 6),
	"phone" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"is_physical" boolean DEFAULT false NOT NULL,
	"is_collect" boolean DEFAULT false NOT NULL,
	"is_website" boolean DEFAULT false NOT NULL,
	"is_third_party" boolean DEFAULT false NOT NULL,
	"lead_days" integer DEFAULT 5 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postcodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"postcode" text NOT NULL,
	"locality" text NOT NULL,
	"region" text NOT NULL,
	"island" text NOT NULL,
	"territory" text DEFAULT '' NOT NULL,
	"lat" numeric(9, 6),
	"lng" numeric(9, 6)
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"axis" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"hex" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"product_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "product_tags_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"xsel" text DEFAULT '' NOT NULL,
	"ysel" text DEFAULT '' NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"retail_cents" integer NOT NULL,
	"sale_cents" integer,
	"msrp_cents" integer NOT NULL,
	"cbm" numeric(8, 3) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sellable" boolean DEFAULT true NOT NULL,
	CONSTRAINT "product_variants_sku_unique" UNIQUE("sku"),
	CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."retail_cents" >= 0 and ("product_variants"."sale_cents" is null or "product_variants"."sale_cents" >= 0))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"collection_id" integer,
	"style_id" integer,
	"cat1_id" integer NOT NULL,
	"cat2_id" integer NOT NULL,
	"cat3_id" integer,
	"shape" text NOT NULL,
	"x_label" text DEFAULT '' NOT NULL,
	"y_label" text DEFAULT '' NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_sale" boolean DEFAULT false NOT NULL,
	"is_bundle" boolean DEFAULT false NOT NULL,
	"is_ready" boolean DEFAULT false NOT NULL,
	"is_deal" boolean DEFAULT false NOT NULL,
	"is_clearance" boolean DEFAULT false NOT NULL,
	"price_cents" integer NOT NULL,
	"retail_cents" integer NOT NULL,
	"msrp_cents" integer NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"search_doc" text DEFAULT '' NOT NULL,
	"search_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', search_doc)) STORED NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"purchase_order_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"qty_allocated" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_order_lines_purchase_order_id_variant_id_pk" PRIMARY KEY("purchase_order_id","variant_id"),
	CONSTRAINT "purchase_order_lines_qty_check" CHECK ("purchase_order_lines"."qty" >= 0 and "purchase_order_lines"."qty_allocated" >= 0 and "purchase_order_lines"."qty_allocated" <= "purchase_order_lines"."qty")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"po_number" text NOT NULL,
	"supplier" text NOT NULL,
	"dc1_eta" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"allow_back_order" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_po_number_unique" UNIQUE("po_number")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"frequency" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"pin_hash" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"role" text NOT NULL,
	"location_code" text NOT NULL,
	"mini_menu" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"variant_id" integer NOT NULL,
	"location_code" text NOT NULL,
	"free" integer DEFAULT 0 NOT NULL,
	"clr" integer DEFAULT 0 NOT NULL,
	"alloc" integer DEFAULT 0 NOT NULL,
	"nons" integer DEFAULT 0 NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_variant_id_location_code_pk" PRIMARY KEY("variant_id","location_code"),
	CONSTRAINT "stock_not_negative" CHECK ("stock"."free" >= 0 and "stock"."clr" >= 0 and "stock"."alloc" >= 0 and "stock"."nons" >= 0 and "stock"."on_hand" >= 0)
);
--> statement-breakpoint
CREATE TABLE "styles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "styles_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "tags_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"shipping_address" text DEFAULT '' NOT NULL,
	"shipping_zip" text DEFAULT '' NOT NULL,
	"billing_address" text DEFAULT '' NOT NULL,
	"acquisition" text DEFAULT '' NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bin_stock" ADD CONSTRAINT "bin_stock_bin_id_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_stock" ADD CONSTRAINT "bin_stock_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bins" ADD CONSTRAINT "bins_location_code_locations_code_fk" FOREIGN KEY ("location_code") REFERENCES "public"."locations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_components" ADD CONSTRAINT "bundle_components_bundle_variant_id_product_variants_id_fk" FOREIGN KEY ("bundle_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_components" ADD CONSTRAINT "bundle_components_component_variant_id_product_variants_id_fk" FOREIGN KEY ("component_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_style_id_styles_id_fk" FOREIGN KEY ("style_id") REFERENCES "public"."styles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cat1_id_categories_id_fk" FOREIGN KEY ("cat1_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cat2_id_categories_id_fk" FOREIGN KEY ("cat2_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cat3_id_categories_id_fk" FOREIGN KEY ("cat3_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_location_code_locations_code_fk" FOREIGN KEY ("location_code") REFERENCES "public"."locations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bins_location_code_idx" ON "bins" USING btree ("location_code","code");--> statement-breakpoint
CREATE INDEX "bundle_components_component_idx" ON "bundle_components" USING btree ("component_variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_parent_url_idx" ON "categories" USING btree (coalesce("parent_id", 0),"url");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_code_idx" ON "categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "postcodes_postcode_idx" ON "postcodes" USING btree ("postcode");--> statement-breakpoint
CREATE INDEX "postcodes_locality_trgm_idx" ON "postcodes" USING gin (lower("locality") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_idx" ON "product_options" USING btree ("product_id","axis","code");--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_cell_idx" ON "product_variants" USING btree ("product_id","xsel","ysel");--> statement-breakpoint
CREATE INDEX "products_cat1_pop_idx" ON "products" USING btree ("cat1_id","popularity" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_cat2_pop_idx" ON "products" USING btree ("cat2_id","popularity" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_cat3_idx" ON "products" USING btree ("cat3_id");--> statement-breakpoint
CREATE INDEX "products_collection_idx" ON "products" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "products_style_idx" ON "products" USING btree ("style_id");--> statement-breakpoint
CREATE INDEX "products_pop_idx" ON "products" USING btree ("popularity" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_cents");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_tsv_idx" ON "products" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_order_lines_variant_idx" ON "purchase_order_lines" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email_idx" ON "staff" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree (lower("email"));