import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SelectableCards, type SelectableCardOption } from './selectable-cards';

afterEach(cleanup);

const OPTIONS: SelectableCardOption[] = [
  { value: 'MAIN', title: 'Main shop' },
  { value: 'EOBUWIE', title: 'eobuwie' },
  { value: 'ALL', title: 'Both', disabled: true },
];

function Harness({ multiple }: { multiple?: boolean }) {
  const [value, setValue] = useState<string[]>(['MAIN']);
  return (
    <>
      <SelectableCards label="Channel" options={OPTIONS} value={value} onChange={setValue} multiple={multiple} />
      <output>{value.join(',')}</output>
    </>
  );
}

describe('SelectableCards', () => {
  it('single choice: a radio group where choosing one replaces the other', async () => {
    render(<Harness />);
    expect(screen.getByRole('radiogroup', { name: 'Channel' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Main shop' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByRole('radio', { name: 'eobuwie' }));
    expect(screen.getByRole('radio', { name: 'eobuwie' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Main shop' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('EOBUWIE');
  });

  it('multiple choice: checkboxes that toggle', async () => {
    render(<Harness multiple />);
    expect(screen.getByRole('group', { name: 'Channel' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'eobuwie' }));
    expect(screen.getByRole('status').textContent).toBe('MAIN,EOBUWIE');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Main shop' }));
    expect(screen.getByRole('status').textContent).toBe('EOBUWIE');
  });

  it('a disabled card cannot be chosen', async () => {
    render(<Harness />);
    const both = screen.getByRole('radio', { name: 'Both' });
    expect(both.hasAttribute('disabled') || both.getAttribute('aria-disabled') === 'true').toBe(true);
    await userEvent.click(both).catch(() => undefined);
    expect(screen.getByRole('status').textContent).toBe('MAIN');
  });
});
