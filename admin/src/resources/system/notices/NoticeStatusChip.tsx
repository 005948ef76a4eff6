import { noticePublishStatuses, noticeStateOf, type NoticePublishStatus } from '@jobmarket/contracts/system/noticeMachine';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const colours = { unpublished: 'default', published: 'success', revoked: 'warning' } as const;

/** Unpublished, published or revoked (API-CONTRACT §3: 0, 1, -1). */
export const NoticeStatusChip = ({ status }: { status: NoticePublishStatus }) => {
  const translate = useTranslate();
  const state = noticeStateOf(status);
  return <Chip size="small" variant={state === 'unpublished' ? 'outlined' : 'filled'} color={colours[state]} label={translate(`resources.notices.publishStatus.${state}`)} />;
};

export const publishStatusChoices = [
  { id: noticePublishStatuses.unpublished, name: 'resources.notices.publishStatus.unpublished' },
  { id: noticePublishStatuses.published, name: 'resources.notices.publishStatus.published' },
  { id: noticePublishStatuses.revoked, name: 'resources.notices.publishStatus.revoked' },
];
