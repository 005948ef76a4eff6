import PublishIcon from '@mui/icons-material/Publish';
import UndoIcon from '@mui/icons-material/Undo';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRefresh, type Identifier } from 'react-admin';
import { API_BASE, httpClient } from '../../../providers/httpClient';

const actions = {
  publish: { icon: <PublishIcon />, title: 'publishTitle', question: 'publishConfirm', done: 'published' },
  revoke: { icon: <UndoIcon />, title: 'revokeTitle', question: 'revokeConfirm', done: 'revoked' },
} as const;

/** Publish or revoke one notice (PUT /notices/{id}/publish|revoke), after a confirmation; backing out says so. */
export function NoticeStateButton({ action, notice }: { action: keyof typeof actions; notice: { id: Identifier; title: string } }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const texts = actions[action];

  const cancel = () => {
    setOpen(false);
    notify('resources.notices.messages.cancelled', { type: 'info' });
  };
  const confirm = async () => {
    setPending(true);
    try {
      await httpClient(`${API_BASE}/notices/${notice.id}/${action}`, { method: 'PUT' });
      notify(`resources.notices.messages.${texts.done}`, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error | undefined)?.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button label={`resources.notices.actions.${action}`} color={action === 'revoke' ? 'warning' : 'primary'} onClick={(event) => (event.stopPropagation(), setOpen(true))}>
        {texts.icon}
      </Button>
      <Confirm
        isOpen={isOpen}
        loading={isPending}
        title={`resources.notices.messages.${texts.title}`}
        content={`resources.notices.messages.${texts.question}`}
        contentTranslateOptions={{ title: notice.title }}
        onConfirm={confirm}
        onClose={cancel}
      />
    </>
  );
}
