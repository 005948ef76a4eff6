import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { onRealtimeMessage } from '../providers/realtime';
import { announceNoticeChanges } from './noticeChanges';

/** A notice push (API-CONTRACT §3): `{id, type, title, publishTime}` on publish, `{id, revoked: true}` on revoke. */
export function isNoticeTopic(topic: string): boolean {
  return topic === 'b/notices' || /^u\/[^/]+\/notices$/.test(topic);
}

/**
 * Live notices: a published one shows a toast with its title (the app's toasts stay 6 s, spec §8); any notice push
 * makes the bell and my-notices reload, since the push is only a hint and the api stays the truth.
 */
export function useNoticePushes(): void {
  const notify = useNotify();
  useEffect(
    () =>
      onRealtimeMessage((message, topic) => {
        if (!isNoticeTopic(topic)) return;
        if (message.revoked !== true && typeof message.title === 'string') {
          notify('admin.notifications.arrived', { type: 'info', messageArgs: { title: message.title }, autoHideDuration: 6000 });
        }
        announceNoticeChanges();
      }),
    [notify],
  );
}
