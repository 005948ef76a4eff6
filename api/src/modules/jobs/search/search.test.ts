import type { CompanyCardView, JobCardView, JobDetail, JobEvent, JobFields, JobFormInput, JobSearchPage, Page } from '@jobmarket/contracts';
import type { NewEvent } from '@jobmarket/eventstore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, signIn, startSeededApi, type ApiClient } from '../../../testing/identityFixtures';
import { grantMembership } from '../../membership/membershipFixtures';
import type { TestApi } from '../../../testing/testApi';
import { approval, approvedPublisher, jobFormOf } from '../jobFixtures';
import { recordJobView, viewCountsOf } from './jobViews';
import { formatDateTime } from '../../../http/time';

const DAY_MS = 24 * 3600_000;

/** Every text section in one language (jobFormOf's defaults are Thai, which would make every posting match Thai words). */
const textsIn = (text: string) => ({
  responsibility: text,
  requirement: text,
  interviewProcess: text,
  strictRequirements: text,
  preferredProfile: text,
  generalProfile: text,
  rejectedProfile: text,
  softSkills: text,
  managementExperience: text,
});

/** Postings in the four languages, each with its words inside longer runs of text. */
const thai = jobFormOf({ position: 'วิศวกรซอฟต์แวร์อาวุโส', minSalary: 60000, maxSalary: 90000 });
const lao = jobFormOf({
  position: 'ຮັບສະໝັກວິສະວະກອນຊອບແວອາວຸໂສ',
  company: 'ບໍລິສັດ ລາວດິຈິຕອນ ຈຳກັດ',
  industry: 'finance',
  education: '4',
  minSalary: 8_000_000,
  maxSalary: 12_000_000,
  provinceCode: 'LA-VT',
  districtCode: 'LA-VT-01',
  detailAddress: 'ຖະໜົນລ້ານຊ້າງ',
  ...textsIn('ພັດທະນາລະບົບທະນາຄານອອນລາຍ'),
});
const chinese = jobFormOf({
  position: '高级软件工程师',
  company: '北京云帆科技有限公司',
  industry: 'internet',
  education: '3',
  minSalary: 25000,
  maxSalary: 40000,
  provinceCode: 'CN-11',
  districtCode: 'CN-110101',
  detailAddress: '朝阳区建国路88号',
  ...textsIn('负责后端服务的设计与开发'),
});
const english = jobFormOf({
  position: 'Warehouse Supervisor',
  company: 'Mekong Logistics',
  industry: 'logistics',
  education: '1',
  minSalary: 20000,
  maxSalary: 30000,
  provinceCode: 'TH-50',
  districtCode: 'TH-5001',
  detailAddress: '12 Huay Kaew Road',
  ...textsIn('Run the night shift and keep stock counts right'),
});
// published twenty-odd days ago at 20:30 UTC: already the next day in Bangkok, where the job is
const longAgo = new Date(Math.floor((Date.now() - 20 * DAY_MS) / DAY_MS) * DAY_MS + 20.5 * 3600_000);
/** Published twenty days ago: appended to the store, since no command can date a publication. */
const accountant = jobFormOf({ position: 'Accountant', company: 'Old Books Co.', industry: 'finance', minSalary: 40000, maxSalary: 60000, ...textsIn('Keep the ledgers') });

describe('job board search', () => {
  let api: TestApi;
  let admin: ApiClient;
  let publisher: ApiClient;
  let laoPublisher: ApiClient;
  let laoPublisherId: number;
  let auditorId: number;
  const ids: Record<'thai' | 'lao' | 'chinese' | 'english' | 'pending' | 'closed' | 'old', number> = {} as never;

  async function post(form: JobFormInput, by: ApiClient = publisher): Promise<number> {
    const { body } = await by.post('/jobs', form);
    expect(body.code, JSON.stringify(body)).toBe('00000');
    return (body.data as JobDetail).id;
  }

  async function publish(form: JobFormInput, by: ApiClient = publisher): Promise<number> {
    const id = await post(form, by);
    const { body } = await admin.put(`/jobs/${id}/audit`, approval(auditorId));
    expect(body.code, body.msg).toBe('00000');
    return id;
  }

  /** Appends events straight to the store (a job published days ago, which no command can date) and waits for the jobs read models. */
  async function append(stream: string, events: JobEvent[]): Promise<void> {
    const { position } = await api.store.appendToStream(
      stream,
      events.map((event): NewEvent => ({ type: event.type, data: event.data, metadata: { actorId: 'test' } })),
      { expectedRevision: 'no_stream' },
    );
    await api.projectionWaiter.waitFor(position, { projections: ['jobs_v1'] });
  }

  async function search(query: string, language?: string): Promise<JobSearchPage> {
    const { status, body } = await api.call(`/api/v1/jobs/search?${query}`, { headers: language ? { 'Accept-Language': language } : {} });
    expect([status, body.code], body.msg).toEqual([200, '00000']);
    return body.data as JobSearchPage;
  }
  const found = async (query: string) => (await search(query)).list.map((card) => card.id);

  beforeAll(async () => {
    ({ api } = await startSeededApi({ RATE_LIMIT_PER_MINUTE: '100000' }));
    admin = as(api, await signIn(api, 'admin'));
    publisher = as(api, await signIn(api, 'publisher'));
    // the demo publisher posts more jobs than the free tier allows: a member
    const publisherId = ((await publisher.get('/users/me')).body.data as { userId: number }).userId;
    await api.projectionWaiter.waitFor((await grantMembership(api.moduleContext, publisherId)).position!);
    const auditors = (await admin.get('/jobs/resume-auditors')).body.data as { value: number; label: string }[];
    auditorId = auditors.find((option) => option.label === 'Demo Auditor')!.value;
    const laoCompany = await approvedPublisher(api, admin, 'lao-digital');
    laoPublisher = laoCompany.client;
    laoPublisherId = laoCompany.userId;

    ids.old = 900_001;
    await append(`job-${ids.old}`, [
      { type: 'JobPosted', data: { ...(accountant as JobFields), currency: 'THB', jobId: ids.old, publisherId: 4242, locale: 'en' } },
      { type: 'JobPublished', data: { jobId: ids.old, publishTime: longAgo.toISOString(), validThrough: new Date(longAgo.getTime() + 90 * DAY_MS).toISOString() } },
    ]);
    ids.thai = await publish(thai);
    ids.lao = await publish(lao, laoPublisher);
    ids.chinese = await publish(chinese);
    ids.english = await publish(english);
    ids.pending = await post(jobFormOf({ position: 'วิศวกรเครือข่าย', ...textsIn('ดูแลเครือข่าย') }));
    ids.closed = await publish(jobFormOf({ position: 'วิศวกรระบบ', ...textsIn('ดูแลระบบ') }));
    expect((await publisher.put(`/jobs/${ids.closed}/close`)).body.code).toBe('00000');
  }, 180_000);
  afterAll(async () => api?.close());

  describe('words in four languages', () => {
    it('finds the Thai posting by a word inside a longer run of Thai text', async () => {
      expect(await found('keywords=วิศวกร')).toEqual([ids.thai]);
    });

    it('finds the Lao posting by a word inside a longer run of Lao text', async () => {
      expect(await found('keywords=ວິສະວະກອນ')).toEqual([ids.lao]);
    });

    it('finds the Chinese posting by a word inside a longer run of Chinese text', async () => {
      expect(await found(`keywords=${encodeURIComponent('工程师')}`)).toEqual([ids.chinese]);
      expect(await found(`keywords=${encodeURIComponent('后端')}`)).toEqual([ids.chinese]);
    });

    it('finds English words in any case, by prefix, all of them required', async () => {
      expect(await found('keywords=WAREHOUSE')).toEqual([ids.english]);
      expect(await found('keywords=superv')).toEqual([ids.english]);
      expect(await found('keywords=warehouse%20engineer')).toEqual([]);
    });

    it('finds jobs by the labels of their industry and education in any language, and by place names', async () => {
      // internet is labelled "Internet and IT", "互联网/IT", "อินเทอร์เน็ตและไอที"…; education 3 is 本科
      expect(await found('keywords=IT&sort=newest')).toEqual([ids.chinese, ids.thai]);
      expect(await found(`keywords=${encodeURIComponent('本科')}`)).toEqual([ids.chinese, ids.thai, ids.old]);
      expect(await found('keywords=chiang%20mai')).toEqual([ids.english]);
      expect(await found(`keywords=${encodeURIComponent('北京')}`)).toEqual([ids.chinese]);
    });

    it('treats a box of stopwords and punctuation as empty', async () => {
      expect((await search('keywords=the%20%2C%20of')).total).toBe(5);
    });
  });

  describe('what is listed', () => {
    it('lists open jobs only, newest first: pending and closed ones never', async () => {
      const page = await search('');
      expect(page.list.map((card) => card.id)).toEqual([ids.english, ids.chinese, ids.lao, ids.thai, ids.old]);
      expect(page.total).toBe(5);
      expect(page.isTotalCapped).toBe(false);
      expect(await found('keywords=วิศวกรเครือข่าย')).toEqual([]);
      expect(await found('keywords=วิศวกรระบบ')).toEqual([]);
    });

    it('drops a job from the results once it closes', async () => {
      const id = await publish(jobFormOf({ position: 'Forklift driver', industry: 'logistics', ...textsIn('Move pallets safely') }));
      expect(await found('keywords=forklift')).toEqual([id]);
      expect((await publisher.put(`/jobs/${id}/close`)).body.code).toBe('00000');
      expect(await found('keywords=forklift')).toEqual([]);
    });

    it('answers cards with labels in the reader’s language, the salary range and currency, and the publish time', async () => {
      const [card] = (await search(`keywords=${encodeURIComponent('工程师')}`, 'zh-CN')).list as [JobCardView];
      expect(card).toMatchObject({
        id: ids.chinese,
        position: '高级软件工程师',
        company: '北京云帆科技有限公司',
        minSalary: 25000,
        maxSalary: 40000,
        currency: 'CNY',
        industry: { value: 'internet' },
        education: { value: '3', label: '本科' },
        location: { country: 'CN', provinceCode: 'CN-11', districtCode: 'CN-110101' },
      });
      expect(card.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it('writes a card’s publish time where the job is, as its page shows the day, whatever the api’s own zone', async () => {
      const [card] = (await search('keywords=accountant')).list as [JobCardView];
      expect([card.id, card.location.country]).toEqual([ids.old, 'TH']);
      expect(card.publishTime).toBe(formatDateTime(longAgo, 'Asia/Bangkok'));
      expect(card.publishTime.slice(0, 10)).not.toBe(longAgo.toISOString().slice(0, 10));
    });
  });

  describe('filters, sorting and pages', () => {
    it('filters by industry, education, country, province and district', async () => {
      expect(await found('industry=internet')).toEqual([ids.chinese, ids.thai]);
      expect(await found('education=4')).toEqual([ids.lao]);
      expect(await found('country=LA')).toEqual([ids.lao]);
      expect(await found('provinceCode=TH-50')).toEqual([ids.english]);
      expect(await found('districtCode=TH-1001')).toEqual([ids.thai, ids.old]);
      expect(await found('country=TH&industry=internet&keywords=วิศวกร')).toEqual([ids.thai]);
    });

    it('keeps jobs whose salary range overlaps the one asked for', async () => {
      // Thai 60,000–90,000; Chinese 25,000–40,000; English 20,000–30,000; the old Accountant 40,000–60,000
      expect(await found('country=TH&minSalary=85000')).toEqual([ids.thai]);
      expect(await found('country=TH&maxSalary=25000')).toEqual([ids.english]);
      expect(await found('minSalary=35000&maxSalary=45000&country=CN')).toEqual([ids.chinese]);
      expect(await found('country=TH&minSalary=31000&maxSalary=59000')).toEqual([ids.old]);
    });

    it('keeps jobs posted within the last days asked for', async () => {
      expect(await found('postedWithin=7')).toEqual([ids.english, ids.chinese, ids.lao, ids.thai]);
      expect(await found('postedWithin=30&keywords=accountant')).toEqual([ids.old]);
    });

    it('sorts by salary, highest first', async () => {
      expect(await found('country=TH&sort=salary')).toEqual([ids.thai, ids.old, ids.english]);
    });

    it('pages through the results, the page size capped at 100', async () => {
      const first = await search('pageNum=1&pageSize=2');
      const second = await search('pageNum=2&pageSize=2');
      expect(first.list.map((card) => card.id)).toEqual([ids.english, ids.chinese]);
      expect(second.list.map((card) => card.id)).toEqual([ids.lao, ids.thai]);
      expect(second.total).toBe(5);
      expect((await search('pageSize=500')).list).toHaveLength(5);
    });

    it('refuses malformed filters, naming the field', async () => {
      const { status, body } = await api.call('/api/v1/jobs/search?country=XX&sort=random');
      expect([status, body.code]).toEqual([400, 'A0402']);
      expect(Object.keys((body.data as { errors: Record<string, string> }).errors).sort()).toEqual(['country', 'sort']);
    });
  });

  describe('hot jobs and companies', () => {
    it('puts the most viewed open jobs first, the rest by newest, and never a closed one', async () => {
      const fallback = (await (await api.call('/api/v1/jobs/hot?limit=3')).body.data) as JobCardView[];
      expect(fallback.map((card) => card.id)).toEqual([ids.english, ids.chinese, ids.lao]);
      for (const visitor of ['a', 'b', 'c']) await recordJobView(api.db, ids.thai, visitor);
      await recordJobView(api.db, ids.lao, 'a');
      await recordJobView(api.db, ids.closed, 'a');
      await recordJobView(api.db, ids.closed, 'b');
      const { body, response } = await api.call('/api/v1/jobs/hot?limit=3');
      expect((body.data as JobCardView[]).map((card) => card.id)).toEqual([ids.thai, ids.lao, ids.english]);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    });

    it('puts the companies whose jobs drew the most views first, then by newest job', async () => {
      const { body } = await api.call('/api/v1/companies/hot?limit=5');
      const cards = body.data as CompanyCardView[];
      // the demo publisher's Thai job has 3 views; the Lao company's job 1
      expect(cards[1]).toMatchObject({ id: laoPublisherId, openJobCount: 1, industry: { value: 'finance' }, location: { provinceCode: 'LA-VT' } });
      expect(cards[0]!.openJobCount).toBe(3);
    });
  });

  describe('companies', () => {
    it('finds approved companies by a part of their name and by their industry or province in any language', async () => {
      const byName = (await api.call('/api/v1/companies/search?keywords=digital')).body.data as Page<CompanyCardView>;
      expect(byName.list.map((card) => card.id)).toEqual([laoPublisherId]);
      expect(byName.total).toBe(1);
      const byIndustry = (await api.call(`/api/v1/companies/search?keywords=${encodeURIComponent('ການເງິນ')}`)).body.data as Page<CompanyCardView>;
      expect(byIndustry.list.map((card) => card.id)).toEqual([laoPublisherId]);
      const byFilter = (await api.call('/api/v1/companies/search?industry=finance&provinceCode=LA-VT')).body.data as Page<CompanyCardView>;
      expect(byFilter.list.map((card) => card.id)).toEqual([laoPublisherId]);
    });

    it('shows the office photo only once the publisher allows it, to anyone, and no other document', async () => {
      const card = async () => ((await api.call('/api/v1/companies/search?keywords=digital')).body.data as Page<CompanyCardView>).list[0]!;
      const photoUrl = `/api/v1/companies/${laoPublisherId}/office-photo`;
      expect((await card()).officePhotoUrl).toBeNull();
      expect((await api.call(photoUrl)).body.code).toBe('A0606');

      expect((await laoPublisher.put('/companies/mine', { introduction: 'ພວກເຮົາສ້າງລະບົບທະນາຄານ', showOfficePhoto: true })).body.code).toBe('00000');
      expect((await card()).officePhotoUrl).toBe(photoUrl);
      const photo = await fetch(`${api.baseUrl}${photoUrl}`);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await photo.arrayBuffer()).slice(1, 4)).toEqual(new Uint8Array([0x50, 0x4e, 0x47]));
      // the demo publisher has not allowed theirs
      const demoId = ((await publisher.get('/users/me')).body.data as { userId: number }).userId;
      expect((await api.call(`/api/v1/companies/${demoId}/office-photo`)).body.code).toBe('A0606');
    });
  });

  describe('job views', () => {
    it('counts one view per visitor per job per day', async () => {
      const day = new Date('2026-03-01T10:00:00Z');
      await recordJobView(api.db, ids.english, 'visitor-1', { at: day });
      await recordJobView(api.db, ids.english, 'visitor-1', { at: new Date(day.getTime() + 3600_000) });
      await recordJobView(api.db, ids.english, 'visitor-2', { at: day });
      await recordJobView(api.db, ids.english, 'visitor-1', { at: new Date(day.getTime() + DAY_MS) });
      const counts = await viewCountsOf(api.db, [ids.english, ids.pending]);
      expect(counts.get(ids.english)).toBe(3);
      expect(counts.has(ids.pending)).toBe(false);
    });
  });

  describe('the public statistics', () => {
    it('count open jobs and the companies that have them', async () => {
      const { body } = await api.call('/api/v1/portal/stats');
      expect(body.data).toMatchObject({ hotJobs: 5, famousCompanies: 2 });
    });
  });

  describe('featured jobs (issue 13)', () => {
    /** A promotion as the membership context records it on the publisher's stream. */
    async function promote(type: 'JobPromotionStarted' | 'JobPromotionEnded', jobId: number): Promise<void> {
      const publisherId = ((await publisher.get('/users/me')).body.data as { userId: number }).userId;
      const endTime = new Date(Date.now() + 7 * DAY_MS).toISOString();
      const data =
        type === 'JobPromotionStarted'
          ? { promotionId: 71, publisherId, jobId, startTime: new Date().toISOString(), endTime }
          : { promotionId: 71, publisherId, jobId, endedBy: 'staff', actorId: '1', reason: null };
      const { position } = await api.store.appendToStream(`membership-${publisherId}`, [{ type, data, metadata: { actorId: 'test' } }], { expectedRevision: 'any' });
      await api.projectionWaiter.waitFor(position, { projections: ['jobs_v1'] });
    }

    it('pins a featured job matching the search on top, marked with its end, and never one that does not match', async () => {
      await promote('JobPromotionStarted', ids.thai);
      const page = await search('');
      expect(page.list.map((card) => card.id)).toEqual([ids.thai, ids.english, ids.chinese, ids.lao, ids.old]);
      expect(page.total).toBe(5);
      expect(page.list[0]!.featuredUntil).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(page.list[1]!.featuredUntil).toBeNull();
      expect(await found('keywords=WAREHOUSE')).toEqual([ids.english]);
      expect(await found(`keywords=${encodeURIComponent('本科')}`)).toEqual([ids.thai, ids.chinese, ids.old]);
    });

    it('pages on after the pinned ones, showing each job once', async () => {
      const pages = await Promise.all([1, 2, 3].map(async (pageNum) => (await search(`pageNum=${pageNum}&pageSize=2`)).list.map((card) => card.id)));
      expect(pages).toEqual([[ids.thai, ids.english], [ids.chinese, ids.lao], [ids.old]]);
    });

    it('puts featured jobs first in the hot list', async () => {
      const hot = (await api.call('/api/v1/jobs/hot?limit=2')).body.data as JobCardView[];
      expect(hot[0]).toMatchObject({ id: ids.thai, featuredUntil: expect.any(String) });
    });

    it('stops pinning it when the promotion ends', async () => {
      await promote('JobPromotionEnded', ids.thai);
      const page = await search('');
      expect(page.list.map((card) => card.id)).toEqual([ids.english, ids.chinese, ids.lao, ids.thai, ids.old]);
      expect(page.list.every((card) => card.featuredUntil === null)).toBe(true);
    });
  });

  it('documents the public routes in the OpenAPI document, without a security requirement', async () => {
    const { paths } = (await (await fetch(`${api.baseUrl}/api/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, { security?: unknown[]; parameters: { name: string }[] }>> };
    for (const path of ['/api/v1/jobs/search', '/api/v1/jobs/hot', '/api/v1/companies/search', '/api/v1/companies/hot', '/api/v1/companies/{id}/office-photo']) {
      expect(paths[path]?.get?.security, path).toEqual([]);
    }
    expect(paths['/api/v1/jobs/search']!.get!.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['keywords', 'industry', 'education', 'minSalary', 'maxSalary', 'country', 'provinceCode', 'districtCode', 'postedWithin', 'sort', 'pageNum', 'pageSize']),
    );
  });
});
