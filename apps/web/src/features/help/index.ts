/** Public surface of the help feature (used by app/ only). */
export { HelpCenter } from './help-center';
export { HelpArticles } from './help-articles';
