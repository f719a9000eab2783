import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/**
 * The cluster's own network (docs/deployment.md "The cluster test"): four network namespaces on two
 * bridges, all named after one random id so that parallel runs and left-overs of a killed run cannot clash.
 *
 *   front bridge 10.251.X.0/24: this process (.1), the balancer (.20), serving host a (.11), b (.12)
 *   db bridge    10.252.X.0/24: this process (.1), PostgreSQL (.10), serving host a (.11), b (.12)
 *
 * A serving host's database link is its own interface (`db` in its namespace), so it can be cut with
 * `ip link set db down` while the balancer still reaches the host.
 */
export type HostName = 'pg' | 'lb' | 'a' | 'b';

export interface Topology {
  id: string;
  /** Namespace name of each host. */
  ns: Record<HostName, string>;
  /** Front (client, balancer, serving) addresses. */
  front: { self: string; lb: string; a: string; b: string };
  /** Database network addresses. */
  db: { self: string; pg: string; a: string; b: string };
}

/** Runs a command, throwing with its stderr on a non-zero exit. */
export function run(command: string, args: readonly string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

const ip = (...args: string[]) => run('ip', args);
const inNs = (ns: string, ...args: string[]) => run('ip', ['netns', 'exec', ns, 'ip', ...args]);

/** A /24 third octet that neither 10.251.X nor 10.252.X uses on this machine yet. */
function freeOctet(): number {
  const used = ip('-4', 'addr', 'show') + ip('-4', 'route', 'show');
  for (let tries = 0; tries < 50; tries += 1) {
    const x = 2 + (randomBytes(1)[0]! % 250);
    if (!used.includes(`10.251.${x}.`) && !used.includes(`10.252.${x}.`)) return x;
  }
  throw new Error('no free 10.251.X.0/24 and 10.252.X.0/24 subnet');
}

/** Plans the names and addresses of a new cluster (nothing is created yet). */
export function planTopology(): Topology {
  const id = randomBytes(2).toString('hex');
  const x = freeOctet();
  const f = (n: number) => `10.251.${x}.${n}`;
  const d = (n: number) => `10.252.${x}.${n}`;
  return {
    id,
    ns: { pg: `adsc${id}-pg`, lb: `adsc${id}-lb`, a: `adsc${id}-a`, b: `adsc${id}-b` },
    front: { self: f(1), lb: f(20), a: f(11), b: f(12) },
    db: { self: d(1), pg: d(10), a: d(11), b: d(12) },
  };
}

/** Bridge names (≤ 15 characters, the kernel's limit). */
const bridges = (t: Topology) => ({ front: `adsc${t.id}f`, db: `adsc${t.id}d` });

/** Connects namespace `ns` to `bridge` through a veth pair; its end inside is called `inside` with `address`/24. */
function attach(t: Topology, ns: string, host: HostName, bridge: string, inside: string, address: string): void {
  const outer = `adsc${t.id}${host}${inside[0]}`;
  ip('link', 'add', outer, 'type', 'veth', 'peer', 'name', `${outer}p`);
  ip('link', 'set', `${outer}p`, 'netns', ns);
  inNs(ns, 'link', 'set', `${outer}p`, 'name', inside);
  inNs(ns, 'addr', 'add', `${address}/24`, 'dev', inside);
  inNs(ns, 'link', 'set', inside, 'up');
  ip('link', 'set', outer, 'master', bridge);
  ip('link', 'set', outer, 'up');
}

/** Creates the namespaces, bridges and links of `t`. Call {@link destroyTopology} afterwards, also on failure. */
export function createTopology(t: Topology): void {
  const br = bridges(t);
  for (const [name, self] of [
    [br.front, t.front.self],
    [br.db, t.db.self],
  ] as const) {
    ip('link', 'add', name, 'type', 'bridge');
    ip('addr', 'add', `${self}/24`, 'dev', name);
    ip('link', 'set', name, 'up');
  }
  for (const host of ['pg', 'lb', 'a', 'b'] as const) {
    ip('netns', 'add', t.ns[host]);
    inNs(t.ns[host], 'link', 'set', 'lo', 'up');
  }
  attach(t, t.ns.pg, 'pg', br.db, 'db', t.db.pg);
  attach(t, t.ns.lb, 'lb', br.front, 'front', t.front.lb);
  for (const host of ['a', 'b'] as const) {
    attach(t, t.ns[host], host, br.front, 'front', t.front[host]);
    attach(t, t.ns[host], host, br.db, 'db', t.db[host]);
  }
}

/** Cuts (`up` false) or restores a serving host's database link: its `db` interface goes down or up. */
export function setDatabaseLink(t: Topology, host: 'a' | 'b', up: boolean): void {
  inNs(t.ns[host], 'link', 'set', 'db', up ? 'up' : 'down');
}

/** Removes everything {@link createTopology} made (what exists of it); never throws. Processes in the namespaces must be stopped first. */
export function destroyTopology(t: Topology): void {
  const br = bridges(t);
  for (const ns of Object.values(t.ns)) {
    try {
      ip('netns', 'del', ns); // also deletes the veth pairs whose one end is inside
    } catch {
      // not created
    }
  }
  for (const name of [br.front, br.db]) {
    try {
      ip('link', 'del', name);
    } catch {
      // not created
    }
  }
}

/** Namespaces and bridges left by earlier runs (`adsc<id>-…`), for the start-up message. */
export function leftovers(): string[] {
  return ip('netns', 'list')
    .split('\n')
    .map((l) => l.split(' ')[0]!)
    .filter((n) => /^adsc[0-9a-f]{4}-/.test(n));
}

/** The argv prefix that runs a command inside host `host`'s namespace. */
export function nsExec(t: Topology, host: HostName): string[] {
  return ['netns', 'exec', t.ns[host]];
}
