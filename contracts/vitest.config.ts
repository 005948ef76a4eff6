import { defineProject } from 'vitest/config';

// isolate: false — pure modules without global state; one module graph per worker instead of one per file
export default defineProject({ test: { name: 'contracts', environment: 'node', isolate: false } });
