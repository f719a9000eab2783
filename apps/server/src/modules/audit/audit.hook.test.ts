import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { AuditLog } from './audit.hook';
import type { AuditEntry } from './audit.repository';

const entry = (i: number): AuditEntry => ({
  at: new Date(),
  userId: null,
  actorEmail: null,
  accountId: null,
  actingAsStaff: false,
  method: 'POST',
  url: `/api/x/${i}`,
  status: 200,
  requestId: null,
  changes: null,
});

function logger() {
  return { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger & {
    error: ReturnType<typeof vi.fn>;
    warn: ReturnType<typeof vi.fn>;
  };
}

describe('AuditLog writer: queued, batched, retried, in order', () => {
  it('writes what is queued meanwhile as the next batch, in queue order', async () => {
    const batches: string[][] = [];
    const audit = new AuditLog({ append: async (b) => void batches.push(b.map((e) => e.url)) }, logger());
    for (let i = 0; i < 4; i++) audit.enqueue(entry(i));
    await audit.flush();
    expect(batches).toEqual([['/api/x/0'], ['/api/x/1', '/api/x/2', '/api/x/3']]);
  });

  it('retries a failed batch before later ones, so nothing is lost while the database comes back', async () => {
    const written: string[] = [];
    let failures = 2;
    const log = logger();
    const append = async (b: readonly AuditEntry[]) => {
      if (failures-- > 0) throw new Error('connection refused');
      written.push(...b.map((e) => e.url));
    };
    const audit = new AuditLog({ append }, log, [1, 1, 1]);
    audit.enqueue(entry(0));
    audit.enqueue(entry(1));
    await audit.flush();
    expect(written).toEqual(['/api/x/0', '/api/x/1']);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs the entries at error level after the last attempt, and goes on with the next batch', async () => {
    const log = logger();
    let calls = 0;
    const append = async () => {
      if (calls++ < 3) throw new Error('down');
    };
    const audit = new AuditLog({ append }, log, [1, 1]);
    audit.enqueue(entry(0));
    await audit.flush();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ audit: [expect.objectContaining({ url: '/api/x/0' })] }),
      'audit log: insert failed, entries lost',
    );
    audit.enqueue(entry(1));
    await audit.flush();
    expect(calls).toBe(4);
  });
});
