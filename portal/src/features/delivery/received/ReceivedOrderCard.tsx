import type { DeliveryAction, DeliveryOrderView } from '@jobmarket/contracts';
import { Button, Card, CardContent, Collapse, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../i18n/I18nContext';
import { formatDay } from '../../jobs/format/jobDates';
import { DeliveryStateChip } from '../DeliveryStateChip';
import { DeliveryHistory } from '../history/DeliveryHistory';
import { OrderFacts } from '../OrderFacts';
import { CandidateResumeDialog } from './CandidateResumeDialog';
import { type PortalStep, StepDialog, stepLabelOf } from '../steps/StepDialog';

/** The steps offered on a job's applications, in the order of the flow; the order's `allowedActions` decide which show. */
const offered = [
  'approveResume',
  'rejectResume',
  'acceptByEmployer',
  'rejectByEmployer',
  'scheduleInterview',
  'passInterview',
  'failInterview',
  'join',
  'notJoin',
  'leaveEarly',
] as const satisfies readonly PortalStep[];
const refusals: readonly DeliveryAction[] = ['rejectResume', 'rejectByEmployer', 'failInterview', 'notJoin', 'leaveEarly'];

/** An application to one of my jobs: the candidate, where it stands, their resume, its history and my next steps. */
export const ReceivedOrderCard = ({ order }: { order: DeliveryOrderView }) => {
  const { t, locale } = useI18n();
  const [asking, setAsking] = useState<PortalStep | 'resume' | null>(null);
  const [isHistoryOpen, setHistoryOpen] = useState(false);
  const headingId = `received-${order.id}`;
  const steps = offered.filter((action) => order.allowedActions.includes(action));
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {order.candidateName}
            </Typography>
            <DeliveryStateChip state={order.state} />
          </Stack>
          <Typography color="text.secondary">
            {order.position} · {t('portal.delivery.common.orderNo', { orderNo: order.orderNo })} · {t('portal.delivery.common.appliedOn', { date: formatDay(locale, order.deliveryTime) })}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('portal.delivery.received.contact', { phone: order.candidatePhone, email: order.candidateEmail })}
          </Typography>
          <OrderFacts order={order} />
          <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={t('portal.delivery.received.actionsOf', { name: order.candidateName })} sx={{ flexWrap: 'wrap', pt: 0.5 }}>
            <Button size="small" variant="outlined" onClick={() => setAsking('resume')}>
              {t('portal.delivery.received.openResume', { name: order.candidateName })}
            </Button>
            {steps.map((action) => (
              <Button
                key={action}
                size="small"
                variant={refusals.includes(action) ? 'text' : 'contained'}
                color={refusals.includes(action) ? 'error' : 'primary'}
                onClick={() => setAsking(action)}
              >
                {t(stepLabelOf(order, action))}
              </Button>
            ))}
            <Button size="small" variant="text" aria-expanded={isHistoryOpen} onClick={() => setHistoryOpen(!isHistoryOpen)}>
              {t(isHistoryOpen ? 'portal.delivery.common.hideHistory' : 'portal.delivery.common.history')}
            </Button>
          </Stack>
          <Collapse in={isHistoryOpen} unmountOnExit>
            <DeliveryHistory orderId={order.id} orderNo={order.orderNo} />
          </Collapse>
        </Stack>
      </CardContent>
      {asking === 'resume' && <CandidateResumeDialog order={order} onClose={() => setAsking(null)} />}
      {asking !== null && asking !== 'resume' && <StepDialog order={order} action={asking} onClose={() => setAsking(null)} />}
    </Card>
  );
};
