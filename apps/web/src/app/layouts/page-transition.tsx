import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router';

/** Duration of the page fade, in ms. */
export const PAGE_TRANSITION_MS = 180;

/**
 * The page transition of docs/requirements.md §9 ("named page, out-in mode"): on every route change the new page fades
 * in. The outgoing page is already gone when React Router renders the new one, so "out" is instant;
 * the fade runs on the container (Web Animations API), so pages are not remounted and keep their state.
 * Skipped when the user prefers reduced motion.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const el = ref.current;
    if (!el || typeof el.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const animation = el.animate([{ opacity: 0 }, { opacity: 1 }], { duration: PAGE_TRANSITION_MS, easing: 'ease-out' });
    return () => animation.cancel();
  }, [pathname]);
  return (
    <Box ref={ref} data-transition="page">
      {children}
    </Box>
  );
}
