import type { TalentCard } from '@jobmarket/contracts';
import { useI18n } from '../../../i18n/I18nContext';
import { ConfirmDialog } from '../../jobs/publisher/ConfirmDialog';
import { useMembership } from '../../membership/membershipQueries';

/** Before a locked resume is opened: it spends one viewable resume (the number left from `GET /vip`). */
export const OpenResumeDialog = ({ card, onConfirm, onClose }: { card: TalentCard | null; onConfirm: (card: TalentCard) => void; onClose: () => void }) => {
  const { t, locale } = useI18n();
  const membership = useMembership();
  const left = membership.data?.quotas.resumeViews.left;
  return (
    <ConfirmDialog
      open={card !== null}
      title={t('portal.talent.confirm.title', { name: card?.name ?? '' })}
      body={left === undefined ? t('portal.talent.confirm.bodyUnknownLeft') : t('portal.talent.confirm.body', { left: new Intl.NumberFormat(locale).format(left) })}
      confirmLabel={t('portal.talent.confirm.open')}
      isPending={false}
      onConfirm={() => card && onConfirm(card)}
      onClose={onClose}
    />
  );
};
