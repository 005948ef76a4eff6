import { describe, expect, it } from 'vitest';
import { quotaConsumed } from '../membership/membershipEventFixtures';
import { userCreated } from '../testing/identityEvents';
import { projectionAssertion, ProjectionSpec, rowsOf, specTime, type ProjectionAssertion } from '../testing/projectionSpec';
import {
  defaultResumeChosen,
  resumeCreated,
  resumeDeleted,
  resumeEdited,
  resumeFields,
  resumeFileIdOf,
  resumePdfGenerated,
  resumeRecommendationWritten,
  resumeSearchableChanged,
} from './resumeEventFixtures';
import { resumesProjection } from './resumes.projection';
import { RESUME_UNLOCKS_TABLE, RESUMES_TABLE, SEEKERS_TABLE } from './tables';

const seeker = 7;
const seekerAccount = userCreated(seeker, { username: 'somchai', kind: 'seeker' });
const avatar = { fileId: resumeFileIdOf(1, 0), name: 'me.png' };
const attachment = { fileId: resumeFileIdOf(1, 1), name: 'certificate.pdf' };
const original = { fileId: resumeFileIdOf(1, 3), name: 'cv.pdf' };

/** The resumes a tsquery finds through their search documents (none for a private resume: its document is NULL). */
function found(tsquery: string, ids: number[]): ProjectionAssertion {
  return projectionAssertion(async (db) => {
    const matches = await db(RESUMES_TABLE).whereRaw('search_document @@ ?::tsquery', [tsquery]).orderBy('id').pluck('id');
    expect(matches, `resumes matching ${tsquery}`).toEqual(ids);
  });
}

describe('resumes projection', () => {
  const given = ProjectionSpec.for(resumesProjection);

  describe('a created resume', () => {
    it('lists every field, the years of experience at its time, the latest title and the seeker as creator', () =>
      given([seekerAccount, resumeCreated(1, seeker, { avatar, attachments: [attachment], originalResume: original }, { locale: 'th' })]).then(
        rowsOf(RESUMES_TABLE, {
          id: 1,
          seeker_id: seeker,
          name: 'Somchai Jaidee',
          gender: 1,
          age: 29,
          university: 'Chulalongkorn University',
          education: '3',
          industry: 'internet',
          phone: '0812345678',
          email: 'somchai@example.com',
          specialties: 'TypeScript, PostgreSQL and distributed systems',
          experience: resumeFields().experience,
          // 2019-01..2021-12 and 2022-01..now (2026-01): 85 months
          experience_years: 7,
          latest_title: 'Senior Software Engineer',
          province_code: 'TH-10',
          district_code: 'TH-1001',
          avatar,
          attachments: [attachment],
          original_resume: original,
          pdf: null,
          template_id: null,
          recommendation_report: null,
          searchable: true,
          locale: 'th',
          create_by: 'somchai',
          created_at: specTime(2),
          updated_at: null,
        }),
        rowsOf(SEEKERS_TABLE, { seeker_id: seeker, username: 'somchai', default_resume_id: null }),
      ));

    it('names its creator by id when no account of theirs was seen', () =>
      given([resumeCreated(1, seeker)]).then(rowsOf(RESUMES_TABLE, { id: 1, create_by: String(seeker) })));

    it('has no experience, no years and no latest title without entries', () =>
      given([resumeCreated(1, seeker, { experience: [] })]).then(rowsOf(RESUMES_TABLE, { id: 1, experience: [], experience_years: 0, latest_title: null })));

    it('is found by its titles, specialties, university and past employers, never by name, phone or e-mail', () =>
      given([resumeCreated(1, seeker), resumeCreated(2, 8, { experience: [], specialties: 'Accounting', university: null })]).then(
        found(`'senior':*`, [1]),
        found(`'chulalongkorn'`, [1]),
        found(`'siam' <-> 'tech'`, [1]),
        found(`'payment':*`, [1]),
        found(`'accounting'`, [2]),
        found(`'somchai'`, []),
        found(`'jaidee'`, []),
        found(`'0812345678'`, []),
        found(`'example':*`, []),
      ));

    it('weighs titles most (A), then specialties and university (B), then where and what was done', () =>
      given([resumeCreated(1, seeker)]).then(
        found(`'engineer':A`, [1]),
        found(`'typescript':B`, [1]),
        found(`'chulalongkorn':B`, [1]),
        found(`'typescript':A`, []),
        found(`'bangkok':A | 'bangkok':B`, []),
        found(`'bangkok'`, [1]),
      ));

    it('carries tags for its education, industry, province and every experience bucket it reaches', () =>
      given([resumeCreated(1, seeker), resumeCreated(2, 8, { experience: [{ organisation: 'A', title: 'Clerk', startMonth: '2023-06', endMonth: '2025-05', description: null }] })]).then(
        found(`'=education:3' & '=industry:internet' & '=province:TH-10'`, [1, 2]),
        found(`'=years:0'`, [1, 2]),
        found(`'=years:1'`, [1, 2]),
        found(`'=years:3'`, [1]),
        found(`'=years:5'`, [1]),
        found(`'=years:10'`, []),
      ));

    it('finds Thai, Lao and Chinese words the way job search segments them', () =>
      given([
        resumeCreated(1, seeker, { experience: [{ organisation: 'บริษัท สยาม', title: 'วิศวกรซอฟต์แวร์อาวุโส', startMonth: '2020-01', endMonth: null, description: null }] }),
        resumeCreated(2, 8, { experience: [{ organisation: '北京科技', title: '高级软件工程师', startMonth: '2020-01', endMonth: null, description: null }] }),
        resumeCreated(3, 9, { experience: [{ organisation: 'ວຽງຈັນ', title: 'ວິສະວະກອນ', startMonth: '2020-01', endMonth: null, description: null }] }),
      ]).then(found(`'วิศวกร':*`, [1]), found(`'工程':*`, [2]), found(`'ວິສະວະກອນ':*`, [3])));

    it('keeps a private resume out of the search: no document', () =>
      given([resumeCreated(1, seeker, { searchable: false })]).then(rowsOf(RESUMES_TABLE, { id: 1, searchable: false, search_document: null }), found(`'senior':*`, [])));

    it('lists a duplicate as a resume of its own, without the PDF or report of the one it copies', () =>
      given([resumeCreated(1, seeker), resumePdfGenerated(1, 'classic'), resumeRecommendationWritten(1, 'Strong')])
        .when([resumeCreated(2, seeker, {}, { duplicatedFrom: 1 })])
        .then(
          rowsOf(
            RESUMES_TABLE,
            { id: 1, template_id: 'classic', recommendation_report: 'Strong' },
            { id: 2, seeker_id: seeker, name: 'Somchai Jaidee', pdf: null, template_id: null, recommendation_report: null, created_at: specTime(4) },
          ),
          found(`'senior':*`, [1, 2]),
        ));
  });

  describe('changes', () => {
    it('replaces the fields of an edited resume, recomputes its words and keeps who created it when', () =>
      given([seekerAccount, resumeCreated(1, seeker)])
        .when([
          resumeEdited(1, {
            name: 'Somchai J.',
            phone: '0899999999',
            specialties: 'Rust',
            experience: [{ organisation: 'Lao Telecom', title: 'Network Engineer', startMonth: '2024-01', endMonth: '2024-12', description: null }],
            provinceCode: 'LA-01',
            districtCode: 'LA-0101',
          }),
        ])
        .then(
          rowsOf(RESUMES_TABLE, {
            id: 1,
            name: 'Somchai J.',
            phone: '0899999999',
            specialties: 'Rust',
            experience_years: 1,
            latest_title: 'Network Engineer',
            province_code: 'LA-01',
            create_by: 'somchai',
            created_at: specTime(2),
            updated_at: specTime(3),
          }),
          found(`'network'`, [1]),
          found(`'senior':*`, []),
          found(`'=province:LA-01' & '=years:1'`, [1]),
          found(`'=years:3'`, []),
        ));

    it('counts an open entry until the time of the event that set it', () =>
      given([resumeCreated(1, seeker, { experience: [{ organisation: 'A', title: 'Clerk', startMonth: '2025-01', endMonth: null, description: null }] })])
        .when([resumeEdited(1, { experience: [{ organisation: 'A', title: 'Clerk', startMonth: '2025-01', endMonth: null, description: null }] }, { at: new Date(Date.UTC(2027, 1, 1)) })])
        .then(rowsOf(RESUMES_TABLE, { id: 1, experience_years: 2, updated_at: new Date(Date.UTC(2027, 1, 1)) })));

    it('drops the words of a resume made private and indexes them again when it is searchable again', async () => {
      await given([resumeCreated(1, seeker)])
        .when([resumeSearchableChanged(1, false)])
        .then(rowsOf(RESUMES_TABLE, { id: 1, searchable: false, search_document: null, updated_at: specTime(2) }), found(`'senior':*`, []));
      await given([resumeCreated(1, seeker, { searchable: false })])
        .when([resumeSearchableChanged(1, true)])
        .then(rowsOf(RESUMES_TABLE, { id: 1, searchable: true }), found(`'senior':* & '=years:5'`, [1]));
    });

    it('keeps the latest generated PDF and its template', () =>
      given([resumeCreated(1, seeker), resumePdfGenerated(1, 'classic')])
        .when([resumePdfGenerated(1, 'skills', { fileId: resumeFileIdOf(1, 5), name: 'skills.pdf' })])
        .then(rowsOf(RESUMES_TABLE, { id: 1, pdf: { fileId: resumeFileIdOf(1, 5), name: 'skills.pdf' }, template_id: 'skills', updated_at: specTime(3) })));

    it('records the staff recommendation report, and an empty one clears it', async () => {
      await given([resumeCreated(1, seeker)]).when([resumeRecommendationWritten(1, 'Recommended for senior roles')]).then(rowsOf(RESUMES_TABLE, { id: 1, recommendation_report: 'Recommended for senior roles' }));
      await given([resumeCreated(1, seeker), resumeRecommendationWritten(1, 'Strong')]).when([resumeRecommendationWritten(1, '')]).then(rowsOf(RESUMES_TABLE, { id: 1, recommendation_report: null }));
    });

    it('ignores events of a resume it never saw created', () => given([resumeEdited(1), resumePdfGenerated(1, 'classic'), resumeDeleted(1)]).then(rowsOf(RESUMES_TABLE)));
  });

  describe('the default resume', () => {
    it('records the resume a seeker chose as default, and a later choice replaces it', () =>
      given([seekerAccount, resumeCreated(1, seeker), resumeCreated(2, seeker), defaultResumeChosen(seeker, 1)])
        .when([defaultResumeChosen(seeker, 2)])
        .then(rowsOf(SEEKERS_TABLE, { seeker_id: seeker, username: 'somchai', default_resume_id: 2 })));

    it('removes a deleted resume and clears the default it was, leaving other seekers alone', () =>
      given([resumeCreated(1, seeker), resumeCreated(2, seeker), resumeCreated(3, 8), defaultResumeChosen(seeker, 1), defaultResumeChosen(8, 3)])
        .when([resumeDeleted(1)])
        .then(
          rowsOf(RESUMES_TABLE, { id: 2 }, { id: 3 }),
          rowsOf(SEEKERS_TABLE, { seeker_id: seeker, default_resume_id: null }, { seeker_id: 8, default_resume_id: 3 }),
          found(`'senior':*`, [2, 3]),
        ));

    it('keeps the default when another of the seeker’s resumes is deleted', () =>
      given([resumeCreated(1, seeker), resumeCreated(2, seeker), defaultResumeChosen(seeker, 1)])
        .when([resumeDeleted(2)])
        .then(rowsOf(RESUMES_TABLE, { id: 1 }), rowsOf(SEEKERS_TABLE, { seeker_id: seeker, default_resume_id: 1 })));

    it('clears a default chosen and deleted in the same batch', () =>
      given([resumeCreated(1, seeker), defaultResumeChosen(seeker, 1), resumeDeleted(1)]).then(rowsOf(RESUMES_TABLE), rowsOf(SEEKERS_TABLE, { seeker_id: seeker, default_resume_id: null })));
  });

  describe('unlocks', () => {
    const viewedAt = new Date(Date.UTC(2026, 0, 5, 8));

    it('records a publisher’s unlock from their resume-view quota use', () =>
      given([resumeCreated(1, seeker)])
        .when([quotaConsumed(9, 'resumeViews', 'resume-1', 'member', { at: viewedAt })])
        .then(rowsOf(RESUME_UNLOCKS_TABLE, { publisher_id: 9, resume_id: 1, unlocked_at: viewedAt })));

    it('keeps the first unlock when a later membership period uses a view again', () =>
      given([resumeCreated(1, seeker), quotaConsumed(9, 'resumeViews', 'resume-1', 'member', { at: viewedAt })])
        .when([quotaConsumed(9, 'resumeViews', 'resume-1', 'member', { at: new Date(Date.UTC(2026, 3, 1)) })])
        .then(rowsOf(RESUME_UNLOCKS_TABLE, { publisher_id: 9, resume_id: 1, unlocked_at: viewedAt })));

    it('ignores other quota use: downloads, jobs, ads', () =>
      given([resumeCreated(1, seeker)])
        .when([quotaConsumed(9, 'resumeDownloads', 'resume-1'), quotaConsumed(9, 'jobs', 'job-1'), quotaConsumed(9, 'ads', 'job-1'), quotaConsumed(9, 'resumeViews', 'job-1')])
        .then(rowsOf(RESUME_UNLOCKS_TABLE)));

    it('removes a deleted resume’s unlocks, stored or made in the same batch', () =>
      given([resumeCreated(1, seeker), resumeCreated(2, seeker), quotaConsumed(9, 'resumeViews', 'resume-1'), quotaConsumed(9, 'resumeViews', 'resume-2')])
        .when([quotaConsumed(10, 'resumeViews', 'resume-1'), resumeDeleted(1)])
        .then(rowsOf(RESUME_UNLOCKS_TABLE, { publisher_id: 9, resume_id: 2 })));
  });

  describe('replays', () => {
    it('changes nothing when a batch is applied twice', () =>
      given([seekerAccount, resumeCreated(1, seeker), resumeCreated(2, seeker), defaultResumeChosen(seeker, 2)])
        .when(
          [
            resumeEdited(1, { name: 'Somchai J.' }),
            resumeSearchableChanged(1, false),
            resumePdfGenerated(1, 'graduate'),
            resumeRecommendationWritten(1, 'Strong'),
            quotaConsumed(9, 'resumeViews', 'resume-1'),
            resumeDeleted(2),
            resumeCreated(3, seeker, {}, { duplicatedFrom: 1 }),
            defaultResumeChosen(seeker, 3),
          ],
          { times: 2 },
        )
        .then(
          rowsOf(
            RESUMES_TABLE,
            { id: 1, name: 'Somchai J.', searchable: false, search_document: null, template_id: 'graduate', recommendation_report: 'Strong', created_at: specTime(2) },
            { id: 3, create_by: 'somchai', searchable: true },
          ),
          rowsOf(SEEKERS_TABLE, { seeker_id: seeker, default_resume_id: 3 }),
          rowsOf(RESUME_UNLOCKS_TABLE, { publisher_id: 9, resume_id: 1 }),
          found(`'senior':*`, [3]),
        ));
  });
});
