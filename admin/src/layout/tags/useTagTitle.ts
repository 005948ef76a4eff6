import { useCallback } from 'react';
import { useGetResourceLabel, useResourceDefinitions, useTranslate } from 'react-admin';
import { trailTo, type MenuNode } from '../menu/menuTree';
import { useMenuLabel } from '../menu/useMenuTree';
import { humanizePath, pageOf } from './pageOf';
import type { Tag } from './tags';

/** A tab's title in the current language; a `title` query value overrides it (spec §2). */
export function useTagTitle(tree: MenuNode[]): (tag: Tag) => string {
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const menuLabel = useMenuLabel();
  const definitions = useResourceDefinitions();
  return useCallback(
    (tag: Tag) => {
      const override = new URLSearchParams(tag.search).get('title');
      if (override) return override;
      const page = pageOf(tag.path, Object.keys(definitions));
      switch (page.kind) {
        case 'dashboard':
          return translate('ra.page.dashboard');
        case 'list':
          return resourceLabel(page.resource, 2);
        case 'create':
          return translate('ra.page.create', { name: resourceLabel(page.resource, 1) });
        case 'record':
          return translate('admin.layout.tags.record', { name: resourceLabel(page.resource, 1), id: page.id });
        default: {
          const node = trailTo(tree, tag.path).at(-1);
          if (node && node.path === tag.path) return menuLabel(node);
          // below a page's own path (a page reading a path parameter): the page's title and what follows
          if (node?.path && tag.path.startsWith(`${node.path}/`)) return `${menuLabel(node)} · ${tag.path.slice(node.path.length + 1)}`;
          return humanizePath(tag.path);
        }
      }
    },
    [translate, resourceLabel, menuLabel, definitions, tree],
  );
}
