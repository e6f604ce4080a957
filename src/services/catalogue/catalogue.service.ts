// Catalogue administration's face for the other capabilities and services/index.ts.
// Live at once on every process: the change counter and its watch.
export { catalogueVersion, markCatalogueChanged } from './changes.ts';
export { type CatalogueWatch, createCatalogueWatch } from './watch.ts';
// The catalogue as a CSV file: export and import.
export { type CatalogueCsv, createCatalogueCsv } from './csv.service.ts';
