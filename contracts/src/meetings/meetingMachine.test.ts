import { describe, expect, it } from 'vitest';
import { allowedMeetingActions, canMeeting, isOpenForReservations } from './meetingMachine';

describe('a meeting’s publish status', () => {
  it('is edited and published while unpublished, revoked once published, and final once revoked', () => {
    expect(allowedMeetingActions('unpublished')).toEqual(['edit', 'publish']);
    expect(allowedMeetingActions('published')).toEqual(['revoke']);
    expect(allowedMeetingActions('revoked')).toEqual([]);
    expect(canMeeting('published', 'edit')).toBe(false);
  });

  it('takes reservations only while published and not ended', () => {
    expect(isOpenForReservations('published', 'ongoing')).toBe(true);
    expect(isOpenForReservations('published', 'ended')).toBe(false);
    expect(isOpenForReservations('unpublished', 'ongoing')).toBe(false);
    expect(isOpenForReservations('revoked', 'ongoing')).toBe(false);
  });
});
