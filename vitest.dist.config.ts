import { defineConfig } from 'vitest/config';

// Checks of the production build in dist/: run after `npm run build`.
export default defineConfig({
  test: {
    include: ['tests/dist/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
