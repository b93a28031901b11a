import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    root: import.meta.dirname,
    // build/: the site's own build steps (the app shell's id, icons and manifest).
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // A page of MUI rendered in jsdom takes seconds on a busy two-core machine; this is how long a
    // test may take before it counts as hung, not a measure of speed (no test asserts timings).
    testTimeout: 20_000,
  },
});
