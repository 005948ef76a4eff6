import type { ResumeRow } from '@jobmarket/contracts';
import { Card, CardContent, Chip, FormControlLabel, Grid, IconButton, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { PictureAsPdfIcon } from '../../../app/icons';
import { useNotify } from '../../../app/Notifier';
import { type PortalMessageKey, useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { formatDay } from '../../jobs/format/jobDates';
import { ResumeAvatar } from '../files/ResumeAvatar';
import { useResumeCommand } from '../resumeQueries';
import { StarBorderIcon, StarIcon } from '../resumeIcons';
import { ResumeActions } from './ResumeActions';

/** Where a resume says the seeker lives: district, province. */
export const placeOf = (resume: Pick<ResumeRow, 'location'>) => [resume.location.districtName, resume.location.provinceName].filter(Boolean).join(', ');

/** The star of my default resume; on another resume, the button that makes it the default. */
const DefaultStar = ({ resume }: { resume: ResumeRow }) => {
  const { t } = useI18n();
  const notify = useNotify();
  const command = useResumeCommand();
  if (resume.isDefault) {
    return (
      <Tooltip title={t('portal.resumes.mine.isDefault', { name: resume.name })}>
        <StarIcon color="warning" titleAccess={t('portal.resumes.mine.isDefault', { name: resume.name })} sx={{ m: 1 }} />
      </Tooltip>
    );
  }
  const label = t('portal.resumes.mine.makeDefault', { name: resume.name });
  return (
    <Tooltip title={label}>
      {/* a span holds the tooltip while the button is disabled (a disabled button fires no events) */}
      <span>
        <IconButton
          aria-label={label}
          disabled={command.isPending}
          onClick={async () => {
            try {
              await command.mutateAsync({ action: 'default', id: resume.id });
              notify(t('resumes.messages.defaultChosen'), 'success');
            } catch (error) {
              notify(error instanceof ApiError ? error.message : t('portal.resumes.mine.actionFailed'), 'error');
            }
          }}
        >
          <StarBorderIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
};

/** Whether employers find it: switched at once (`PUT /resumes/{id}/searchable`), showing the new position while it is sent. */
const SearchableSwitch = ({ resume }: { resume: ResumeRow }) => {
  const { t } = useI18n();
  const notify = useNotify();
  const command = useResumeCommand();
  const sending = command.isPending && command.variables.action === 'searchable' ? command.variables.searchable : undefined;
  return (
    <FormControlLabel
      control={
        <Switch
          checked={sending ?? resume.searchable}
          disabled={command.isPending}
          onChange={async (event) => {
            try {
              await command.mutateAsync({ action: 'searchable', id: resume.id, searchable: event.target.checked });
            } catch (error) {
              notify(error instanceof ApiError ? error.message : t('portal.resumes.mine.actionFailed'), 'error');
            }
          }}
        />
      }
      label={t('resumes.fields.searchable')}
    />
  );
};

/** One of my resumes: who, what, where, whether it is my default and open to employers, its PDF, and what I can do with it. */
export const ResumeCard = ({ resume }: { resume: ResumeRow }) => {
  const { t, locale } = useI18n();
  const number = new Intl.NumberFormat(locale);
  const headingId = `resume-${resume.id}`;
  const pdfStatus = !resume.pdfUrl
    ? t('portal.resumes.mine.pdfNone')
    : resume.templateId
      ? t('portal.resumes.mine.pdfReadyWith', { template: t(`resumes.templates.${resume.templateId}.name`) })
      : t('portal.resumes.mine.pdfReady');
  const figures: [PortalMessageKey, string][] = [
    ['resumes.fields.experienceYears', number.format(resume.experienceYears)],
    ['resumes.fields.profileViews', number.format(resume.profileViews)],
    ['resumes.fields.updateTime', formatDay(locale, resume.updateTime ?? resume.createTime)],
  ];
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <ResumeAvatar name={resume.name} url={resume.avatarUrl} alt={t('resumes.fields.avatar')} size={56} />
            <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                  {resume.name}
                </Typography>
                {resume.isDefault && <Chip size="small" color="warning" variant="outlined" label={t('portal.resumes.mine.defaultChip')} />}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {[resume.education.label, placeOf(resume), resume.industry.label].filter(Boolean).join(' · ')}
              </Typography>
            </Stack>
            <DefaultStar resume={resume} />
          </Stack>
          <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
            {figures.map(([label, value]) => (
              <Grid key={label} size={{ xs: 4 }}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {t(label)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                  {value}
                </Typography>
              </Grid>
            ))}
          </Grid>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <SearchableSwitch resume={resume} />
            <Chip
              size="small"
              icon={<PictureAsPdfIcon />}
              variant={resume.pdfUrl ? 'filled' : 'outlined'}
              color={resume.pdfUrl ? 'success' : 'default'}
              label={pdfStatus}
            />
          </Stack>
          <ResumeActions resume={resume} />
        </Stack>
      </CardContent>
    </Card>
  );
};
