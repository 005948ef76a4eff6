import type { DeliveryOrderView } from '@jobmarket/contracts';
import { Button, Card, CardContent, Collapse, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useI18n } from '../../../i18n/I18nContext';
import { formatDay } from '../../jobs/format/jobDates';
import { DeliveryStateChip } from '../DeliveryStateChip';
import { DeliveryHistory } from '../history/DeliveryHistory';
import { OrderFacts } from '../OrderFacts';
import { StepDialog } from '../steps/StepDialog';
import { InvoiceDialog } from './InvoiceDialog';

/**
 * One of my applications: its job, where it stands and what happens next, the interview and onboarding, its history,
 * and what I may do now (the api's `allowedActions`): withdraw while pending, the invoice when I delivered it.
 */
export const ApplicationCard = ({ order }: { order: DeliveryOrderView }) => {
  const { t, locale } = useI18n();
  const [asking, setAsking] = useState<'withdraw' | 'invoice' | null>(null);
  const [isHistoryOpen, setHistoryOpen] = useState(false);
  const headingId = `application-${order.id}`;
  const canWithdraw = order.allowedActions.includes('withdraw');
  const canUploadInvoice = order.allowedActions.includes('uploadInvoice');
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {order.position}
            </Typography>
            <DeliveryStateChip state={order.state} />
          </Stack>
          <Typography color="text.secondary">
            {order.company} · {t('portal.delivery.common.orderNo', { orderNo: order.orderNo })} · {t('portal.delivery.common.appliedOn', { date: formatDay(locale, order.deliveryTime) })}
          </Typography>
          <Typography>
            <strong>{t('portal.delivery.mine.nextStep')}</strong> {t(`portal.delivery.nextSteps.${order.state}`)}
          </Typography>
          <OrderFacts order={order} />
          <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={t('portal.delivery.mine.actionsOf', { position: order.position })} sx={{ flexWrap: 'wrap', pt: 0.5 }}>
            <Link component={RouterLink} to={`/jobs/${order.jobId}`} sx={{ alignSelf: 'center', mr: 1 }}>
              {t('portal.delivery.common.openJob')}
            </Link>
            <Button size="small" variant="text" aria-expanded={isHistoryOpen} onClick={() => setHistoryOpen(!isHistoryOpen)}>
              {t(isHistoryOpen ? 'portal.delivery.common.hideHistory' : 'portal.delivery.common.history')}
            </Button>
            {canUploadInvoice && (
              <Button size="small" variant="contained" onClick={() => setAsking('invoice')}>
                {t('delivery.actions.uploadInvoice')}
              </Button>
            )}
            {canWithdraw && (
              <Button size="small" variant="text" color="error" onClick={() => setAsking('withdraw')}>
                {t('delivery.actions.withdraw')}
              </Button>
            )}
          </Stack>
          <Collapse in={isHistoryOpen} unmountOnExit>
            <DeliveryHistory orderId={order.id} orderNo={order.orderNo} />
          </Collapse>
        </Stack>
      </CardContent>
      {asking === 'withdraw' && <StepDialog order={order} action="withdraw" onClose={() => setAsking(null)} />}
      {asking === 'invoice' && <InvoiceDialog order={order} onClose={() => setAsking(null)} />}
    </Card>
  );
};
