import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { announcementColours } from '@/components/announcement/announcement-colours';
import { theme } from './theme';

/** WCAG 2.2 SC 1.4.3 (Contrast, minimum, level AA): normal text needs 4.5:1. */
const AA = 4.5;
const COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/**
 * The contrast ratio of WCAG 2.2 ("contrast ratio", "relative luminance"), written out here so that MUI's
 * getContrastRatio is checked against the definition and not only trusted. Colours as #rrggbb.
 */
function wcagContrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b2] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b2!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('theme colours reach WCAG AA contrast (4.5:1)', () => {
  it('computes the ratio as WCAG defines it, and would refuse MUI’s default warning and info', () => {
    expect(wcagContrast('#ed6c02', '#ffffff')).toBeCloseTo(3.11, 1);
    expect(wcagContrast('#0288d1', '#ffffff')).toBeCloseTo(3.85, 1);
    expect(getContrastRatio('#ed6c02', '#fff')).toBeCloseTo(wcagContrast('#ed6c02', '#ffffff'), 1);
  });

  it.each(COLOURS)('%s: its text colour on it (filled chips, buttons, the "as staff" tag)', (key) => {
    const { main, contrastText } = theme.palette[key];
    expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(AA);
  });

  it.each(COLOURS)('%s: as text on white and on the page background (outlined status chips)', (key) => {
    const { main } = theme.palette[key];
    expect(wcagContrast(main, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(wcagContrast(main, theme.palette.background.default)).toBeGreaterThanOrEqual(AA);
  });

  it.each(COLOURS)('%s: outlined chips write in the dark shade, readable on a selected and hovered row', (key) => {
    const { dark } = theme.palette[key];
    const { selectedOpacity, hoverOpacity } = theme.palette.action;
    // The row's background: the primary colour at the selected plus hover opacity over white (MUI TableRow).
    const row = theme.palette.primary.main;
    const mix = (opacity: number) =>
      '#' +
      [1, 3, 5]
        .map((i) =>
          Math.round(255 - (255 - parseInt(row.slice(i, i + 2), 16)) * opacity)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('');
    expect(getContrastRatio(dark, mix(selectedOpacity + hoverOpacity))).toBeGreaterThanOrEqual(AA);
    expect(getContrastRatio(dark, '#ffffff')).toBeGreaterThanOrEqual(AA);
  });

  it.each(['INFO', 'WARNING', 'ERROR', 'SUCCESS', 'OTHER'])('announcement bar of type %s', (type) => {
    const { bgcolor, color } = announcementColours(type)(theme);
    expect(getContrastRatio(color, bgcolor)).toBeGreaterThanOrEqual(AA);
  });
});
