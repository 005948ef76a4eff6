import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { parse } from 'yaml';
import { serverEnvSchema } from '@jobmarket/contracts/platform/serverEnv';

// No container engine runs where these tests run, so docker-compose.yml and the Dockerfile are checked by construction.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const readRepoFile = (path: string): string => readFileSync(resolve(root, path), 'utf8');

/** The pieces ARCHITECTURE §3 puts in docker-compose.yml; used on its own when there is no README yet. */
const ARCHITECTURE_SERVICES = ['kurrentdb', 'postgres', 'redis', 'mosquitto', 'api', 'projections', 'workers'];
const INFRASTRUCTURE_SERVICES = ['kurrentdb', 'postgres', 'redis', 'mosquitto'];
const APP_SERVICES = ['api', 'projections', 'workers'];

interface ComposeService {
  image?: unknown;
  build?: unknown;
  command?: unknown;
  environment?: unknown;
  ports?: unknown;
  volumes?: unknown;
  depends_on?: unknown;
  healthcheck?: unknown;
  restart?: unknown;
}

interface ComposeFile {
  services: Record<string, ComposeService>;
}

const compose = parse(readRepoFile('docker-compose.yml')) as ComposeFile;
const services = compose.services;
const dockerfile = readRepoFile('Dockerfile');

function service(name: string): ComposeService {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
}

/**
 * Service names the README gives in its docker compose section: a heading mentioning "docker compose" up to the next
 * heading of the same or a higher level; the names are the backticked identifiers opening a list item or a table row
 * (for example "- `api` — …" or "| `redis` | … |").
 */
function servicesNamedInReadme(markdown: string): string[] {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => /^#{1,6}\s.*docker[\s-]*compose/i.test(line));
  if (start === -1) return [];
  const level = /^#+/.exec(lines[start] ?? '')?.[0].length ?? 1;
  const names = new Set<string>();
  let inFence = false;
  for (const line of lines.slice(start + 1)) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const heading = /^(#{1,6})\s/.exec(line);
    if (heading && (heading[1]?.length ?? 0) <= level) break;
    const named = /^\s*(?:[-*+]|\d+[.)]|\|)\s*`([a-z][a-z0-9_-]*)`/.exec(line);
    if (named?.[1]) names.add(named[1]);
  }
  return Array.from(names);
}

/** Environment as a map, whether compose lists it as a mapping or as KEY=VALUE strings. */
function environmentOf(entry: ComposeService): Record<string, string> {
  const environment = entry.environment;
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((item) => {
        const text = String(item);
        const equals = text.indexOf('=');
        return equals === -1 ? [text, ''] : [text.slice(0, equals), text.slice(equals + 1)];
      }),
    );
  }
  if (environment && typeof environment === 'object') {
    return Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, value === null ? '' : String(value)]));
  }
  return {};
}

/** Compose variable interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error} and $$. */
function interpolate(value: string, variables: Record<string, string | undefined>): string {
  return value
    .replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g, (_match, name: string, operator: string | undefined, argument: string | undefined) => {
      const current = variables[name];
      const missing = operator?.startsWith(':') ? !current : current === undefined;
      if (operator?.endsWith('?') && missing) throw new Error(`required variable ${name} is missing a value: ${argument ?? ''}`);
      if (operator?.endsWith('-') && missing) return argument ?? '';
      return current ?? '';
    })
    .replace(/\$\$/g, '$');
}

/** A reference is pinned when it names a digest or a version tag (at least major.minor), never `latest`. */
function isPinnedImage(reference: string): boolean {
  if (reference.includes('$')) return false;
  if (/@sha256:[0-9a-f]{64}$/.test(reference)) return true;
  const lastSlash = reference.lastIndexOf('/');
  const colon = reference.indexOf(':', lastSlash + 1);
  if (colon === -1) return false;
  const tag = reference.slice(colon + 1);
  return !/latest/i.test(tag) && /^v?\d+\.\d+/.test(tag);
}

/** Host port → container port pairs published by a service (short and long syntax). */
function publishedPorts(entry: ComposeService): Array<{ published: number; target: number }> {
  const ports = Array.isArray(entry.ports) ? (entry.ports as unknown[]) : [];
  return ports.flatMap((port) => {
    if (port && typeof port === 'object') {
      const long = port as { published?: unknown; target?: unknown };
      return [{ published: Number(long.published), target: Number(long.target) }];
    }
    const parts = String(port).replace(/\/(tcp|udp)$/, '').split(':');
    if (parts.length < 2) return [];
    return [{ published: Number(parts[parts.length - 2]), target: Number(parts[parts.length - 1]) }];
  });
}

function dependencyConditions(entry: ComposeService): Record<string, string> {
  const dependsOn = entry.depends_on;
  if (Array.isArray(dependsOn)) return Object.fromEntries(dependsOn.map((name) => [String(name), 'service_started']));
  if (dependsOn && typeof dependsOn === 'object') {
    return Object.fromEntries(
      Object.entries(dependsOn as Record<string, { condition?: unknown } | null>).map(([name, value]) => [name, String(value?.condition ?? 'service_started')]),
    );
  }
  return {};
}

function buildsFromRootDockerfile(entry: ComposeService): boolean {
  const build = entry.build;
  if (typeof build === 'string') return build === '.' || build === './';
  if (build && typeof build === 'object') {
    const { context, dockerfile: file } = build as { context?: unknown; dockerfile?: unknown };
    return (context === undefined || context === '.' || context === './') && (file === undefined || file === 'Dockerfile');
  }
  return false;
}

interface Instruction {
  keyword: string;
  args: string;
}

/** Dockerfile instructions with comments dropped and continuation lines joined. */
function dockerfileInstructions(text: string): Instruction[] {
  const logicalLines: string[] = [];
  let pending = '';
  for (const raw of text.split(/\r?\n/)) {
    if (/^\s*#/.test(raw)) continue;
    if (/\\\s*$/.test(raw)) {
      pending += `${raw.replace(/\\\s*$/, '')} `;
      continue;
    }
    logicalLines.push(pending + raw);
    pending = '';
  }
  if (pending) logicalLines.push(pending);
  return logicalLines
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const space = line.search(/\s/);
      return space === -1 ? { keyword: line.toUpperCase(), args: '' } : { keyword: line.slice(0, space).toUpperCase(), args: line.slice(space + 1).trim() };
    });
}

const instructions = dockerfileInstructions(dockerfile);
const fromIndexes = instructions.flatMap((instruction, index) => (instruction.keyword === 'FROM' ? [index] : []));
const finalStage = instructions.slice(fromIndexes[fromIndexes.length - 1] ?? 0);

describe('docker-compose.yml', () => {
  it('has every service the README (or, without one, ARCHITECTURE §3) names', () => {
    const readmePath = resolve(root, 'README.md');
    const fromReadme = existsSync(readmePath) ? servicesNamedInReadme(readFileSync(readmePath, 'utf8')) : [];
    const expected = Array.from(new Set([...ARCHITECTURE_SERVICES, ...fromReadme]));
    expect(Object.keys(services)).toEqual(expect.arrayContaining(expected));
  });

  it('pins every image to a specific version, never latest', () => {
    for (const [name, entry] of Object.entries(services)) {
      if (entry.image === undefined) {
        expect(buildsFromRootDockerfile(entry), `${name} has neither an image nor a build`).toBe(true);
        continue;
      }
      expect(isPinnedImage(String(entry.image)), `${name}: ${String(entry.image)}`).toBe(true);
    }
  });

  it('runs KurrentDB as an insecure single node with a data volume', () => {
    const kurrentdb = service('kurrentdb');
    expect(String(kurrentdb.image)).toMatch(/kurrentdb:/);
    const environment = environmentOf(kurrentdb);
    expect(environment.KURRENTDB_INSECURE).toBe('true');
    expect(environment.KURRENTDB_CLUSTER_SIZE).toBe('1');
    expect(publishedPorts(kurrentdb).some((port) => port.target === 2113)).toBe(true);
    expect(JSON.stringify(kurrentdb.volumes)).toContain('/var/lib/kurrentdb');
  });

  it('gives Mosquitto the repository config with an anonymous listener on 1883', () => {
    expect(JSON.stringify(service('mosquitto').volumes)).toContain('./deploy/mosquitto/mosquitto.conf:/mosquitto/config/mosquitto.conf');
    const config = readRepoFile('deploy/mosquitto/mosquitto.conf');
    expect(config).toMatch(/^listener 1883\b/m);
    expect(config).toMatch(/^allow_anonymous true$/m);
  });

  it('publishes infrastructure ports on loopback only', () => {
    for (const name of INFRASTRUCTURE_SERVICES) {
      for (const port of (service(name).ports as unknown[] | undefined) ?? []) {
        expect(String(port), name).toMatch(/^127\.0\.0\.1:/);
      }
    }
  });

  it('gives every dependency waited on as healthy a healthcheck', () => {
    for (const [name, entry] of Object.entries(services)) {
      for (const [dependency, condition] of Object.entries(dependencyConditions(entry))) {
        expect(Object.keys(services), `${name} depends on unknown ${dependency}`).toContain(dependency);
        if (condition !== 'service_healthy') continue;
        const healthcheck = service(dependency).healthcheck as { test?: unknown; disable?: unknown } | undefined;
        expect(healthcheck?.test, `${dependency} has no healthcheck`).toBeDefined();
        expect(healthcheck?.disable).not.toBe(true);
      }
    }
  });

  describe.each(APP_SERVICES)('%s', (name) => {
    const entry = service(name);
    const environment = environmentOf(entry);

    it('builds from the repository Dockerfile', () => {
      expect(buildsFromRootDockerfile(entry)).toBe(true);
    });

    it('waits for healthy infrastructure and restarts on failure', () => {
      const conditions = dependencyConditions(entry);
      for (const dependency of INFRASTRUCTURE_SERVICES) expect(conditions[dependency], dependency).toBe('service_healthy');
      expect(['always', 'unless-stopped', 'on-failure']).toContain(String(entry.restart).split(':')[0]);
    });

    it('is configured for the compose network in production', () => {
      expect(environment.NODE_ENV).toBe('production');

      const database = new URL(environment.DATABASE_URL ?? '');
      expect(database.protocol).toMatch(/^postgres(ql)?:$/);
      expect(database.hostname).toBe('postgres');
      expect(database.pathname).toBe('/jobmarket');

      const eventStoreUrl = environment.EVENTSTORE_URL ?? '';
      expect(eventStoreUrl.startsWith('kurrentdb://')).toBe(true);
      expect(eventStoreUrl).toContain('tls=false');
      expect(new URL(eventStoreUrl).hostname).toBe('kurrentdb');

      const redis = new URL(environment.REDIS_URL ?? '');
      expect(redis.protocol).toBe('redis:');
      expect(redis.hostname).toBe('redis');

      const mqtt = new URL(environment.MQTT_URL ?? '');
      expect(mqtt.protocol).toBe('mqtt:');
      expect(mqtt.hostname).toBe('mosquitto');
      expect(mqtt.port).toBe('1883');
    });

    it('takes JWT_SECRET from the caller and refuses to start without it', () => {
      expect(environment.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?[^}]+\}$/);
      const resolveEnvironment = (variables: Record<string, string | undefined>) =>
        Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, interpolate(value, variables)]));

      expect(() => resolveEnvironment({})).toThrow(/JWT_SECRET/);

      const secret = 'x'.repeat(48);
      const parsed = serverEnvSchema.safeParse(resolveEnvironment({ JWT_SECRET: secret }));
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(parsed.data?.NODE_ENV).toBe('production');
      expect(parsed.data?.JWT_SECRET).toBe(secret);
    });
  });

  it('publishes the api on 8080 and checks /healthz', () => {
    const api = service('api');
    expect(publishedPorts(api)).toContainEqual({ published: 8080, target: 8080 });
    expect(JSON.stringify((api.healthcheck as { test?: unknown } | undefined)?.test)).toContain('http://127.0.0.1:8080/healthz');
  });

  it('starts projections and workers from their own entry points', () => {
    expect(JSON.stringify(service('projections').command)).toContain('projections/src/main.ts');
    expect(JSON.stringify(service('workers').command)).toContain('workers/src/main.ts');
  });
});

describe('Dockerfile', () => {
  it('is multi-stage and every FROM is a pinned image or an earlier stage', () => {
    expect(fromIndexes.length).toBeGreaterThanOrEqual(2);
    const stages: string[] = [];
    for (const index of fromIndexes) {
      const words = (instructions[index]?.args ?? '').split(/\s+/).filter((word) => !word.startsWith('--'));
      const image = words[0] ?? '';
      if (!stages.includes(image)) {
        expect(isPinnedImage(image), image).toBe(true);
        expect(image, 'the base image is node 20 on Debian bookworm slim').toMatch(/^node:20\.[\d.]+-bookworm-slim(@sha256:[0-9a-f]{64})?$/);
      }
      if (words[1]?.toUpperCase() === 'AS' && words[2]) stages.push(words[2]);
    }
  });

  it('installs from the lockfile with every workspace manifest copied first, then builds admin and portal', () => {
    const workspaces = (JSON.parse(readRepoFile('package.json')) as { workspaces: string[] }).workspaces;
    const npmCi = instructions.findIndex((instruction) => instruction.keyword === 'RUN' && /\bnpm ci\b/.test(instruction.args));
    expect(npmCi).toBeGreaterThan(-1);
    const copiedBeforeInstall = instructions
      .slice(0, npmCi)
      .filter((instruction) => instruction.keyword === 'COPY')
      .map((instruction) => instruction.args)
      .join(' ');
    expect(copiedBeforeInstall).toMatch(/\bpackage\.json\b/);
    expect(copiedBeforeInstall).toMatch(/\bpackage-lock\.json\b/);
    for (const workspace of workspaces) expect(copiedBeforeInstall, workspace).toContain(`${workspace}/package.json`);
    const build = instructions.findIndex((instruction) => instruction.keyword === 'RUN' && /\bnpm run build\b/.test(instruction.args));
    expect(build).toBeGreaterThan(npmCi);
  });

  it('final stage carries the built front ends and runs the api as a non-root user in production', () => {
    const copied = finalStage.filter((instruction) => instruction.keyword === 'COPY').map((instruction) => instruction.args).join('\n');
    expect(copied).toContain('node_modules');
    expect(copied).toContain('admin/dist');
    expect(copied).toContain('portal/dist');

    const users = finalStage.filter((instruction) => instruction.keyword === 'USER').map((instruction) => instruction.args.split(':')[0]);
    expect(users.length).toBeGreaterThan(0);
    expect(['root', '0']).not.toContain(users[users.length - 1]);

    const environment = finalStage.filter((instruction) => instruction.keyword === 'ENV').map((instruction) => instruction.args).join(' ');
    expect(environment).toMatch(/\bNODE_ENV[= ]production\b/);
    expect(finalStage.some((instruction) => instruction.keyword === 'EXPOSE' && /\b8080\b/.test(instruction.args))).toBe(true);
    const command = finalStage.filter((instruction) => instruction.keyword === 'CMD').pop();
    expect(command?.args).toContain('api/src/main.ts');
    expect(command?.args).toMatch(/tsx/);
  });

  it('keeps installed modules, build output and secrets out of the build context', () => {
    const ignored = readRepoFile('.dockerignore')
      .split(/\r?\n/)
      .map((line) => line.trim());
    for (const pattern of ['**/node_modules', '**/dist', '.git', '.dev-secrets.json', 'e2e/screenshots']) expect(ignored, pattern).toContain(pattern);
  });
});

describe('servicesNamedInReadme', () => {
  it('reads the backticked names opening list items and table rows in the docker compose section only', () => {
    const markdown = [
      '# JobMarket',
      '- `elsewhere` is not in the section',
      '## Running the full stack with docker compose',
      'Set `JWT_SECRET`, then run `docker compose up`.',
      '```sh',
      '- `notaservice` inside a code fence',
      '```',
      '- `kurrentdb` — the event store',
      '* `api`: the http api',
      '| `redis` | queues |',
      '### Scaling',
      '- `workers` scale by adding processes',
      '## Tests',
      '- `vitest` is not a service',
    ].join('\n');
    expect(servicesNamedInReadme(markdown)).toEqual(['kurrentdb', 'api', 'redis', 'workers']);
    expect(servicesNamedInReadme('# Nothing about containers')).toEqual([]);
  });
});
