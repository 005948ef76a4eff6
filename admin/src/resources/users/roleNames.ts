import { looksLikeMessageKey, translateRoleNames as translateWith } from '@jobmarket/contracts';

/** Role names come from the api already translated, or as catalog keys (`roles.admin`) for seeded roles: those are translated here. */
export const looksLikeKey = looksLikeMessageKey;

export function translateRoleNames(roleNames: unknown, translate: (key: string, options?: object) => string): string {
  return translateWith(roleNames, (key) => translate(key, { _: key }));
}
