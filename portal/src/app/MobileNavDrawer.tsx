import { Box, Divider, Drawer, List, ListItemButton, ListItemText } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { useI18n } from '../i18n/I18nContext';
import type { NavItem } from './PublicLayout';

/** The navigation on narrow screens; loaded when first opened, since the home's first paint never shows it. */
export const MobileNavDrawer = ({ items, open, onClose }: { items: readonly NavItem[]; open: boolean; onClose: () => void }) => {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <Drawer open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('portal.nav.main')} sx={{ width: 260 }} onClick={onClose}>
        <List>
          {items.map((item) => (
            <ListItemButton key={item.label} component={RouterLink} to={item.to} selected={pathname === item.to}>
              <ListItemText primary={t(item.label)} />
            </ListItemButton>
          ))}
        </List>
        <Divider />
      </Box>
    </Drawer>
  );
};

export default MobileNavDrawer;
