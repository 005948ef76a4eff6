import { Box, Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router';
import { useMenuPlace } from './useMenuPlace';

/** The menu trail down to this page (a breadcrumb of the menu's entries) and the route it answers: path and query. */
export const MenuPlace = () => {
  const translate = useTranslate();
  const { pathname, search } = useLocation();
  const { trail, titleOf } = useMenuPlace();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h2">
        {translate('demoBasics.multiLevel.trail')}
      </Typography>
      <Breadcrumbs aria-label={translate('demoBasics.multiLevel.trail')}>
        {trail.map((entry, index) =>
          index === trail.length - 1 ? (
            <Typography key={entry.key} color="text.primary" aria-current="page">
              {titleOf(entry)}
            </Typography>
          ) : entry.to ? (
            <Link key={entry.key} component={RouterLink} to={entry.to} underline="hover" color="inherit">
              {titleOf(entry)}
            </Link>
          ) : (
            <Typography key={entry.key} color="text.secondary">
              {titleOf(entry)}
            </Typography>
          ),
        )}
      </Breadcrumbs>
      <Typography variant="subtitle2" component="h2">
        {translate('demoBasics.multiLevel.route')}
      </Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {translate('demoBasics.multiLevel.path', { path: pathname })}
      </Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {search ? translate('demoBasics.multiLevel.query', { query: search }) : translate('demoBasics.multiLevel.noQuery')}
      </Typography>
    </Box>
  );
};
