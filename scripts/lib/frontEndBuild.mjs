// Builds admin and portal when their dist is missing or older than any of their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function staleFrontEnds(root) {
  const shared = newestMtime(path.join(root, 'contracts/src'));
  return ['admin', 'portal'].filter((app) => {
    const built = path.join(root, app, 'dist/index.html');
    if (!existsSync(built)) return true;
    // the portal's server entry (public job and company pages) is built with it: a build without it is incomplete
    if (app === 'portal' && !existsSync(path.join(root, app, 'dist-ssr/entry-server.js'))) return true;
    const sources = Math.max(shared, newestMtime(path.join(root, app, 'src')), newestMtime(path.join(root, app, 'index.html')), newestMtime(path.join(root, app, 'vite.config.ts')));
    return sources > statSync(built).mtimeMs;
  });
}

export function buildFrontEnds(root, apps, log) {
  for (const app of apps) {
    log(`building ${app}…`);
    // always a production bundle, whatever NODE_ENV the caller runs under (a test runner sets `test`, which would
    // make Vite keep React's and MUI's development code and warnings)
    const env = { ...process.env, NODE_ENV: 'production' };
    const result = spawnSync('npm', ['run', 'build', '-w', app], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    if (result.status !== 0) throw new Error(`Building ${app} failed (exit ${result.status}).`);
  }
}
