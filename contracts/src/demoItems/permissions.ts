/** Who may see and change demoItems (`sys:demo-item:*`): the menu's buttons. */
export const demoItemPermissions = {
  query: 'sys:demo-item:query',
  add: 'sys:demo-item:add',
  edit: 'sys:demo-item:edit',
  delete: 'sys:demo-item:delete',
} as const;
