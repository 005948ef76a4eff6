import { defineProject } from 'vitest/config';

// isolate: false — each file brings its own database, Redis prefix and servers, so files share nothing but the loaded
// modules; re-importing the app per file cost more than its tests (api: 192 s of imports, 357 s → 216 s wall)
export default defineProject({
  test: { name: 'eventstore', environment: 'node', isolate: false, testTimeout: 30_000, hookTimeout: 30_000 },
});
