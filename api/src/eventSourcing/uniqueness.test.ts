import { describe, it } from 'vitest';
import { DeciderSpecification } from './deciderSpecification';
import { UniqueValueTakenError, uniqueValueDecider } from './uniqueness';

const given = DeciderSpecification.for(uniqueValueDecider);

const claimedBy = (owner: string) => ({ type: 'UniqueValueClaimed' as const, data: { owner } });
const releasedBy = (owner: string) => ({ type: 'UniqueValueReleased' as const, data: { owner } });

describe('unique value decider', () => {
  it('gives a free value to the first who claims it', () => given([]).when({ type: 'claim', owner: 'user-7' }).then([claimedBy('user-7')]));

  it('refuses a value another owner holds', () => given([claimedBy('user-7')]).when({ type: 'claim', owner: 'user-8' }).thenThrows(UniqueValueTakenError));

  it('lets the holder claim its value again without recording anything (a retried command)', () =>
    given([claimedBy('user-7')]).when({ type: 'claim', owner: 'user-7' }).thenNothingHappened());

  it('frees a value only when its holder releases it', () => {
    given([claimedBy('user-7')]).when({ type: 'release', owner: 'user-7' }).then([releasedBy('user-7')]);
    given([claimedBy('user-7')]).when({ type: 'release', owner: 'user-8' }).thenNothingHappened();
    given([]).when({ type: 'release', owner: 'user-7' }).thenNothingHappened();
  });

  it('lets someone else take a released value', () =>
    given([claimedBy('user-7'), releasedBy('user-7')]).when({ type: 'claim', owner: 'user-8' }).then([claimedBy('user-8')]));
});
