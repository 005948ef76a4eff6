import { commissionShares } from '@jobmarket/contracts/jobs/forms';
import type { JobDetail } from '@jobmarket/contracts/jobs/views';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { formatMoney, formatPercent } from './jobFormat';

/** The commission split an approval set: each share's percentage and its amount of the total commission. */
export function JobCommissionTable({ job }: { job: Pick<JobDetail, 'commission' | 'commissionAmounts' | 'totalCommission' | 'currency'> }) {
  const translate = useTranslate();
  const locale = useDashboardLocale();
  if (!job.commission) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.jobs.commission.notSet')}
      </Typography>
    );
  }
  const money = (amount: number) => formatMoney(amount, job.currency, locale);
  const amounts = job.commissionAmounts;
  return (
    <Table size="small" aria-label={translate('jobs.fields.commission')} sx={{ maxWidth: 520 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.jobs.commission.share')}</TableCell>
          <TableCell align="right">{translate('resources.jobs.commission.percentage')}</TableCell>
          <TableCell align="right">{translate('resources.jobs.commission.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {commissionShares.map((share) => (
          <TableRow key={share}>
            <TableCell>{translate(`jobs.commission.${share}`)}</TableCell>
            <TableCell align="right">{formatPercent(job.commission![share], locale)}</TableCell>
            <TableCell align="right">{amounts ? money(amounts[share]) : '—'}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell sx={{ fontWeight: 600 }}>{translate('jobs.commission.total')}</TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            {formatPercent(commissionShares.reduce((sum, share) => sum + job.commission![share], 0), locale)}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            {money(job.totalCommission)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
