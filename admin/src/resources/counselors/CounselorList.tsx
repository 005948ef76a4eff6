import AddIcon from '@mui/icons-material/Add';
import { Box } from '@mui/material';
import type { CounselorView } from '@jobmarket/contracts/counseling/views';
import { useState } from 'react';
import { Button, CanAccess, DataTable, FilterButton, List, TopToolbar, useListContext, useNotify, useTranslate } from 'react-admin';
import { useDashboardLocale } from '../../dashboard/useDashboardLocale';
import { ProfileAvatar } from '../../profile/ProfileAvatar';
import { ListEmpty } from '../membership/shared/ListEmpty';
import { useSpecialtyLabel } from './counselorChoices';
import { counselorFilters } from './counselorFilters';
import { languagesText, modesText, priceText, ratingText } from './counselorFormat';
import { CounselorFormDialog } from './CounselorFormDialog';
import { CounselorStatusChip } from './CounselorStatusChip';
import { LoadFailed } from '../../components/LoadFailed';

const noWrap = () => ({ whiteSpace: 'nowrap' });

/** The create dialog reads the list's rows for the currency prices are in (every counselor answers the configured one). */
const CreateDialog = ({ onClose }: { onClose: () => void }) => {
  const { data } = useListContext<CounselorView>();
  return <CounselorFormDialog mode="create" currency={data?.[0]?.currency} onClose={onClose} />;
};

const ListActions = ({ onCreate }: { onCreate: () => void }) => (
  <TopToolbar>
    <FilterButton />
    <CanAccess resource="counselors" action="create">
      <Button label="resources.counselors.actions.add" onClick={onCreate}>
        <AddIcon />
      </Button>
    </CanAccess>
  </TopToolbar>
);

/**
 * Every counselor (staff, biz:counselor:query), active or not: photo and name, title, specialties (the dictionary's
 * labels), languages spoken, price per session, length, how sessions are held, the seekers' rating and the status;
 * alphabetical, sortable by name, price and rating; filters by keywords, status, specialty and language; "Add counselor" for biz:counselor:add. A row opens the counselor.
 */
export const CounselorList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useDashboardLocale();
  const specialty = useSpecialtyLabel();
  const [isCreating, setCreating] = useState(false);
  return (
    <List
      resource="counselors"
      filters={counselorFilters}
      sort={{ field: 'name', order: 'ASC' }}
      actions={<ListActions onCreate={() => setCreating(true)} />}
      empty={false}
      error={<LoadFailed message="resources.counselors.messages.listFailed" />}
      queryOptions={{ onError: () => notify('resources.counselors.messages.listFailed', { type: 'error' }) }}
      sx={{ '& .RaList-main, & .RaList-content': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      <DataTable<CounselorView> rowClick="show" bulkActionButtons={false} empty={<ListEmpty messages="resources.counselors.empty" />}>
        <DataTable.Col
          source="name"
          label="counseling.fields.name"
          render={(counselor) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <ProfileAvatar name={counselor.name} src={counselor.avatarUrl} size={32} />
              <span>{counselor.name}</span>
            </Box>
          )}
        />
        <DataTable.Col source="title" label="counseling.fields.title" disableSort />
        <DataTable.Col source="specialties" label="counseling.fields.specialties" disableSort render={(counselor) => counselor.specialties.map(specialty).join(', ')} />
        <DataTable.Col source="languages" label="counseling.fields.languages" disableSort render={(counselor) => languagesText(counselor.languages, translate)} />
        <DataTable.Col source="price" label="counseling.fields.price" cellSx={noWrap} render={(counselor) => priceText(counselor as CounselorView, translate, locale)} />
        <DataTable.Col
          source="sessionMinutes"
          label="counseling.fields.sessionMinutes"
          disableSort
          cellSx={noWrap}
          render={(counselor) => translate('resources.counselors.minutes', { minutes: counselor.sessionMinutes })}
        />
        <DataTable.Col source="modes" label="counseling.fields.modes" disableSort render={(counselor) => modesText(counselor.modes, translate)} />
        <DataTable.Col source="rating" label="resources.counselors.fields.rating" cellSx={noWrap} render={(counselor) => ratingText(counselor as CounselorView, translate)} />
        <DataTable.Col source="status" label="counseling.fields.status" disableSort render={(counselor) => <CounselorStatusChip status={counselor.status} />} />
      </DataTable>
      {isCreating && <CreateDialog onClose={() => setCreating(false)} />}
    </List>
  );
};
