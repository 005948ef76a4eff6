import type { CompanyEvent, CompanyProfileForm } from '@jobmarket/contracts';
import type { Decider } from '../../../eventSourcing/decider';
import { DomainError } from '../../../http/appError';

export const companyStream = (publisherId: number) => `company-${publisherId}`;

export interface CompanyState {
  introduction: string;
  showOfficePhoto: boolean;
}

export type CompanyCommand = { type: 'UpdateCompanyProfile'; publisherId: number; isPublisher: boolean; profile: CompanyProfileForm };

/** What a publisher shows on their public company page (stream `company-<publisherId>`); the page itself needs approval. */
export const companyDecider: Decider<CompanyState, CompanyCommand, CompanyEvent> = {
  initialState: { introduction: '', showOfficePhoto: false },
  evolve(_state, event) {
    const { introduction, showOfficePhoto } = event.data;
    return { introduction, showOfficePhoto };
  },
  decide(command, state) {
    if (!command.isPublisher) throw new DomainError('A0301', 'jobs.refusals.notPublisher');
    const { introduction, showOfficePhoto } = command.profile;
    if (introduction === state.introduction && showOfficePhoto === state.showOfficePhoto) return [];
    return [{ type: 'CompanyProfileUpdated', data: { publisherId: command.publisherId, introduction, showOfficePhoto } }];
  },
};
