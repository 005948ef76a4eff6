import type { UserEvent } from '@jobmarket/contracts';
import { defineProjection } from '../runner/projection';
import { createTrigramIndex } from '../trigramIndex';

export const USERS_TABLE = 'users_v1';
export const USER_ROLES_TABLE = 'user_roles_v1';

/** Accounts for sign-in and the user lists; deleted users stay (soft delete) so history and ownership still resolve. */
export const usersProjection = defineProjection({
  name: 'users_v1',
  handles: [
    'UserCreated',
    'UserUpdated',
    'UserStatusChanged',
    'UserPasswordChanged',
    'UserProfileUpdated',
    'UserMobileBound',
    'UserEmailBound',
    'UserSignedIn',
    'UserDeleted',
  ],
  tables: [USER_ROLES_TABLE, USERS_TABLE],
  async setup(db) {
    if (!(await db.schema.hasTable(USERS_TABLE))) {
      await db.schema.createTable(USERS_TABLE, (table) => {
        table.integer('id').primary();
        table.text('username').notNullable();
        table.text('nickname').notNullable();
        table.text('mobile');
        table.smallint('gender').notNullable();
        table.text('avatar');
        table.text('email');
        table.smallint('status').notNullable();
        table.integer('dept_id').index();
        table.text('kind').notNullable();
        table.text('password_hash').notNullable();
        table.timestamp('last_sign_in_at', { useTz: true });
        table.timestamp('created_at', { useTz: true }).notNullable();
        table.timestamp('updated_at', { useTz: true }).notNullable();
        table.timestamp('deleted_at', { useTz: true });
      });
      await db.raw(`create unique index ${USERS_TABLE}_username on ${USERS_TABLE} (lower(username)) where deleted_at is null`);
    }
    // the lists' default order (newest first, id breaking ties) and their status filter walk these instead of sorting
    // every live user for each page; `if not exists` adds them to tables created before them
    // added after the table: users created with the initial password from system config, until they change it
    await db.raw(`alter table ${USERS_TABLE} add column if not exists must_change_password boolean not null default false`);
    await db.raw(`create index if not exists ${USERS_TABLE}_newest on ${USERS_TABLE} (created_at desc, id desc) where deleted_at is null`);
    await db.raw(`create index if not exists ${USERS_TABLE}_status_newest on ${USERS_TABLE} (status, created_at desc, id desc) where deleted_at is null`);
    await createTrigramIndex(db, { name: `${USERS_TABLE}_keywords`, table: USERS_TABLE, columns: ['username', 'nickname', 'mobile'], where: 'deleted_at is null' });
    if (!(await db.schema.hasTable(USER_ROLES_TABLE))) {
      await db.schema.createTable(USER_ROLES_TABLE, (table) => {
        table.integer('user_id').notNullable();
        table.integer('role_id').notNullable().index();
        table.primary(['user_id', 'role_id']);
      });
    }
  },
  async apply(events, { tx }) {
    const setRoles = async (userId: number, roleIds: number[]) => {
      await tx(USER_ROLES_TABLE).where({ user_id: userId }).delete();
      if (roleIds.length > 0) await tx(USER_ROLES_TABLE).insert(roleIds.map((roleId) => ({ user_id: userId, role_id: roleId })));
    };
    for (const recorded of events) {
      const event = recorded as unknown as UserEvent;
      const at = recorded.createdAt;
      const update = (columns: Record<string, unknown>) => tx(USERS_TABLE).where({ id: event.data.id }).update({ ...columns, updated_at: at });
      switch (event.type) {
        case 'UserCreated': {
          const { id, username, nickname, mobile, gender, avatar, email, status, deptId, kind, passwordHash, roleIds, mustChangePassword } = event.data;
          await tx(USERS_TABLE)
            .insert({
              id,
              username,
              nickname,
              mobile,
              gender,
              avatar,
              email,
              status,
              dept_id: deptId,
              kind,
              password_hash: passwordHash,
              must_change_password: mustChangePassword === true,
              created_at: at,
              updated_at: at,
            })
            .onConflict('id')
            .ignore();
          await setRoles(id, roleIds);
          break;
        }
        case 'UserUpdated': {
          const { id, nickname, mobile, gender, avatar, email, status, deptId, roleIds } = event.data;
          await update({ nickname, mobile, gender, avatar, email, status, dept_id: deptId });
          await setRoles(id, roleIds);
          break;
        }
        case 'UserStatusChanged':
          await update({ status: event.data.status });
          break;
        case 'UserPasswordChanged':
          // a password the user chose ends the initial one's obligation; one staff set (reset) does not
          await update({ password_hash: event.data.passwordHash, ...(event.data.reason === 'reset' ? {} : { must_change_password: false }) });
          break;
        case 'UserProfileUpdated':
          await update({ nickname: event.data.nickname, gender: event.data.gender, avatar: event.data.avatar });
          break;
        case 'UserMobileBound':
          await update({ mobile: event.data.mobile });
          break;
        case 'UserEmailBound':
          await update({ email: event.data.email });
          break;
        case 'UserSignedIn':
          await tx(USERS_TABLE).where({ id: event.data.id }).update({ last_sign_in_at: at });
          break;
        case 'UserDeleted':
          await update({ deleted_at: at, status: 0 });
          await tx(USER_ROLES_TABLE).where({ user_id: event.data.id }).delete();
          break;
      }
    }
  },
});
