import type { ResumeEvent, ResumeFields, SeekerEvent } from '@jobmarket/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../eventSourcing/deciderSpecification';
import { resumeDecider, seekerDecider, type ResumeActor, type ResumeCommand, type ResumeState } from './resumeDecider';

const given = DeciderSpecification.for(resumeDecider);
const givenSeeker = DeciderSpecification.for(seekerDecider);

const now = new Date('2026-03-01T08:00:00.000Z');

const fields: ResumeFields = {
  avatar: { fileId: '1b4e28ba-2fa1-4d3b-883f-0016d3cca427', name: 'me.png' },
  name: 'สมชาย ใจดี',
  gender: 1,
  age: 29,
  university: 'จุฬาลงกรณ์มหาวิทยาลัย',
  education: '3',
  phone: '0812345678',
  email: 'somchai@example.com',
  specialties: 'TypeScript, PostgreSQL',
  experience: [{ organisation: 'Siam Digital', title: 'วิศวกรซอฟต์แวร์', startMonth: '2020-01', endMonth: null, description: null }],
  provinceCode: 'TH-10',
  districtCode: 'TH-1001',
  industry: 'internet',
  attachments: [],
  originalResume: null,
  searchable: true,
};

const actor = (userId: number, rights: Partial<ResumeActor> = {}): ResumeActor => ({ userId, isSeeker: false, maySeeAny: false, mayRecommend: false, ...rights });
const seeker = actor(7, { isSeeker: true });
const otherSeeker = actor(8, { isSeeker: true });
const publisher = actor(9);
const staffReader = actor(2, { maySeeAny: true });
const recommender = actor(3, { maySeeAny: true, mayRecommend: true });

const created: ResumeEvent = { type: 'ResumeCreated', data: { ...fields, resumeId: 1, seekerId: 7, locale: 'th', duplicatedFrom: null } };
const edited = (changes: Partial<ResumeFields>): ResumeEvent => ({ type: 'ResumeEdited', data: { ...fields, ...changes, resumeId: 1 } });
const deleted: ResumeEvent = { type: 'ResumeDeleted', data: { resumeId: 1 } };
const pdf = { fileId: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b', name: 'resume-classic.pdf' };

const create = (by: ResumeActor = seeker): ResumeCommand => ({ type: 'CreateResume', resumeId: 1, actor: by, fields, locale: 'th' });
const edit = (by: ResumeActor, changes: Partial<ResumeFields> = { age: 30 }): ResumeCommand => ({ type: 'EditResume', actor: by, fields: { ...fields, ...changes } });
const searchable = (by: ResumeActor, value: boolean): ResumeCommand => ({ type: 'SetSearchable', actor: by, searchable: value });
const recordPdf = (by: ResumeActor = seeker): ResumeCommand => ({ type: 'RecordPdf', actor: by, templateId: 'classic', pdf, locale: 'lo', now });
const recommend = (by: ResumeActor, report = 'Strong backend engineer'): ResumeCommand => ({ type: 'WriteRecommendation', actor: by, report });
const remove = (by: ResumeActor = seeker): ResumeCommand => ({ type: 'DeleteResume', actor: by });
const stateOf = (events: ResumeEvent[]): ResumeState => events.reduce(resumeDecider.evolve, resumeDecider.initialState);
const duplicate = (source: ResumeEvent[], by: ResumeActor = seeker): ResumeCommand => ({ type: 'DuplicateResume', resumeId: 2, actor: by, source: stateOf(source), locale: 'en' });

describe('resume decider', () => {
  describe('create', () => {
    it('keeps a job seeker’s resume with every field, in the language they wrote it in', () => given([]).when(create()).then([created]));

    it('refuses anyone who is not a job seeker', () => {
      given([]).when(create(publisher)).thenThrows('A0301', 'resumes.refusals.notASeeker');
      given([]).when(create(staffReader)).thenThrows('A0301', 'resumes.refusals.notASeeker');
    });

    it('never creates over an existing resume', () => given([created]).when(create()).thenThrows('A0440'));
  });

  describe('duplicate', () => {
    it('copies every field of the seeker’s own resume into a new one that says where it came from', () =>
      given([])
        .when(duplicate([created, edited({ age: 31 })]))
        .then([{ type: 'ResumeCreated', data: { ...fields, age: 31, resumeId: 2, seekerId: 7, locale: 'en', duplicatedFrom: 1 } }]));

    it('finds no resume of another seeker, nor a deleted one, to copy', () => {
      given([]).when(duplicate([created], otherSeeker)).thenThrows('A0606');
      given([]).when(duplicate([created, deleted])).thenThrows('A0606');
      given([]).when(duplicate([])).thenThrows('A0606');
    });

    it('lets no staff member duplicate a seeker’s resume', () => given([]).when(duplicate([created], staffReader)).thenThrows('A0301'));
  });

  describe('edit', () => {
    it('records the changed fields', () => given([created]).when(edit(seeker)).then([edited({ age: 30 })]));

    it('appends nothing when nothing changed, whatever the order of the stored keys', () => {
      given([created]).when(edit(seeker, {})).thenNothingHappened();
      // jsonb hands objects back with its own key order
      const reordered = { ...fields, experience: fields.experience.map((entry) => Object.fromEntries(Object.entries(entry).reverse())) } as ResumeFields;
      given([{ type: 'ResumeCreated', data: { ...reordered, resumeId: 1, seekerId: 7, locale: 'th', duplicatedFrom: null } }]).when(edit(seeker, {})).thenNothingHappened();
    });

    it('hides a resume from another seeker or a publisher, and lets no staff member edit it', () => {
      given([created]).when(edit(otherSeeker)).thenThrows('A0606');
      given([created]).when(edit(publisher)).thenThrows('A0606');
      given([created]).when(edit(recommender)).thenThrows('A0301');
    });
  });

  describe('searchable', () => {
    it('switches whether publishers may find it, and does nothing when it is so already', () => {
      given([created]).when(searchable(seeker, false)).then([{ type: 'ResumeSearchableChanged', data: { resumeId: 1, searchable: false } }]);
      given([created]).when(searchable(seeker, true)).thenNothingHappened();
      given([created, edited({ searchable: false })]).when(searchable(seeker, false)).thenNothingHappened();
    });

    it('is the seeker’s choice alone', () => given([created]).when(searchable(otherSeeker, false)).thenThrows('A0606'));
  });

  describe('PDF', () => {
    it('records the latest PDF rendered with a template', () =>
      given([created])
        .when(recordPdf())
        .then([{ type: 'ResumePdfGenerated', data: { resumeId: 1, templateId: 'classic', pdf, locale: 'lo', generatedAt: now.toISOString() } }]));

    it('is rendered for its seeker alone', () => {
      given([created]).when(recordPdf(otherSeeker)).thenThrows('A0606');
      given([created]).when(recordPdf(staffReader)).thenThrows('A0301');
    });
  });

  describe('recommendation', () => {
    const written: ResumeEvent = { type: 'ResumeRecommendationWritten', data: { resumeId: 1, report: 'Strong backend engineer', actorId: '3' } };

    it('takes the report of staff holding biz:resume:recommend, trimmed, and nothing when unchanged', () => {
      given([created]).when(recommend(recommender, '  Strong backend engineer ')).then([written]);
      given([created, written]).when(recommend(recommender)).thenNothingHappened();
    });

    it('clears the report with an empty one, once', () => {
      given([created, written]).when(recommend(recommender, '')).then([{ type: 'ResumeRecommendationWritten', data: { resumeId: 1, report: '', actorId: '3' } }]);
      given([created]).when(recommend(recommender, ' ')).thenNothingHappened();
    });

    it('is not the seeker’s to write, nor staff’s who only read resumes', () => {
      given([created]).when(recommend(seeker)).thenThrows('A0606');
      given([created]).when(recommend(staffReader)).thenThrows('A0301');
    });
  });

  describe('delete', () => {
    it('deletes the seeker’s own resume, which then refuses everything', () => {
      given([created]).when(remove()).then([deleted]);
      for (const command of [remove(), edit(seeker), searchable(seeker, false), recordPdf(), recommend(recommender)]) {
        given([created, deleted]).when(command).thenThrows('A0606');
      }
    });

    it('deletes no other seeker’s resume', () => {
      given([created]).when(remove(otherSeeker)).thenThrows('A0606');
      given([created]).when(remove(staffReader)).thenThrows('A0301');
      given([]).when(remove()).thenThrows('A0606');
    });
  });
});

describe('seeker decider', () => {
  const chose = (resumeId: number): SeekerEvent => ({ type: 'DefaultResumeChosen', data: { seekerId: 7, resumeId } });
  const choose = (resume: ResumeEvent[], seekerId = 7) => ({ type: 'ChooseDefault' as const, seekerId, resumeId: 1, resume: stateOf(resume) });

  it('makes one of the seeker’s resumes their default, once', () => {
    givenSeeker([]).when(choose([created])).then([chose(1)]);
    givenSeeker([chose(1)]).when(choose([created])).thenNothingHappened();
    givenSeeker([chose(4)]).when(choose([created])).then([chose(1)]);
  });

  it('finds no other seeker’s resume, nor a deleted one, to make the default', () => {
    givenSeeker([]).when(choose([created], 8)).thenThrows('A0606');
    givenSeeker([]).when(choose([created, deleted])).thenThrows('A0606');
    givenSeeker([]).when(choose([])).thenThrows('A0606');
  });
});
