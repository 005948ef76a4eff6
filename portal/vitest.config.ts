import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'portal',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // rendering the whole react-admin app in jsdom takes seconds on a busy 2-core machine; this guards hangs, not speed
    testTimeout: 20_000,
  },
});
