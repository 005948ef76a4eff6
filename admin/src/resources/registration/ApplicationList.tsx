import { auditStatuses } from '@jobmarket/contracts/registration/auditMachine';
import type { PublisherApplicationRow } from '@jobmarket/contracts/registration/views';
import { useState, type ReactNode } from 'react';
import { DataTable, List, TextInput, type Identifier } from 'react-admin';
import { AuditDialog } from './AuditDialog';
import { AuditRowButton } from './AuditRowButton';
import { AuditStatusChip } from './AuditStatusChip';
import type { AuditScreen } from './auditScreens';
import { AuditStatusTabs } from './AuditStatusTabs';

const filters = [<TextInput key="keywords" source="keywords" alwaysOn resettable />];

/**
 * The registrations of one kind waiting for (or past) audit: pending first, searchable, each opening the audit dialog.
 * `columns` are a kind's own columns, before the audit button (a publisher's jobs).
 */
export function ApplicationList({ screen, columns }: { screen: AuditScreen; columns?: ReactNode }) {
  const [opened, setOpened] = useState<Identifier | undefined>();
  return (
    <>
      <List
        resource={screen.resource}
        filters={filters}
        filterDefaultValues={{ auditStatus: auditStatuses.pending }}
        sort={{ field: 'createTime', order: 'DESC' }}
        actions={false}
      >
        <AuditStatusTabs />
        <DataTable<PublisherApplicationRow> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="username" />
          <DataTable.Col source={screen.nameField} />
          <DataTable.Col source="email" disableSort />
          <DataTable.Col source="mobile" disableSort />
          <DataTable.Col source="auditStatus" render={(record) => <AuditStatusChip status={record.auditStatus} />} />
          <DataTable.Col source="rejectReason" disableSort />
          <DataTable.Col source="createTime" />
          <DataTable.Col source="auditTime" />
          {columns}
          <DataTable.Col label="" disableSort>
            <AuditRowButton resource={screen.resource} onOpen={setOpened} />
          </DataTable.Col>
        </DataTable>
      </List>
      {opened !== undefined && <AuditDialog key={opened} screen={screen} id={opened} onClose={() => setOpened(undefined)} />}
    </>
  );
}
