#!/usr/bin/env node
// npm test: every suite — unit and integration (vitest projects against the real services), then the browser
// end-to-end tests against the real product — and one closing line "N passed, N failed, N skipped" summing them all.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });

const suites = [
  { name: 'unit and integration', config: 'vitest.config.ts', report: 'vitest.json' },
  { name: 'end-to-end', config: 'e2e/vitest.config.ts', report: 'e2e.json' },
].filter((suite) => !only || (only === 'e2e' ? suite.report === 'e2e.json' : suite.report !== 'e2e.json'));

const totals = { passed: 0, failed: 0, skipped: 0 };
let anyFailure = false;
for (const suite of suites) {
  const report = path.join(resultsDir, suite.report);
  rmSync(report, { force: true });
  console.log(`\n=== ${suite.name} ===`);
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--config', suite.config, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR } },
  );
  if (!existsSync(report)) {
    console.error(`${suite.name}: vitest wrote no report (exit ${run.status}); counting the suite as failed`);
    totals.failed += 1;
    anyFailure = true;
    continue;
  }
  const result = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += result.numPassedTests;
  totals.failed += result.numFailedTests;
  totals.skipped += result.numPendingTests + result.numTodoTests;
  // a file that fails to load has no failed test but is a failure all the same
  const brokenFiles = result.testResults.filter((file) => file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed'));
  totals.failed += brokenFiles.length;
  if (run.status !== 0 || result.numFailedTests > 0 || brokenFiles.length > 0) anyFailure = true;
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(anyFailure || totals.failed > 0 ? 1 : 0);
