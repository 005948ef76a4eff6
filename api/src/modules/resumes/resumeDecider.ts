import type { ResumeEvent, ResumeFields, ResumeFile, ResumeTemplateId, SeekerEvent } from '@jobmarket/contracts';
import type { Decider } from '../../eventSourcing/decider';
import { DomainError } from '../../http/appError';

export const resumeStream = (resumeId: number) => `resume-${resumeId}`;
export const seekerStream = (seekerId: number) => `seeker-${seekerId}`;

/** Who asks for a change to a resume: their user id, whether they keep resumes, and what staff permissions allow. */
export interface ResumeActor {
  userId: number;
  /** Holds the SEEKER role: only job seekers keep resumes. */
  isSeeker: boolean;
  /** Staff holding biz:resume:query: see every resume, so another's is not hidden from them (A0301, not A0606). */
  maySeeAny: boolean;
  /** Staff holding biz:resume:recommend: write the recommendation report. */
  mayRecommend: boolean;
}

/** The latest templated PDF of a resume. */
export interface ResumePdf {
  templateId: ResumeTemplateId;
  pdf: ResumeFile;
  locale: string;
  generatedAt: string;
}

export type ResumeState =
  | { exists: false }
  | {
      exists: true;
      resumeId: number;
      seekerId: number;
      /** The seeker's language when they created it. */
      locale: string;
      fields: ResumeFields;
      duplicatedFrom: number | null;
      pdf: ResumePdf | null;
      recommendationReport: string | null;
      /** A deleted resume keeps its history, and refuses everything as if it were gone. */
      isDeleted: boolean;
    };

export type ExistingResume = Extract<ResumeState, { exists: true }>;

export type ResumeCommand =
  | { type: 'CreateResume'; resumeId: number; actor: ResumeActor; fields: ResumeFields; locale: string }
  /** Decided on the new resume's (empty) stream, with the source resume's state as its stream stands. */
  | { type: 'DuplicateResume'; resumeId: number; actor: ResumeActor; source: ResumeState; locale: string }
  | { type: 'EditResume'; actor: ResumeActor; fields: ResumeFields }
  | { type: 'SetSearchable'; actor: ResumeActor; searchable: boolean }
  | { type: 'RecordPdf'; actor: ResumeActor; templateId: ResumeTemplateId; pdf: ResumeFile; locale: string; now: Date }
  | { type: 'WriteRecommendation'; actor: ResumeActor; report: string }
  | { type: 'DeleteResume'; actor: ResumeActor };

function existing(state: ResumeState): ExistingResume {
  if (!state.exists || state.isDeleted) throw new DomainError('A0606');
  return state;
}

/** Only the resume's seeker changes it; staff are refused (A0301), anyone else learns nothing about it (A0606). */
export function ownedBy(state: ResumeState, actor: ResumeActor): ExistingResume {
  const resume = existing(state);
  if (resume.seekerId === actor.userId) return resume;
  throw new DomainError(actor.maySeeAny ? 'A0301' : 'A0606');
}

/** Refuses whoever does not keep resumes (publishers, staff, school admins). */
export function refuseUnlessSeeker(actor: ResumeActor): void {
  if (!actor.isSeeker) throw new DomainError('A0301', 'resumes.refusals.notASeeker');
}

/** A value as canonical JSON (keys sorted at every depth): jsonb hands back objects with its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1))) : inner,
  );
}

export const sameFields = (a: ResumeFields, b: ResumeFields) => canonical(a) === canonical(b);

/**
 * A resume (stream `resume-<id>`): created (or duplicated from another of the seeker's) by a job seeker, edited,
 * made searchable or private, rendered as a PDF with a template and deleted by its seeker alone; staff write the
 * recommendation report. A deleted resume refuses everything (A0606). Changes that change nothing append nothing.
 */
export const resumeDecider: Decider<ResumeState, ResumeCommand, ResumeEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    if (event.type === 'ResumeCreated') {
      const { resumeId, seekerId, locale, duplicatedFrom, ...fields } = event.data;
      return { exists: true, resumeId, seekerId, locale, fields, duplicatedFrom, pdf: null, recommendationReport: null, isDeleted: false };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'ResumeEdited': {
        const { resumeId: _resumeId, ...fields } = event.data;
        return { ...state, fields };
      }
      case 'ResumeSearchableChanged':
        return { ...state, fields: { ...state.fields, searchable: event.data.searchable } };
      case 'ResumePdfGenerated': {
        const { templateId, pdf, locale, generatedAt } = event.data;
        return { ...state, pdf: { templateId, pdf, locale, generatedAt } };
      }
      case 'ResumeRecommendationWritten':
        return { ...state, recommendationReport: event.data.report || null };
      case 'ResumeDeleted':
        return { ...state, isDeleted: true };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateResume': {
        refuseUnlessSeeker(command.actor);
        if (state.exists) throw new DomainError('A0440');
        const { resumeId, actor, fields, locale } = command;
        return [{ type: 'ResumeCreated', data: { ...fields, resumeId, seekerId: actor.userId, locale, duplicatedFrom: null } }];
      }
      case 'DuplicateResume': {
        const source = ownedBy(command.source, command.actor);
        if (state.exists) throw new DomainError('A0440');
        return [
          {
            type: 'ResumeCreated',
            data: { ...source.fields, resumeId: command.resumeId, seekerId: source.seekerId, locale: command.locale, duplicatedFrom: source.resumeId },
          },
        ];
      }
      case 'EditResume': {
        const resume = ownedBy(state, command.actor);
        if (sameFields(resume.fields, command.fields)) return [];
        return [{ type: 'ResumeEdited', data: { ...command.fields, resumeId: resume.resumeId } }];
      }
      case 'SetSearchable': {
        const resume = ownedBy(state, command.actor);
        if (resume.fields.searchable === command.searchable) return [];
        return [{ type: 'ResumeSearchableChanged', data: { resumeId: resume.resumeId, searchable: command.searchable } }];
      }
      case 'RecordPdf': {
        const resume = ownedBy(state, command.actor);
        const { templateId, pdf, locale, now } = command;
        return [{ type: 'ResumePdfGenerated', data: { resumeId: resume.resumeId, templateId, pdf, locale, generatedAt: now.toISOString() } }];
      }
      case 'WriteRecommendation': {
        if (!command.actor.mayRecommend) throw new DomainError(command.actor.maySeeAny ? 'A0301' : 'A0606');
        const resume = existing(state);
        const report = command.report.trim();
        if ((resume.recommendationReport ?? '') === report) return [];
        return [{ type: 'ResumeRecommendationWritten', data: { resumeId: resume.resumeId, report, actorId: String(command.actor.userId) } }];
      }
      case 'DeleteResume': {
        const resume = ownedBy(state, command.actor);
        return [{ type: 'ResumeDeleted', data: { resumeId: resume.resumeId } }];
      }
    }
  },
};

/** A seeker's choices across their resumes (stream `seeker-<id>`): the default one. */
export interface SeekerState {
  defaultResumeId: number | null;
}

export type SeekerCommand = {
  type: 'ChooseDefault';
  seekerId: number;
  resumeId: number;
  /** The chosen resume as its stream stands (whose it is, whether deleted): a stranger's or a deleted one is not found. */
  resume: ResumeState;
};

export const seekerDecider: Decider<SeekerState, SeekerCommand, SeekerEvent> = {
  initialState: { defaultResumeId: null },
  evolve(state, event) {
    switch (event.type) {
      case 'DefaultResumeChosen':
        return { ...state, defaultResumeId: event.data.resumeId };
    }
  },
  decide(command, state) {
    const { resume } = command;
    if (!resume.exists || resume.isDeleted || resume.seekerId !== command.seekerId) throw new DomainError('A0606');
    if (state.defaultResumeId === command.resumeId) return [];
    return [{ type: 'DefaultResumeChosen', data: { seekerId: command.seekerId, resumeId: command.resumeId } }];
  },
};
