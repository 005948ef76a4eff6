import type { Locale } from '../i18n/locales';
import type { CompanyPageView, PublicJobView } from './views';

/**
 * The public job and company pages (ARCHITECTURE §2.8): the api renders them on the server with the portal's own
 * components and embeds their data, so the portal hydrates the same markup instead of fetching it again.
 */
export const publicJobPath = (id: number): string => `/jobs/${id}`;
export const publicCompanyPath = (id: number): string => `/companies/${id}`;
/**
 * Where anyone may fetch the office photo a company shows (only when its publisher allowed it, and only that one
 * picture of the application's documents): `CompanyCardView.officePhotoUrl`.
 */
export const companyOfficePhotoUrl = (id: number): string => `/api/v1/companies/${id}/office-photo`;

/** `?lang=` picks a page's language (hreflang alternates link each language's address); without it, Accept-Language does. */
export const PAGE_LANGUAGE_PARAM = 'lang';

/**
 * The language a visitor chose in the portal, also kept in this cookie so that the pages the server renders start in
 * it (after `?lang=`, before Accept-Language).
 */
export const LOCALE_COOKIE = 'jm_locale';

/** The `<script type="application/json">` element that carries a server-rendered page's data to the portal. */
export const PAGE_DATA_ELEMENT_ID = 'jm-page-data';

/** A server-rendered page's data; `null` when the id names nothing the public may see (the page says not found). */
export type PublicPageData =
  | { page: 'job'; id: number; job: PublicJobView | null }
  | { page: 'company'; id: number; company: CompanyPageView | null };

/** What the api hands the portal's server entry (`portal/src/ssr/entry-server.tsx`) and what it gets back. */
export interface ServerRenderRequest {
  /** The path and query the browser asked for, as the router sees it. */
  url: string;
  locale: Locale;
  data: PublicPageData;
}

export interface ServerRenderResult {
  /** The markup of the portal's root element. */
  html: string;
  /** `<style>` elements for `<head>`: the CSS the markup uses, which the browser's style cache takes over. */
  styles: string;
}

export type ServerRender = (request: ServerRenderRequest) => Promise<ServerRenderResult>;

const scriptUnsafe = /[<>&\u2028\u2029]/g;
const escapes: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON that can stand inside a `<script>` element: `<`, `>` and `&` as unicode escapes, so a `</script>` or `<!--` in a
 * job's text cannot end the element or open a comment, and U+2028/2029 escaped for old JavaScript parsers. Still JSON:
 * `JSON.parse` reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(scriptUnsafe, (character) => escapes[character]!);
}
