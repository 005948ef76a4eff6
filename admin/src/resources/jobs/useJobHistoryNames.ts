import type { JobDetail } from '@jobmarket/contracts/jobs/views';
import { useMemo } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { labelsByValue, useApiOptions } from '../../providers/useApiOptions';
import { useDictionary } from '../system/notices/useDictionary';
import { dateLocales } from '../../theme/locales';
import { formatMoney, formatPercent } from './jobFormat';
import type { JobHistoryNames } from './jobHistoryText';

/**
 * The names a job's history needs, in the admin's language: money in the job's currency, the regions the job is in
 * now, the industry and education dictionaries, and the resume auditors (for staff who may read that list; the others
 * see user numbers).
 */
export function useJobHistoryNames(job: JobDetail | undefined): JobHistoryNames {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const mayAudit = useCanAccess({ resource: 'jobs', action: 'audit' }).canAccess === true;
  const auditors = useApiOptions(mayAudit ? '/jobs/resume-auditors' : null);
  const industries = useDictionary('industry');
  const educations = useDictionary('education');
  return useMemo(() => {
    const auditorNames = labelsByValue(auditors);
    if (job?.resumeAuditorId != null && job.resumeAuditorName) auditorNames.set(job.resumeAuditorId, job.resumeAuditorName);
    const regions = new Map<string, string>();
    if (job?.location) {
      regions.set(job.location.provinceCode, job.location.provinceName);
      regions.set(job.location.districtCode, job.location.districtName);
    }
    const when = new Intl.DateTimeFormat(dateLocales[locale], { dateStyle: 'medium', timeStyle: 'short' });
    return {
      translate: (key, options) => translate(key, options),
      money: (amount) => formatMoney(amount, job?.currency ?? 'USD', locale),
      percent: (percent) => formatPercent(percent, locale),
      regionName: (code) => regions.get(code),
      auditorName: (id) => auditorNames.get(id),
      instant: (iso) => when.format(new Date(iso)),
      dictionaryLabel: (field, value) => (field === 'industry' ? industries : educations).find((item) => item.value === value)?.label,
    };
  }, [translate, locale, auditors, industries, educations, job]);
}
