import type { OperationLogView } from '@jobmarket/contracts';
import { useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, SearchInput, SimpleList, useTranslate, type RaRecord } from 'react-admin';
import { CreateTimeRangeInput } from './CreateTimeRangeInput';
import { LogDetailDialog } from './LogDetailDialog';

const noWrap = () => ({ whiteSpace: 'nowrap' });
const readable = () => ({ minWidth: 220 });

const logFilters = [<SearchInput key="keywords" source="keywords" alwaysOn />, <CreateTimeRangeInput key="createTime" source="createTime" alwaysOn />];

/** The operation log (read-only): keyword and day-range filters, newest first; a row opens its details. */
export const LogList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [selected, setSelected] = useState<OperationLogView | null>(null);
  const open = (_id: unknown, _resource: string, record: RaRecord) => {
    // the rows of this list are the api's operation log rows
    setSelected(record as OperationLogView);
    return false as const;
  };
  const duration = (record: OperationLogView) => (record.executionTime === null ? '' : translate('resources.logs.milliseconds', { ms: record.executionTime }));

  return (
    <>
      <List
        resource="logs"
        filters={logFilters}
        sort={{ field: 'createTime', order: 'DESC' }}
        actions={false}
        empty={false}
        // eleven columns do not fit a laptop: the table scrolls sideways instead of the page
        sx={{ '& .RaList-main, & .RaList-content': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      >
        {isSmall ? (
          <SimpleList<OperationLogView>
            primaryText={(record) => record.content}
            secondaryText={(record) => [record.operator, record.createTime].filter(Boolean).join(' · ')}
            tertiaryText={(record) => record.module}
            rowClick={open}
          />
        ) : (
          <DataTable<OperationLogView> rowClick={open} bulkActionButtons={false} empty={<>{translate('resources.logs.empty')}</>}>
            <DataTable.Col source="module" />
            <DataTable.Col source="content" disableSort cellSx={readable} />
            <DataTable.Col source="operator" disableSort />
            <DataTable.Col source="requestUri" disableSort cellSx={noWrap} />
            <DataTable.Col source="method" disableSort />
            <DataTable.Col source="ip" disableSort />
            <DataTable.Col source="region" disableSort />
            <DataTable.Col source="browser" disableSort />
            <DataTable.Col source="os" disableSort />
            <DataTable.Col source="executionTime" render={duration} cellSx={noWrap} />
            <DataTable.Col source="createTime" cellSx={noWrap} />
          </DataTable>
        )}
      </List>
      {selected && <LogDetailDialog record={selected} onClose={() => setSelected(null)} />}
    </>
  );
};
