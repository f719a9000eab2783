import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LazySelect as LazySelectType } from './lazy-select';

vi.setConfig({ testTimeout: 20_000 });
afterEach(cleanup);

/** A fresh copy of the module per test: each starts before the select's code has loaded. */
let LazySelect: typeof LazySelectType;
beforeEach(async () => {
  vi.resetModules();
  ({ LazySelect } = await import('./lazy-select'));
});

const options = [
  { value: '', label: 'No account', disabled: true },
  { value: 'a', label: 'Alpha' },
  { value: 'b', label: 'Beta' },
];

function Switcher({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('a');
  return (
    <LazySelect
      look="outlined"
      ariaLabel="Account"
      value={value}
      options={options}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('LazySelect: a select whose menu loads on first use (docs/web-performance.md)', () => {
  it('is a named combobox showing the value before its code loads, with no serious axe violation', async () => {
    const { container } = render(<Switcher onChange={() => undefined} />);
    const box = screen.getByRole('combobox', { name: 'Account' });
    expect(box.textContent).toBe('Alpha');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    const { violations } = await axe.run(container, { runOnly: ['wcag2a', 'wcag2aa'] });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('a press on the look-alike opens the real menu once loaded; choosing changes the value', async () => {
    const onChange = vi.fn();
    render(<Switcher onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Account' }));
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Beta' }));
    expect(onChange).toHaveBeenCalledWith('b');
    expect(screen.getByRole('combobox', { name: 'Account' }).textContent).toBe('Beta');
  });

  it('an opening key on the focused look-alike opens the real menu with the focus in it', async () => {
    render(<Switcher onChange={() => undefined} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Account' }));
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'No account' }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
