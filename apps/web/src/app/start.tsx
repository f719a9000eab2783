import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { prepareLanguage } from '@/lib/i18n/i18n';
import { App } from './app';

/**
 * Renders the web app into index.html's #root (replacing its plain loader). Called by main.tsx once
 * the identity session is known, in the language last chosen in this browser (its texts were already
 * downloading; docs/conventions.md "The web app").
 * @throws Error when index.html has no #root element.
 */
export async function startApp(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  await prepareLanguage();
  // A transition, so that React renders the app in slices and the page stays responsive meanwhile
  // (Lighthouse's total blocking time on phones). The production build's Preact has no transitions: there the
  // first render is one task (docs/web-performance.md "Measured 2026-11-27").
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
