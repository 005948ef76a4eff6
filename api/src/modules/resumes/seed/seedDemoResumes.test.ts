import { execFileSync } from 'node:child_process';
import type { ResumeRow, TalentCard } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import type { TestApi } from '../../../testing/testApi';
import { demoSeekers } from './demoResumes';
import { seedDemoResumes, type SeededResumes } from './seedDemoResumes';

type Page<Row> = { list: Row[]; total: number };
const compact = (text: string) => text.replace(/\s+/g, '');

describe('demo resumes', () => {
  let api: TestApi;
  let admin: ApiClient;
  let seeded: SeededResumes;
  let rows: ResumeRow[];

  beforeAll(async () => {
    ({ api } = await startSeededApi());
    seeded = await seedDemoResumes(api.moduleContext, { actorId: 'system', correlationId: 'seed', now: new Date() });
    admin = as(api, await signIn(api, 'admin'));
    rows = ((await admin.get('/resumes/page?pageSize=100')).body.data as Page<ResumeRow>).list;
  }, 180_000);
  afterAll(async () => api?.close());

  it('gives the demo seeker and six more seekers complete resumes in four languages, each with its PDF', () => {
    expect(seeded).toEqual({ seekers: 7, resumes: 8, pdfs: 8 });
    expect(rows).toHaveLength(8);
    const names = rows.map((row) => row.name);
    for (const name of ['Daniel Keomany', 'ດານຽນ ແກ້ວມະນີ', 'ธนพล ศรีสวัสดิ์', 'ຄຳຫຼ້າ ພົມມະວົງ', '李伟']) expect(names).toContain(name);
    expect(new Set(rows.map((row) => row.location.country))).toEqual(new Set(['TH', 'LA', 'CN']));
    for (const row of rows) {
      expect(row, row.name).toMatchObject({ pdfUrl: `/api/v1/resumes/${row.id}/pdf`, templateId: expect.any(String), university: expect.any(String) });
      expect(row.experienceYears, row.name).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(rows.map((row) => row.templateId))).toEqual(new Set(['classic', 'graduate', 'skills']));
  });

  it('keeps some resumes searchable and some private', () => {
    expect(rows.filter((row) => row.searchable)).toHaveLength(5);
    expect(rows.filter((row) => !row.searchable).map((row) => row.name).sort()).toEqual(['พิมพ์ชนก วงศ์ใหญ่', '王芳', 'ດານຽນ ແກ້ວມະນີ'].sort());
  });

  it('signs each seeker in to their own resumes, one of them the default they chose', async () => {
    for (const seeker of demoSeekers) {
      const mine = (await as(api, await signIn(api, seeker.username)).get('/resumes/mine')).body.data as ResumeRow[];
      expect(mine.map((row) => row.name)).toEqual(seeker.resumes.map((resume) => resume.name));
      expect(mine.filter((row) => row.isDefault).map((row) => row.name)).toEqual(seeker.resumes.filter((resume) => resume.isDefault).map((resume) => resume.name));
    }
  });

  it('renders each PDF in its resume’s language, with the resume’s own words', async () => {
    for (const seeker of demoSeekers) {
      const authorization = await signIn(api, seeker.username);
      const mine = (await as(api, authorization).get('/resumes/mine')).body.data as ResumeRow[];
      for (const [index, row] of mine.entries()) {
        const locale = seeker.resumes[index]!.locale ?? seeker.locale;
        const response = await fetch(`${api.baseUrl}${row.pdfUrl}`, { headers: { Authorization: authorization } });
        const text = compact(execFileSync('pdftotext', ['-', '-'], { input: Buffer.from(await response.arrayBuffer()) }).toString());
        expect(text, row.name).toContain(compact(row.name));
        expect(text, row.name).toContain(compact(translate(locale, 'resumes.pdf.profile')));
      }
    }
  });

  it('lets publishers find the searchable ones only, by a word inside a run of Thai', async () => {
    const publisher = as(api, await signIn(api, 'publisher'));
    const all = (await publisher.get('/resumes/talent/page?pageSize=50')).body.data as Page<TalentCard>;
    expect(all.total).toBe(5);
    const thai = (await publisher.get(`/resumes/talent/page?keywords=${encodeURIComponent('วิศวกร')}`)).body.data as Page<TalentCard>;
    expect(thai.list.map((card) => card.latestTitle)).toContain('วิศวกรซอฟต์แวร์อาวุโส');
  });
});
