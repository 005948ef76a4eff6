/** A dotted catalog key (`roles.admin`, `menus.users`): seeded names are stored as keys, which the api translates. */
export const looksLikeMessageKey = (text: string): boolean => /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/.test(text);

/**
 * Role names as one readable list: the api answers them comma-joined (or as an array), already in the reader's
 * language (API-CONTRACT §3: seeded names are translated by Accept-Language, typed ones are as typed).
 */
export function roleNamesText(roleNames: unknown): string {
  const names = Array.isArray(roleNames) ? roleNames.map(String) : typeof roleNames === 'string' && roleNames ? roleNames.split(',') : [];
  return names
    .map((name) => name.trim())
    .filter(Boolean)
    .join(', ');
}
