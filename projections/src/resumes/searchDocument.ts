import { experienceYearBuckets } from '@jobmarket/contracts';
import { searchDocument, tagLexeme } from '../jobs/searchText';
import { newestFirst, type ResumeRowColumns } from './resumeRow';

type SearchedColumns = Pick<
  ResumeRowColumns,
  'searchable' | 'experience' | 'specialties' | 'university' | 'education' | 'industry' | 'province_code' | 'experience_years'
>;

/**
 * Tags a talent search names exactly: education, industry, province, and every experience bucket the resume reaches
 * (`=years:3` on a resume of 4 years), so "at least 3 years" is one lexeme the index intersects with the words.
 */
export function resumeSearchTagsOf(resume: Omit<SearchedColumns, 'searchable' | 'experience' | 'specialties' | 'university'>): string[] {
  return [
    tagLexeme('education', resume.education),
    tagLexeme('industry', resume.industry),
    tagLexeme('province', resume.province_code),
    ...experienceYearBuckets.filter((bucket) => bucket <= resume.experience_years).map((bucket) => tagLexeme('years', String(bucket))),
  ];
}

/**
 * tsvector input text of a searchable resume (job search's words: ICU-segmented th/lo/zh/en), or null when the seeker
 * keeps it private. Titles weigh most (the latest first), then specialties and university, then where and what was
 * done. Name, phone and e-mail are never in it: publishers find skills, not people.
 */
export function resumeSearchDocumentOf(resume: SearchedColumns): string | null {
  if (!resume.searchable) return null;
  const entries = newestFirst(resume.experience);
  return searchDocument(
    [
      ...entries.map((entry) => ({ text: entry.title, weight: 'A' as const })),
      { text: resume.specialties, weight: 'B' },
      { text: resume.university, weight: 'B' },
      ...entries.flatMap((entry) => [
        { text: entry.organisation, weight: 'D' as const },
        { text: entry.description, weight: 'D' as const },
      ]),
    ],
    resumeSearchTagsOf(resume),
  );
}
