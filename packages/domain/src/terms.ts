/**
 * Version of the terms of service in force: the terms effective 1 August 2023 (docs/requirements.md §1).
 * A user has accepted the terms when they accepted exactly this version; publishing new terms means
 * changing this constant, after which everyone is asked again (docs/requirements.md §2 terms dialog).
 */
export const CURRENT_TERMS_VERSION = '2023-08-01';

/** Whether a user who accepted `acceptedVersion` (null = never) has accepted the terms in force. */
export function acceptedCurrentTerms(acceptedVersion: string | null | undefined): boolean {
  return acceptedVersion === CURRENT_TERMS_VERSION;
}
