import EditIcon from '@mui/icons-material/Edit';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventNoteIcon from '@mui/icons-material/EventNote';
import PauseCircleIcon from '@mui/icons-material/PauseCircleOutline';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutline';
import type { CounselorDetailView } from '@jobmarket/contracts/counseling/views';
import { useState } from 'react';
import { Button, Confirm, ListButton, TopToolbar, useCanAccess, useCreatePath, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { AvailabilityDialog } from './AvailabilityDialog';
import { setCounselorStatus } from './counselorCommands';
import { CounselorFormDialog } from './CounselorFormDialog';

type Opened = 'edit' | 'availability' | 'status';

/**
 * A counselor page's top bar: back to the list, their consult orders (the order list filtered to them), Edit profile and Edit availability (biz:counselor:edit), and
 * Deactivate (biz:counselor:delete) / Activate (biz:counselor:edit), confirmed.
 */
export function CounselorShowActions() {
  const counselor = useRecordContext<CounselorDetailView>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const canEdit = useCanAccess({ resource: 'counselors', action: 'edit' }).canAccess === true;
  const createPath = useCreatePath();
  const canListOrders = useCanAccess({ resource: 'consult-orders', action: 'list' }).canAccess === true;
  const canActivate = useCanAccess({ resource: 'counselors', action: 'activate' }).canAccess === true;
  const canDeactivate = useCanAccess({ resource: 'counselors', action: 'deactivate' }).canAccess === true;
  const [opened, setOpened] = useState<Opened | null>(null);
  const [isSaving, setSaving] = useState(false);
  const isActive = counselor?.status === 'active';
  const canSetStatus = isActive ? canDeactivate : canActivate;

  const toggle = async () => {
    if (!counselor) return;
    setSaving(true);
    try {
      await setCounselorStatus(counselor.id, isActive ? 'inactive' : 'active');
      notify(isActive ? 'resources.counselors.messages.deactivated' : 'resources.counselors.messages.activated', { type: 'success' });
      setOpened(null);
    } catch (failure) {
      const reason = (failure as Error | undefined)?.message;
      notify(reason ? translate(reason, { _: reason }) : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSaving(false);
      refresh();
    }
  };

  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <ListButton />
      {counselor && canListOrders && (
        <Button
          label="resources.counselors.actions.orders"
          component={Link}
          to={`${createPath({ resource: 'consult-orders', type: 'list' })}?${new URLSearchParams({ filter: JSON.stringify({ counselorId: counselor.id }) })}`}
        >
          <EventNoteIcon />
        </Button>
      )}
      {counselor && canEdit && (
        <>
          <Button label="resources.counselors.actions.edit" onClick={() => setOpened('edit')}>
            <EditIcon />
          </Button>
          <Button label="resources.counselors.actions.availability" onClick={() => setOpened('availability')}>
            <EventAvailableIcon />
          </Button>
        </>
      )}
      {counselor && canSetStatus && (
        <Button label={isActive ? 'resources.counselors.actions.deactivate' : 'resources.counselors.actions.activate'} color={isActive ? 'error' : 'primary'} onClick={() => setOpened('status')}>
          {isActive ? <PauseCircleIcon /> : <PlayCircleIcon />}
        </Button>
      )}
      {counselor && opened === 'edit' && <CounselorFormDialog mode="edit" id={counselor.id} currency={counselor.currency} onClose={() => setOpened(null)} />}
      {counselor && opened === 'availability' && <AvailabilityDialog counselor={counselor} onClose={() => setOpened(null)} />}
      {counselor && (
        <Confirm
          isOpen={opened === 'status'}
          loading={isSaving}
          title={translate(isActive ? 'resources.counselors.status.deactivateTitle' : 'resources.counselors.status.activateTitle', { name: counselor.name })}
          content={isActive ? 'resources.counselors.status.deactivateContent' : 'resources.counselors.status.activateContent'}
          onConfirm={toggle}
          onClose={() => setOpened(null)}
        />
      )}
    </TopToolbar>
  );
}
