import { defineConfig } from 'vitest/config';

// Checks of the production build in dist/ (run after `npm run build`), and of the editor's
// workflow, which builds a temporary copy of the site with extra articles.
export default defineConfig({
  test: {
    include: ['tests/dist/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
