/**
 * `npm run bench -- resumes`: the talent search at 100,000 resumes and the templated PDFs (issue 14 "Benchmark"), on
 * its own fresh database.
 *  1. 60,000 job seekers (UserCreated with the SEEKER role) and their 100,000 resumes in Thai, Lao, Chinese and
 *     English (scripts/bench/resumeProfiles.ts: one in seven private; one in five edited, one in ten with a generated
 *     PDF, a default chosen where a seeker has several), appended straight to the store; then the resumes projection
 *     alone catches up in this process, which gives its rate; then one approved publisher is appended and the
 *     product's projections process and api start as child processes.
 *  2. GET /api/v1/resumes/talent/page as that publisher (a token minted as sign-in does, checked by the api on every
 *     request) at 20 concurrent keep-alive clients, keywords in the four languages with and without filters (education,
 *     industry, province, minimum years), against the very statement the api sends run bare (talentSearchStatement,
 *     same tsquery, same index, a pg pool as large as the api's), in alternating rounds; p50/p99, throughput, ratios.
 *  3. renderResumePdf (api/src/modules/resumes/pdf) of a two-page resume as the api calls it, one after another, across
 *     the three templates and four languages: PDFs/s, p50 and p99.
 * BENCH_KEEP_DATABASE=1 keeps the database; BENCH_RESUMES_DATABASE=<name> runs again on a kept one (skips seeding).
 * The machine is shared: `uptime` is printed at the start and the end, so a reader can judge the figures.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import {
  experienceYearsOf,
  isMasked,
  resumeTemplateIds,
  roleCodes,
  type Locale,
  type Page,
  type ResumeEvent,
  type ResumeFields,
  type ResumeTemplateId,
  type SeekerEvent,
  type TalentCard,
  type UserEvent,
} from '@jobmarket/contracts';
import { PostgresEventStore, type NewEvent } from '@jobmarket/eventstore';
import { createTestDatabase } from '@jobmarket/eventstore/testing';
import { createDatabase, ProjectionRunner, REGIONS_TABLE, RESUMES_TABLE, resumesProjection, ROLES_TABLE, searchIndexKindOf, type RegionRow } from '@jobmarket/projections';
import pg from 'pg';
import { issueAccessToken } from '../../api/src/modules/identity/auth/accessTokens';
import { hashPassword } from '../../api/src/modules/identity/users/passwords';
import { queryTagSource } from '../../api/src/modules/jobs/search/queryTags';
import { renderResumePdf, type ResumeForPdf } from '../../api/src/modules/resumes/pdf/renderResumePdf';
import { talentSearchStatement, talentTsquery, type TalentCriteria } from '../../api/src/modules/resumes/talent/talentSearch';
import { call, dataOf, failureOf, endOf, freePort, productEnv, redisUrl, runToEnd, startChild, stopChild, waitForConnections, waitUntilAnswering, type Child } from './api';
import { keywordOf, placesOf, postingLanguages, seededRandom } from './jobPostings';
import { measureLoad, median, percentile, timed, type LoadResult } from './load';
import { seedPublishers } from './membership';
import { compareApiWithBare, nativeStatements, scansOf } from './apiVersusBare';
import { report, round, type Figure } from './report';
import { resumeGenerator, resumeLanguageOf } from './resumeProfiles';
import { dropRedisKeys, keptDatabase, printUptime, waitForProjections } from './runEnvironment';

const BENCH = 'resumes';
const RESUMES = Number(process.env.BENCH_RESUMES ?? 100_000);
const SEEKERS = Math.round(RESUMES * 0.6);
// far above what the demo seed allocates and the other benches use (jobs 10M/20M, membership 30M)
const FIRST_RESUME_ID = 40_000_001;
const FIRST_SEEKER_ID = 50_000_001;
const PUBLISHER_ID = 60_000_001;
const APPEND_WORKERS = 8;
const EDITED_SHARE = 0.2;
const PDF_SHARE = 0.1;
const CONCURRENCY = 20;
const ROUNDS = 3;
const ROUND = { warmupMs: 1_000, durationMs: 5_000 };
const PAGE_SIZE = 10;
const MIX_SIZE = 240;
const P99_TARGET_MS = 20;
const RATIO_TARGET = 0.7;
const API_POOL = 10; // the api's knex pool (projections createDatabase default)
const CATCH_UP_TIMEOUT_MS = 900_000;
const REDIS_DATABASE = 13;
const TOKEN_TTL_SECONDS = 3_600;
const PDF_ROUND = { warmupMs: 1_000, durationMs: 5_000 };
const DATABASE_PREFIX = 'jm_bench_resumes';

const figure = (metric: string, value: number | string, unit: string, target: Figure['target'] = null): Figure => ({ bench: BENCH, metric, value, unit, target });
const rounds = (values: number[], digits = 1) => `rounds ${values.map((value) => round(value, digits)).join(' / ')}`;

// ---------------------------------------------------------------------------------------------------------------
// seeding

const metadata = { schemaVersion: 1, actorId: 'bench', correlationId: 'bench-resumes' };
const toNew = (event: UserEvent | ResumeEvent | SeekerEvent): NewEvent => ({ type: event.type, data: event.data, metadata });

/** The resumes of seeker `k` (0-based): consecutive indexes, one or two each on average 1.67. */
const resumesOfSeeker = (k: number) => ({ from: Math.ceil((k * RESUMES) / SEEKERS), to: Math.ceil(((k + 1) * RESUMES) / SEEKERS) });

/** Seekers (UserCreated, SEEKER role, one shared hash) and their resumes' events, on APPEND_WORKERS connections. */
async function seedResumes(url: string): Promise<{ events: number; seconds: number }> {
  const db = createDatabase(url, { max: 2 });
  const regions: RegionRow[] = await db(REGIONS_TABLE).select();
  const role = await db(ROLES_TABLE).where({ code: roleCodes.seeker }).first<{ id: number } | undefined>('id');
  await db.destroy();
  if (!role) throw new Error('the seed left no SEEKER role');
  const resumeOf = resumeGenerator(placesOf(regions), new Date());
  const passwordHash = await hashPassword('bench-seeker-password'); // nobody signs in with it
  const store = new PostgresEventStore({ connectionString: url, maxConnections: APPEND_WORKERS });
  let events = 0;
  let next = 0;
  const worker = async () => {
    for (let k = next++; k < SEEKERS; k = next++) {
      const seekerId = FIRST_SEEKER_ID + k;
      const { from, to } = resumesOfSeeker(k);
      const language = resumeLanguageOf(from);
      const created: UserEvent = {
        type: 'UserCreated',
        data: { id: seekerId, username: `bench-seeker${seekerId}`, kind: 'seeker', passwordHash, nickname: `Seeker ${seekerId}`, mobile: null, gender: 0, avatar: null, email: null, status: 1, deptId: null, roleIds: [Number(role.id)] },
      };
      await store.appendToStream(`user-${seekerId}`, [toNew(created)], { expectedRevision: 'no_stream' });
      events += 1;
      for (let index = from; index < to; index++) {
        const resumeId = FIRST_RESUME_ID + index;
        // seeded per resume: the same resumes whichever of the concurrent workers writes them
        const random = seededRandom(resumeId);
        const fields = resumeOf(index, random);
        const resumeEvents: ResumeEvent[] = [{ type: 'ResumeCreated', data: { ...fields, resumeId, seekerId, locale: language, duplicatedFrom: null } }];
        if (random() < EDITED_SHARE) resumeEvents.push({ type: 'ResumeEdited', data: { ...fields, resumeId, age: fields.age + 1 } });
        if (random() < PDF_SHARE) {
          resumeEvents.push({
            type: 'ResumePdfGenerated',
            data: { resumeId, templateId: resumeTemplateIds[index % resumeTemplateIds.length]!, pdf: { fileId: randomUUID(), name: 'resume.pdf' }, locale: language, generatedAt: new Date().toISOString() },
          });
        }
        await store.appendToStream(`resume-${resumeId}`, resumeEvents.map(toNew), { expectedRevision: 'no_stream' });
        events += resumeEvents.length;
      }
      if (to - from > 1) {
        await store.appendToStream(`seeker-${seekerId}`, [toNew({ type: 'DefaultResumeChosen', data: { seekerId, resumeId: FIRST_RESUME_ID + to - 1 } })], { expectedRevision: 'no_stream' });
        events += 1;
      }
    }
  };
  try {
    const ms = await timed(() => Promise.all(Array.from({ length: APPEND_WORKERS }, worker)).then(() => undefined));
    return { events, seconds: ms / 1000 };
  } finally {
    await store.close();
  }
}

/** The resumes projection alone, in this process, from where it stands to the store's head: its events per second. */
async function projectResumes(url: string): Promise<{ events: number; seconds: number }> {
  const db = createDatabase(url);
  const store = new PostgresEventStore({ connectionString: url });
  try {
    const processed = async () => Number((await db('projection_checkpoints').where({ name: resumesProjection.name }).first('events_processed'))?.events_processed ?? 0);
    const before = await processed();
    const head = (await store.headPosition())!;
    const ms = await timed(() => new ProjectionRunner({ store, db, connectionString: url, projection: resumesProjection }).run(new AbortController().signal, head));
    return { events: (await processed()) - before, seconds: ms / 1000 };
  } finally {
    await store.close();
    await db.destroy();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// the talent search

interface Search {
  path: string;
  criteria: TalentCriteria;
}

/** The mix the publishers send: a keyword in one of the four languages (the job board's), often with a filter; some filters alone. */
export function talentMix(): Search[] {
  const random = seededRandom(14);
  const industries = ['internet', 'finance', 'retail', 'logistics', 'hospitality', 'manufacturing'];
  const provinces = ['TH-10', 'TH-50', 'LA-01', 'LA-16', 'CN-53'];
  return Array.from({ length: MIX_SIZE }, (_, index) => {
    const language = postingLanguages[index % postingLanguages.length]!;
    const keywords = random() < 0.1 ? undefined : keywordOf[language](random);
    const offset = random() < 0.1 ? PAGE_SIZE : 0;
    const criteria: TalentCriteria = { keywords, offset, limit: PAGE_SIZE };
    const filter = random();
    if (filter < 0.15) criteria.education = String(3 + Math.floor(random() * 3));
    else if (filter < 0.3) criteria.industry = industries[Math.floor(random() * industries.length)];
    else if (filter < 0.45) criteria.minYears = [1, 2, 3, 5][Math.floor(random() * 4)];
    else if (filter < 0.55 || !keywords) criteria.provinceCode = provinces[Math.floor(random() * provinces.length)];
    const query = new URLSearchParams({ pageSize: String(PAGE_SIZE), pageNum: String(offset / PAGE_SIZE + 1) });
    if (keywords) query.set('keywords', keywords);
    if (criteria.education) query.set('education', criteria.education);
    if (criteria.industry) query.set('industry', criteria.industry);
    if (criteria.provinceCode) query.set('provinceCode', criteria.provinceCode);
    if (criteria.minYears !== undefined) query.set('minYears', String(criteria.minYears));
    return { path: `/api/v1/resumes/talent/page?${query}`, criteria };
  });
}

async function benchTalentSearch(url: string, apiPort: number, apiPid: number | undefined, token: string): Promise<void> {
  const db = createDatabase(url, { max: 2 });
  const mix = talentMix();
  const kind = await searchIndexKindOf(db, RESUMES_TABLE);
  // the bare side runs exactly what the api sends: the same tsquery (labels and places included), the same SQL
  const tags = await queryTagSource(db).index();
  const searchStatements = mix.map((search) => talentSearchStatement(search.criteria, talentTsquery(search.criteria, (word) => tags.tagsOf(word)), PUBLISHER_ID, kind));
  const statements = nativeStatements(db, searchStatements);
  report(figure('talent search index', kind, ''), { note: `"${mix[0]!.criteria.keywords}": ${await scansOf(db, searchStatements[0]!)}` });
  await db.destroy();
  await compareApiWithBare({
    bench: BENCH,
    label: 'talent search',
    unit: 'resumes',
    databaseUrl: url,
    apiPort,
    apiPid,
    paths: mix.map((search) => search.path),
    statements,
    token,
    concurrency: CONCURRENCY,
    rounds: ROUNDS,
    round: ROUND,
    pool: API_POOL,
    p99TargetMs: P99_TARGET_MS,
    ratioTarget: RATIO_TARGET,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// templated PDFs

interface PdfCase {
  language: Locale;
  templateId: ResumeTemplateId;
  resume: ResumeForPdf;
  pages: number;
}

const pageCountOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
const localeOf: Record<(typeof postingLanguages)[number], Locale> = { th: 'th', lo: 'lo', 'zh-cn': 'zh-cn', en: 'en' };

/** A resume of the language as the PDF shows it: the generator's fields with labels as the api gives them. */
function pdfResumeOf(fields: ResumeFields, regions: Map<string, RegionRow>, now: Date): ResumeForPdf {
  const province = regions.get(fields.provinceCode);
  const district = regions.get(fields.districtCode);
  return {
    name: fields.name,
    gender: fields.gender,
    age: fields.age,
    university: fields.university,
    education: { value: fields.education, label: `education ${fields.education}` },
    industry: { value: fields.industry, label: fields.industry },
    phone: fields.phone,
    email: fields.email,
    location: {
      country: province?.country ?? 'TH',
      countryName: province?.country ?? 'TH',
      provinceCode: fields.provinceCode,
      provinceName: province?.name_local ?? fields.provinceCode,
      districtCode: fields.districtCode,
      districtName: district?.name_local ?? fields.districtCode,
    },
    specialties: fields.specialties,
    experience: fields.experience,
    experienceYears: experienceYearsOf(fields.experience, now),
    avatar: null,
  };
}

/**
 * A two-page resume in each language and template: a generated seeker with past jobs added (longer descriptions, as a
 * real résumé has) until the template runs onto a second page.
 */
async function twoPageResumes(regionRows: RegionRow[]): Promise<PdfCase[]> {
  const regions = new Map(regionRows.map((region) => [region.code, region]));
  const now = new Date();
  const resumeOf = resumeGenerator(placesOf(regionRows), now);
  const cases: PdfCase[] = [];
  for (const [index, language] of postingLanguages.entries()) {
    const base = resumeOf(index, seededRandom(1_000 + index));
    const pastJobs = Array.from({ length: 40 }, (_, n) => resumeOf(index + 4 * (n + 1), seededRandom(2_000 + 4 * n + index)).experience)
      .flat()
      .map((entry) => ({ ...entry, description: [entry.description, entry.description, entry.description].filter(Boolean).join(' ') || null }));
    for (const templateId of resumeTemplateIds) {
      for (let entries = 1; entries <= 20 && entries <= pastJobs.length; entries++) {
        const resume = pdfResumeOf({ ...base, experience: pastJobs.slice(0, entries) }, regions, now);
        const pages = pageCountOf(await renderResumePdf(resume, templateId, localeOf[language]));
        if (pages >= 2 || entries === 20) {
          cases.push({ language: localeOf[language], templateId, resume, pages });
          break;
        }
      }
    }
  }
  return cases;
}

async function benchPdf(url: string): Promise<void> {
  const db = createDatabase(url, { max: 1 });
  const regions: RegionRow[] = await db(REGIONS_TABLE).select();
  await db.destroy();
  const cases = await twoPageResumes(regions);
  const classic = cases.filter((item) => item.templateId === 'classic');
  const sizes = await Promise.all(classic.map(async (item) => round((await renderResumePdf(item.resume, item.templateId, item.language)).length / 1024)));
  report(figure('PDF pages (language/template: pages, past jobs)', cases.map((item) => `${item.language}/${item.templateId} ${item.pages}p ${item.resume.experience.length}`).join(', '), ''), {
    note: `classic sizes ${sizes.join(' / ')} KB (${classic.map((item) => item.language).join('/')})`,
  });
  const latencies = new Map<string, number[]>();
  const results: LoadResult[] = [];
  for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex++) {
    let next = 0;
    const measuredFrom = performance.now() + PDF_ROUND.warmupMs;
    // one at a time: a PDF's layout and compression are CPU work on one thread, so more at once only queue
    results.push(
      await measureLoad({ ...PDF_ROUND, concurrency: 1 }, async () => {
        const item = cases[next++ % cases.length]!;
        const started = performance.now();
        await renderResumePdf(item.resume, item.templateId, item.language);
        if (started < measuredFrom) return;
        if (!latencies.has(item.language)) latencies.set(item.language, []);
        latencies.get(item.language)!.push(performance.now() - started);
      }),
    );
  }
  const rates = results.map((result) => result.opsPerSecond);
  const p50s = results.map((result) => percentile(result.latenciesMs, 50));
  const p99s = results.map((result) => percentile(result.latenciesMs, 99));
  report(figure('two-page PDF render, one at a time', round(median(rates), 1), 'PDFs/s'), { note: `${rounds(rates)}; 3 templates x 4 languages in turn` });
  report(figure('two-page PDF render p50', round(median(p50s), 1), 'ms'), { note: rounds(p50s) });
  report(figure('two-page PDF render p99', round(median(p99s), 1), 'ms'), { note: `${rounds(p99s)}; samples ${results.map((result) => result.latenciesMs.length).join(' / ')}` });
  for (const [language, values] of latencies) {
    report(figure(`two-page PDF render p99, ${language}`, round(percentile(values, 99), 1), 'ms'), { note: `p50 ${round(percentile(values, 50), 1)} ms; ${values.length} samples` });
  }
}

// ---------------------------------------------------------------------------------------------------------------

export async function run(): Promise<void> {
  const started = performance.now();
  printUptime(BENCH, 'at start');
  const reused = process.env.BENCH_RESUMES_DATABASE;
  const database = reused ? keptDatabase(DATABASE_PREFIX, reused, 'BENCH_RESUMES_DATABASE') : await createTestDatabase(DATABASE_PREFIX);
  let keep = Boolean(reused);
  const redisPrefix = `jm:${database.name}:`;
  const children: Child[] = [];
  const pollAgent = new http.Agent({ keepAlive: false });
  const apiPort = await freePort();
  const env: NodeJS.ProcessEnv = { ...productEnv(database.url, apiPort, REDIS_DATABASE), REDIS_KEY_PREFIX: redisPrefix };
  try {
    await waitForConnections(database.url);
    await runToEnd('migrate', 'scripts/migrate.ts', env);
    if (reused) console.log(`${BENCH} reusing the resumes of database ${reused}`);
    else {
      // the production seed (roles, dictionaries, regions; no demo resumes): the search holds the bench's resumes alone
      const { AUTH_CAPTCHA: _captcha, ...seedEnv } = env;
      await runToEnd('seed', 'scripts/seed.ts', { ...seedEnv, NODE_ENV: 'production', ROOT_PASSWORD: randomBytes(24).toString('base64url') });
      const seeded = await seedResumes(database.url);
      report(figure(`append ${RESUMES.toLocaleString('en-US')} resumes of ${SEEKERS.toLocaleString('en-US')} seekers`, round(seeded.events / seeded.seconds), 'events/s'), {
        note: `${seeded.events.toLocaleString('en-US')} events (accounts, created, some edited, PDFs, defaults) in ${round(seeded.seconds, 1)} s, ${APPEND_WORKERS} connections`,
      });
      const projected = await projectResumes(database.url);
      report(figure('resumes projection rate', round(projected.events / projected.seconds), 'events/s'), {
        note: `${projected.events.toLocaleString('en-US')} events in ${round(projected.seconds, 1)} s: rows, ICU-segmented search documents, usernames; alone, in-process`,
      });
      await seedPublishers(database.url, [PUBLISHER_ID]);
    }

    const projections = startChild('projections', 'projections/src/main.ts', env);
    children.push(projections);
    const api = startChild('api', 'api/src/main.ts', env);
    children.push(api);
    await waitUntilAnswering(api, pollAgent, apiPort, '/healthz');
    const catchUp = await waitForProjections(children, pollAgent, apiPort, database.url, { timeoutMs: CATCH_UP_TIMEOUT_MS });
    report(figure('other projections and reactors caught up', round(catchUp, 1), 's'), { note: 'the product process: users (60,000 seekers), stream stats, operation log, applications…' });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('analyze');
    const counts = (await client.query<{ all: string; searchable: string }>(`select count(*) as all, count(search_document) as searchable from ${RESUMES_TABLE}`)).rows[0]!;
    await client.end();
    report(figure('resumes / searchable resumes', `${Number(counts.all)} / ${Number(counts.searchable)}`, 'resumes'));
    // kept only once its resumes are all in: a failed run's half-seeded database is of no use again
    keep ||= process.env.BENCH_KEEP_DATABASE === '1';

    // a token as sign-in issues it (same claims); the api checks it, its session and the publisher's standing
    const token = issueAccessToken(env.JWT_SECRET!, { userId: String(PUBLISHER_ID), roles: [roleCodes.publisher], deptId: null, dataScope: 3, sessionId: randomUUID() }, TOKEN_TTL_SECONDS).token;
    const probe = dataOf<Page<TalentCard>>(await call(pollAgent, apiPort, 'GET', talentMix()[0]!.path, { token }), 'the first talent search');
    if (probe.list.some((card) => !isMasked(card.phone) || !isMasked(card.email))) throw new Error('a talent card showed contact details unmasked to a publisher who unlocked nothing');
    await benchTalentSearch(database.url, apiPort, api.process.pid, token);
    await benchPdf(database.url);
  } catch (error) {
    for (const child of children) if (child.output.length > 0) console.error(failureOf(child, endOf(child) ?? 'said').message);
    throw error;
  } finally {
    pollAgent.destroy();
    await Promise.all(children.map((child) => stopChild(child).catch(() => undefined)));
    if (keep) {
      console.log(
        `${BENCH} kept database ${database.name} (BENCH_RESUMES_DATABASE=${database.name} runs on it again; drop it when done, and its Redis keys ${redisPrefix}* in database ${REDIS_DATABASE})`,
      );
    } else {
      await database.drop();
      await dropRedisKeys(redisUrl(REDIS_DATABASE), redisPrefix).catch(() => undefined);
    }
  }
  printUptime(BENCH, 'at the end');
  report(figure('run time', round((performance.now() - started) / 1000, 1), 's'));
}
