import { useMemo } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { labelsByValue, useApiOptions } from '../../../providers/useApiOptions';
import { looksLikeKey } from '../../identity/roles/permissionTree';
import { dataScopeChoices } from '../../identity/roles/RoleInputs';
import { HistoryState } from './HistoryState';
import { HistoryTable } from './HistoryTable';
import { withChanges, type FieldChange } from './historyChanges';
import { useEntityHistory } from './useEntityHistory';

export interface EntityHistoryProps {
  resource: 'users' | 'roles' | 'menus' | 'publishers' | 'school-admins';
  id: number | string;
}

const GENDERS = ['secret', 'male', 'female'];

/** The name behind an id the history stores (a user's department and roles, a menu's parent), when it still exists. */
type ReferenceNames = (field: string, id: number) => string | undefined;

const REFERENCE_FIELDS = new Set(['deptId', 'roleIds', 'parentId']);

/** Looks the ids up in the same option lists the forms use, so "Department: 2" reads "Department: Operations". */
function useReferenceNames(resource: EntityHistoryProps['resource'], translate: TranslateFunction): ReferenceNames {
  const departments = useApiOptions(resource === 'users' ? '/dept/options' : null);
  const roles = useApiOptions(resource === 'users' ? '/roles/options' : null);
  const menus = useApiOptions(resource === 'menus' ? '/menus/options' : null);
  return useMemo(() => {
    const byField: Record<string, Map<number, string>> = { deptId: labelsByValue(departments), roleIds: labelsByValue(roles), parentId: labelsByValue(menus) };
    return (field, id) => {
      const label = byField[field]?.get(id);
      // seeded role and menu names are message keys (roles.admin, menus.users)
      return label !== undefined && looksLikeKey(label) ? translate(label, { _: label }) : label;
    };
  }, [departments, roles, menus, translate]);
}

function referenceLabel(resource: EntityHistoryProps['resource'], field: string, id: unknown, names: ReferenceNames, translate: TranslateFunction): string {
  if (resource === 'menus' && field === 'parentId' && id === 0) return translate('resources.menus.root');
  return (typeof id === 'number' ? names(field, id) : undefined) ?? `#${String(id)}`;
}

function fieldLabel(resource: EntityHistoryProps['resource'], field: string, translate: TranslateFunction): string {
  return translate(`resources.${resource}.fields.${field}`, { _: translate(`history.fields.${field}`, { _: field }) });
}

function valueLabel(resource: EntityHistoryProps['resource'], field: string, value: unknown, translate: TranslateFunction, names: ReferenceNames): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return translate('history.emptyValue');
  if (REFERENCE_FIELDS.has(field)) {
    return Array.isArray(value) ? value.map((id) => referenceLabel(resource, field, id, names, translate)).join(', ') : referenceLabel(resource, field, value, names, translate);
  }
  if (resource === 'users' && field === 'kind') return translate(`history.kinds.${String(value)}`, { _: String(value) });
  if (resource === 'roles' && field === 'menuIds' && Array.isArray(value)) return translate('history.permissionCount', { smart_count: value.length });
  if (typeof value === 'boolean') return translate(value ? 'history.yes' : 'history.no');
  if (field === 'status' && typeof value === 'number') return translate(`resources.users.status.${value === 1 ? 'enabled' : 'disabled'}`);
  if (field === 'gender' && typeof value === 'number' && GENDERS[value]) return translate(`resources.users.gender.${GENDERS[value]}`);
  // an application's audit state and kind (registration): names, not codes
  if ((resource === 'publishers' || resource === 'school-admins') && (field === 'status' || field === 'kind')) return translate(`audits.${field === 'status' ? 'status' : 'kinds'}.${String(value)}`, { _: String(value) });
  if (field === 'dataScope') {
    const choice = dataScopeChoices.find((option) => option.id === value);
    if (choice) return translate(choice.name);
  }
  if (resource === 'menus' && field === 'type') return translate(`resources.menus.types.${String(value)}`, { _: String(value) });
  // seeded role and menu names are message keys (roles.admin, menus.users)
  if (typeof value === 'string') return looksLikeKey(value) ? translate(value, { _: value }) : value;
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Each changed field as a line: its name, then the value before → after. */
const changeLines = (resource: EntityHistoryProps['resource'], changes: FieldChange[], translate: TranslateFunction, names: ReferenceNames) =>
  changes.map((change) => (
    <>
      <strong>{fieldLabel(resource, change.field, translate)}</strong>: {valueLabel(resource, change.field, change.before, translate, names)} →{' '}
      {valueLabel(resource, change.field, change.after, translate, names)}
    </>
  ));

/** What happened to one user, role or menu, who did it and when, with the fields each event changed (GET /<resource>/{id}/history). */
export function EntityHistory({ resource, id }: EntityHistoryProps) {
  const translate = useTranslate();
  const loaded = useEntityHistory(resource, id);
  const names = useReferenceNames(resource, translate);

  if (loaded.status !== 'loaded' || loaded.entries.length === 0) return <HistoryState loaded={loaded} emptyMessage="history.empty" />;

  // newest first: what an auditor usually looks for
  const rows = withChanges(loaded.entries)
    .reverse()
    .map(({ entry, changes }) => ({
      entry,
      what: translate(`history.events.${entry.type}`, { _: entry.type }),
      details: changeLines(resource, changes, translate, names),
    }));
  return <HistoryTable rows={rows} noDetails="history.noChanges" />;
}

export default EntityHistory;
