/**
 * The catalogue module's door: the plugin for app.ts, its face (decorated as `app.catalogue`), and
 * the catalogue import the CLI and the server start run (data/README.md).
 */
export { catalogueModule, type CatalogueFace } from './catalogue.module';
export { importCatalogue, type ImportOptions, type ImportReport } from './catalogue.importer';
