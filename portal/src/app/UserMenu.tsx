import { Avatar, Button, Divider, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useI18n } from '../i18n/I18nContext';
import { useSession } from '../session/SessionContext';

/** The signed-in visitor's name, with their home, notices, profile and sign-out. */
export const UserMenu = () => {
  const { t } = useI18n();
  const { me, signOut } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = me?.nickname || me?.username || '';
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('portal.nav.userMenu')}
        startIcon={<Avatar sx={{ width: 28, height: 28, fontSize: 14 }}>{name.slice(0, 1).toUpperCase()}</Avatar>}
        sx={{ textTransform: 'none', maxWidth: 180, minWidth: 0 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={RouterLink} to="/home" onClick={close}>
          {t('portal.nav.myHome')}
        </MenuItem>
        <MenuItem component={RouterLink} to="/notices" onClick={close}>
          {t('portal.nav.notices')}
        </MenuItem>
        <MenuItem component={RouterLink} to="/profile" onClick={close}>
          {t('portal.nav.profile')}
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={async () => {
            close();
            await signOut();
            navigate('/');
          }}
        >
          {t('portal.nav.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
};
