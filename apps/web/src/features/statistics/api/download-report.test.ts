import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-report';

describe('fileNameOf (Content-Disposition, RFC 6266)', () => {
  it('reads the quoted, plain and UTF-8 forms', () => {
    expect(fileNameOf('attachment; filename="jesien-lodz-2026_2026-10-24_2026-10-26.xlsx"')).toBe('jesien-lodz-2026_2026-10-24_2026-10-26.xlsx');
    expect(fileNameOf('attachment; filename=r.xlsx')).toBe('r.xlsx');
    expect(fileNameOf("attachment; filename=\"a.xlsx\"; filename*=UTF-8''jesie%C5%84.xlsx")).toBe('jesień.xlsx');
  });
  it('is null without a name', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
  });
});
