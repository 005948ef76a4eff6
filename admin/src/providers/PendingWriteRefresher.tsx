import { followPendingWrite } from '@jobmarket/contracts/platform/pendingWrites';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { API_BASE, http } from './httpClient';
import { onPendingWrite } from './pendingWriteEvents';

/**
 * A save answered before the read models caught up shows the saved record (react-admin takes it from the answer);
 * this says so and, once the projections have caught up, refetches every list and record.
 */
export const PendingWriteRefresher = () => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onPendingWrite((write) => {
        void followPendingWrite(write, {
          notify: (message) => notify(message, { type: 'info' }),
          askSettled: async (path) => (await http.json<{ settled: boolean }>(`${API_BASE}${path}`)).json,
          refresh: () => queryClient.invalidateQueries(),
        }).catch(() => undefined); // the lists were refreshed anyway; a failed wait is not the user's problem
      }),
    [notify, queryClient],
  );
  return null;
};
