import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/*
 * Our own description of the part of KSeF API 2.0 the client uses (ksef-contract.json, docs/ksef.md
 * "Contract"), compiled with ajv: the stand-in checks every request against it, and its own answers too.
 */

interface Operation {
  method: 'GET' | 'POST';
  path: string;
  published: string;
  auth: 'none' | 'authenticationToken' | 'accessToken' | 'refreshToken';
  request: string | null;
  answers: Record<string, string | null>;
}

const contract = JSON.parse(readFileSync(new URL('./ksef-contract.json', import.meta.url), 'utf8')) as {
  source: { infoVersion: string; apiVersion: string };
  operations: Operation[];
  $defs: Record<string, object>;
};

const ajv = new Ajv({ allErrors: true, strict: true });
addFormats(ajv);
ajv.addSchema({ $id: 'ksef', $defs: contract.$defs });
const compiled = new Map<string, ValidateFunction>();

function validator(def: string): ValidateFunction {
  let v = compiled.get(def);
  if (!v) {
    if (!contract.$defs[def]) throw new Error(`ksef-contract.json has no $defs/${def}`);
    v = ajv.compile({ $ref: `ksef#/$defs/${def}` });
    compiled.set(def, v);
  }
  return v;
}

/** The contract's source: info.version and the API version of the published document it was taken from. */
export const CONTRACT_SOURCE = contract.source;

/** A matched operation with its path parameters. */
export interface MatchedOperation extends Operation {
  params: Record<string, string>;
}

/** The operation of `method path` (path without the /v2 base), or undefined when the contract has none. */
export function matchOperation(method: string, path: string): MatchedOperation | undefined {
  for (const op of contract.operations) {
    if (op.method !== method) continue;
    const names: string[] = [];
    const pattern = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const m = new RegExp(`^${pattern}$`).exec(path);
    if (m) return { ...op, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])) };
  }
  return undefined;
}

/** Problems of `value` against $defs/`def` ([] when valid). */
export function violations(def: string, value: unknown): string[] {
  const v = validator(def);
  return v(value) ? [] : (v.errors ?? []).map((e) => `${def}${e.instancePath} ${e.message ?? ''}`.trim());
}

/** Problems of an operation's path parameters: references are ReferenceNumber, a KSeF number KsefNumber. */
export function paramViolations(op: MatchedOperation): string[] {
  return Object.entries(op.params).flatMap(([name, value]) => violations(name === 'ksefNumber' ? 'KsefNumber' : 'ReferenceNumber', value));
}
