import { PAGE_DATA_ELEMENT_ID, type PublicPageData } from '@jobmarket/contracts/jobs/publicPages';

/**
 * The data a page the api rendered on the server carries for hydration (`<script type="application/json">`), or
 * undefined on every other page. Malformed data is ignored: the page then fetches its view itself.
 */
export function renderedPageData(): PublicPageData | undefined {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<PublicPageData>;
    return (data.page === 'job' || data.page === 'company') && typeof data.id === 'number' ? (data as PublicPageData) : undefined;
  } catch {
    return undefined;
  }
}
