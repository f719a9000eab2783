import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TRANSITION_MS, PageTransition } from './page-transition';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PageTransition (docs/requirements.md §9 "named page, out-in")', () => {
  it('fades the page in on each route change, not on the first render', async () => {
    const animate = vi.fn(() => ({ cancel: () => undefined }));
    Object.defineProperty(HTMLElement.prototype, 'animate', { configurable: true, value: animate });
    const router = createMemoryRouter(
      [
        {
          element: (
            <PageTransition>
              <Outlet />
            </PageTransition>
          ),
          children: [
            { path: '/a', element: <p>A</p> },
            { path: '/b', element: <p>B</p> },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    const { container } = render(<RouterProvider router={router} />);
    expect(animate).not.toHaveBeenCalled();
    await act(() => router.navigate('/b'));
    expect(animate).toHaveBeenCalledWith([{ opacity: 0 }, { opacity: 1 }], { duration: PAGE_TRANSITION_MS, easing: 'ease-out' });
    expect(container.querySelector('[data-transition="page"]')?.textContent).toBe('B');
  });
});
