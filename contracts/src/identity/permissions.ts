/** Permission strings (API-CONTRACT §3). Routes declare one; menus of type BUTTON carry one; roles get them via menus. */
export const permissions = {
  user: {
    query: 'sys:user:query',
    add: 'sys:user:add',
    edit: 'sys:user:edit',
    delete: 'sys:user:delete',
    import: 'sys:user:import',
    export: 'sys:user:export',
    resetPassword: 'sys:user:password:reset',
  },
  role: { query: 'sys:role:query', add: 'sys:role:add', edit: 'sys:role:edit', delete: 'sys:role:delete' },
  menu: { query: 'sys:menu:query', add: 'sys:menu:add', edit: 'sys:menu:edit', delete: 'sys:menu:delete' },
  dept: { query: 'sys:dept:query', add: 'sys:dept:add', edit: 'sys:dept:edit', delete: 'sys:dept:delete' },
  projection: { query: 'sys:projection:query' },
  /** Retry or discard a failed background job (the system status page). */
  queue: { edit: 'sys:queue:edit' },
  log: { query: 'sys:log:query' },
  /** The dashboard's figures (visit trend and stats) without the whole operation log. */
  dashboard: { view: 'dashboard:view' },
  notice: {
    query: 'sys:notice:query',
    add: 'sys:notice:add',
    edit: 'sys:notice:edit',
    delete: 'sys:notice:delete',
    publish: 'sys:notice:publish',
    revoke: 'sys:notice:revoke',
  },
} as const;
