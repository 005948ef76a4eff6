import type { DeliveryOrderView } from '@jobmarket/contracts/delivery/views';
import { Button, Divider, List, ListItemButton, ListItemText, ListSubheader, Stack, Typography } from '@mui/material';
import { useCreatePath, useTranslate } from 'react-admin';
import type { DeliveryOrderTasks } from './deliveryOrderTasks';

/** The task tab's delivery orders: each waiting order by its state, candidate and position, opening the order. */
export function DeliveryOrderTaskList({ tasks, error, onGo }: { tasks: DeliveryOrderTasks | undefined; error: string | undefined; onGo: (path: string) => void }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const heading = translate('resources.delivery-orders.tasks.heading');
  const message = (text: string, colour = 'text.secondary') => (
    <Typography variant="body2" color={colour} sx={{ p: 2, textAlign: 'center' }} role={colour === 'error' ? 'alert' : undefined}>
      {text}
    </Typography>
  );
  if (error) return message(translate(error, { _: error }), 'error');
  if (!tasks) return null;
  const open = (order: DeliveryOrderView) => onGo(createPath({ resource: 'delivery-orders', type: 'show', id: order.id }));
  return (
    <>
      <List dense disablePadding aria-label={heading} subheader={<ListSubheader disableSticky>{heading}</ListSubheader>}>
        {tasks.list.length === 0 && message(translate('resources.delivery-orders.tasks.empty'))}
        {tasks.list.map((order) => (
          <ListItemButton key={order.id} onClick={() => open(order)}>
            <ListItemText
              primary={translate('resources.delivery-orders.tasks.step', { step: translate(`delivery.states.${order.state}`, { _: order.state }), candidate: order.candidateName, position: order.position })}
              secondary={translate('resources.delivery-orders.tasks.waiting', { orderNo: order.orderNo, time: order.updateTime ?? order.deliveryTime })}
              slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } }, secondary: { noWrap: true } }}
            />
          </ListItemButton>
        ))}
      </List>
      {tasks.total > 0 && (
        <>
          <Divider />
          <Stack direction="row" sx={{ justifyContent: 'flex-end', p: 1 }}>
            <Button size="small" onClick={() => onGo(createPath({ resource: 'delivery-orders', type: 'list' }))}>
              {translate('resources.delivery-orders.tasks.viewAll', { count: tasks.total })}
            </Button>
          </Stack>
        </>
      )}
    </>
  );
}
