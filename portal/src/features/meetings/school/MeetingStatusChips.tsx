import type { MeetingEndStatus, MeetingPublishStatus } from '@jobmarket/contracts';
import { Chip, type ChipProps, Stack } from '@mui/material';
import { useI18n } from '../../../i18n/I18nContext';

const colours: Record<MeetingPublishStatus, ChipProps['color']> = { unpublished: 'warning', published: 'success', revoked: 'default' };

/** Where a job fair is in its life (spec §4): its publish status, and whether it is still ahead or over. */
export const MeetingStatusChips = ({ publishStatus, endStatus }: { publishStatus: MeetingPublishStatus; endStatus: MeetingEndStatus }) => {
  const { t } = useI18n();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Chip size="small" color={colours[publishStatus]} variant={publishStatus === 'revoked' ? 'outlined' : 'filled'} label={t(`meetings.publishStatuses.${publishStatus}`)} />
      <Chip size="small" color={endStatus === 'ended' ? 'default' : 'info'} variant="outlined" label={t(`meetings.endStatuses.${endStatus}`)} />
    </Stack>
  );
};
