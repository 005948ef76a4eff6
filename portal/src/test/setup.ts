import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no layout: scrolling to the top on navigation is a no-op here
window.scrollTo = () => undefined;

// pages are lazy chunks: the first visit of one in a test file waits for its module to load and transform
configure({ asyncUtilTimeout: 8000 });
