import type { TextCard } from './TextCardSection';

/** Editorial career tips from the catalog (real advice, the same in every language). */
export const careerTips: TextCard[] = [
  { title: 'portal.tips.resume.title', body: 'portal.tips.resume.body' },
  { title: 'portal.tips.interview.title', body: 'portal.tips.interview.body' },
  { title: 'portal.tips.salary.title', body: 'portal.tips.salary.body' },
  { title: 'portal.tips.firstJob.title', body: 'portal.tips.firstJob.body' },
];
