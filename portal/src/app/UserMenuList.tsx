import { roleCodes } from '@jobmarket/contracts/identity/roles';
import { Divider, Menu, MenuItem } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useI18n } from '../i18n/I18nContext';
import { useSession } from '../session/SessionContext';
import { COUNSELOR_ROLE } from '../features/counseling/counselorRole';
import { counselingPaths, dashboardPaths, deliveryPaths, resumePaths, schoolMeetingPaths, seekerMeetingPaths, vipPaths } from './paths';

/** The user menu's drop-down, a chunk of its own: my home, notices, profile, a seeker's resumes, applications and job fairs, a school's job fairs, a publisher's applications received and VIP membership, sign out. */
export const UserMenuList = ({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) => {
  const { t } = useI18n();
  const { signOut, me } = useSession();
  const navigate = useNavigate();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <MenuItem component={RouterLink} to={dashboardPaths.home} onClick={onClose}>
        {t('portal.nav.myHome')}
      </MenuItem>
      <MenuItem component={RouterLink} to={dashboardPaths.myNotice} onClick={onClose}>
        {t('portal.nav.notices')}
      </MenuItem>
      <MenuItem component={RouterLink} to={dashboardPaths.profile} onClick={onClose}>
        {t('portal.nav.profile')}
      </MenuItem>
      {me?.roles.includes(roleCodes.seeker) && (
        <MenuItem component={RouterLink} to={resumePaths.mine} onClick={onClose}>
          {t('portal.resumes.nav.myResumes')}
        </MenuItem>
      )}
      {me?.roles.includes(roleCodes.seeker) && (
        <MenuItem component={RouterLink} to={deliveryPaths.mine} onClick={onClose}>
          {t('portal.delivery.nav.mine')}
        </MenuItem>
      )}
      {me?.roles.includes(roleCodes.seeker) && (
        <MenuItem component={RouterLink} to={seekerMeetingPaths.upcoming} onClick={onClose}>
          {t('portal.meetings.seeker.nav')}
        </MenuItem>
      )}
      {me?.roles.includes(roleCodes.seeker) && (
        <MenuItem component={RouterLink} to={counselingPaths.directory} onClick={onClose}>
          {t('portal.counseling.nav.directory')}
        </MenuItem>
      )}
      {me?.roles.includes(COUNSELOR_ROLE) && (
        <MenuItem component={RouterLink} to={counselingPaths.home} onClick={onClose}>
          {t('portal.counseling.nav.counselorHome')}
        </MenuItem>
      )}
      {me?.roles.includes(roleCodes.schoolAdmin) && (
        <MenuItem component={RouterLink} to={schoolMeetingPaths.mine} onClick={onClose}>
          {t('portal.meetings.school.nav')}
        </MenuItem>
      )}
      {me?.roles.includes(roleCodes.publisher) && (
        <MenuItem component={RouterLink} to={deliveryPaths.received} onClick={onClose}>
          {t('portal.delivery.nav.received')}
        </MenuItem>
      )}
      {me?.roles.includes(roleCodes.publisher) && (
        <MenuItem component={RouterLink} to={vipPaths.home} onClick={onClose}>
          {t('portal.vip.link')}
        </MenuItem>
      )}
      <Divider />
      <MenuItem
        onClick={async () => {
          onClose();
          await signOut();
          navigate('/');
        }}
      >
        {t('portal.nav.signOut')}
      </MenuItem>
    </Menu>
  );
};

export default UserMenuList;
