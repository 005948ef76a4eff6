// Checks that PostgreSQL, Redis and Mosquitto answer before anything starts, and says how to start what does not.
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
