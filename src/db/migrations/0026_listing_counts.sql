-- Filter counts from a table a trigger on products keeps, not counted from thousands of rows
-- on every listing (services/catalog/facets.ts; schema.ts, listingCounts).
CREATE TABLE "listing_counts" (
	"cat1_id" integer NOT NULL,
	"cat2_id" integer NOT NULL,
	"cat3_id" integer,
	"is_new" boolean NOT NULL,
	"is_sale" boolean NOT NULL,
	"is_bundle" boolean NOT NULL,
	"is_ready" boolean NOT NULL,
	"is_deal" boolean NOT NULL,
	"is_clearance" boolean NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- Recounted whole after every statement that writes products (20,000 products: ~20 ms; the shop
-- writes products only when a catalogue is loaded). The lock makes two such statements recount one
-- after the other: without it the second's DELETE would miss the first's uncommitted rows and both
-- sets would stay. Readers are not held up (EXCLUSIVE lets SELECT through).
CREATE FUNCTION "listing_counts_recount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "listing_counts" IN EXCLUSIVE MODE;
  DELETE FROM "listing_counts";
  INSERT INTO "listing_counts"
    SELECT "cat1_id", "cat2_id", "cat3_id", "is_new", "is_sale", "is_bundle", "is_ready", "is_deal", "is_clearance", count(*)::int
    FROM "products" WHERE "active"
    GROUP BY "cat1_id", "cat2_id", "cat3_id", "is_new", "is_sale", "is_bundle", "is_ready", "is_deal", "is_clearance";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_listing_counts" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_counts_recount"();
--> statement-breakpoint
INSERT INTO "listing_counts"
  SELECT "cat1_id", "cat2_id", "cat3_id", "is_new", "is_sale", "is_bundle", "is_ready", "is_deal", "is_clearance", count(*)::int
  FROM "products" WHERE "active"
  GROUP BY "cat1_id", "cat2_id", "cat3_id", "is_new", "is_sale", "is_bundle", "is_ready", "is_deal", "is_clearance";
