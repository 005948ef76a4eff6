/** A tab of the tags view: one visited page, remembered with its query so going back restores filters and paging. */
export interface Tag {
  path: string;
  search: string;
  /** Pinned (the dashboard): always first, never closed. */
  affix: boolean;
}

/** Pages that are never tabs: the redirect helper and the error pages (hidden routes of spec §2). */
const untracked = (path: string) => path.startsWith('/redirect') || path === '/401' || path === '/404';

export function affixTags(paths: string[]): Tag[] {
  return paths.map((path) => ({ path, search: '', affix: true }));
}

/** The pinned tabs first, then the stored ones that are not pinned (a stored list may predate a pin or lack it). */
export function withAffixes(stored: Tag[], affixes: Tag[]): Tag[] {
  const pinned = new Set(affixes.map((tag) => tag.path));
  return [...affixes, ...stored.filter((tag) => !pinned.has(tag.path)).map((tag) => ({ ...tag, affix: false }))];
}

/** Records a visit: a new tab at the end, or the existing tab with the latest query. */
export function visitTag(tags: Tag[], path: string, search: string): Tag[] {
  if (untracked(path)) return tags;
  const index = tags.findIndex((tag) => tag.path === path);
  if (index === -1) return [...tags, { path, search, affix: false }];
  if (tags[index]!.search === search) return tags;
  return tags.map((tag, i) => (i === index ? { ...tag, search } : tag));
}

export function closeTag(tags: Tag[], path: string): Tag[] {
  return tags.filter((tag) => tag.affix || tag.path !== path);
}

export function closeOtherTags(tags: Tag[], path: string): Tag[] {
  return tags.filter((tag) => tag.affix || tag.path === path);
}

export function closeAllTags(tags: Tag[]): Tag[] {
  return tags.filter((tag) => tag.affix);
}

/** Where to go once the current page's tab is gone: the last tab left (the dashboard at worst). */
export function tagAfterClosing(remaining: Tag[]): Tag | undefined {
  return remaining.at(-1);
}

export const tagHref = (tag: Tag) => `${tag.path}${tag.search}`;
