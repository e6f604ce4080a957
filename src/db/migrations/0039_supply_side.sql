-- The supply side (schema-supply.ts): the stock ledger, transfers between places, and purchase orders
-- that are raised, received into their place and closed. A purchase-order line's qty is what is still to
-- arrive; qty_received what has arrived.
CREATE TABLE "stock_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"location_code" text NOT NULL,
	"bin_id" integer,
	"kind" text NOT NULL,
	"on_hand_change" integer DEFAULT 0 NOT NULL,
	"allocated_change" integer DEFAULT 0 NOT NULL,
	"staff_id" integer,
	"order_id" integer,
	"purchase_order_id" integer,
	"transfer_id" integer,
	"reason" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_ledger_kind_check" CHECK ("stock_ledger"."kind" in ('opening', 'allocated', 'released', 'dispatched', 'received', 'adjusted', 'transfer_out', 'transfer_in', 'counted')),
	CONSTRAINT "stock_ledger_moves_check" CHECK ("stock_ledger"."on_hand_change" <> 0 or "stock_ledger"."allocated_change" <> 0)
);
--> statement-breakpoint
CREATE TABLE "stock_transfer_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"from_bin_id" integer,
	"to_bin_id" integer,
	"qty" integer NOT NULL,
	CONSTRAINT "stock_transfer_lines_qty_check" CHECK ("stock_transfer_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_location" text NOT NULL,
	"to_location" text NOT NULL,
	"status" text DEFAULT 'in_transit' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_by" integer,
	"received_at" timestamp with time zone,
	CONSTRAINT "stock_transfers_status_check" CHECK ("stock_transfers"."status" in ('in_transit', 'received', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" DROP CONSTRAINT "purchase_order_lines_qty_check";--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "qty_received" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "location_code" text DEFAULT 'DC1' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_location_code_locations_code_fk" FOREIGN KEY ("location_code") REFERENCES "public"."locations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_bin_id_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_transfer_id_stock_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."stock_transfers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_transfer_id_stock_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."stock_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_from_bin_id_bins_id_fk" FOREIGN KEY ("from_bin_id") REFERENCES "public"."bins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_to_bin_id_bins_id_fk" FOREIGN KEY ("to_bin_id") REFERENCES "public"."bins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_from_location_locations_code_fk" FOREIGN KEY ("from_location") REFERENCES "public"."locations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_to_location_locations_code_fk" FOREIGN KEY ("to_location") REFERENCES "public"."locations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_sent_by_staff_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_received_by_staff_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_ledger_variant_place_idx" ON "stock_ledger" USING btree ("variant_id","location_code","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_ledger_order_idx" ON "stock_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_purchase_order_idx" ON "stock_ledger" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "stock_transfer_lines_transfer_idx" ON "stock_transfer_lines" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "stock_transfers_open_idx" ON "stock_transfers" USING btree ("to_location","status");--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_location_code_locations_code_fk" FOREIGN KEY ("location_code") REFERENCES "public"."locations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_qty_check" CHECK ("purchase_order_lines"."qty" >= 0 and "purchase_order_lines"."qty_allocated" >= 0 and "purchase_order_lines"."qty_allocated" <= "purchase_order_lines"."qty" and "purchase_order_lines"."qty_received" >= 0);
--> statement-breakpoint
-- The opening balance: for every variant and place, rows that add up to its stock row as it stands, one
-- per bin holding units and one for what no bin accounts for and for what is allocated. The seed calls it
-- after loading its stock, and so does this migration for a database that already holds stock.
CREATE FUNCTION "stock_ledger_opening"() RETURNS void LANGUAGE sql AS $$
  INSERT INTO "stock_ledger" ("variant_id", "location_code", "bin_id", "kind", "on_hand_change", "allocated_change", "note")
  SELECT bs."variant_id", b."location_code", b."id", 'opening', bs."qty", 0, 'Opening balance'
    FROM "bin_stock" bs JOIN "bins" b ON b."id" = bs."bin_id"
    WHERE bs."qty" > 0
  UNION ALL
  SELECT s."variant_id", s."location_code", NULL, 'opening',
      s."on_hand" - coalesce(binned."qty", 0), s."alloc", 'Opening balance'
    FROM "stock" s
    LEFT JOIN (SELECT bs."variant_id", b."location_code", sum(bs."qty")::int AS "qty"
        FROM "bin_stock" bs JOIN "bins" b ON b."id" = bs."bin_id" GROUP BY 1, 2) binned
      ON binned."variant_id" = s."variant_id" AND binned."location_code" = s."location_code"
    WHERE s."on_hand" <> coalesce(binned."qty", 0) OR s."alloc" <> 0
  ORDER BY 1, 2
$$;
--> statement-breakpoint
SELECT "stock_ledger_opening"();
