import { loadLaterTexts } from '@/lib/i18n/i18n';

// Component tests render any screen directly, without its route: every English text is loaded first,
// as a route does in the app (lib/lazy-route.ts).
await loadLaterTexts();
