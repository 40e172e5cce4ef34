import { defineConfig } from 'vitest/config';

// Checks of the production build in dist/ (run after `npm run build`), and of the editor's
// workflow, which builds a temporary copy of the site with extra articles.
export default defineConfig({
  test: {
    include: ['tests/dist/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // One test file per core, as in vitest.config.ts: the copies' builds in tests/build run beside
    // the checks of dist/ instead of after them (40 s against 32 s with two workers).
    maxWorkers: '100%',
  },
});
