import PersonIcon from '@mui/icons-material/Person';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router';
import type { MenuNode } from '../layout/menu/menuTree';

export const PROFILE_PATH = '/profile';

/** The profile page in the menu tree (spec §2: hidden, user icon), so its tab is titled in every language. */
export const profileMenuItem: MenuNode = { path: PROFILE_PATH, label: 'menus.profile', icon: PersonIcon, hidden: true };

/** The user menu's way to the profile page. */
export const ProfileMenuItem = () => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={PROFILE_PATH} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('admin.profile.userMenu')}</ListItemText>
    </MenuItem>
  );
};
