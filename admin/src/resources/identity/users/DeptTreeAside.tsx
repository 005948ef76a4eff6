import { Card, List, ListItemButton, ListItemText } from '@mui/material';
import { useMemo } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { flattenDeptOptions, useDeptOptions } from '../departments/deptOptions';

/** The department tree beside the user list: choosing a department filters by it (and its sub-departments, on the api). */
export const DeptTreeAside = () => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const departments = useDeptOptions();
  const rows = useMemo(() => flattenDeptOptions(departments), [departments]);
  const selected = filterValues.deptId as number | undefined;
  const choose = (deptId: number | undefined) => {
    const { deptId: _previous, ...others } = filterValues;
    setFilters(deptId === undefined ? others : { ...others, deptId }, displayedFilters);
  };
  return (
    <Card sx={{ order: -1, mr: 1, mt: 2, minWidth: 150, alignSelf: 'flex-start' }}>
      <List dense aria-label={translate('resources.users.fields.deptId')}>
        <ListItemButton selected={selected === undefined} onClick={() => choose(undefined)}>
          <ListItemText primary={translate('resources.users.actions.allDepartments')} />
        </ListItemButton>
        {rows.map((row) => (
          <ListItemButton key={row.id} selected={selected === row.id} onClick={() => choose(row.id)} sx={{ pl: 2 + row.depth * 2 }}>
            <ListItemText primary={row.name} />
          </ListItemButton>
        ))}
      </List>
    </Card>
  );
};
