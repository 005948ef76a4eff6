/** Role names come from the api already translated, or as catalog keys (`roles.admin`) for seeded roles: those are translated here. */
export const looksLikeKey = (text: string): boolean => /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/.test(text);

export function translateRoleNames(roleNames: unknown, translate: (key: string, options?: object) => string): string {
  const names = Array.isArray(roleNames) ? roleNames.map(String) : typeof roleNames === 'string' && roleNames ? roleNames.split(',') : [];
  return names
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => (looksLikeKey(name) ? translate(name, { _: name }) : name))
    .join(', ');
}
