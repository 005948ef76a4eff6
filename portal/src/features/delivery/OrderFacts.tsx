import type { DeliveryOrderView } from '@jobmarket/contracts';
import { Alert, Typography } from '@mui/material';
import { useI18n } from '../../i18n/I18nContext';
import { formatDay } from '../jobs/format/jobDates';
import { formatMoment } from '../resumes/format/resumeDates';

/** What a party wants to know of an order besides its state: the interview, the onboarding, why it was refused. */
export const OrderFacts = ({ order }: { order: DeliveryOrderView }) => {
  const { t, locale } = useI18n();
  return (
    <>
      {order.interviewAt && (
        <Typography variant="body2">
          {t('portal.delivery.interview.when', { time: formatMoment(locale, order.interviewAt) })}
          {order.interviewPlace && ` · ${t('portal.delivery.interview.where', { place: order.interviewPlace })}`}
        </Typography>
      )}
      {order.onboardDate && (
        <Typography variant="body2">
          {t('portal.delivery.onboarding.joined', { date: formatDay(locale, order.onboardDate) })}
          {order.guaranteeEndsAt && ` · ${t('portal.delivery.onboarding.guaranteeEnds', { date: formatDay(locale, order.guaranteeEndsAt) })}`}
        </Typography>
      )}
      {order.rejectReason && (
        <Alert severity="error" variant="outlined" role="note">
          {t('portal.delivery.history.reason', { reason: order.rejectReason })}
        </Alert>
      )}
    </>
  );
};
