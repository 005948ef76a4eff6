import type { UserAdminFields, UserEvent, UserKind } from '@jobmarket/contracts';
import { DomainError } from '../../../http/appError';
import type { Decider } from '../../../eventSourcing/decider';

export type UserState =
  | { exists: false }
  | ({ exists: true; deleted: boolean; id: number; username: string; kind: UserKind; passwordHash: string } & UserAdminFields);

export type UserCommand =
  | { type: 'CreateUser'; id: number; username: string; kind: UserKind; passwordHash: string; fields: UserAdminFields; mustChangePassword?: boolean }
  | { type: 'UpdateUser'; fields: UserAdminFields; isLastRootLosingRoot: boolean; isSelf: boolean; isLastRoot: boolean }
  | { type: 'ChangeStatus'; status: number; isSelf: boolean; isLastRoot: boolean }
  | { type: 'SetPassword'; passwordHash: string; reason: 'reset' | 'change' | 'forgotten' }
  | { type: 'UpdateProfile'; nickname: string; gender: number; avatar: string | null }
  | { type: 'BindMobile'; mobile: string }
  | { type: 'BindEmail'; email: string }
  | { type: 'RecordSignIn'; ip: string | null; userAgent: string | null }
  | { type: 'RecordSignOut' }
  | { type: 'DeleteUser'; isSelf: boolean; isLastRoot: boolean };

function live(state: UserState): Extract<UserState, { exists: true }> {
  if (!state.exists || state.deleted) throw new DomainError('A0606');
  return state;
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    if (event.type === 'UserCreated') {
      const { id, username, kind, passwordHash, mustChangePassword: _mustChangePassword, ...fields } = event.data;
      return { exists: true, deleted: false, id, username, kind, passwordHash, ...fields };
    }
    if (!state.exists) return state;
    switch (event.type) {
      case 'UserUpdated': {
        const { id: _id, ...fields } = event.data;
        return { ...state, ...fields };
      }
      case 'UserStatusChanged':
        return { ...state, status: event.data.status };
      case 'UserPasswordChanged':
        return { ...state, passwordHash: event.data.passwordHash };
      case 'UserProfileUpdated':
        return { ...state, nickname: event.data.nickname, gender: event.data.gender, avatar: event.data.avatar };
      case 'UserMobileBound':
        return { ...state, mobile: event.data.mobile };
      case 'UserEmailBound':
        return { ...state, email: event.data.email };
      case 'UserDeleted':
        return { ...state, deleted: true, status: 0 };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateUser':
        if (state.exists) throw new DomainError('A0111');
        return [
          {
            type: 'UserCreated',
            data: {
              id: command.id,
              username: command.username,
              kind: command.kind,
              passwordHash: command.passwordHash,
              ...command.fields,
              ...(command.mustChangePassword ? { mustChangePassword: true as const } : {}),
            },
          },
        ];
      case 'UpdateUser': {
        const user = live(state);
        if (command.isLastRootLosingRoot) throw new DomainError('A0440', 'identity.user.lastRoot');
        // the edit form carries status too: disabling through it follows the same rules as ChangeStatus
        if (command.fields.status === 0 && user.status !== 0) {
          if (command.isSelf) throw new DomainError('A0440', 'identity.user.cannotDisableSelf');
          if (command.isLastRoot) throw new DomainError('A0440', 'identity.user.lastRoot');
        }
        return [{ type: 'UserUpdated', data: { id: user.id, ...command.fields } }];
      }
      case 'ChangeStatus': {
        const user = live(state);
        if (command.status === 0 && command.isSelf) throw new DomainError('A0440', 'identity.user.cannotDisableSelf');
        if (command.status === 0 && command.isLastRoot) throw new DomainError('A0440', 'identity.user.lastRoot');
        return user.status === command.status ? [] : [{ type: 'UserStatusChanged', data: { id: user.id, status: command.status } }];
      }
      case 'SetPassword':
        return [{ type: 'UserPasswordChanged', data: { id: live(state).id, passwordHash: command.passwordHash, reason: command.reason } }];
      case 'UpdateProfile':
        return [{ type: 'UserProfileUpdated', data: { id: live(state).id, nickname: command.nickname, gender: command.gender, avatar: command.avatar } }];
      case 'BindMobile':
        return [{ type: 'UserMobileBound', data: { id: live(state).id, mobile: command.mobile } }];
      case 'BindEmail':
        return [{ type: 'UserEmailBound', data: { id: live(state).id, email: command.email } }];
      case 'RecordSignIn':
        return [{ type: 'UserSignedIn', data: { id: live(state).id, ip: command.ip, userAgent: command.userAgent } }];
      case 'RecordSignOut':
        return [{ type: 'UserSignedOut', data: { id: live(state).id } }];
      case 'DeleteUser': {
        const user = live(state);
        if (command.isSelf) throw new DomainError('A0440', 'identity.user.cannotDeleteSelf');
        if (command.isLastRoot) throw new DomainError('A0440', 'identity.user.lastRoot');
        return [{ type: 'UserDeleted', data: { id: user.id } }];
      }
    }
  },
};

export const userStream = (id: number | string) => `user-${id}`;
