import { RecordFormDialog, type RecordDialogState } from '../../../components/RecordFormDialog';
import { LevelInputs } from './LevelInputs';
import { levelBodyOf, newLevelDefaults } from './levelForm';

/** Creating or editing a level in a dialog (from the list or the level's page); `currency` names the price's unit. */
export const LevelFormDialog = ({ state, onClose, currency, onSaved }: { state: RecordDialogState; onClose: () => void; currency: string | undefined; onSaved?: () => void }) => (
  <RecordFormDialog
    resource="vip-levels"
    state={state}
    onClose={onClose}
    titles={{ create: 'resources.vip-levels.actions.create', edit: 'resources.vip-levels.actions.edit' }}
    savedMessages={{ create: 'ra.notification.created', edit: 'membership.messages.levelSaved' }}
    defaults={newLevelDefaults}
    transform={(values) => levelBodyOf(values)}
    maxWidth="md"
    {...(onSaved ? { onSaved } : {})}
  >
    <LevelInputs currency={currency} />
  </RecordFormDialog>
);
