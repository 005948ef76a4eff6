import type { DeliveryOrderView } from '@jobmarket/contracts';
import { Alert, Typography } from '@mui/material';
import { useI18n } from '../../i18n/I18nContext';
import { formatDay } from '../jobs/format/jobDates';
import { formatMoment } from '../resumes/format/resumeDates';
import { ResumeAttachments } from '../resumes/talent/ResumeAttachments';

/** What a party wants to know of an order besides its state: the interview, the onboarding, why it was refused, its files. */
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
      {(
        [
          ['delivery.fields.interviewProof', order.interviewProof],
          ['delivery.fields.invoice', order.invoiceFiles],
        ] as const
      ).map(
        ([label, files]) =>
          files.length > 0 && (
            <div key={label}>
              <Typography variant="caption" color="text.secondary" component="p">
                {t(label)}
              </Typography>
              {/* served by the order's own access rule (`/delivery-orders/{id}/files/{fileId}`), fetched with the session */}
              <ResumeAttachments files={files} />
            </div>
          ),
      )}
      {order.rejectReason && (
        <Alert severity="error" variant="outlined" role="note">
          {t('portal.delivery.history.reason', { reason: order.rejectReason })}
        </Alert>
      )}
    </>
  );
};
