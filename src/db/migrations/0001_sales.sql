CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"shipmethod" text DEFAULT 'DEL' NOT NULL,
	"pick_location" text,
	"discounted_each_cents" integer,
	"disc_type" text,
	"disc_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_qty_check" CHECK ("cart_items"."qty" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "cart_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	CONSTRAINT "cart_payments_amount_check" CHECK ("cart_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'shopper' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"session_id" text,
	"user_id" integer,
	"staff_id" integer,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"baddress" text DEFAULT '' NOT NULL,
	"use_same_address" boolean DEFAULT true NOT NULL,
	"coupon_code" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"agree_terms" boolean DEFAULT false NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"eta_padding" integer DEFAULT 0 NOT NULL,
	"branch" text DEFAULT 'WEB' NOT NULL,
	"payment_method" text DEFAULT '' NOT NULL,
	"manual_shipping_cents" integer,
	"assembly_cents" integer DEFAULT 0 NOT NULL,
	"rubbish_cents" integer DEFAULT 0 NOT NULL,
	"acquisition" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'percent' NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"min_gtotal_cents" integer DEFAULT 0 NOT NULL,
	"is_shipping" boolean DEFAULT false NOT NULL,
	"exclude_hot" boolean DEFAULT false NOT NULL,
	"exclude_sale" boolean DEFAULT false NOT NULL,
	"no_commission" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"use_limit" integer DEFAULT 1 NOT NULL,
	"expiry" date,
	"customer_id" integer,
	"staff_id" integer,
	"op_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_use_check" CHECK ("coupons"."use_count" >= 0 and "coupons"."use_limit" >= 0 and "coupons"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_zone_regions" (
	"region" text PRIMARY KEY NOT NULL,
	"zone_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"base_cents" integer NOT NULL,
	"included_cbm" numeric(6, 3) NOT NULL,
	"per_cbm_cents" integer NOT NULL,
	"courier_cents" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"group_code" integer DEFAULT -1 NOT NULL,
	"qty_ordered" integer NOT NULL,
	"each_price_inc_cents" integer NOT NULL,
	"row_price_inc_cents" integer NOT NULL,
	"retail_cents" integer DEFAULT 0 NOT NULL,
	"shipmethod" text DEFAULT 'DEL' NOT NULL,
	"pick_location" text,
	"eta_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_items_qty_check" CHECK ("order_items"."qty_ordered" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"kind" text DEFAULT 'order' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"channel" text DEFAULT 'web' NOT NULL,
	"cart_id" integer,
	"session_id" text,
	"user_id" integer,
	"staff_id" integer,
	"location" text DEFAULT 'WEB' NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"shipping_address" text DEFAULT '' NOT NULL,
	"shipping_zip" text DEFAULT '' NOT NULL,
	"billing_address" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"coupon_code" text DEFAULT '' NOT NULL,
	"shipmethod" text DEFAULT '' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"assembly_cents" integer DEFAULT 0 NOT NULL,
	"rubbish_cents" integer DEFAULT 0 NOT NULL,
	"item_discount_cents" integer DEFAULT 0 NOT NULL,
	"coupon_discount_cents" integer DEFAULT 0 NOT NULL,
	"grandtotal_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cbm" numeric(10, 3) DEFAULT '0' NOT NULL,
	"payment_method" text DEFAULT '' NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"hold_until" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"for_shoppers" boolean DEFAULT false NOT NULL,
	"for_staff" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"min_cents" integer DEFAULT 0 NOT NULL,
	"max_cents" integer DEFAULT 0 NOT NULL,
	"months" integer DEFAULT 0 NOT NULL,
	"rule" text DEFAULT '' NOT NULL,
	"disclaimer" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"needs_reference" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"notification_id" text NOT NULL,
	"order_no" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_notification_id_unique" UNIQUE("notification_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer,
	"variant_id" integer NOT NULL,
	"location_code" text,
	"purchase_order_id" integer,
	"qty" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_qty_check" CHECK ("stock_reservations"."qty" > 0),
	CONSTRAINT "stock_reservations_source_check" CHECK (("stock_reservations"."location_code" is null) <> ("stock_reservations"."purchase_order_id" is null))
);
--> statement-breakpoint
CREATE TABLE "used_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_pick_location_locations_code_fk" FOREIGN KEY ("pick_location") REFERENCES "public"."locations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_payments" ADD CONSTRAINT "cart_payments_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zone_regions" ADD CONSTRAINT "delivery_zone_regions_zone_code_delivery_zones_code_fk" FOREIGN KEY ("zone_code") REFERENCES "public"."delivery_zones"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_location_code_locations_code_fk" FOREIGN KEY ("location_code") REFERENCES "public"."locations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_variant_idx" ON "cart_items" USING btree ("cart_id","variant_id");--> statement-breakpoint
CREATE INDEX "cart_payments_cart_idx" ON "cart_payments" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_session_idx" ON "carts" USING btree ("session_id") WHERE "carts"."status" = 'open' and "carts"."kind" = 'shopper' and "carts"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_user_idx" ON "carts" USING btree ("user_id") WHERE "carts"."status" = 'open' and "carts"."kind" = 'shopper';--> statement-breakpoint
CREATE INDEX "carts_staff_idx" ON "carts" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_session_idx" ON "orders" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id") WHERE "orders"."kind" = 'order' and "orders"."cart_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("gateway","provider_ref");--> statement-breakpoint
CREATE INDEX "stock_reservations_order_idx" ON "stock_reservations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_reservations_variant_idx" ON "stock_reservations" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "used_challenges_expires_idx" ON "used_challenges" USING btree ("expires_at");