import type { ApplicationEvent, CompanyEvent, JobEvent, JobFields } from '@jobmarket/contracts';
import type { NewEvent } from '@jobmarket/eventstore';
import { expect } from 'vitest';
import type { TestApi } from '../../../testing/testApi';
import { fileStore } from '../../files/fileStore';
import { sampleFiles } from '../../registration/registrationFixtures';

type Stream = { stream: string; events: (JobEvent | ApplicationEvent | CompanyEvent)[] };

/** Appends the streams' events as the commands would and waits until the projections have read them. */
export async function given(api: TestApi, ...streams: Stream[]): Promise<void> {
  let position: string | undefined;
  for (const { stream, events } of streams) {
    ({ position } = await api.store.appendToStream(stream, events as NewEvent[], { expectedRevision: 'any' }));
  }
  if (position) expect(await api.projectionWaiter.waitFor(position)).toBe(true);
}

/** An approved publisher's company: its application (with an office photo and an ID card in the file store) and its profile. */
export async function approvedCompany(
  api: TestApi,
  publisherId: number,
  options: { company: string; introduction?: string; showOfficePhoto?: boolean },
): Promise<{ stream: Stream[]; officePhotoId: string; idCardId: string }> {
  const [officePhotoId, idCardId] = await fileStore(api.db).save([
    { ownerId: String(publisherId), name: 'office.png', contentType: 'image/png', bytes: sampleFiles.png(), readerPerms: [], attached: true },
    { ownerId: String(publisherId), name: 'id-card.png', contentType: 'image/png', bytes: sampleFiles.png(), readerPerms: [], attached: true },
  ]);
  const application: Stream = {
    stream: `application-${publisherId}`,
    events: [
      {
        type: 'PublisherApplicationSubmitted',
        data: {
          userId: publisherId,
          username: `publisher${publisherId}`,
          email: `publisher${publisherId}@example.org`,
          mobile: '13800138000',
          locale: 'en',
          company: options.company,
          documents: { officePhoto: [{ id: officePhotoId!, name: 'office.png' }], idCard: [{ id: idCardId!, name: 'id-card.png' }] },
        },
      },
      { type: 'ApplicationApproved', data: { userId: publisherId, kind: 'publisher', auditorId: '1' } },
    ],
  };
  const profile: Stream = {
    stream: `company-${publisherId}`,
    events: [{ type: 'CompanyProfileUpdated', data: { publisherId, introduction: options.introduction ?? '', showOfficePhoto: options.showOfficePhoto ?? false } }],
  };
  return { stream: [application, profile], officePhotoId: officePhotoId!, idCardId: idCardId! };
}

/** A Thai job's every field; override what a test looks at. */
export function jobFields(overrides: Partial<JobFields> = {}): JobFields {
  return {
    position: 'วิศวกรซอฟต์แวร์อาวุโส',
    company: 'Siam Digital',
    industry: 'internet',
    education: '3',
    totalCommission: 30000,
    guaranteeMonth: 3,
    minSalary: 50000,
    maxSalary: 80000,
    currency: 'THB',
    provinceCode: 'TH-10',
    districtCode: 'TH-1001',
    detailAddress: '99 Rama IV Road, Silom Tower, 12th floor',
    responsibility: 'Design and build the payment platform.',
    requirement: 'Five years of TypeScript.',
    interviewProcess: 'Two interviews and a take-home task.',
    strictRequirements: 'Fluent Thai and English.',
    preferredProfile: 'Has run PostgreSQL in production.',
    generalProfile: 'A careful engineer who writes tests.',
    rejectedProfile: 'No experience with web applications.',
    softSkills: 'Explains trade-offs clearly.',
    managementExperience: 'Has mentored two engineers.',
    ...overrides,
  };
}

const DAY = 86_400_000;

/** A job's history: posted, and then published (by default), also closed, or left pending review. */
export function job(jobId: number, publisherId: number, life: 'published' | 'closed' | 'pending', fields: JobFields = jobFields()): Stream {
  const now = Date.now();
  const events: JobEvent[] = [{ type: 'JobPosted', data: { ...fields, jobId, publisherId, locale: 'th' } }];
  if (life !== 'pending') {
    events.push(
      { type: 'JobApproved', data: { jobId, auditorId: '1', commission: { company: 50, auditor: 30, candidate: 20 }, resumeAuditorId: 1, sort: 0 } },
      { type: 'JobPublished', data: { jobId, publishTime: new Date(now - 2 * DAY).toISOString(), validThrough: new Date(now + 28 * DAY).toISOString() } },
    );
  }
  if (life === 'closed') events.push({ type: 'JobClosed', data: { jobId, closedBy: 'publisher', actorId: String(publisherId) } });
  return { stream: `job-${jobId}`, events };
}
