import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { LinkTabs } from './link-tabs';

afterEach(cleanup);

const TABS = [
  { key: 'ACTIVE', label: 'Active', to: '/list' },
  { key: 'DRAFTS', label: 'Drafts', to: '/list/drafts' },
  { key: 'ARCHIVES', label: 'Archives', to: '/list/archives' },
];

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function Screen() {
  const path = useLocation().pathname;
  const current = path.endsWith('/drafts') ? 'DRAFTS' : path.endsWith('/archives') ? 'ARCHIVES' : 'ACTIVE';
  return (
    <>
      <LinkTabs label="List kinds" current={current} tabs={TABS} />
      <Where />
    </>
  );
}

describe('LinkTabs', () => {
  it('is a named tab list whose current tab is selected, and a click follows its link', async () => {
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Routes>
          <Route path="*" element={<Screen />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('tablist', { name: 'List kinds' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Active', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('tab', { selected: false })).toHaveLength(2);
    await userEvent.click(screen.getByRole('tab', { name: 'Drafts' }));
    expect(screen.getByRole('status', { name: 'path' }).textContent).toBe('/list/drafts');
    expect(screen.getByRole('tab', { name: 'Drafts', selected: true })).toBeTruthy();
  });

  it('moves focus with the arrow keys, Home and End, wrapping at the ends', async () => {
    render(
      <MemoryRouter initialEntries={['/list']}>
        <LinkTabs label="List kinds" current="ACTIVE" tabs={TABS} />
      </MemoryRouter>,
    );
    screen.getByRole('tab', { name: 'Active' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Drafts' }));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Archives' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Active' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Archives' }));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Active' }));
  });
});
