import { followPendingWrite, PENDING_WRITE_MESSAGE } from '@jobmarket/contracts/platform/pendingWrites';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify } from '../app/Notifier';
import { useI18n } from '../i18n/I18nContext';
import { useSession } from './SessionContext';

/**
 * A save answered before the read models caught up: the page already shows what was saved (from the answer); this
 * says the lists will follow and refetches every query once the projections have caught up.
 */
export const PendingWriteRefresher = () => {
  const { api } = useSession();
  const notify = useNotify();
  const { t } = useI18n();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      api.onPendingWrite((write) => {
        void followPendingWrite(write, {
          notify: () => notify(t(PENDING_WRITE_MESSAGE), 'info'),
          askSettled: (path) => api.request<{ settled: boolean }>(path),
          refresh: () => queryClient.invalidateQueries(),
        }).catch(() => undefined); // the queries were refreshed anyway; a failed wait is not the visitor's problem
      }),
    [api, notify, t, queryClient],
  );
  return null;
};
