import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColourPicker, normaliseHex } from './colour-picker';

afterEach(cleanup);

describe('normaliseHex', () => {
  it.each([
    ['#abc', '#AABBCC'],
    ['abc', '#AABBCC'],
    [' #1f3a93 ', '#1F3A93'],
    ['#12345', null],
    ['red', null],
    ['', null],
  ])('%s → %s', (text, hex) => expect(normaliseHex(text)).toBe(hex));
});

function Harness() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <ColourPicker
        label="Background"
        value={value}
        onChange={setValue}
        hexLabel="Hex code"
        invalidMessage="Use #RGB or #RRGGBB"
        swatches={['#1F3A93', '#E4572E']}
      />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('ColourPicker', () => {
  it('chooses a swatch (radio) and mirrors it in the hex field', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('radio', { name: '#E4572E' }));
    expect(screen.getByRole('radio', { name: '#E4572E' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByLabelText('Hex code')).toHaveProperty('value', '#E4572E');
    expect(screen.getByRole('status').textContent).toBe('#E4572E');
  });

  it('accepts typed hex and flags invalid text', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Hex code'), 'fff');
    expect(screen.getByRole('status').textContent).toBe('#FFFFFF');
    await userEvent.clear(screen.getByLabelText('Hex code'));
    await userEvent.type(screen.getByLabelText('Hex code'), 'zz');
    expect(screen.getByText('Use #RGB or #RRGGBB')).toBeTruthy();
  });
});
