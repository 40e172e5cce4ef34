import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Everything that needs no build: logic and data (unit), the functions against fake providers
    // (integration), the npm scripts' own logic (scripts), the README and docs/ and the references
    // the code makes to them (docs), and the CSS and the headings' font (styles).
    include: [
      'tests/unit/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/scripts/**/*.test.ts',
      'tests/docs/**/*.test.ts',
      'tests/styles/**/*.test.ts',
    ],
    environment: 'node',
    // One test file per core. Vitest's default leaves a core free (one worker on this 2-core
    // machine), which ran the files one at a time: 44 s against 27 s with two (docs/testing.md).
    maxWorkers: '100%',
    // The assistant's article digest is generated, not committed: written fresh before the tests.
    globalSetup: ['tests/setup/article-digest.ts'],
  },
});
