import { describe, expect, it } from 'vitest';
import { writePieces } from './auction-insight';

/**
 * The flush's pacing (docs/auction-insight.md "Flushing in pieces"): what waits on the event loop (an auction) runs
 * between taking a piece and writing it, so the loop is never held for a take and a write in one go.
 */
describe('writePieces', () => {
  it('lets waiting work run between each take and its write, and writes every row once', async () => {
    const log: string[] = [];
    const counters = {
      *pieces() {
        for (let k = 1; k <= 3; k++) {
          log.push(`take ${k}`);
          setImmediate(() => log.push(`auction ${k}`)); // arrives while the piece is being taken
          yield [k];
        }
      },
    };
    const written: number[] = [];
    await writePieces(
      [],
      counters,
      async (rows) => {
        log.push(`write ${rows[0]}`);
        written.push(...rows);
      },
      () => undefined,
      () => 0,
    );
    expect(written).toEqual([1, 2, 3]);
    expect(log).toEqual(['take 1', 'auction 1', 'write 1', 'take 2', 'auction 2', 'write 2', 'take 3', 'auction 3', 'write 3']);
  });

  it('keeps a failed piece and the rows not yet written of earlier failures, and stops', async () => {
    const kept: number[][] = [];
    const failing = async (rows: number[]) => {
      if (rows.includes(2)) throw new Error('database down');
    };
    const counters = {
      *pieces() {
        yield [9];
      },
    };
    await expect(
      writePieces(
        [1, 2, 3],
        counters,
        failing,
        (rows) => kept.push(rows),
        () => 0,
      ),
    ).rejects.toThrow('database down');
    expect(kept).toEqual([[1, 2, 3]]); // pending goes in one piece of up to FLUSH_PIECE_ROWS; nothing of the counters taken
  });
});
