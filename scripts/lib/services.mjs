// Checks that PostgreSQL, Redis and Mosquitto answer before anything starts, and says how to start what does not.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import pg from 'pg';

export const defaults = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/jobmarket',
  REDIS_URL: 'redis://127.0.0.1:6379',
  MQTT_URL: 'mqtt://127.0.0.1:1883',
};

const howToStart = {
  DATABASE_URL: "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start   (or: docker compose up -d postgres)",
  REDIS_URL: 'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no   (or: docker compose up -d redis)',
  MQTT_URL: 'mosquitto -d -c /etc/mosquitto/mosquitto.conf   (or: docker compose up -d mosquitto)',
};

function tcpReachable(host, port, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function describe(variable, url) {
  const { hostname, port } = new URL(url);
  return `${variable}=${url.replace(/:[^:@/]*@/, ':***@')} (tried ${hostname}:${port})`;
}

/** Resolves the three URLs from the environment; throws one message naming every unreachable service. */
export async function checkServices(env = process.env) {
  const urls = Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, env[name] || value]));
  const failures = [];
  for (const [variable, url] of Object.entries(urls)) {
    const parsed = new URL(url);
    const port = Number(parsed.port || { 'postgres:': 5432, 'postgresql:': 5432, 'redis:': 6379, 'mqtt:': 1883 }[parsed.protocol]);
    if (!(await tcpReachable(parsed.hostname, port))) {
      failures.push(`  ✗ ${describe(variable, url)} is not reachable.\n    Start it with: ${howToStart[variable]}`);
    }
  }
  if (failures.length > 0) throw new Error(`Some services JobMarket needs are not running:\n${failures.join('\n')}`);
  return urls;
}

/** Creates the application database when it does not exist yet. */
export async function ensureDatabase(databaseUrl) {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z_][\w$]*$/.test(name)) throw new Error(`DATABASE_URL names an unusual database "${name}"; create it yourself.`);
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`create database "${name}"`);
      return true;
    }
    return false;
  } finally {
    await client.end();
  }
}

/**
 * The rum extension for job search (projections/src/jobs/searchIndex.ts): Debian's postgresql-<major>-rum. When the
 * server lacks it and is this machine's own (a local address, Debian's apt, run as root), it is installed; then it is
 * created in the application database. Anything else leaves job search on a GIN index, said in a warning, never an
 * error: RUM is a speed-up, not a requirement. RUM_INSTALL=off skips the installation.
 */
export async function ensureSearchExtension(databaseUrl, { say = console.log, warn = console.warn, env = process.env } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const state = await rumState(client);
    const major = Math.floor(Number(state.serverVersionNum) / 10000);
    const installable = env.RUM_INSTALL !== 'off' && isLocalHost(new URL(databaseUrl).hostname) && process.getuid?.() === 0 && hasCommand('apt-get');
    const step = rumStep({ ...state, installable });
    if (step === 'ready') return 'rum';
    if (step === 'fallback' || (step === 'install' && !installRum(major, say))) {
      warn(`[jobmarket] warning: the PostgreSQL rum extension is not installed (apt-get install postgresql-${major}-rum): job search falls back to a GIN index, slower on common words`);
      return 'gin';
    }
    try {
      await client.query('create extension if not exists rum');
      return 'rum';
    } catch (error) {
      warn(`[jobmarket] warning: create extension rum failed (${error.message}): job search falls back to a GIN index, slower on common words`);
      return 'gin';
    }
  } finally {
    await client.end();
  }
}

/**
 * What to do about rum: nothing when the database has it, create it when the server offers it, install the package
 * when the server lacks it and installing is possible here, else fall back to GIN.
 * @param {{ available: boolean, installed: boolean, installable: boolean }} state
 * @returns {'ready' | 'create' | 'install' | 'fallback'}
 */
export function rumStep({ available, installed, installable }) {
  if (installed) return 'ready';
  if (available) return 'create';
  return installable ? 'install' : 'fallback';
}

async function rumState(client) {
  const { rows } = await client.query(
    `select current_setting('server_version_num') as "serverVersionNum",
            exists (select 1 from pg_available_extensions where name = 'rum') as available,
            exists (select 1 from pg_extension where extname = 'rum') as installed`,
  );
  return rows[0];
}

function isLocalHost(hostname) {
  return ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname);
}

function hasCommand(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** apt-get install of the server's rum package (with an apt-get update first when the package lists lack it). */
function installRum(major, say) {
  const aptPackage = `postgresql-${major}-rum`;
  say(`installing ${aptPackage} for job search (RUM_INSTALL=off skips this)`);
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', aptPackage], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  if (install()) return true;
  return spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' }).status === 0 && install();
}
