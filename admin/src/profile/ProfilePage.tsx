import { Alert, Box, LinearProgress } from '@mui/material';
import { useState } from 'react';
import { Title, useAuthProvider, useGetIdentity, useTranslate } from 'react-admin';
import type { AdminAuthProvider } from '../auth/authProvider';
import { AccountInfoCard } from './AccountInfoCard';
import { ProfileEditDialog } from './ProfileEditDialog';
import { SecuritySettingsCard } from './SecuritySettingsCard';
import { useProfile } from './useProfile';

/** /profile (spec §2, a hidden child of the dashboard): account info and security settings of the signed-in user. */
export const ProfilePage = () => {
  const translate = useTranslate();
  const { profile, error, reload } = useProfile();
  const [isEditing, setEditing] = useState(false);
  const authProvider = useAuthProvider<AdminAuthProvider>();
  const { refetch: refetchIdentity } = useGetIdentity();
  const onProfileSaved = () => {
    reload();
    // the app bar shows the nickname and the avatar, the watermark the nickname: read them again
    void authProvider?.refreshIdentity().then(() => refetchIdentity());
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="menus.profile" />
      {error && !profile ? <Alert severity="error">{translate((error as Error).message || 'admin.errors.generic', { _: (error as Error).message })}</Alert> : null}
      {!profile && !error ? <LinearProgress /> : null}
      {profile ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 1fr) 2fr' }, alignItems: 'start' }}>
          <AccountInfoCard profile={profile} onEdit={() => setEditing(true)} onAvatarChanged={onProfileSaved} />
          <SecuritySettingsCard profile={profile} onChanged={reload} />
          <ProfileEditDialog profile={profile} open={isEditing} onClose={() => setEditing(false)} onSaved={onProfileSaved} />
        </Box>
      ) : null}
    </Box>
  );
};
