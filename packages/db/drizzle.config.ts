import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The schema barrel: one file per bounded context under src/schema/.
  schema: './src/schema/index.ts',
  out: './migrations',
});
