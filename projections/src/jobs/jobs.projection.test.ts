import type { ApplicationEvent } from '@jobmarket/contracts';
import { describe, expect, it } from 'vitest';
import { ProjectionSpec, projectionAssertion, rowsOf, specEvent, specTime } from '../testing/projectionSpec';
import {
  companyProfileUpdated,
  jobApproved,
  jobClosed,
  jobEdited,
  jobExpired,
  jobExtended,
  jobPosted,
  jobPromotionEnded,
  jobPromotionStarted,
  jobPublished,
  jobRejected,
  jobReposted,
  jobSubmittedForReview,
  officePhotoIdOf,
  publisherApplied,
  publisherApproved,
  publisherRejected,
  publisherResubmitted,
} from './jobEventFixtures';
import {
  candidateJoined,
  candidateLeftEarly,
  commissionEarned,
  employerAccepted,
  guaranteeElapsed,
  interviewPassed,
  interviewScheduled,
  orderDelivered,
  orderReopened,
  orderWithdrawn,
  resumeApproved,
  resumeDeclined,
} from '../delivery/deliveryEventFixtures';
import { jobsProjection } from './jobs.projection';
import { parseSearchWords, searchQuery } from './searchText';
import { COMPANIES_TABLE, COMPANY_OPEN_JOBS_TABLE, JOB_APPLICANTS_TABLE, JOB_SEARCH_TABLE, JOBS_TABLE } from './tables';

const published = new Date(Date.UTC(2026, 0, 2, 8, 0, 0));
const later = new Date(Date.UTC(2026, 0, 5, 8, 0, 0));
const DAY_MS = 24 * 3600_000;

/** The jobs of the search table a query finds, by id (the index's own matching, as the adapter uses it). */
function searchFinds(keywords: string, ...jobIds: number[]) {
  return projectionAssertion(async (db) => {
    const query = searchQuery(parseSearchWords(keywords));
    expect(query, `"${keywords}" has searchable words`).toBeDefined();
    const rows: { job_id: number }[] = await db(JOB_SEARCH_TABLE).whereRaw('document @@ ?::tsquery', [query!]).orderBy('job_id').select('job_id');
    expect(rows.map((row) => row.job_id), `jobs found by "${keywords}"`).toEqual(jobIds);
  });
}

describe('jobs projection', () => {
  const given = ProjectionSpec.for(jobsProjection);

  describe('the job read model', () => {
    it('records a posted job pending review with every field, its country from the province and its publisher as creator', () =>
      given([jobPosted(1, 9, { provinceCode: 'LA-VT', districtCode: 'LA-VT-01', currency: 'LAK' }, { locale: 'lo' })]).then(
        rowsOf(JOBS_TABLE, {
          id: 1,
          publisher_id: 9,
          locale: 'lo',
          position: 'Senior Software Engineer',
          industry: 'internet',
          education: '3',
          min_salary: '40000',
          max_salary: '60000',
          currency: 'LAK',
          country: 'LA',
          province_code: 'LA-VT',
          district_code: 'LA-VT-01',
          management_experience: 'Not required',
          status: 'pending',
          audit_status: 0,
          created_by: '9',
          created_at: specTime(1),
          publish_time: null,
          applicant_count: 0,
        }),
        rowsOf(JOB_SEARCH_TABLE),
      ));

    it('replaces the fields of an edited job', () =>
      given([jobPosted(1, 9)]).when([jobEdited(1, { position: 'Staff Engineer', maxSalary: 90000, provinceCode: 'CN-11', districtCode: 'CN-1101', currency: 'CNY' })]).then(
        rowsOf(JOBS_TABLE, { id: 1, position: 'Staff Engineer', max_salary: '90000', country: 'CN', currency: 'CNY', status: 'pending', updated_at: specTime(2) }),
      ));

    it('keeps the commission split, resume auditor, sort and notice of an approval, and opens the job until validThrough', () =>
      given([jobPosted(1, 9)])
        .when([jobApproved(1, { commission: { company: 60, auditor: 25, candidate: 15 }, resumeAuditorId: 5, sort: 3, noticeId: 41 }), jobPublished(1, published)])
        .then(
          rowsOf(JOBS_TABLE, {
            id: 1,
            status: 'published',
            audit_status: 1,
            commission_company: '60',
            commission_auditor: '25',
            commission_candidate: '15',
            resume_auditor_id: 5,
            sort: 3,
            audited_by: '2',
            audit_time: specTime(2),
            decision_notice_id: 41,
            publish_time: published,
            valid_through: new Date(published.getTime() + 30 * DAY_MS),
          }),
          rowsOf(JOB_SEARCH_TABLE, { job_id: 1, publisher_id: 9, position: 'Senior Software Engineer', country: 'TH', publish_time: published }),
        ));

    it('keeps the reason and notice of a rejection, and the reason while a corrected job waits for review again', () =>
      given([jobPosted(1, 9), jobRejected(1, 'No salary range')]).then(rowsOf(JOBS_TABLE, { id: 1, status: 'rejected', audit_status: 2, reject_reason: 'No salary range', decision_notice_id: 77 })));

    it('sends an edited published job back to review and takes it out of search', () =>
      given([jobPosted(1, 9), jobApproved(1), jobPublished(1, published)])
        .when([jobEdited(1, { position: 'Changed' }), jobSubmittedForReview(1)])
        .then(rowsOf(JOBS_TABLE, { id: 1, status: 'pending', audit_status: 0, decision_notice_id: null, position: 'Changed' }), rowsOf(JOB_SEARCH_TABLE)));

    it('moves validThrough when a job is extended', () =>
      given([jobPosted(1, 9), jobApproved(1), jobPublished(1, published)])
        .when([jobExtended(1, later)])
        .then(rowsOf(JOBS_TABLE, { id: 1, status: 'published', valid_through: later }), rowsOf(JOB_SEARCH_TABLE, { job_id: 1 })));

    it('closes a job: closed time kept, out of search', () =>
      given([jobPosted(1, 9), jobApproved(1), jobPublished(1, published)])
        .when([jobClosed(1)])
        .then(rowsOf(JOBS_TABLE, { id: 1, status: 'closed', closed_at: specTime(4) }), rowsOf(JOB_SEARCH_TABLE)));

    it('expires a job: out of search', () =>
      given([jobPosted(1, 9), jobApproved(1), jobPublished(1, published)])
        .when([jobExpired(1, later)])
        .then(rowsOf(JOBS_TABLE, { id: 1, status: 'expired', closed_at: specTime(4) }), rowsOf(JOB_SEARCH_TABLE)));

    it('publishes a reposted job again, with its new publish time', () =>
      given([jobPosted(1, 9), jobApproved(1), jobPublished(1, published), jobClosed(1)])
        .when([jobReposted(1), jobPublished(1, later)])
        .then(rowsOf(JOBS_TABLE, { id: 1, status: 'published', audit_status: 1, publish_time: later, closed_at: null }), rowsOf(JOB_SEARCH_TABLE, { job_id: 1, publish_time: later })));

    it('keeps a reposted job that needs review out of search', () =>
      given([jobPosted(1, 9), jobApproved(1), jobPublished(1, published), jobClosed(1)])
        .when([jobReposted(1), jobSubmittedForReview(1)])
        .then(rowsOf(JOBS_TABLE, { id: 1, status: 'pending', audit_status: 0 }), rowsOf(JOB_SEARCH_TABLE)));

    it('changes nothing when the same batch is applied again', () =>
      given([jobPosted(1, 9), jobPosted(2, 9, { industry: 'finance' })])
        .when([jobApproved(1), jobPublished(1, published), jobEdited(2, { position: 'Analyst' }), jobApproved(2), jobPublished(2, later), jobClosed(2)], { times: 2 })
        .then(
          rowsOf(JOBS_TABLE, { id: 1, status: 'published', publish_time: published, updated_at: specTime(4) }, { id: 2, status: 'closed', position: 'Analyst', updated_at: specTime(8) }),
          rowsOf(JOB_SEARCH_TABLE, { job_id: 1 }),
        ));

    it('ignores events of a job whose posting it never saw', () => given([jobApproved(3), jobPublished(3, published)]).then(rowsOf(JOBS_TABLE), rowsOf(JOB_SEARCH_TABLE)));

    it('creates the job-seeker sub-view empty, for delivery orders to fill', () => given([jobPosted(1, 9)]).then(rowsOf(JOB_APPLICANTS_TABLE)));
  });

  describe('the job-seeker sub-view (delivery orders)', () => {
    const open = [jobPosted(1, 9), jobApproved(1), jobPublished(1, published), jobPosted(2, 9), jobApproved(2), jobPublished(2, published)];
    const appliedAt = new Date('2026-01-01T02:00:00.000Z');

    it('adds a delivered order as an applicant pending resume review, named as the candidate, and counts it', () =>
      given(open)
        .when([orderDelivered(40, { jobId: 1, seekerId: 20, resumeId: 30, candidateName: 'Somchai Jaidee' })])
        .then(
          rowsOf(JOB_APPLICANTS_TABLE, { delivery_order_id: 40, job_id: 1, seeker_id: 20, seeker_name: 'Somchai Jaidee', resume_id: 30, applied_at: appliedAt, status: 'PendingResumeReview' }),
          rowsOf(JOBS_TABLE, { id: 1, applicant_count: 1 }, { id: 2, applicant_count: 0 }),
        ));

    it('follows each order’s state by its state name, whether delivered in an earlier batch or the same one', () =>
      given([...open, orderDelivered(40, { jobId: 1 }), orderDelivered(41, { jobId: 1, seekerId: 21 })])
        .when([
          resumeApproved(40),
          employerAccepted(40),
          interviewScheduled(40),
          interviewPassed(40),
          candidateJoined(40),
          resumeDeclined(41),
          orderDelivered(42, { jobId: 2, seekerId: 22 }),
          resumeApproved(42),
        ])
        .then(
          rowsOf(
            JOB_APPLICANTS_TABLE,
            { delivery_order_id: 40, status: 'Onboarded' },
            { delivery_order_id: 41, status: 'ResumeRejected' },
            { delivery_order_id: 42, job_id: 2, status: 'PendingEmployerReview' },
          ),
          rowsOf(JOBS_TABLE, { id: 1, applicant_count: 2 }, { id: 2, applicant_count: 1 }),
        ));

    it('moves an order through the guarantee and an early leave, a reopen and a withdrawal', () =>
      given([...open, orderDelivered(40, { jobId: 1 }), resumeApproved(40), employerAccepted(40), interviewPassed(40), candidateJoined(40), orderDelivered(41, { jobId: 1, seekerId: 21 })])
        .when([guaranteeElapsed(40), commissionEarned(40), orderWithdrawn(41), orderReopened(41, 'PendingResumeReview')])
        .then(rowsOf(JOB_APPLICANTS_TABLE, { delivery_order_id: 40, status: 'PendingUploadInvoice' }, { delivery_order_id: 41, status: 'PendingResumeReview' })));

    it('keeps counting ended orders: the count is every order delivered to the job', () =>
      given([...open, orderDelivered(40, { jobId: 1 }), resumeApproved(40), employerAccepted(40), interviewPassed(40), candidateJoined(40)])
        .when([candidateLeftEarly(40), orderDelivered(41, { jobId: 1, seekerId: 21 }), orderWithdrawn(41)])
        .then(
          rowsOf(JOB_APPLICANTS_TABLE, { delivery_order_id: 40, status: 'NotOnboarded' }, { delivery_order_id: 41, status: 'Withdrawn' }),
          rowsOf(JOBS_TABLE, { id: 1, applicant_count: 2 }, { id: 2, applicant_count: 0 }),
        ));

    it('counts nothing twice when a batch is applied again', () =>
      given(open)
        .when([orderDelivered(40, { jobId: 1 }), resumeApproved(40), orderDelivered(41, { jobId: 1, seekerId: 21 })], { times: 2 })
        .then(
          rowsOf(JOB_APPLICANTS_TABLE, { delivery_order_id: 40, status: 'PendingEmployerReview' }, { delivery_order_id: 41, status: 'PendingResumeReview' }),
          rowsOf(JOBS_TABLE, { id: 1, applicant_count: 2 }, { id: 2, applicant_count: 0 }),
        ));

    it('keeps the count through later events of the job in the same batch', () =>
      given(open)
        .when([orderDelivered(40, { jobId: 1 }), jobClosed(1)])
        .then(rowsOf(JOBS_TABLE, { id: 1, status: 'closed', applicant_count: 1 }, { id: 2, applicant_count: 0 })));
  });

  describe('the search index', () => {
    const thai = jobPosted(1, 9, { position: 'วิศวกรซอฟต์แวร์อาวุโส', company: 'บริษัท สยามเทค จำกัด', responsibility: 'พัฒนาระบบหลังบ้านและดูแลฐานข้อมูล' }, { locale: 'th' });
    const lao = jobPosted(
      2,
      9,
      { position: 'ຮັບສະໝັກວິສະວະກອນຊອບແວ', company: 'ບໍລິສັດ ລາວເທັກ', provinceCode: 'LA-VT', districtCode: 'LA-VT-01', currency: 'LAK' },
      { locale: 'lo' },
    );
    const chinese = jobPosted(3, 9, { position: '高级软件工程师', company: '北京云帆科技有限公司', responsibility: '负责后端服务的设计与开发', provinceCode: 'CN-11', districtCode: 'CN-1101', currency: 'CNY' }, { locale: 'zh-cn' });
    const english = jobPosted(4, 9, { position: 'Senior Data Engineer', company: 'Mekong Analytics', responsibility: 'Build pipelines with Node.js and e-mail reports' });
    const openAll = [1, 2, 3, 4].flatMap((id) => [jobApproved(id), jobPublished(id, published)]);

    it('finds a Thai posting by a word inside a longer run of text', () => given([thai, lao, chinese, english, ...openAll]).then(searchFinds('วิศวกร', 1), searchFinds('ฐานข้อมูล', 1)));

    it('finds a Lao posting by a word inside a longer run of text', () => given([thai, lao, chinese, english, ...openAll]).then(searchFinds('ວິສະວະກອນ', 2)));

    it('finds a Chinese posting by a word inside a longer run of text', () => given([thai, lao, chinese, english, ...openAll]).then(searchFinds('工程师', 3), searchFinds('后端', 3)));

    it('finds an English posting by words in any order, case and a prefix', () =>
      given([thai, lao, chinese, english, ...openAll]).then(searchFinds('engineer DATA', 4), searchFinds('pipeline', 4), searchFinds('node.js', 4)));

    it('finds the head of a compound word and a word cut short', () =>
      given([thai, lao, chinese, english, ...openAll]).then(searchFinds('วิศว', 1), searchFinds('ວິສະວະ', 2), searchFinds('软件工程', 3)));

    it('needs every word of a query, and the pieces of one typed word in order', () =>
      given([thai, lao, chinese, english, ...openAll]).then(searchFinds('engineer 工程师'), searchFinds('师工程'), searchFinds('engineer senior', 4)));

    it('tags each posting with its dictionary values and places, so a query naming their labels finds it', () =>
      given([thai, lao, chinese, english, ...openAll]).then(
        projectionAssertion(async (db) => {
          const tagged = await db(JOB_SEARCH_TABLE).whereRaw(`document @@ ?::tsquery`, [`'=province:LA-VT' & '=industry:internet' & '=education:3' & '=country:LA' & '=district:LA-VT-01'`]).pluck('job_id');
          expect(tagged).toEqual([2]);
          // a typed word never reaches a tag: tags begin with '='
          const typed = await db(JOB_SEARCH_TABLE).whereRaw(`document @@ ?::tsquery`, [searchQuery(parseSearchWords('province industry'))!]).pluck('job_id');
          expect(typed).toEqual([]);
        }),
      ));

    it('weighs the title above the text sections, so ranking puts a title match first', () =>
      given([
        jobPosted(5, 9, { position: 'Accountant', responsibility: 'Work with the warehouse team' }),
        jobPosted(6, 9, { position: 'Warehouse supervisor', responsibility: 'Lead the team' }),
        ...[5, 6].flatMap((id) => [jobApproved(id), jobPublished(id, published)]),
      ]).then(
        projectionAssertion(async (db) => {
          const query = searchQuery(parseSearchWords('warehouse'))!;
          const ranked = await db(JOB_SEARCH_TABLE).whereRaw('document @@ ?::tsquery', [query]).orderByRaw('ts_rank(document, ?::tsquery) desc', [query]).pluck('job_id');
          expect(ranked).toEqual([6, 5]);
        }),
      ));

    it('drops stopwords from postings and queries alike, so a phrase around one still matches', () =>
      given([jobPosted(7, 9, { position: 'Head of Sales', responsibility: 'การตลาดและการขาย' }), jobApproved(7), jobPublished(7, published)]).then(
        searchFinds('head sales', 7),
        projectionAssertion(async (db) => {
          const [row] = await db(JOB_SEARCH_TABLE).where({ job_id: 7 }).select(db.raw('document::text as document'));
          expect(row.document).not.toMatch(/'of'|'และ'/);
        }),
      ));
  });

  describe('featured jobs (promotions of the membership context)', () => {
    const until = new Date(Date.UTC(2026, 0, 20, 8, 0, 0));
    const open = [jobPosted(1, 9), jobApproved(1), jobPublished(1, published)];

    it('features a job while its promotion runs, on the job and its search row', () =>
      given(open)
        .when([jobPromotionStarted(31, 9, 1, until)])
        .then(rowsOf(JOBS_TABLE, { id: 1, featured_until: until, featured_promotion_id: 31, updated_at: specTime(3) }), rowsOf(JOB_SEARCH_TABLE, { job_id: 1, featured_until: until })));

    it('stops featuring it when that promotion ends', () =>
      given([...open, jobPromotionStarted(31, 9, 1, until)])
        .when([jobPromotionEnded(31, 9, 1)])
        .then(rowsOf(JOBS_TABLE, { id: 1, featured_until: null, featured_promotion_id: null }), rowsOf(JOB_SEARCH_TABLE, { job_id: 1, featured_until: null })));

    it('keeps a newer promotion when an older one of the same job ends late', () =>
      given([...open, jobPromotionStarted(31, 9, 1, published), jobPromotionStarted(32, 9, 1, until)])
        .when([jobPromotionEnded(31, 9, 1)])
        .then(rowsOf(JOB_SEARCH_TABLE, { job_id: 1, featured_until: until })));

    it('keeps the promotion through an edit and a republication of the job', () =>
      given([...open, jobPromotionStarted(31, 9, 1, until)])
        .when([jobEdited(1, { position: 'Staff Engineer' }), jobApproved(1), jobPublished(1, later)])
        .then(rowsOf(JOB_SEARCH_TABLE, { job_id: 1, position: 'Staff Engineer', featured_until: until })));

    it('ignores a promotion of a job it does not know', () => given(open).when([jobPromotionStarted(31, 9, 2, until)]).then(rowsOf(JOBS_TABLE, { id: 1, featured_until: null })));
  });

  describe('companies', () => {
    it('makes a company of a publisher’s application, public once approved, with the first office photo', () =>
      given([publisherApplied(9, 'Siam Tech'), publisherApproved(9)]).then(
        rowsOf(COMPANIES_TABLE, { id: 9, name: 'Siam Tech', approved: true, office_photo_file_id: officePhotoIdOf(9), show_office_photo: false, introduction: '', open_job_count: 0 }),
      ));

    it('keeps a rejected publisher’s company private, and takes a corrected name and photo from the resubmission', () =>
      given([publisherApplied(9, 'Siam Tech'), publisherRejected(9)])
        .when([publisherResubmitted(9, { company: 'Siam Tech Co., Ltd.', officePhotoId: officePhotoIdOf(99) })])
        .then(rowsOf(COMPANIES_TABLE, { id: 9, name: 'Siam Tech Co., Ltd.', approved: false, office_photo_file_id: officePhotoIdOf(99) })));

    it('keeps the photo when a resubmission sends none', () =>
      given([publisherApplied(9, 'Siam Tech'), publisherRejected(9)]).when([publisherResubmitted(9, { company: 'Siam' })]).then(rowsOf(COMPANIES_TABLE, { id: 9, name: 'Siam', office_photo_file_id: officePhotoIdOf(9) })));

    it('takes the introduction and the office photo permission from the profile', () =>
      given([publisherApplied(9, 'Siam Tech'), publisherApproved(9)])
        .when([companyProfileUpdated(9, 'We build software in Bangkok.', true)], { times: 2 })
        .then(rowsOf(COMPANIES_TABLE, { id: 9, name: 'Siam Tech', introduction: 'We build software in Bangkok.', show_office_photo: true, approved: true })));

    it('ignores school administrators’ applications', () =>
      given([
        specEvent<ApplicationEvent>('application-8', {
          type: 'SchoolAdminApplicationSubmitted',
          data: { userId: 8, username: 'Riverside', schoolName: 'Riverside', email: 'r@example.com', mobile: '13800000000', locale: 'en', documents: {} },
        }),
        specEvent<ApplicationEvent>('application-8', { type: 'ApplicationApproved', data: { userId: 8, kind: 'schoolAdmin', auditorId: '2' } }),
      ]).then(rowsOf(COMPANIES_TABLE)));

    it('counts open jobs, names the industry most of them are in and the place of the newest, and forgets closed ones', () =>
      given([
        publisherApplied(9, 'Siam Tech'),
        publisherApproved(9),
        jobPosted(1, 9, { industry: 'finance', provinceCode: 'TH-10', districtCode: 'TH-1001' }),
        jobPosted(2, 9, { industry: 'internet', provinceCode: 'TH-20', districtCode: 'TH-2001' }),
        jobPosted(3, 9, { industry: 'finance', provinceCode: 'TH-30', districtCode: 'TH-3001' }),
        jobPosted(4, 9, { industry: 'internet', provinceCode: 'TH-50', districtCode: 'TH-5001' }),
        jobPosted(5, 9, { industry: 'retail' }),
        ...[1, 2, 3, 4].flatMap((id) => [jobApproved(id), jobPublished(id, new Date(published.getTime() + id * DAY_MS))]),
      ])
        .when([jobClosed(3)])
        .then(
          rowsOf(COMPANIES_TABLE, {
            id: 9,
            open_job_count: 3,
            industry: 'internet',
            province_code: 'TH-50',
            district_code: 'TH-5001',
            last_published_at: new Date(published.getTime() + 4 * DAY_MS),
          }),
        ));

    it('moves the figures only by what a batch changes, so a replayed batch counts nothing twice', () =>
      given([publisherApplied(9, 'Siam Tech'), publisherApproved(9), jobPosted(1, 9, { industry: 'finance' }), jobApproved(1), jobPublished(1, published)])
        .when([jobPosted(2, 9, { industry: 'retail' }), jobApproved(2), jobPublished(2, later), jobClosed(1)], { times: 2 })
        .then(
          rowsOf(COMPANIES_TABLE, { id: 9, open_job_count: 1, industry: 'retail', last_published_at: later }),
          rowsOf(COMPANY_OPEN_JOBS_TABLE, { publisher_id: 9, industry: 'retail', open_count: 1 }),
        ));

    it('has no figures once its last open job closes', () =>
      given([publisherApplied(9, 'Siam Tech'), publisherApproved(9), jobPosted(1, 9), jobApproved(1), jobPublished(1, published)])
        .when([jobClosed(1)])
        .then(rowsOf(COMPANIES_TABLE, { id: 9, open_job_count: 0, industry: null, province_code: null, district_code: null, last_published_at: null })));
  });
});
