import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// views are lazy chunks: the first visit of one in a test file waits for its module to load and transform, which on
// a loaded two-core CI machine takes longer than testing-library's default second (seen: the publisher audit list)
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
