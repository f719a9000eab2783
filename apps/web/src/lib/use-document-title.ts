import { useEffect } from 'react';

/** Sets `document.title` to the page's docs/requirements.md §2 title while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
