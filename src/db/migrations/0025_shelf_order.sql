-- Products lie in the table grouped by their leaf category, the order the seed writes them in
-- (src/db/seed/insert.ts, insertProducts): a search for a kind of thing ("sofa", "queen bed") then
-- reads the few pages where that kind lies rather than a page for almost every match. Nothing in the
-- shop rewrites products rows. This names the order for `CLUSTER products`, which puts a catalogue
-- loaded some other way back in it (then `VACUUM ANALYZE products`: listings count from the index
-- alone only once the rewritten table's pages are marked all-visible again). It does not rewrite the
-- table here, inside the migration's transaction, where that VACUUM cannot follow. Decision 0002.
ALTER TABLE "products" CLUSTER ON "products_cat3_idx";
