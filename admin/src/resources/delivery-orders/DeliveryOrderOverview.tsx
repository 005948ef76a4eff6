import { commissionAmountsOf, commissionShares } from '@jobmarket/contracts/jobs/forms';
import type { DeliveryOrderView } from '@jobmarket/contracts/delivery/views';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime, formatDay } from '../../dashboard/localDates';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { JobField, jobFieldGrid } from '../jobs/JobField';
import { formatMoney, formatPercent } from '../jobs/jobFormat';
import { ResumeFileLinks } from '../resumes/ResumeFileLink';
import { CandidateResumeButton } from './CandidateResumeButton';
import { DeliveryStateChip } from './DeliveryStateChip';
import { useRejectReasons } from './useRejectReasons';

function Section({ name, children }: { name: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={`delivery-section-${name}`}>
      <Typography id={`delivery-section-${name}`} variant="subtitle1" component="h3" gutterBottom>
        {translate(`resources.delivery-orders.sections.${name}`)}
      </Typography>
      <Box sx={jobFieldGrid}>{children}</Box>
    </Box>
  );
}

/**
 * Every field of a delivery order (spec §3): the order and its job, the candidate with their resume, the latest
 * audit, the interview with its proof, onboarding and the guarantee, the invoice (files fetched with the token), and
 * the commission's amounts and outcome.
 */
export function DeliveryOrderOverview() {
  const order = useRecordContext<DeliveryOrderView>();
  const translate = useTranslate();
  const locale = useDashboardLocale();
  const { labelOf } = useRejectReasons();
  if (!order) return null;
  const field = (name: string) => translate(`delivery.fields.${name}`);
  const own = (name: string) => translate(`resources.delivery-orders.fields.${name}`);
  const code = (group: string, value: string | number | null) => (value === null ? null : translate(`delivery.${group}.${value}`, { _: String(value) }));
  const time = (text: string | null) => formatDateTime(text, locale);
  const day = (text: string | null) => (text ? formatDay(text, locale) : null);
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const amounts = commissionAmountsOf(order.commission, order.totalCommission);
  return (
    <Stack spacing={3}>
      <Section name="order">
        <JobField label={field('orderNo')}>{order.orderNo}</JobField>
        <JobField label={field('position')}>{order.position}</JobField>
        <JobField label={field('company')}>{order.company}</JobField>
        <JobField label={field('state')}>
          <DeliveryStateChip state={order.state} />
        </JobField>
        <JobField label={field('awaitedAudit')}>{code('auditTypes', order.awaitedAudit)}</JobField>
        <JobField label={field('deliveredBy')}>
          {order.deliveredByName} · {translate(`resources.delivery-orders.deliveredByKind.${order.deliveredByKind}`)}
        </JobField>
        <JobField label={field('deliveryTime')}>{time(order.deliveryTime)}</JobField>
        <JobField label={field('updateTime')}>{time(order.updateTime)}</JobField>
      </Section>
      <Section name="candidate">
        <JobField label={field('candidate')}>{order.candidateName}</JobField>
        <JobField label={field('candidatePhone')}>{order.candidatePhone}</JobField>
        <JobField label={field('candidateEmail')}>{order.candidateEmail}</JobField>
        <JobField label={field('resume')}>
          <CandidateResumeButton orderId={order.id} name={order.candidateName} resumeId={order.resumeId} />
        </JobField>
      </Section>
      <Section name="audit">
        <JobField label={field('auditor')}>{order.auditorName}</JobField>
        <JobField label={field('auditType')}>{code('auditTypes', order.auditType)}</JobField>
        <JobField label={field('auditStatus')}>{code('auditStatuses', order.auditStatus)}</JobField>
        <JobField label={field('auditTime')}>{time(order.auditTime)}</JobField>
        <JobField label={field('remark')}>{order.remark}</JobField>
        <JobField label={field('reasonCode')}>{order.rejectReasonCode ? labelOf(order.rejectReasonCode) : null}</JobField>
        <JobField label={field('reason')}>{order.rejectReason}</JobField>
      </Section>
      <Section name="interview">
        <JobField label={field('interviewDate')}>{time(order.interviewAt)}</JobField>
        <JobField label={field('interviewPlace')}>{order.interviewPlace}</JobField>
        <JobField label={field('interviewProof')}>{order.interviewProof.length > 0 ? <ResumeFileLinks files={order.interviewProof} /> : null}</JobField>
      </Section>
      <Section name="onboarding">
        <JobField label={field('onboardDate')}>{day(order.onboardDate)}</JobField>
        <JobField label={field('guaranteeMonth')}>{order.guaranteeMonth}</JobField>
        <JobField label={field('guaranteeEndsAt')}>{time(order.guaranteeEndsAt)}</JobField>
      </Section>
      <Section name="invoice">
        <JobField label={field('invoiceDate')}>{day(order.invoiceDate)}</JobField>
        <JobField label={field('uploadDate')}>{time(order.uploadTime)}</JobField>
        <JobField label={field('invoice')}>{order.invoiceFiles.length > 0 ? <ResumeFileLinks files={order.invoiceFiles} /> : null}</JobField>
      </Section>
      <Section name="commission">
        <JobField label={own('totalCommission')}>{money(order.totalCommission)}</JobField>
        {commissionShares.map((share) => (
          <JobField key={share} label={translate(`jobs.commission.${share}`)}>
            {translate('resources.delivery-orders.commission.share', { percent: formatPercent(order.commission[share], locale), amount: money(amounts[share]) })}
          </JobField>
        ))}
        <JobField label={own('commissionOutcome')}>{code('commissionOutcome', order.commissionOutcome) ?? translate('resources.delivery-orders.commission.pending')}</JobField>
      </Section>
    </Stack>
  );
}
