import type { PromotionView } from '@jobmarket/contracts/membership/views';
import { DataTable, List, useTranslate } from 'react-admin';
import { ListEmpty } from '../shared/ListEmpty';
import { PromotionEndButton } from './PromotionEndButton';
import { promotionFilters } from './promotionFilters';
import { PromotionJobLink } from './PromotionJobLink';
import { PromotionStatusChip } from './PromotionStatusChip';

const noWrap = () => ({ whiteSpace: 'nowrap' });

/**
 * Featured jobs (staff, biz:vip:query): which publisher promotes which job from when to when, whether it still runs,
 * who ended it and why; staff holding biz:vip:promotion:end end a running one.
 */
export const PromotionList = () => {
  const translate = useTranslate();
  return (
    <List
      resource="vip-promotions"
      filters={promotionFilters}
      sort={{ field: 'startTime', order: 'DESC' }}
      // the filters stay visible when nothing matches; the table says why it is empty
      empty={false}
      sx={{ '& .RaList-main, & .RaList-content': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      <DataTable<PromotionView> bulkActionButtons={false} rowClick={false} empty={<ListEmpty messages="resources.vip-promotions.empty" />}>
        <DataTable.Col source="position" label="membership.promotion.fields.job" disableSort>
          <PromotionJobLink />
        </DataTable.Col>
        <DataTable.Col source="publisherName" label="membership.fields.publisher" disableSort />
        <DataTable.Col source="startTime" label="membership.promotion.fields.startTime" cellSx={noWrap} />
        <DataTable.Col source="endTime" label="membership.promotion.fields.endTime" cellSx={noWrap} />
        <DataTable.Col source="status" label="membership.promotion.fields.status" disableSort render={(promotion) => <PromotionStatusChip status={promotion.status} />} />
        <DataTable.Col
          source="endedBy"
          label="membership.promotion.fields.endedBy"
          disableSort
          render={(promotion) => (promotion.endedBy ? translate(`membership.promotion.endedBy.${promotion.endedBy}`) : '')}
        />
        <DataTable.Col source="reason" label="membership.promotion.fields.reason" disableSort />
        <DataTable.Col label="" disableSort>
          <PromotionEndButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
