import EditIcon from '@mui/icons-material/Edit';
import type { VipLevelView } from '@jobmarket/contracts/membership/views';
import { Box } from '@mui/material';
import { Button, CanAccess, useRecordContext, type Identifier } from 'react-admin';
import { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';

/** Edit (a dialog) and delete (after a confirmation naming the level), each for staff allowed to. */
export const LevelRowActions = ({ onEdit, onDeleted }: { onEdit: (id: Identifier) => void; onDeleted?: () => void }) => {
  const level = useRecordContext<VipLevelView>();
  if (!level) return null;
  return (
    // a row opens the level: clicks here, and in the portalled confirmation (React bubbles them up the tree), stay here
    <Box component="span" sx={{ display: 'inline-flex' }} onClick={(event) => event.stopPropagation()}>
      <CanAccess resource="vip-levels" action="edit">
        <Button label="ra.action.edit" onClick={() => onEdit(level.id)}>
          <EditIcon />
        </Button>
      </CanAccess>
      <CanAccess resource="vip-levels" action="delete">
        <ConfirmDeleteButton resource="vip-levels" messages="resources.vip-levels" record={{ id: level.id, name: level.name }} {...(onDeleted ? { onDeleted } : {})} />
      </CanAccess>
    </Box>
  );
};
