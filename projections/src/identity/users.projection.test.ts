import { describe, it } from 'vitest';
import {
  userCreated,
  userDeleted,
  userEmailBound,
  userMobileBound,
  userPasswordChanged,
  userProfileUpdated,
  userSignedIn,
  userSignedOut,
  userStatusChanged,
  userUpdated,
} from '../testing/identityEvents';
import { ProjectionSpec, rowsOf, specTime } from '../testing/projectionSpec';
import { USER_ROLES_TABLE, USERS_TABLE, usersProjection } from './users.projection';

describe('users projection', () => {
  const given = ProjectionSpec.for(usersProjection);
  const lin = userCreated(7, { username: 'lin', kind: 'publisher', nickname: 'Lin', mobile: '13800000000', email: 'lin@example.com', deptId: 4, roleIds: [2, 3] });

  it('lists a new account with its department, kind, password hash and roles', () =>
    given([lin]).then(
      rowsOf(USERS_TABLE, {
        id: 7,
        username: 'lin',
        nickname: 'Lin',
        mobile: '13800000000',
        gender: 0,
        avatar: null,
        email: 'lin@example.com',
        status: 1,
        dept_id: 4,
        kind: 'publisher',
        password_hash: 'hash-7',
        last_sign_in_at: null,
        created_at: specTime(1),
        updated_at: specTime(1),
        deleted_at: null,
      }),
      rowsOf(USER_ROLES_TABLE, { user_id: 7, role_id: 2 }, { user_id: 7, role_id: 3 }),
    ));

  it('saves an admin edit with its new roles, never touching the username, kind or password', () =>
    given([lin])
      .when([userUpdated(7, { nickname: 'Lin W', mobile: null, deptId: 5, status: 0, roleIds: [3, 4] })])
      .then(
        rowsOf(USERS_TABLE, { id: 7, username: 'lin', kind: 'publisher', password_hash: 'hash-7', nickname: 'Lin W', mobile: null, dept_id: 5, status: 0, updated_at: specTime(2) }),
        rowsOf(USER_ROLES_TABLE, { user_id: 7, role_id: 3 }, { user_id: 7, role_id: 4 }),
      ));

  it('records status, password, profile, mobile and e-mail changes, each dating the row', async () => {
    await given([lin]).when([userStatusChanged(7, 0)]).then(rowsOf(USERS_TABLE, { id: 7, status: 0, updated_at: specTime(2) }));
    await given([lin]).when([userPasswordChanged(7, 'hash-new')]).then(rowsOf(USERS_TABLE, { id: 7, password_hash: 'hash-new', updated_at: specTime(2) }));
    await given([lin])
      .when([userProfileUpdated(7, { nickname: 'Lindy', gender: 2, avatar: '/files/a.png' })])
      .then(rowsOf(USERS_TABLE, { id: 7, nickname: 'Lindy', gender: 2, avatar: '/files/a.png', mobile: '13800000000', updated_at: specTime(2) }));
    await given([lin])
      .when([userMobileBound(7, '13900000000'), userEmailBound(7, 'lin@work.example')])
      .then(rowsOf(USERS_TABLE, { id: 7, mobile: '13900000000', email: 'lin@work.example', updated_at: specTime(3) }));
  });

  it('marks an account created with the initial password until its user chooses one', async () => {
    await given([userCreated(8, { mustChangePassword: true }), userCreated(9)]).then(
      rowsOf(USERS_TABLE, { id: 8, must_change_password: true }, { id: 9, must_change_password: false }),
    );
    await given([userCreated(8, { mustChangePassword: true }), userPasswordChanged(8, 'chosen')]).then(rowsOf(USERS_TABLE, { id: 8, must_change_password: false }));
  });

  it('notes the last sign-in without counting it as an edit, and ignores sign-outs', () =>
    given([lin])
      .when([userSignedIn(7), userSignedOut(7)])
      .then(rowsOf(USERS_TABLE, { id: 7, last_sign_in_at: specTime(2), updated_at: specTime(1) })));

  it('keeps a deleted account, disabled and without roles, and frees its username for a new account', () =>
    given([lin])
      .when([userDeleted(7), userCreated(8, { username: 'LIN', roleIds: [2] })])
      .then(
        rowsOf(USERS_TABLE, { id: 7, username: 'lin', status: 0, deleted_at: specTime(2) }, { id: 8, username: 'LIN', status: 1, deleted_at: null }),
        rowsOf(USER_ROLES_TABLE, { user_id: 8, role_id: 2 }),
      ));

  it('ends with the same accounts when a batch is replayed', () =>
    given([])
      .when([lin, userUpdated(7, { nickname: 'Lin W', roleIds: [4] }), userSignedIn(7), userCreated(8), userDeleted(8)], { times: 2 })
      .then(
        rowsOf(USERS_TABLE, { id: 7, nickname: 'Lin W', last_sign_in_at: specTime(3), deleted_at: null }, { id: 8, deleted_at: specTime(5) }),
        rowsOf(USER_ROLES_TABLE, { user_id: 7, role_id: 4 }),
      ));
});
