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

/** The built index.html cut where a page goes in: after `<html`'s `lang`, the title, the end of `<head>`, the root. */
interface Template {
  beforeLang: string;
  beforeTitle: string;
  beforeHeadEnd: string;
  beforeRoot: string;
  rest: string;
}

const ROOT = '<div id="root"></div>';

/** Cuts the shell once per build; a shell without one of the places gets the page in none of them (undefined). */
function templateOf(html: string): Template | undefined {
  const lang = /<html[^>]*?\slang="[^"]*"/.exec(html);
  const title = /<title>[^<]*<\/title>/.exec(html);
  const headEnd = html.indexOf('</head>');
  const root = html.indexOf(ROOT);
  if (!lang || !title || headEnd < 0 || root < 0 || !(lang.index < title.index && title.index < headEnd && headEnd < root)) return undefined;
  const langEnd = lang.index + lang[0].length;
  const withoutLang = lang[0].replace(/\slang="[^"]*"$/, '');
  return {
    beforeLang: html.slice(0, lang.index) + withoutLang,
    beforeTitle: html.slice(langEnd, title.index),
    beforeHeadEnd: html.slice(title.index + title[0].length, headEnd),
    beforeRoot: html.slice(headEnd, root),
    rest: html.slice(root + ROOT.length),
  };
}

/**
 * The built portal's index.html, re-read when a build replaces it (its asset names change with every build), with a
 * page put into it: the language on `<html>` (and `data-rendered-locale`, which the portal starts in so that hydration
 * matches), the head's title and tags, the markup in the root and the page's data beside it for hydration.
 */
export function portalDocument(indexPath: string) {
  let cached: { mtimeMs: number; template: Template | undefined } | undefined;

  function template(): Template | undefined {
    if (!existsSync(indexPath)) return undefined;
    const { mtimeMs } = statSync(indexPath);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, template: templateOf(readFileSync(indexPath, 'utf8')) };
    return cached.template;
  }

  return {
    isBuilt: (): boolean => existsSync(indexPath),

    /** The page's HTML, or undefined when the portal is not built (or its index.html has no place for a page). */
    render(page: PageDocument): string | undefined {
      const shell = template();
      if (!shell) return undefined;
      const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(page.data)}</script>`;
      return [
        shell.beforeLang,
        ` lang="${page.locale}" data-rendered-locale="${page.locale}"`,
        shell.beforeTitle,
        `<title>${escapeHtml(page.head.title)}</title>`,
        shell.beforeHeadEnd,
        `  ${page.head.tags}\n    ${page.styles}\n  `,
        shell.beforeRoot,
        `<div id="root">${page.rootHtml}</div>\n    ${data}`,
        shell.rest,
      ].join('');
    },
  };
}
export type PortalDocument = ReturnType<typeof portalDocument>;
