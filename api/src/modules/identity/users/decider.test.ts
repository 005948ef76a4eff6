import type { UserAdminFields, UserEvent } from '@jobmarket/contracts';
import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../../eventSourcing/deciderSpecification';
import { userDecider, type UserCommand } from './decider';

const given = DeciderSpecification.for(userDecider);

const fields: UserAdminFields = { nickname: 'Lin', mobile: '13800000000', gender: 1, avatar: null, email: 'lin@example.com', status: 1, deptId: 4, roleIds: [2] };
const created: UserEvent = { type: 'UserCreated', data: { id: 7, username: 'lin', kind: 'platform', passwordHash: 'hash-1', ...fields } };
const deleted: UserEvent = { type: 'UserDeleted', data: { id: 7 } };
const disabled: UserEvent = { type: 'UserStatusChanged', data: { id: 7, status: 0 } };
const nobodyElse = { isSelf: false, isLastRoot: false };
const update = (changes: Partial<UserAdminFields>, guards: Partial<{ isSelf: boolean; isLastRoot: boolean; isLastRootLosingRoot: boolean }> = {}): UserCommand => ({
  type: 'UpdateUser',
  fields: { ...fields, ...changes },
  isLastRootLosingRoot: false,
  ...nobodyElse,
  ...guards,
});

describe('user decider', () => {
  it('creates an account once', () => {
    given([]).when({ type: 'CreateUser', id: 7, username: 'lin', kind: 'platform', passwordHash: 'hash-1', fields }).then([created]);
    given([created]).when({ type: 'CreateUser', id: 7, username: 'lin', kind: 'platform', passwordHash: 'hash-1', fields }).thenThrows('A0111');
  });

  it('creates an account with the initial password marked to be changed', () =>
    given([])
      .when({ type: 'CreateUser', id: 7, username: 'lin', kind: 'platform', passwordHash: 'hash-1', fields, mustChangePassword: true })
      .then([{ type: 'UserCreated', data: { ...created.data, mustChangePassword: true } } as UserEvent]));

  it('saves an edit of the admin form', () =>
    given([created]).when(update({ nickname: 'Lin W', roleIds: [2, 3] })).then([{ type: 'UserUpdated', data: { id: 7, ...fields, nickname: 'Lin W', roleIds: [2, 3] } }]));

  it('never takes ROOT away from the last account holding it', () => given([created]).when(update({ roleIds: [] }, { isLastRootLosingRoot: true })).thenThrows('A0440', 'identity.user.lastRoot'));

  it('applies the disabling rules to the edit form too: not yourself, not the last ROOT', () => {
    given([created]).when(update({ status: 0 }, { isSelf: true })).thenThrows('A0440', 'identity.user.cannotDisableSelf');
    given([created]).when(update({ status: 0 }, { isLastRoot: true })).thenThrows('A0440', 'identity.user.lastRoot');
    // an account already disabled may be edited by its holder
    given([created, disabled]).when(update({ status: 0, nickname: 'Lin W' }, { isSelf: true })).then([{ type: 'UserUpdated', data: { id: 7, ...fields, status: 0, nickname: 'Lin W' } }]);
  });

  it('disables and enables an account, and records nothing when the status does not change', () => {
    given([created]).when({ type: 'ChangeStatus', status: 0, ...nobodyElse }).then([disabled]);
    given([created, disabled]).when({ type: 'ChangeStatus', status: 1, ...nobodyElse }).then([{ type: 'UserStatusChanged', data: { id: 7, status: 1 } }]);
    given([created]).when({ type: 'ChangeStatus', status: 1, ...nobodyElse }).thenNothingHappened();
  });

  it('refuses to disable yourself or the last ROOT', () => {
    given([created]).when({ type: 'ChangeStatus', status: 0, isSelf: true, isLastRoot: false }).thenThrows('A0440', 'identity.user.cannotDisableSelf');
    given([created]).when({ type: 'ChangeStatus', status: 0, isSelf: false, isLastRoot: true }).thenThrows('A0440', 'identity.user.lastRoot');
  });

  it('records a new password with why it changed', () =>
    given([created]).when({ type: 'SetPassword', passwordHash: 'hash-2', reason: 'forgotten' }).then([{ type: 'UserPasswordChanged', data: { id: 7, passwordHash: 'hash-2', reason: 'forgotten' } }]));

  it('records the owner’s profile, mobile and e-mail changes', () => {
    given([created]).when({ type: 'UpdateProfile', nickname: 'Lin W', gender: 2, avatar: '/files/a.png' }).then([{ type: 'UserProfileUpdated', data: { id: 7, nickname: 'Lin W', gender: 2, avatar: '/files/a.png' } }]);
    given([created]).when({ type: 'BindMobile', mobile: '13900000000' }).then([{ type: 'UserMobileBound', data: { id: 7, mobile: '13900000000' } }]);
    given([created]).when({ type: 'BindEmail', email: 'lin@work.example' }).then([{ type: 'UserEmailBound', data: { id: 7, email: 'lin@work.example' } }]);
  });

  it('records sign-ins and sign-outs', () => {
    given([created]).when({ type: 'RecordSignIn', ip: '10.0.0.1', userAgent: 'Firefox' }).then([{ type: 'UserSignedIn', data: { id: 7, ip: '10.0.0.1', userAgent: 'Firefox' } }]);
    given([created]).when({ type: 'RecordSignOut' }).then([{ type: 'UserSignedOut', data: { id: 7 } }]);
  });

  it('deletes an account, but not your own nor the last ROOT', () => {
    given([created]).when({ type: 'DeleteUser', ...nobodyElse }).then([deleted]);
    given([created]).when({ type: 'DeleteUser', isSelf: true, isLastRoot: false }).thenThrows('A0440', 'identity.user.cannotDeleteSelf');
    given([created]).when({ type: 'DeleteUser', isSelf: false, isLastRoot: true }).thenThrows('A0440', 'identity.user.lastRoot');
  });

  it('treats a deleted account as gone for every command, and never re-creates it', () => {
    const commands: UserCommand[] = [
      update({}),
      { type: 'ChangeStatus', status: 1, ...nobodyElse },
      { type: 'SetPassword', passwordHash: 'hash-2', reason: 'reset' },
      { type: 'UpdateProfile', nickname: 'x', gender: 0, avatar: null },
      { type: 'BindMobile', mobile: '13900000000' },
      { type: 'BindEmail', email: 'x@example.com' },
      { type: 'RecordSignIn', ip: null, userAgent: null },
      { type: 'RecordSignOut' },
      { type: 'DeleteUser', ...nobodyElse },
    ];
    for (const command of commands) {
      given([created, deleted]).when(command).thenThrows('A0606');
      given([]).when(command).thenThrows('A0606');
    }
    given([created, deleted]).when({ type: 'CreateUser', id: 7, username: 'lin', kind: 'platform', passwordHash: 'hash-1', fields }).thenThrows('A0111');
  });
});
