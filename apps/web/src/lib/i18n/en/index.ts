import type { Widen } from '../widen';
import { enFirstScreen } from './first-screen';
import { enLater } from './later';

/**
 * English UI texts, assembled from one file per area (docs/conventions.md "The web app"). Polish lives in
 * `../pl/` with the same files and keys. A new area is one new file here and in `../pl/`, spread in `first-screen.ts`
 * (used by the app shell or the campaigns list) or `later.ts` (only other screens), and in `../pl/index.ts`
 * (top-level keys must not repeat across areas). The English error-catalogue messages are read from
 * `@ads/domain` (problems.ts), not repeated.
 */
export const en = { ...enFirstScreen, ...enLater };

/** Shape every language must fill. */
export type Translation = Widen<typeof en>;
