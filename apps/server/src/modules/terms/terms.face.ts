import type { TermsService } from './terms.service';

/**
 * What other modules call on `app.terms`: recording an acceptance (the invitation page's terms box)
 * and the version in force with its text (the invitation page shows it).
 */
export type TermsFace = Pick<TermsService, 'recordAcceptance' | 'inForce'>;
