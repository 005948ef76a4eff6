import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      // One react-router in tests: react-admin (loaded by Node, unbundled) gets react-router-dom's CommonJS build, which
      // requires react-router's; our own imports must reach that same copy or <Route>/<Router> contexts do not match.
      // (The Vite build bundles one ESM copy for everyone, so this concerns tests only.)
      { find: /^react-router$/, replacement: require.resolve('react-router') },
      { find: /^react-router-dom$/, replacement: require.resolve('react-router-dom') },
    ],
  },
  test: {
    name: 'admin',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // rendering the whole react-admin app in jsdom takes seconds on a busy 2-core machine; this guards hangs, not speed
    testTimeout: 20_000,
  },
});
