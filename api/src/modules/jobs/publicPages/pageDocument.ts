import { existsSync, readFileSync, statSync } from 'node:fs';
import { PAGE_DATA_ELEMENT_ID, scriptSafeJson, type Locale, type PublicPageData } from '@jobmarket/contracts';
import { escapeHtml, type PageHead } from './pageHead';

/** What goes into the built portal's index.html for one server-rendered page. */
export interface PageDocument {
  locale: Locale;
  head: PageHead;
  /** `<style>` elements of the rendered markup (empty without server rendering). */
  styles: string;
  /** The markup inside `<div id="root">` (empty: the portal renders it in the browser). */
  rootHtml: string;
  data: PublicPageData;
}

const ROOT = /<div id="root"><\/div>/;

/**
 * The built portal's index.html, re-read when a build replaces it (its asset names change with every build), with a
 * page put into it: the language on `<html>` (and `data-rendered-locale`, which the portal starts in so that hydration
 * matches), the head's title and tags, the markup in the root and the page's data beside it for hydration.
 */
export function portalDocument(indexPath: string) {
  let cached: { mtimeMs: number; template: string } | undefined;

  function template(): string | undefined {
    if (!existsSync(indexPath)) return undefined;
    const { mtimeMs } = statSync(indexPath);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, template: readFileSync(indexPath, 'utf8') };
    return cached.template;
  }

  return {
    isBuilt: (): boolean => existsSync(indexPath),

    /** The page's HTML, or undefined when the portal is not built. */
    render(page: PageDocument): string | undefined {
      const shell = template();
      if (!shell) return undefined;
      const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(page.data)}</script>`;
      // functions as replacements: a `$&` in a job's text must stay text
      return shell
        .replace(/<html([^>]*)\slang="[^"]*"/, (_whole, attributes: string) => `<html${attributes} lang="${page.locale}" data-rendered-locale="${page.locale}"`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.head.title)}</title>`)
        .replace('</head>', () => `  ${page.head.tags}\n    ${page.styles}\n  </head>`)
        .replace(ROOT, () => `<div id="root">${page.rootHtml}</div>\n    ${data}`);
    },
  };
}
export type PortalDocument = ReturnType<typeof portalDocument>;
