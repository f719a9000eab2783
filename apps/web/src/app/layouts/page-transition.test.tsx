import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FADE_IN, FADE_OUT, PAGE_IN_MS, PAGE_OUT_MS, PageTransition } from './page-transition';

/** A stand-in for `Element.animate` whose animations finish when the test says so. */
function controllableAnimate() {
  const runs: { keyframes: Keyframe[]; options: KeyframeAnimationOptions; finish: () => void }[] = [];
  const animate = vi.fn((keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
    let finish = () => undefined as void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    runs.push({ keyframes, options, finish });
    return { finished, cancel: () => undefined };
  });
  Object.defineProperty(HTMLElement.prototype, 'animate', { configurable: true, value: animate });
  return { animate, runs };
}

function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: <PageTransition />,
        children: [
          { path: '/a', element: <p>A</p> },
          { path: '/b', element: <p>B</p> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  const view = render(<RouterProvider router={router} />);
  const page = () => view.container.querySelector('[data-transition="page"]') as HTMLElement;
  return { router, page };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(HTMLElement.prototype, 'animate');
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('PageTransition (docs/requirements.md §9.10 "named page, out-in mode")', () => {
  it('first fades the old page out (still shown), then shows the new page and fades it in', async () => {
    setReducedMotion(false);
    const { animate, runs } = controllableAnimate();
    const { router, page } = renderPages();
    expect(page().dataset.mode).toBe('out-in');
    expect(animate).not.toHaveBeenCalled(); // not on the first render
    await act(() => router.navigate('/b'));
    expect(runs.map((r) => r.keyframes)).toEqual([FADE_OUT]);
    expect(runs[0]?.options).toMatchObject({ duration: PAGE_OUT_MS });
    expect(page().textContent).toBe('A');
    expect(page().dataset.phase).toBe('out');
    await act(async () => runs[0]?.finish());
    expect(page().textContent).toBe('B');
    expect(page().dataset.phase).toBe('in');
    expect(runs.map((r) => r.keyframes)).toEqual([FADE_OUT, FADE_IN]);
    expect(runs[1]?.options).toMatchObject({ duration: PAGE_IN_MS });
  });

  it('does not animate a change of the query alone', async () => {
    setReducedMotion(false);
    const { animate } = controllableAnimate();
    const { router, page } = renderPages();
    await act(() => router.navigate('/a?tab=2'));
    expect(animate).not.toHaveBeenCalled();
    expect(page().textContent).toBe('A');
  });

  it('with prefers-reduced-motion the new page shows at once, without animation', async () => {
    setReducedMotion(true);
    const { animate } = controllableAnimate();
    const { router, page } = renderPages();
    await act(() => router.navigate('/b'));
    expect(page().textContent).toBe('B');
    expect(animate).not.toHaveBeenCalled();
  });
});
