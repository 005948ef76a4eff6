import type { Locale } from '@jobmarket/contracts';

/** A level's name in the reader's language from the four an event or form carries, English when that one is missing. */
export const levelNameIn = (names: Partial<Record<string, string>> | null | undefined, locale: Locale): string => names?.[locale] || names?.en || '';
