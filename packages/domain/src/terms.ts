import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { BUSINESS_TIME_ZONE, addDaysToDay, isDay, warsawDay, warsawDayStart, type Day } from './days';

/*
 * Terms of service versions (docs/requirements.md §1 "terms changes take effect after 7 days", §2 terms
 * dialog, §5 terms ticked at account creation and ordering). Versions are numbered 1, 2, 3…; version 1
 * is the terms effective 1 August 2023. The version in force at an instant is the newest one whose
 * takes-effect instant is at or before it; a version takes effect at the start of a Europe/Warsaw day.
 */

/** The first version: the terms effective 1 August 2023. */
export const FIRST_TERMS_VERSION = 1;
/** The Warsaw day version 1 took effect. */
export const FIRST_TERMS_EFFECTIVE_DAY: Day = '2023-08-01';
/** Least notice, in Europe/Warsaw calendar days, between publishing new terms and their taking effect. */
export const TERMS_NOTICE_DAYS = 7;
/** Longest terms text, in characters (the stored markdown). */
export const TERMS_TEXT_MAX_LENGTH = 100_000;

/** A published version's dates, as the rules need them. */
export interface TermsVersionDates {
  version: number;
  /** UTC instant at which the version takes effect (a Warsaw day start). */
  takesEffectAt: Date;
}

/** Field of a publication a {@link TermsIssue} is about. */
export type TermsField = 'TAKES_EFFECT_ON' | 'TEXT';
/** Stable codes of a refused publication. */
export type TermsIssueCode = 'TAKES_EFFECT_ON_INVALID' | 'TAKES_EFFECT_TOO_SOON' | 'TEXT_REQUIRED' | 'TEXT_TOO_LONG';

/** One problem of a terms publication: field, stable code and its values (earliest allowed day, limits). */
export interface TermsIssue {
  field: TermsField;
  code: TermsIssueCode;
  params: { earliestDay?: Day; maxLength?: number };
}

/**
 * The UTC instant at which terms taking effect on Warsaw day `day` start to apply: its midnight in
 * Europe/Warsaw (22:00 or 23:00 UTC the day before, by DST). @throws Error for a malformed day.
 */
export function termsTakeEffectAt(day: Day): Date {
  return warsawDayStart(day);
}

/**
 * The earliest Warsaw day new terms published at `now` may take effect: the first day whose start is
 * at least {@link TERMS_NOTICE_DAYS} calendar days after `now`, counted on the Warsaw wall clock (so a
 * DST change in between neither shortens nor lengthens the notice by an hour).
 * E.g. published 2026-12-01 10:00 Warsaw → 2026-12-09 (8 Dec 00:00 would be 6 days 14 h later).
 */
export function earliestTermsEffectDay(now: Date): Day {
  const noticeEnds = addDays(new TZDate(now.getTime(), BUSINESS_TIME_ZONE), TERMS_NOTICE_DAYS);
  const day = warsawDay(noticeEnds);
  return warsawDayStart(day).getTime() >= noticeEnds.getTime() ? day : addDaysToDay(day, 1);
}

/**
 * Issues of publishing terms `text` to take effect on Warsaw day `takesEffectOn` at instant `now`
 * (empty = may be published): TEXT_REQUIRED (blank), TEXT_TOO_LONG (> {@link TERMS_TEXT_MAX_LENGTH}),
 * TAKES_EFFECT_ON_INVALID (not a YYYY-MM-DD day), TAKES_EFFECT_TOO_SOON (before
 * {@link earliestTermsEffectDay}; params.earliestDay). Source: docs/requirements.md §1 (7 days).
 */
export function termsPublicationIssues(input: { text: string; takesEffectOn: string }, now: Date): TermsIssue[] {
  const issues: TermsIssue[] = [];
  if (input.text.trim() === '') issues.push({ field: 'TEXT', code: 'TEXT_REQUIRED', params: {} });
  else if (input.text.length > TERMS_TEXT_MAX_LENGTH)
    issues.push({ field: 'TEXT', code: 'TEXT_TOO_LONG', params: { maxLength: TERMS_TEXT_MAX_LENGTH } });
  const earliestDay = earliestTermsEffectDay(now);
  if (!isDay(input.takesEffectOn)) issues.push({ field: 'TAKES_EFFECT_ON', code: 'TAKES_EFFECT_ON_INVALID', params: { earliestDay } });
  else if (input.takesEffectOn < earliestDay) issues.push({ field: 'TAKES_EFFECT_ON', code: 'TAKES_EFFECT_TOO_SOON', params: { earliestDay } });
  return issues;
}

/** The English message of an issue (the server's problem detail; the web chooses its own by code). */
export function termsIssueMessage(issue: TermsIssue): string {
  switch (issue.code) {
    case 'TEXT_REQUIRED':
      return 'Enter the text of the terms.';
    case 'TEXT_TOO_LONG':
      return `The text of the terms may have at most ${issue.params.maxLength} characters.`;
    case 'TAKES_EFFECT_ON_INVALID':
      return 'The takes-effect date must be a day written YYYY-MM-DD.';
    case 'TAKES_EFFECT_TOO_SOON':
      return `New terms take effect at least ${TERMS_NOTICE_DAYS} days after they are published: the earliest day is ${issue.params.earliestDay}.`;
  }
}

/**
 * The version in force at `now`: the newest of `versions` with takesEffectAt <= now, or null when
 * none has taken effect yet.
 */
export function termsVersionInForce(versions: readonly TermsVersionDates[], now: Date): number | null {
  let best: number | null = null;
  for (const v of versions) if (v.takesEffectAt.getTime() <= now.getTime() && (best === null || v.version > best)) best = v.version;
  return best;
}

/**
 * Whether a user whose newest accepted version is `acceptedVersion` (null = never) has accepted the
 * version in force `inForce` (null = no terms in force: nothing to accept). Only the version in force
 * can be accepted, so a newer accepted version means the user accepted it while it was in force.
 */
export function acceptedTermsInForce(acceptedVersion: number | null | undefined, inForce: number | null): boolean {
  if (inForce === null) return true;
  return acceptedVersion != null && acceptedVersion >= inForce;
}
