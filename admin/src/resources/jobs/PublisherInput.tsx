import { AutocompleteInput, NumberInput, ReferenceInput, useCanAccess, useListContext } from 'react-admin';

const byKeywords = (text: string) => (text.trim() ? { keywords: text.trim() } : {});

/**
 * The publisher filter: a company picked from the publishers' registrations (whose id is the publisher's user id,
 * the job's `publisherId`) for staff who may read them; the bare id for the others.
 */
export const PublisherInput = ({ source, label }: { source: string; label: string; alwaysOn?: boolean }) => {
  const { canAccess, isPending } = useCanAccess({ resource: 'publishers', action: 'list' });
  // mounted after the filter form took the URL's filters (the access check answers later): start from the list's value
  const { filterValues } = useListContext();
  const applied = (filterValues as Record<string, unknown> | undefined)?.[source];
  if (isPending) return null;
  if (!canAccess) return <NumberInput source={source} label={label} min={1} defaultValue={applied} />;
  return (
    <ReferenceInput source={source} reference="publishers" sort={{ field: 'company', order: 'ASC' }}>
      <AutocompleteInput label={label} optionText="company" filterToQuery={byKeywords} defaultValue={applied} sx={{ minWidth: 220 }} />
    </ReferenceInput>
  );
};
