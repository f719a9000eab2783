import { describe, expect, it } from 'vitest';
import { fromDateTimeLocal, toDateTimeLocal } from './form-date-time-field';

describe('datetime-local values', () => {
  it('round-trips an instant through the local form value, minutes kept', () => {
    const iso = '2026-03-01T10:15:00.000Z';
    expect(toDateTimeLocal(iso)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromDateTimeLocal(toDateTimeLocal(iso))).toBe(iso);
  });

  it('maps no value to the empty field and back', () => {
    expect(toDateTimeLocal(null)).toBe('');
    expect(fromDateTimeLocal('')).toBeNull();
  });
});
