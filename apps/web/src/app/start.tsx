import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

/**
 * Renders the web app into index.html's #root (replacing its plain loader). Called by main.tsx once
 * the identity session is known.
 * @throws Error when index.html has no #root element.
 */
export function startApp(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A transition, so that React renders the app in slices and the page stays responsive meanwhile
  // (Lighthouse's total blocking time on phones).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
