import { Box, Tab, Tabs } from '@mui/material';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { EntityHistoryProps } from './EntityHistory';

// the history table is only fetched and rendered when someone opens the tab
const EntityHistory = lazy(() => import('./EntityHistory'));

/** An edit dialog's body as two tabs: the form, and the entity's history. The form stays mounted while the history shows. */
export function EditWithHistoryTabs({ resource, id, children }: EntityHistoryProps & { children: ReactNode }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<'details' | 'history'>('details');
  return (
    <>
      <Tabs value={tab} onChange={(_event, next: 'details' | 'history') => setTab(next)} sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="details" label={translate('history.detailsTab')} />
        <Tab value="history" label={translate('history.tab')} />
      </Tabs>
      <Box hidden={tab !== 'details'}>{children}</Box>
      {tab === 'history' && (
        <Box sx={{ p: 2, maxHeight: '60vh', overflow: 'auto' }}>
          <Suspense fallback={null}>
            <EntityHistory resource={resource} id={id} />
          </Suspense>
        </Box>
      )}
    </>
  );
}
