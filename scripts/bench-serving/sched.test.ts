import { isMainThread } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { mainThreadDuring, parseSchedstat } from './sched';

describe('schedstat', () => {
  it('reads run and wait time (ns) and slices, and refuses anything else', () => {
    expect(parseSchedstat('5417312071 923871234 12183\n')).toEqual({ runNs: 5417312071, waitNs: 923871234, slices: 12183 });
    expect(() => parseSchedstat('1 2')).toThrow('not a schedstat line');
    expect(() => parseSchedstat('1 -2 3')).toThrow('not a schedstat line');
  });

  it("measures this process's main thread: a busy stretch never sleeps, so it ran or waited for a CPU all along", async (ctx) => {
    if (!isMainThread) ctx.skip(); // /proc/<pid>/schedstat is the main thread's; a worker thread's pool would measure another
    const { result, server } = await mainThreadDuring(process.pid, async () => {
      const until = performance.now() + 200;
      let n = 0;
      while (performance.now() < until) n += 1;
      return n;
    });
    if (server === null) ctx.skip(); // no /proc/<pid>/schedstat here
    expect(result).toBeGreaterThan(0);
    expect(server!.ranPct).toBeGreaterThan(0);
    expect(server!.ranPct + server!.waitedPct).toBeGreaterThan(80);
    expect(server!.ranPct + server!.waitedPct).toBeLessThanOrEqual(101);
  });
});
