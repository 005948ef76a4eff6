import type { UserProfile } from '@jobmarket/contracts';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useRef } from 'react';
import { useI18n } from '../../../i18n/I18nContext';
import { ProfileAvatar } from './ProfileAvatar';
import { useAvatarChange } from './useAvatarChange';

/** The user's avatar with a "Change avatar" button that picks a JPG/PNG and makes it the new avatar. */
export const AvatarEditor = ({ profile, onChanged }: { profile: UserProfile; onChanged: () => Promise<unknown> }) => {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const { isUploading, change } = useAvatarChange(profile, onChanged);
  const label = t('profile.changeAvatar');

  const pick = (file: File | undefined) => {
    // cleared at once so that picking the same file again still reports a change
    if (input.current) input.current.value = '';
    if (file) void change(file);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'center', mb: 2 }} aria-busy={isUploading}>
      <ProfileAvatar name={profile.nickname || profile.username} url={profile.avatar} alt={t('portal.fields.avatar')} />
      <Button
        size="small"
        disabled={isUploading}
        startIcon={isUploading ? <CircularProgress size={16} color="inherit" aria-label={label} /> : null}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input ref={input} type="file" accept="image/jpeg,image/png" hidden aria-label={label} onChange={(event) => pick(event.target.files?.[0])} />
    </Stack>
  );
};
