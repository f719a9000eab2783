/**
 * Node.js flags of the server process, wherever it is started: `npm start`, the systemd unit
 * (deploy/systemd/ads-portal.service repeats them), the benchmarks and the several-hosts test.
 * --max-semi-space-size=64 (MB): a larger young generation, so the auction path's short-lived objects are
 * collected by fewer scavenges; each pause stays short, and the p99 of search auctions at 1M SKUs fell from
 * 301–322 to 248 µs (docs/serving-scale.md "Garbage collection"). Costs up to ~128 MB more memory per process.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
