import type { FuzzOutcome } from './fuzz-target.testkit';
import type { FuzzRequest } from './openapi-requests.testkit';

/**
 * Named, temporary exclusions of the OpenAPI fuzz test. Each covers violations whose fix belongs to
 * another piece of work; the test counts and prints them, and fails on anything not listed here.
 * Remove an entry as soon as its fix is merged.
 */
export interface FuzzExclusion {
  name: string;
  reason: string;
  covers(req: FuzzRequest, out: FuzzOutcome): boolean;
}

export const EXCLUSIONS: FuzzExclusion[] = [];
