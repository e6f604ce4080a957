// Catalogue administration's face for the other capabilities and services/index.ts.
// Live at once on every process: the change counter and its watch.
export { catalogueVersion, markCatalogueChanged } from './changes.ts';
export { type CatalogueWatch, createCatalogueWatch } from './watch.ts';
// The pictures: uploads, the gallery's order, colours, the card's picture, and the served files.
export { type CataloguePictures, createCataloguePictures } from './pictures.ts';
export { mayChangeCatalogue } from './save.ts';
// The editor's list, product, save, history and card preview.
export { type CatalogueService, createCatalogueService } from './editor.ts';
// The catalogue as a CSV file: export and import.
export { type CatalogueCsv, createCatalogueCsv } from './csv.service.ts';
