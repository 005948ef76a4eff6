import { locales } from '@jobmarket/contracts/i18n/locales';
import type { VipLevelView } from '@jobmarket/contracts/membership/views';
import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useDashboardLocale } from '../../../dashboard/useDashboardLocale';
import { formatCount } from '../../../dashboard/visitFigures';
import { JobField, jobFieldGrid } from '../../jobs/JobField';
import { formatMoney } from '../../jobs/jobFormat';
import { LevelEnabledChip } from './LevelEnabledChip';

const quotaFields = ['jobCount', 'viewableResumes', 'downloadableResumes', 'adCount'] as const;

/** A level's facts: its names in every language, price, validity, the four quotas, sort, whether it is offered, and when it changed. */
export function LevelOverview() {
  const level = useRecordContext<VipLevelView>();
  const translate = useTranslate();
  const locale = useDashboardLocale();
  if (!level) return null;
  const field = (name: string) => translate(`membership.level.fields.${name}`);
  return (
    <Box sx={jobFieldGrid}>
      {locales.map((language) => (
        <JobField key={language} label={translate('resources.vip-levels.fields.nameIn', { language: translate(`membership.level.languages.${language}`) })}>
          {level.names?.[language]}
        </JobField>
      ))}
      <JobField label={field('price')}>{formatMoney(level.price, level.currency, locale)}</JobField>
      <JobField label={field('validDays')}>{formatCount(level.validDays, locale)}</JobField>
      {quotaFields.map((quota) => (
        <JobField key={quota} label={field(quota)}>
          {formatCount(level[quota], locale)}
        </JobField>
      ))}
      <JobField label={field('sort')}>{level.sort}</JobField>
      <JobField label={field('enabled')}>
        <LevelEnabledChip enabled={level.enabled} />
      </JobField>
      <JobField label={field('createTime')}>{level.createTime}</JobField>
      <JobField label={field('updateTime')}>{level.updateTime}</JobField>
    </Box>
  );
}
