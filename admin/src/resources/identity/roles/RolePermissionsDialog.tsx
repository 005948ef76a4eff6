import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, IconButton, Stack, Switch, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate, type Identifier } from 'react-admin';
import { API_BASE, http } from '../../../providers/httpClient';
import { checkState, parentIds, toggleMenu, type MenuOption } from './permissionTree';

interface RolePermissionsDialogProps {
  role: { id: Identifier; name: string } | null;
  onClose: () => void;
}

/** Assigns a role's menus and buttons on the menu tree (GET /menus/options, GET /roles/{id}/menuIds, PUT /roles/{id}/menus). */
export function RolePermissionsDialog({ role, onClose }: RolePermissionsDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [tree, setTree] = useState<MenuOption[] | null>(null);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [linked, setLinked] = useState(true);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!role) return;
    let current = true;
    setTree(null);
    Promise.all([http.json<MenuOption[]>(`${API_BASE}/menus/options`), http.json<number[]>(`${API_BASE}/roles/${role.id}/menuIds`)])
      .then(([menus, ids]) => {
        if (!current) return;
        setTree(menus.json);
        setChecked(new Set(ids.json));
        setExpanded(new Set(parentIds(menus.json)));
      })
      .catch((error: Error) => {
        if (current) notify(error.message, { type: 'error' });
      });
    return () => {
      current = false;
    };
  }, [role, notify]);

  const save = async () => {
    if (!role) return;
    setSaving(true);
    try {
      await http.json(`${API_BASE}/roles/${role.id}/menus`, { method: 'PUT', body: JSON.stringify([...checked]) });
      notify('resources.roles.perms.saved', { type: 'success' });
      onClose();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };


  const renderNode = (node: MenuOption, depth: number) => {
    const state = checkState(node, checked, linked);
    const hasChildren = !!node.children?.length;
    const isOpen = expanded.has(node.value);
    return (
      <Box key={node.value}>
        <Stack direction="row" alignItems="center" sx={{ pl: depth * 3 }}>
          {hasChildren ? (
            <IconButton
              size="small"
              aria-label={node.label}
              aria-expanded={isOpen}
              onClick={() =>
                setExpanded((open) => {
                  const next = new Set(open);
                  if (isOpen) next.delete(node.value);
                  else next.add(node.value);
                  return next;
                })
              }
            >
              {isOpen ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
            </IconButton>
          ) : (
            <Box sx={{ width: 34 }} />
          )}
          <FormControlLabel
            control={
              <Checkbox
                size="small"
                checked={state === 'checked'}
                indeterminate={state === 'partial'}
                onChange={() => setChecked((current) => toggleMenu(tree ?? [], current, node.value, linked))}
              />
            }
            label={node.label}
          />
        </Stack>
        {hasChildren && isOpen && node.children!.map((child) => renderNode(child, depth + 1))}
      </Box>
    );
  };

  return (
    <Dialog open={role !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('resources.roles.perms.title', { name: role?.name ?? '' })}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <FormControlLabel control={<Switch checked={linked} onChange={(event) => setLinked(event.target.checked)} />} label={translate('resources.roles.perms.linked')} />
          <Button size="small" onClick={() => setExpanded(new Set(parentIds(tree ?? [])))}>
            {translate('resources.roles.perms.expandAll')}
          </Button>
          <Button size="small" onClick={() => setExpanded(new Set())}>
            {translate('resources.roles.perms.collapseAll')}
          </Button>
        </Stack>
        {tree === null ? (
          <CircularProgress size={24} />
        ) : tree.length === 0 ? (
          <Typography>{translate('resources.roles.perms.empty')}</Typography>
        ) : (
          tree.map((node) => renderNode(node, 0))
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.roles.actions.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving || tree === null}>
          {translate('resources.roles.actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
