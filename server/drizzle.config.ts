import { defineConfig } from 'drizzle-kit';

// Every table file of the platform and of each module, found by name: a module's new `<m>/*.tables.ts` needs no edit here.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/**/*.tables.ts', './src/modules/*/*.tables.ts'],
  out: './drizzle',
});
