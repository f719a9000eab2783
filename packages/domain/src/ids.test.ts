import { describe, expect, it } from 'vitest';
import { isUuid, isUuidV4 } from './ids';

describe('ids', () => {
  it('accepts canonical UUIDs in either case and refuses anything else', () => {
    expect(isUuid('0b7a3c0e-1f2d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(true);
    expect(isUuid('0B7A3C0E-1F2D-4E5F-8A9B-0C1D2E3F4A5B')).toBe(true);
    expect(isUuid('{0b7a3c0e-1f2d-4e5f-8a9b-0c1d2e3f4a5b}')).toBe(false);
    expect(isUuid('0b7a3c0e1f2d4e5f8a9b0c1d2e3f4a5b')).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
  it('tells version 4 from other versions', () => {
    expect(isUuidV4('0b7a3c0e-1f2d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(true);
    expect(isUuidV4('0b7a3c0e-1f2d-1e5f-8a9b-0c1d2e3f4a5b')).toBe(false);
    expect(isUuidV4('0b7a3c0e-1f2d-4e5f-0a9b-0c1d2e3f4a5b')).toBe(false);
  });
});
