/**
 * Icon names of the spec's origin front end (its SVG icon set): a client written for it draws a menu's `icon` by
 * this name and shows nothing for any other, so the seeded menus use only these (`bell` and `peoples` are not among
 * them). Staff may still type any name; our admin maps the names it knows (admin/src/layout/menu/menuIcons.tsx).
 */
export const originMenuIcons = [
  'api',
  'captcha',
  'cascader',
  'client',
  'code',
  'dict',
  'document',
  'download',
  'edit',
  'homepage',
  'language',
  'link',
  'menu',
  'message',
  'money',
  'monitor',
  'order',
  'project',
  'publish',
  'role',
  'search',
  'security',
  'setting',
  'system',
  'table',
  'todolist',
  'tree',
  'user',
  'visit',
] as const;

export type OriginMenuIcon = (typeof originMenuIcons)[number];
