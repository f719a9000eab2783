import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** docs/requirements.md §9: announcements refresh 500 ms after a route change. */
export const ANNOUNCEMENT_REFRESH_DELAY_MS = 500;
/** The staff announcements page edits them; refreshing there would fight the editor (docs/requirements.md §2). */
export const STAFF_ANNOUNCEMENTS_PATH = '/marops/announcements';

/** Calls `refresh` 500 ms after each route change (not the first render), except on the staff page. */
export function useRefreshOnNavigation(refresh: () => void): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (pathname.replace(/\/+$/, '') === STAFF_ANNOUNCEMENTS_PATH) return;
    const timer = setTimeout(() => latest.current(), ANNOUNCEMENT_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);
}
