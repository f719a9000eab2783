import { describe, expect, it } from 'vitest';
import { DomainError } from './errors';
import { servesPlace, validateChannelTarget } from './channels';

const mainPl = { channel: 'MAIN', market: 'PL' };
const eobuwiePl = { channel: 'EOBUWIE', market: 'PL' };
const mainCz = { channel: 'MAIN', market: 'CZ' };
const active = { MAIN: ['PL', 'CZ'], EOBUWIE: ['PL'] };

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error.field;
    throw error;
  }
  return undefined;
}

describe('servesPlace: the channel + market filter of the auction', () => {
  it('serves a campaign on the key channel in one of its markets', () => {
    expect(servesPlace({ channel: 'MAIN', markets: ['PL'] }, mainPl)).toBe(true);
    expect(servesPlace({ channel: 'MAIN', markets: ['CZ', 'PL'] }, mainCz)).toBe(true);
  });
  it('does not serve another channel', () => {
    expect(servesPlace({ channel: 'MAIN', markets: ['PL'] }, eobuwiePl)).toBe(false);
    expect(servesPlace({ channel: 'EOBUWIE', markets: ['PL'] }, mainPl)).toBe(false);
  });
  it('serves ALL on every channel', () => {
    expect(servesPlace({ channel: 'ALL', markets: ['PL'] }, mainPl)).toBe(true);
    expect(servesPlace({ channel: 'ALL', markets: ['PL'] }, eobuwiePl)).toBe(true);
  });
  it('does not serve a market the campaign does not name, whatever the channel', () => {
    expect(servesPlace({ channel: 'MAIN', markets: ['PL'] }, mainCz)).toBe(false);
    expect(servesPlace({ channel: 'ALL', markets: ['PL'] }, mainCz)).toBe(false);
    expect(servesPlace({ channel: 'ALL', markets: [] }, mainPl)).toBe(false);
  });
});

describe('validateChannelTarget (docs/requirements.md §5: channel and markets required to publish)', () => {
  it('accepts a known channel with active markets and de-duplicates them', () => {
    expect(validateChannelTarget('MAIN', ['PL', 'CZ', 'PL'], active)).toEqual(['PL', 'CZ']);
    expect(validateChannelTarget('ALL', ['PL'], active)).toEqual(['PL']);
  });
  it('names the field at fault', () => {
    expect(fieldOf(() => validateChannelTarget(null, ['PL'], active))).toBe('CHANNEL');
    expect(fieldOf(() => validateChannelTarget('OTHER', ['PL'], active))).toBe('CHANNEL');
    expect(fieldOf(() => validateChannelTarget('MAIN', [], active))).toBe('MARKETS');
    expect(fieldOf(() => validateChannelTarget('MAIN', null, active))).toBe('MARKETS');
    expect(fieldOf(() => validateChannelTarget('EOBUWIE', ['CZ'], active))).toBe('MARKETS');
    // ALL needs the market on both channels.
    expect(fieldOf(() => validateChannelTarget('ALL', ['CZ'], active))).toBe('MARKETS');
  });
});
