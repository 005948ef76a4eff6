#!/usr/bin/env node
// npm start: check services, create and migrate the database, build the front ends if stale,
// then run api, projections and workers side by side with prefixed logs; a crashed one is restarted with backoff,
// the others keep running. Ctrl-C stops them all.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildFrontEnds, staleFrontEnds } from './lib/frontEndBuild.mjs';
import { prettyLine } from './lib/prettyLog.mjs';
import { checkResumeFonts } from './lib/resumeFonts.mjs';
import { checkServices, ensureDatabase, ensureSearchExtension } from './lib/services.mjs';
import { supervise } from './lib/supervisor.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const watch = process.argv.includes('--watch');
const colour = process.stdout.isTTY;
const say = (message) => console.log(`${colour ? '\x1b[1m' : ''}[jobmarket]${colour ? '\x1b[0m' : ''} ${message}`);

let urls;
try {
  urls = await checkServices();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const env = { ...process.env, ...urls };
const port = Number(env.PORT || 8080);

if (await ensureDatabase(env.DATABASE_URL)) say(`created database ${new URL(env.DATABASE_URL).pathname.slice(1)}`);
// job search's RUM index (migration 013 creates the extension where it can; without it, GIN and a warning)
await ensureSearchExtension(env.DATABASE_URL, { say });
// the Noto fonts resume PDFs embed (Debian fonts-noto-core, fonts-noto-cjk): said when missing, never fatal
checkResumeFonts();
const migrate = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], { cwd: root, env, stdio: 'inherit' });
if (migrate.status !== 0) process.exit(migrate.status ?? 1);
const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], { cwd: root, env, stdio: 'inherit' });
if (seed.status !== 0) process.exit(seed.status ?? 1);

const stale = staleFrontEnds(root);
if (stale.length > 0 && !watch) buildFrontEnds(root, stale, say);

const services = [
  { name: 'api', entry: 'api/src/main.ts', colour: '\x1b[36m' },
  { name: 'projections', entry: 'projections/src/main.ts', colour: '\x1b[35m' },
  { name: 'workers', entry: 'workers/src/main.ts', colour: '\x1b[32m' },
];
const width = Math.max(...services.map((service) => service.name.length));
let stopping = false;

// one crashed process (kill -9, out of memory) is restarted on its own: the api keeps serving meanwhile
const supervised = services.map((service) => {
  const args = watch ? ['--import', 'tsx', '--watch', service.entry] : ['--import', 'tsx', service.entry];
  const prefix = `${colour ? service.colour : ''}${service.name.padEnd(width)} |${colour ? '\x1b[0m' : ''} `;
  return supervise({
    name: service.name,
    say,
    spawnChild: () => {
      const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      for (const stream of [child.stdout, child.stderr]) {
        readline.createInterface({ input: stream }).on('line', (line) => console.log(prefix + prettyLine(line, colour)));
      }
      return child;
    },
  });
});

if (watch) say('watching api, projections and workers; run `npm run dev -w admin` or `-w portal` for front-end hot reload');
waitUntilUp().then((up) => {
  if (!up) return;
  say(`JobMarket is running:`);
  say(`  portal  http://localhost:${port}/`);
  say(`  admin   http://localhost:${port}/admin/`);
  say(`  api     http://localhost:${port}/api/v1   (docs: http://localhost:${port}/api/v1/docs/)`);
  say('Press Ctrl-C to stop.');
});

async function waitUntilUp() {
  for (let attempt = 0; attempt < 120 && !stopping; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

async function stopAll(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all(supervised.map((service) => service.stop()));
  say('stopped');
  process.exit(exitCode);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
