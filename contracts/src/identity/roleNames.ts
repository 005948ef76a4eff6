/** A dotted catalog key (`roles.admin`, `menus.users`): seeded names are stored as keys and translated where shown. */
export const looksLikeMessageKey = (text: string): boolean => /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/.test(text);

/**
 * Role names as one readable list: the api answers them comma-joined (or as an array), names of seeded roles as
 * catalog keys, which `translate` turns into the reader's language; names people gave stay as they are.
 */
export function translateRoleNames(roleNames: unknown, translate: (key: string) => string): string {
  const names = Array.isArray(roleNames) ? roleNames.map(String) : typeof roleNames === 'string' && roleNames ? roleNames.split(',') : [];
  return names
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => (looksLikeMessageKey(name) ? translate(name) : name))
    .join(', ');
}
