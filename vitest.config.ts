import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // The assistant's article digest is generated, not committed: written fresh before the tests.
    globalSetup: ['tests/setup/article-digest.ts'],
  },
});
