import { menuTypes, type MenuType } from '@jobmarket/contracts';
import { useMemo } from 'react';
import {
  AddItemButton,
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  RadioButtonGroupInput,
  RemoveItemButton,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useApiOptions } from '../../../providers/useApiOptions';
import { MenuIconInput } from './MenuIconInput';
import { fieldsOfType, parentChoicesOf, type MenuOption } from './menuTree';

const typeChoices = menuTypes.map((type) => ({ id: type, name: `resources.menus.types.${type}` }));
const visibleChoices = [
  { id: 1, name: 'resources.menus.visibility.shown' },
  { id: 0, name: 'resources.menus.visibility.hidden' },
];
const asSwitch = { format: (value: unknown) => value === 1 || value === true, parse: (checked: boolean) => (checked ? 1 : 0) };

/** GET /menus/options?onlyParent=true: the catalogs and menus a menu can hang under. */
const useParentOptions = (): MenuOption[] => useApiOptions<MenuOption>('/menus/options?onlyParent=true');

/** The route parameters of a menu (`meta.params`): name/value pairs added and removed one by one. */
const RouteParamsInput = () => (
  <ArrayInput source="params" label="resources.menus.fields.params">
    <SimpleFormIterator
      inline
      disableReordering
      disableClear
      addButton={<AddItemButton label="resources.menus.params.add" />}
      removeButton={<RemoveItemButton label="resources.menus.params.remove" />}
    >
      <TextInput source="key" label="resources.menus.params.key" validate={required()} helperText={false} />
      <TextInput source="value" label="resources.menus.params.value" helperText={false} />
    </SimpleFormIterator>
  </ArrayInput>
);

/** The menu form (POST /menus, PUT /menus/{id}); which fields show depends on the chosen type. `menuId` is the edited menu. */
export const MenuInputs = ({ menuId }: { menuId?: number }) => {
  const translate = useTranslate();
  const options = useParentOptions();
  const parentChoices = useMemo(
    () => [{ id: 0, name: translate('resources.menus.root') }, ...parentChoicesOf(options, menuId, (label) => label)],
    [options, menuId, translate],
  );
  return (
    <>
      <SelectInput source="parentId" choices={parentChoices} translateChoice={false} validate={required()} fullWidth />
      <TextInput source="name" validate={required()} fullWidth helperText="resources.menus.helpers.name" />
      <RadioButtonGroupInput source="type" choices={typeChoices} validate={required()} />
      <FormDataConsumer<{ type?: MenuType }>>
        {({ formData }) => {
          const shown = new Set(fieldsOfType[formData.type ?? 'MENU']);
          const isLink = formData.type === 'EXTLINK';
          return (
            <>
              {shown.has('routeName') && <TextInput source="routeName" validate={required()} fullWidth helperText="resources.menus.helpers.routeName" />}
              {shown.has('routePath') && (
                <TextInput
                  source="routePath"
                  label={isLink ? 'resources.menus.fields.url' : 'resources.menus.fields.routePath'}
                  validate={required()}
                  fullWidth
                  helperText={isLink ? 'resources.menus.helpers.url' : 'resources.menus.helpers.routePath'}
                />
              )}
              {shown.has('component') && <TextInput source="component" validate={required()} fullWidth helperText="resources.menus.helpers.component" />}
              {shown.has('perm') && <TextInput source="perm" validate={required()} fullWidth helperText="resources.menus.helpers.perm" />}
              {shown.has('icon') && <MenuIconInput />}
              {shown.has('redirect') && <TextInput source="redirect" fullWidth helperText={false} />}
              <NumberInput source="sort" min={0} helperText={false} />
              {shown.has('visible') && <RadioButtonGroupInput source="visible" choices={visibleChoices} validate={required()} />}
              {shown.has('alwaysShow') && <BooleanInput source="alwaysShow" {...asSwitch} helperText="resources.menus.helpers.alwaysShow" />}
              {shown.has('keepAlive') && <BooleanInput source="keepAlive" {...asSwitch} helperText="resources.menus.helpers.keepAlive" />}
              {shown.has('params') && <RouteParamsInput />}
            </>
          );
        }}
      </FormDataConsumer>
    </>
  );
};
