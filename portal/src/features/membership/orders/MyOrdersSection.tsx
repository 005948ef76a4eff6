import { isOpenVipOrder } from '@jobmarket/contracts';
import { Alert, Box, Button, Pagination, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { PageLoading } from '../../../app/PageLoading';
import { useI18n } from '../../../i18n/I18nContext';
import { formatDateTime, formatPrice } from '../format/vipFormat';
import { MY_ORDERS_PAGE_SIZE, useMyOrders } from '../membershipQueries';
import { OrderStatusChip } from './OrderStatusChip';

/** `GET /vip-orders/mine/page`: my orders, newest first, with "Continue paying" on one still open. */
export const MyOrdersSection = ({ onContinuePaying }: { onContinuePaying: (orderNo: string) => void }) => {
  const { t, locale } = useI18n();
  const [pageNum, setPageNum] = useState(1);
  const orders = useMyOrders(pageNum);
  const page = orders.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / MY_ORDERS_PAGE_SIZE)) : 1;
  return (
    <Box component="section" aria-labelledby="my-vip-orders-title">
      <Typography id="my-vip-orders-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('portal.vip.orders.title')}
      </Typography>
      {orders.isPending && <PageLoading />}
      {orders.isError && <Alert severity="error">{t('portal.vip.orders.loadFailed')}</Alert>}
      {page && page.list.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
          <Typography>{t('portal.vip.orders.empty')}</Typography>
        </Paper>
      )}
      {page && page.list.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-labelledby="my-vip-orders-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('membership.order.fields.orderNo')}</TableCell>
                <TableCell>{t('membership.order.fields.level')}</TableCell>
                <TableCell align="right">{t('membership.order.fields.amount')}</TableCell>
                <TableCell>{t('membership.order.fields.status')}</TableCell>
                <TableCell>{t('membership.order.fields.submitTime')}</TableCell>
                <TableCell>{t('portal.vip.orders.paidOn')}</TableCell>
                <TableCell>{t('portal.vip.orders.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {page.list.map((order) => (
                <TableRow key={order.orderNo}>
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{order.orderNo}</TableCell>
                  <TableCell>{order.levelName}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatPrice(locale, order.amount, order.currency)}
                  </TableCell>
                  <TableCell>
                    <OrderStatusChip status={order.status} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(locale, order.submitTime)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(locale, order.paidTime)}</TableCell>
                  <TableCell>
                    {isOpenVipOrder(order.status) && (
                      <Button size="small" variant="outlined" onClick={() => onContinuePaying(order.orderNo)} sx={{ whiteSpace: 'nowrap' }}>
                        {t('portal.vip.current.continuePaying')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 && <Pagination aria-label={t('portal.vip.orders.pages')} count={pages} page={pageNum} onChange={(_, next) => setPageNum(next)} sx={{ mt: 2, display: 'flex', justifyContent: 'center' }} />}
    </Box>
  );
};
