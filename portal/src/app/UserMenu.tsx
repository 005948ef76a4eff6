import { Avatar, Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useI18n } from '../i18n/I18nContext';
import { useSession } from '../session/SessionContext';
import { useHasOpened } from './useHasOpened';

// the menu's code loads on the first click: the first paint shows only the button
const UserMenuList = lazy(() => import('./UserMenuList'));

/** The signed-in visitor's name, with their home, notices, profile and sign-out. */
export const UserMenu = () => {
  const { t } = useI18n();
  const { me } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hasOpened = useHasOpened(anchor !== null);
  const name = me?.nickname || me?.username || '';
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
      {hasOpened && (
        <Suspense fallback={null}>
          <UserMenuList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
};

export default UserMenu;
