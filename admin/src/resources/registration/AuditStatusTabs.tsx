import { Divider, Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { auditStatusTabs } from './AuditStatusChip';

type TabValue = (typeof auditStatusTabs)[number]['value'];

/** Audit status as tabs over the list (pending, approved, rejected, all), kept in the list's filter beside the keywords. */
export function AuditStatusTabs() {
  const translate = useTranslate();
  const { resource, filterValues, displayedFilters, setFilters } = useListContext();
  const current: TabValue = auditStatusTabs.find((tab) => tab.value === filterValues.auditStatus)?.value ?? 'all';

  const select = (value: TabValue) => {
    const { auditStatus: _previous, ...others } = filterValues as Record<string, unknown>;
    setFilters(value === 'all' ? others : { ...others, auditStatus: value }, displayedFilters);
  };

  return (
    <>
      <Tabs value={current} onChange={(_event, value: TabValue) => select(value)} aria-label={translate(`resources.${resource}.fields.auditStatus`)} variant="scrollable">
        {auditStatusTabs.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={translate(tab.label)} />
        ))}
      </Tabs>
      <Divider />
    </>
  );
}
