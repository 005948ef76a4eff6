import { ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { membershipStatusChoices } from '../shared/membershipChoices';

/**
 * The VIP list's filters, named as the api's (`GET /vip/page`): keywords (publisher name, company), status, and the
 * level (every level, disabled ones included: their members remain).
 */
export const memberFilters = [
  <SearchInput key="keywords" source="keywords" alwaysOn />,
  <SelectInput key="status" source="status" label="membership.fields.status" choices={membershipStatusChoices} alwaysOn />,
  <ReferenceInput key="levelId" source="levelId" reference="vip-levels" sort={{ field: 'sort', order: 'ASC' }} perPage={100} alwaysOn>
    <SelectInput label="membership.fields.level" optionText="name" />
  </ReferenceInput>,
];
