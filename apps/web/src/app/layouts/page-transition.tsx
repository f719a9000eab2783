import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useLocation, useOutlet } from 'react-router';

/** Name of the transition (docs/requirements.md §9.10 "named page"), set as `data-transition` on the container. */
export const PAGE_TRANSITION_NAME = 'page';
/** Duration of the outgoing page's fade, in ms. */
export const PAGE_OUT_MS = 120;
/** Duration of the incoming page's fade, in ms. */
export const PAGE_IN_MS = 180;

export const FADE_OUT: Keyframe[] = [{ opacity: 1 }, { opacity: 0 }];
export const FADE_IN: Keyframe[] = [{ opacity: 0 }, { opacity: 1 }];

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function canAnimate(el: HTMLElement | null): el is HTMLElement {
  return el !== null && typeof el.animate === 'function' && !prefersReducedMotion();
}

/**
 * The route outlet with the page transition of docs/requirements.md §9.10, "named page, out-in mode": on a change
 * of path the old page fades out first — it stays rendered from its own route match meanwhile — and
 * only then the new page is rendered and fades in (the out-in mode of Vue's `<Transition>`). Changes
 * of the query alone (filters, tabs, wizard steps) do not animate. With `prefers-reduced-motion:
 * reduce`, or without the Web Animations API, the new page shows at once. Animations run on the
 * container, so the pages themselves are not remounted by the transition.
 */
export function PageTransition() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const ref = useRef<HTMLDivElement>(null);
  // The path of the page on screen; while it differs from the location's, the old page is leaving.
  const [shownPath, setShownPath] = useState(pathname);
  const leaving = shownPath !== pathname;
  // The old page's element as last rendered (its route match inside), shown while it fades out.
  const lastPage = useRef<ReactNode>(outlet);
  if (!leaving) lastPage.current = outlet;
  const entered = useRef(shownPath);

  // Out: fade the old page, then put the new one in its place.
  useLayoutEffect(() => {
    if (!leaving) return;
    const el = ref.current;
    const swap = () => setShownPath(pathname);
    if (!canAnimate(el)) {
      swap();
      return;
    }
    const out = el.animate(FADE_OUT, { duration: PAGE_OUT_MS, easing: 'ease-in', fill: 'forwards' });
    let cancelled = false;
    out.finished.then(
      () => {
        if (!cancelled) swap();
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      out.cancel();
    };
  }, [leaving, pathname]);

  // In: the new page fades in once it is rendered (not on the first render of the app).
  useLayoutEffect(() => {
    if (entered.current === shownPath) return;
    entered.current = shownPath;
    const el = ref.current;
    if (!canAnimate(el)) return;
    const fadeIn = el.animate(FADE_IN, { duration: PAGE_IN_MS, easing: 'ease-out' });
    return () => fadeIn.cancel();
  }, [shownPath]);

  return (
    <Box ref={ref} data-transition={PAGE_TRANSITION_NAME} data-mode="out-in" data-phase={leaving ? 'out' : 'in'}>
      {leaving ? lastPage.current : outlet}
    </Box>
  );
}
