import type { ResumeDetail } from '@jobmarket/contracts/resumes/views';
import { useMemo } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { dateLocales } from '../../theme/locales';
import { HistoryState } from '../platform/history/HistoryState';
import { HistoryTable } from '../platform/history/HistoryTable';
import { useEntityHistory } from '../platform/history/useEntityHistory';
import { useDictionary } from '../system/notices/useDictionary';
import { experiencePeriod } from './resumeFormat';
import { resumeHistoryRows, type ResumeHistoryWords } from './resumeHistoryText';

/** Everything that happened to a resume (`GET /resumes/{id}/history`), newest first: when, who, what, and the fields each event changed. */
export function ResumeHistory() {
  const resume = useRecordContext<ResumeDetail>();
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const loaded = useEntityHistory('resumes', resume?.id);
  const educations = useDictionary('education');
  const industries = useDictionary('industry');
  const words = useMemo<ResumeHistoryWords>(() => {
    // the regions the resume is in now are named; a place it left keeps its code
    const regions = new Map<string, string>();
    if (resume?.location) {
      regions.set(resume.location.provinceCode, resume.location.provinceName);
      regions.set(resume.location.districtCode, resume.location.districtName);
    }
    const when = new Intl.DateTimeFormat(dateLocales[locale], { dateStyle: 'medium', timeStyle: 'short' });
    return {
      translate: (key, options) => translate(key, options),
      dictionaryLabel: (dictCode, value) => (dictCode === 'education' ? educations : industries).find((item) => item.value === value)?.label,
      regionName: (code) => regions.get(code),
      period: (entry) => experiencePeriod(entry, translate, locale),
      instant: (iso) => when.format(new Date(iso)),
    };
  }, [translate, locale, educations, industries, resume]);

  if (loaded.status !== 'loaded' || loaded.entries.length === 0) return <HistoryState loaded={loaded} emptyMessage="history.empty" />;
  const rows = resumeHistoryRows(loaded.entries, words, (label, before, after) => (
    <>
      <strong>{label}</strong>: {before} → {after}
    </>
  ));
  return <HistoryTable rows={rows} noDetails="history.noChanges" />;
}
