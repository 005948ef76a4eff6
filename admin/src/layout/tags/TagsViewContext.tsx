import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useHasDashboard, useRemoveFromStore, useResourceDefinitions, useStore } from 'react-admin';
import { useNavigate } from 'react-router';
import { useAdminPaths } from '../useAdminPaths';
import { pageOf } from './pageOf';
import { affixTags, withAffixes, closeAllTags, closeOtherTags, closeTag, tagAfterClosing, tagHref, visitTag, type Tag } from './tags';

export interface TagsView {
  tags: Tag[];
  /** The current page's path: its tab is the active one. */
  activePath: string;
  close: (path: string) => void;
  closeOthers: (path: string) => void;
  closeAll: () => void;
}

const TAGS_STORE_KEY = 'tagsView.tags';

const TagsViewContext = createContext<TagsView | undefined>(undefined);

/**
 * Remembers the pages visited while the layout is up. A closed tab's list forgets its filters and paging
 * (react-admin keeps them per resource in its store); an open one keeps them, so coming back restores the list.
 */
export const TagsViewProvider = ({ children }: { children: ReactNode }) => {
  const { pathname, search, hrefOf } = useAdminPaths();
  const navigate = useNavigate();
  const hasDashboard = useHasDashboard();
  const definitions = useResourceDefinitions();
  const removeFromStore = useRemoveFromStore();
  // kept in react-admin's store, so open tabs survive a reload; signing out resets the store and with it the tabs
  const [storedTags, setTags] = useStore<Tag[]>(TAGS_STORE_KEY, []);
  const tags = useMemo(() => withAffixes(storedTags, affixTags(hasDashboard ? ['/'] : [])), [storedTags, hasDashboard]);

  useEffect(() => setTags((current) => visitTag(withAffixes(current, affixTags(hasDashboard ? ['/'] : [])), pathname, search)), [pathname, search, hasDashboard, setTags]);

  const forget = useCallback(
    (closed: Tag[]) => {
      for (const tag of closed) {
        const page = pageOf(tag.path, Object.keys(definitions));
        if (page.kind === 'list') removeFromStore(`${page.resource}.listParams`);
      }
    },
    [definitions, removeFromStore],
  );

  const apply = useCallback(
    (next: Tag[]) => {
      forget(tags.filter((tag) => !next.includes(tag)));
      setTags(next);
      if (!next.some((tag) => tag.path === pathname)) {
        const target = tagAfterClosing(next);
        navigate(hrefOf(target ? tagHref(target) : '/'));
      }
    },
    [tags, pathname, navigate, forget, hrefOf, setTags],
  );

  const value = useMemo<TagsView>(
    () => ({
      tags,
      activePath: pathname,
      close: (path) => apply(closeTag(tags, path)),
      closeOthers: (path) => apply(closeOtherTags(tags, path)),
      closeAll: () => apply(closeAllTags(tags)),
    }),
    [tags, pathname, apply],
  );
  return <TagsViewContext.Provider value={value}>{children}</TagsViewContext.Provider>;
};

export function useTagsView(): TagsView {
  const value = useContext(TagsViewContext);
  if (!value) throw new Error('useTagsView must be used inside TagsViewProvider');
  return value;
}
