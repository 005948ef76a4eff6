export const locales = ['en', 'zh-cn', 'lo', 'th'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/**
 * Picks our locale from an Accept-Language header, honouring q-weights.
 * `zh`, `zh-CN`, `zh-Hans` → zh-cn; `th-TH` → th; anything unknown → en.
 */
export function negotiateLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return defaultLocale;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    if (isLocale(tag)) return tag;
    const primary = tag.split('-')[0];
    if (primary === 'zh') return 'zh-cn';
    if (primary && isLocale(primary)) return primary;
  }
  return defaultLocale;
}

/** The first of the browser's languages (`navigator.languages`, most preferred first) we have, else English. */
export function browserLocale(languages: readonly string[] | undefined | null): Locale {
  return negotiateLocale(languages?.join(','));
}
