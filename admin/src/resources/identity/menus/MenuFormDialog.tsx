import type { MenuType } from '@jobmarket/contracts';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { CreateBase, EditBase, SaveButton, SimpleForm, Toolbar, useNotify, useTranslate } from 'react-admin';
import { EditWithHistoryTabs } from '../../platform/history/EditWithHistoryTabs';
import { MenuInputs } from './MenuInputs';
import { menuPayload, newMenuValues, type MenuFormValues } from './menuTree';

export type MenuFormTarget = { mode: 'create'; parentId: number; type?: MenuType } | { mode: 'edit'; id: number };

interface MenuFormDialogProps {
  target: MenuFormTarget | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** Save only: deleting is the row's business, behind sys:menu:delete and its confirmation. */
const saveOnly = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** Create or edit a menu in a dialog over the tree (editing beside the menu's history); the api's field errors (`data.errors`) land on the inputs. */
export const MenuFormDialog = ({ target, onClose, onSaved }: MenuFormDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const saved = (message: string) => () => {
    notify(message, { type: 'success' });
    onSaved();
    onClose();
  };
  // the payload keeps only the chosen type's fields; react-admin's form values are the caller's shape
  const transform = (values: unknown) => menuPayload(values as MenuFormValues);

  return (
    <Dialog open={target !== undefined} onClose={onClose} fullWidth maxWidth={target?.mode === 'edit' ? 'md' : 'sm'}>
      {target && <DialogTitle>{translate(target.mode === 'create' ? 'resources.menus.actions.create' : 'resources.menus.actions.edit')}</DialogTitle>}
      {target?.mode === 'create' && (
        <DialogContent>
          <CreateBase resource="menus" redirect={false} transform={transform} mutationOptions={{ onSuccess: saved('resources.menus.messages.added') }}>
            <SimpleForm defaultValues={newMenuValues(target.parentId, target.type)} toolbar={saveOnly}>
              <MenuInputs />
            </SimpleForm>
          </CreateBase>
        </DialogContent>
      )}
      {target?.mode === 'edit' && (
        <EditBase
          resource="menus"
          id={target.id}
          redirect={false}
          mutationMode="pessimistic"
          transform={transform}
          mutationOptions={{ onSuccess: saved('resources.menus.messages.modified') }}
        >
          <EditWithHistoryTabs resource="menus" id={target.id}>
            <SimpleForm toolbar={saveOnly}>
              <MenuInputs menuId={target.id} />
            </SimpleForm>
          </EditWithHistoryTabs>
        </EditBase>
      )}
    </Dialog>
  );
};
