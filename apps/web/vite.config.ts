import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { firstScreenChunk } from './build/first-screen-chunk';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
// The signed-in app and the campaigns list in one chunk; the modules src/app/route-preload.ts starts with the app.
const firstScreen = firstScreenChunk(src('main.tsx'), [src('app/start.tsx'), src('app/routes/campaigns-list.tsx'), src('app/routes/campaigns-list-tabs.tsx')]);
const webPackage = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** The SPA is served by the Ads Portal server in production; in development Vite proxies the API to it. */
/**
 * The production build renders with Preact's React compatibility layer instead of react-dom (−59 kB gzip on the first
 * screen; docs/web-performance.md "Shell libraries weighed"). Vitest and `vite dev` keep React: the component tests
 * drive react-dom through @testing-library/react, and the dev server's fast refresh is React's. The browser journeys
 * test the build.
 */
const preactAliases = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
};

export default defineConfig(({ command }) => ({
  // The server sends `<file>.br` / `<file>.gz` as Accept-Encoding allows (apps/server web module).
  plugins: [firstScreen.plugin, react(), compression({ algorithms: ['gzip', 'brotliCompress'], exclude: [/\.map$/], logLevel: 'silent' })],
  // The client's own version, compared with the server's /version.json (docs/requirements.md §2, §7 version check).
  define: { __APP_VERSION__: JSON.stringify(webPackage.version) },
  resolve: {
    // `@/…` is apps/web/src (same mapping in tsconfig.json).
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)), ...(command === 'build' && !process.env.VITEST ? preactAliases : {}) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/realms': 'http://localhost:3000',
      '/version.json': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // No <link rel="modulepreload"> per dependency of each dynamic import: inserting them cost the
    // campaigns list ~0.8 s of main thread under Lighthouse's mobile CPU, while the
    // browser finds a chunk's static imports itself, one shallow level at a time.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // One chunk for the first screen (build/first-screen-chunk.ts).
        codeSplitting: {
          groups: [firstScreen.group],
        },
      },
    },
  },
}));
