import { SearchInput, SelectInput } from 'react-admin';
import { promotionStatusChoices } from '../shared/membershipChoices';

/** The featured jobs' filters, named as the api's (`GET /vip-promotions/page`): keywords (position, publisher) and status. */
export const promotionFilters = [
  <SearchInput key="keywords" source="keywords" alwaysOn />,
  <SelectInput key="status" source="status" label="membership.promotion.fields.status" choices={promotionStatusChoices} alwaysOn />,
];
