export { ShowcaseRoutes } from './showcase-routes';
export { SHOWCASE, type ShowcaseEntry } from './showcase-registry';
