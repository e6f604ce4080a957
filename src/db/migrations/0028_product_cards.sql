-- A card's default variant and size options from one row a trigger keeps, not from sorting
-- the product's variants and gathering its options for every card of every listing
-- (services/catalog/cards.ts; schema.ts, productCards).
CREATE TABLE "product_cards" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"default_variant_id" integer,
	"default_ysel" text,
	"default_colour" text,
	"x_options" json
);
--> statement-breakpoint
ALTER TABLE "product_cards" ADD CONSTRAINT "product_cards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The rows of the given products, worked out afresh: the default variant as the cards always chose it
-- (the one marked default, else the first), the x options in their order. A product that no longer
-- exists gets none (its row went with it, by the foreign key).
CREATE FUNCTION "product_cards_refresh"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "product_cards" ("product_id", "default_variant_id", "default_ysel", "default_colour", "x_options")
  SELECT p."id", dv."id", dv."ysel", dv."colour",
    (SELECT json_agg(json_build_object('code', o."code", 'label', o."label") ORDER BY o."sort_order", o."id")
      FROM "product_options" o WHERE o."product_id" = p."id" AND o."axis" = 'x')
  FROM "products" p
  LEFT JOIN LATERAL (
    SELECT v."id", v."ysel", v."colour" FROM "product_variants" v
    WHERE v."product_id" = p."id" ORDER BY v."is_default" DESC, v."id" LIMIT 1
  ) dv ON true
  WHERE p."id" = ANY(ids)
  ON CONFLICT ("product_id") DO UPDATE SET
    "default_variant_id" = excluded."default_variant_id",
    "default_ysel" = excluded."default_ysel",
    "default_colour" = excluded."default_colour",
    "x_options" = excluded."x_options";
$$;
--> statement-breakpoint
-- After each statement that writes variants or options, the products it touched (either side of an
-- update, so a variant moved to another product refreshes both). Whatever writes them, the seed and a
-- catalogue load included, leaves the cards true.
CREATE FUNCTION "product_cards_after_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "product_cards_refresh"(array(SELECT DISTINCT "product_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "product_cards_refresh"(array(SELECT DISTINCT "product_id" FROM old_rows));
  ELSE
    PERFORM "product_cards_refresh"(array(SELECT "product_id" FROM new_rows UNION SELECT "product_id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_cards_insert" AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_cards_after_change"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_cards_update" AFTER UPDATE ON "product_variants"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_cards_after_change"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_cards_delete" AFTER DELETE ON "product_variants"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_cards_after_change"();
--> statement-breakpoint
CREATE TRIGGER "product_options_cards_insert" AFTER INSERT ON "product_options"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_cards_after_change"();
--> statement-breakpoint
CREATE TRIGGER "product_options_cards_update" AFTER UPDATE ON "product_options"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_cards_after_change"();
--> statement-breakpoint
CREATE TRIGGER "product_options_cards_delete" AFTER DELETE ON "product_options"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_cards_after_change"();
--> statement-breakpoint
SELECT "product_cards_refresh"(array(SELECT "id" FROM "products"));
--> statement-breakpoint
ANALYZE "product_cards";
