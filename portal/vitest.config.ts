import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'portal',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
