import type { TermsService } from './terms.service';

/** What other modules call on `app.terms`: recording an acceptance (the invitation page's terms box). */
export type TermsFace = Pick<TermsService, 'recordAcceptance'>;
