/** Permission strings of system management (API-CONTRACT §3): dictionaries, their data, and system config. */
export const systemPermissions = {
  dict: { query: 'sys:dict:query', add: 'sys:dict:add', edit: 'sys:dict:edit', delete: 'sys:dict:delete' },
  dictData: { query: 'sys:dict-data:query', add: 'sys:dict-data:add', edit: 'sys:dict-data:edit', delete: 'sys:dict-data:delete' },
  config: {
    query: 'sys:config:query',
    add: 'sys:config:add',
    update: 'sys:config:update',
    delete: 'sys:config:delete',
    refresh: 'sys:config:refresh',
  },
} as const;
