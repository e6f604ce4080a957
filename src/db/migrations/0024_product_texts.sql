CREATE TABLE "product_texts" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"search_doc" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "product_texts" ("product_id", "description", "search_doc") SELECT "id", "description", "search_doc" FROM "products";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_tsv" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_tsv" SET DEFAULT ''::tsvector;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_doc";
