import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { requestsArb, type FuzzRequest } from './openapi-requests.testkit';
import { send, violation, type FuzzOutcome, type FuzzTarget } from './fuzz-target.testkit';
import { EXCLUSIONS } from './exclusions.testkit';

/** The committed API document the fuzz test generates requests from. */
export const OPENAPI_PATH = new URL('../../../openapi.json', import.meta.url);

export interface FuzzFinding {
  rule: string;
  op: string;
  request: string;
  status: number;
  type?: string;
  body: string;
}

export interface FuzzReport {
  requests: number;
  statuses: Record<string, number>;
  fiveHundreds: number;
  nonProblem4xx: number;
  /** Violations not covered by an exclusion: the test fails on any. */
  findings: FuzzFinding[];
  /** Violations covered by a named, temporary exclusion, counted per exclusion name. */
  excluded: Record<string, number>;
}

/** A short replayable description of a request (method, path, headers, body excerpt). */
export function describe(req: FuzzRequest): string {
  const body =
    req.body === undefined
      ? ''
      : typeof req.body === 'string'
        ? ` body=${JSON.stringify(req.body.slice(0, 200))}`
        : req.body instanceof Uint8Array
          ? ` body=${JSON.stringify(Buffer.from(req.body).toString('latin1').slice(0, 300))}(${req.body.length} bytes)`
          : ` body=<${req.body.big}>`;
  const path = req.path.length > 300 ? `${req.path.slice(0, 300)}…(${req.path.length} chars)` : req.path;
  return `${req.method} ${path} auth=${req.auth} headers=${JSON.stringify(req.headers)}${body}`;
}

/**
 * Generates `runs` requests from apps/server/openapi.json with fast-check (seeded, so a run is
 * reproducible) and sends them to the target, `concurrency` at a time.
 */
export async function runFuzz(target: FuzzTarget, options: { runs: number; seed: number; concurrency?: number }): Promise<FuzzReport> {
  const doc = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8'));
  const requests = fc.sample(requestsArb(doc, target.known), { numRuns: options.runs, seed: options.seed });
  const report: FuzzReport = { requests: requests.length, statuses: {}, fiveHundreds: 0, nonProblem4xx: 0, findings: [], excluded: {} };
  const record = (req: FuzzRequest, out: FuzzOutcome) => {
    report.statuses[out.status] = (report.statuses[out.status] ?? 0) + 1;
    const rule = violation(req, out);
    if (!rule) return;
    if (out.status >= 500 || out.status === 0) report.fiveHundreds++;
    else report.nonProblem4xx++;
    const exclusion = EXCLUSIONS.find((e) => e.covers(req, out));
    if (exclusion) report.excluded[exclusion.name] = (report.excluded[exclusion.name] ?? 0) + 1;
    else
      report.findings.push({
        rule,
        op: req.op,
        request: describe(req),
        status: out.status,
        ...(out.type ? { type: out.type } : {}),
        body: out.body,
      });
  };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const req = requests[next++]!;
      record(req, await send(target, req));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  return report;
}
