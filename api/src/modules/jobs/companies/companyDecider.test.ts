import type { CompanyEvent } from '@jobmarket/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../../eventSourcing/deciderSpecification';
import { companyDecider, type CompanyCommand } from './companyDecider';

const given = DeciderSpecification.for(companyDecider);

const update = (introduction: string, showOfficePhoto: boolean, isPublisher = true): CompanyCommand => ({
  type: 'UpdateCompanyProfile',
  publisherId: 7,
  isPublisher,
  profile: { introduction, showOfficePhoto },
});
const updated = (introduction: string, showOfficePhoto: boolean): CompanyEvent => ({ type: 'CompanyProfileUpdated', data: { publisherId: 7, introduction, showOfficePhoto } });

describe('company profile decider', () => {
  it('saves what the publisher shows on their company page', () => {
    given([]).when(update('We build payment systems in Vientiane.', true)).then([updated('We build payment systems in Vientiane.', true)]);
    given([updated('Old text', true)]).when(update('Old text', false)).then([updated('Old text', false)]);
  });

  it('changes nothing when nothing changed', () => {
    given([]).when(update('', false)).thenNothingHappened();
    given([updated('Same', true)]).when(update('Same', true)).thenNothingHappened();
  });

  it('has a company page only for publishers', () => given([]).when(update('x', false, false)).thenThrows('A0301', 'jobs.refusals.notPublisher'));
});
