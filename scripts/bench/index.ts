/**
 * `npm run bench [-- name...]`: runs the named benchmarks, or all of them. Exits 2 on an unknown name and 1 when a
 * benchmark could not run (e.g. PostgreSQL unreachable); a missed target is reported, never a failure.
 */
interface Benchmark {
  run(): Promise<void>;
}

// loaded lazily, so one benchmark's dependencies never stop another from running
const benchmarks = new Map<string, () => Promise<Benchmark>>([
  ['eventstore', () => import('./eventstore')],
  ['api', () => import('./api')],
  ['admin', () => import('./admin')],
  ['portal', () => import('./portal')],
  ['jobs', () => import('./jobs')],
  ['membership', () => import('./membership')],
  ['resumes', () => import('./resumes')],
  ['delivery', () => import('./delivery')],
  ['meetings', () => import('./meetings')],
  ['counseling', () => import('./counseling')],
]);

async function main(names: string[]): Promise<number> {
  const unknown = names.filter((name) => !benchmarks.has(name));
  if (unknown.length > 0) {
    console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${[...benchmarks.keys()].join(', ')}`);
    return 2;
  }
  let failed = false;
  for (const name of names.length > 0 ? names : [...benchmarks.keys()]) {
    const load = benchmarks.get(name)!;
    try {
      await (await load()).run();
    } catch (error) {
      failed = true;
      console.error(`bench ${name} could not run:`, error);
    }
  }
  return failed ? 1 : 0;
}

// exit explicitly: a pool left open by a failed benchmark must not keep the process alive
void main(process.argv.slice(2)).then((code) => process.exit(code));
