import { noticeTargetTypes } from '@jobmarket/contracts/system/notices';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { CreateBase, EditBase, SimpleForm, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { NoticeInputs } from './NoticeInputs';

export type NoticeDialogState = { mode: 'create' } | { mode: 'edit'; id: Identifier } | null;

const newNotice = { level: 'L', targetType: noticeTargetTypes.all, targetUserIds: [], content: '' };

/** What POST and PUT take (API-CONTRACT §3): the form's fields only, never the status columns the record carries. */
export function toNoticeForm(data: Record<string, unknown>) {
  const targetType = Number(data.targetType);
  return {
    title: data.title,
    content: data.content,
    type: data.type,
    level: data.level,
    targetType,
    targetUserIds: targetType === noticeTargetTypes.specificUsers ? ((data.targetUserIds as unknown[] | undefined) ?? []).map(String) : [],
  };
}

/** Create and edit a notice in a dialog over the list; the list refreshes after a save. */
export function NoticeFormDialog({ state, onClose }: { state: NoticeDialogState; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const saved = (message: string) => () => {
    notify(message, { type: 'success' });
    refresh();
    onClose();
  };
  return (
    <Dialog open={state !== null} onClose={onClose} fullWidth maxWidth="md">
      {state && <DialogTitle>{translate(state.mode === 'create' ? 'resources.notices.actions.add' : 'resources.notices.actions.edit')}</DialogTitle>}
      <DialogContent>
        {state?.mode === 'create' && (
          <CreateBase resource="notices" redirect={false} transform={toNoticeForm} mutationOptions={{ onSuccess: saved('resources.notices.messages.added') }}>
            <SimpleForm defaultValues={newNotice}>
              <NoticeInputs />
            </SimpleForm>
          </CreateBase>
        )}
        {state?.mode === 'edit' && (
          <EditBase
            resource="notices"
            id={state.id}
            redirect={false}
            mutationMode="pessimistic"
            transform={toNoticeForm}
            mutationOptions={{ onSuccess: saved('resources.notices.messages.modified') }}
          >
            <SimpleForm>
              <NoticeInputs />
            </SimpleForm>
          </EditBase>
        )}
      </DialogContent>
    </Dialog>
  );
}
