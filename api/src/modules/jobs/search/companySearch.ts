import { COMPANIES_TABLE, parseSearchWords } from '@jobmarket/projections';
import type { Knex } from 'knex';
import { containsPattern } from '../../../http/listQuery';
import { COMPANY_CARD_COLUMNS, type CompanyRow } from './cards';
import type { QueryTagSource } from './queryTags';

export interface CompanySearchCriteria {
  keywords?: string;
  industry?: string;
  provinceCode?: string;
  offset: number;
  limit: number;
}

/** Each typed word of a company search, as typed (a name is matched as a substring) and as the ICU words it holds. */
function typedWords(keywords: string | undefined): string[] {
  return (keywords ?? '').trim().split(/\s+/u).filter(Boolean).slice(0, 8);
}

const valueOfTag = (tag: string, kind: string): string | undefined => (tag.startsWith(`=${kind}:`) ? tag.slice(kind.length + 2) : undefined);

/**
 * Approved companies, newest open job first (companies without open jobs last). Every typed word must be in the name
 * (a substring: names are short, and a trigram index serves `ilike` in any script) or name the company's industry or
 * province — in any of the four languages, through the same label and place-name tags job search uses.
 */
export async function searchCompanies(db: Knex, tags: QueryTagSource, criteria: CompanySearchCriteria): Promise<{ rows: CompanyRow[]; total: number }> {
  const query = db({ c: COMPANIES_TABLE }).where('c.approved', true);
  if (criteria.industry) query.where('c.industry', criteria.industry);
  if (criteria.provinceCode) query.where('c.province_code', criteria.provinceCode);
  const words = typedWords(criteria.keywords);
  if (words.length > 0) {
    const index = await tags.index();
    for (const word of words) {
      const named = parseSearchWords(word).flatMap((pieces) => index.tagsOf(pieces));
      const industries = named.map((tag) => valueOfTag(tag, 'industry')).filter((value): value is string => value !== undefined);
      const provinces = named.map((tag) => valueOfTag(tag, 'province')).filter((value): value is string => value !== undefined);
      query.where((inner) => {
        inner.whereILike('c.name', containsPattern(word));
        if (industries.length > 0) inner.orWhereIn('c.industry', industries);
        if (provinces.length > 0) inner.orWhereIn('c.province_code', provinces);
      });
    }
  }
  const [counted, rows] = await Promise.all([
    query.clone().count<{ count: number }[]>({ count: '*' }),
    query
      .clone()
      .orderByRaw('c.last_published_at desc nulls last, c.id desc')
      .limit(criteria.limit)
      .offset(criteria.offset)
      .select<CompanyRow[]>(db.raw(COMPANY_CARD_COLUMNS)),
  ]);
  return { rows, total: Number(counted[0]?.count ?? 0) };
}
