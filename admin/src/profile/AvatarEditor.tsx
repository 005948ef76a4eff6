import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Box, CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { ProfileAvatar } from './ProfileAvatar';
import { useAvatarChange } from './useAvatarChange';
import type { Profile } from './useProfile';

const AVATAR_SIZE = 72;

/** The user's avatar with a camera button over its corner that picks a JPG/PNG and makes it the new avatar. */
export const AvatarEditor = ({ profile, onChanged }: { profile: Profile; onChanged: () => void }) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const { isUploading, change } = useAvatarChange(profile, onChanged);
  const label = translate('profile.changeAvatar');

  const pick = (file: File | undefined) => {
    // cleared at once so that picking the same file again still reports a change
    if (input.current) input.current.value = '';
    if (file) void change(file);
  };

  return (
    <Box sx={{ position: 'relative', width: AVATAR_SIZE, height: AVATAR_SIZE }} aria-busy={isUploading}>
      <ProfileAvatar name={profile.nickname || profile.username} src={profile.avatar} size={AVATAR_SIZE} />
      {isUploading && (
        <CircularProgress size={AVATAR_SIZE + 8} thickness={2} aria-label={label} sx={{ position: 'absolute', top: -4, left: -4 }} />
      )}
      <Tooltip title={label}>
        {/* a span, so that the tooltip still works while the button is disabled */}
        <Box component="span" sx={{ position: 'absolute', right: -6, bottom: -6 }}>
          <IconButton
            size="small"
            aria-label={label}
            disabled={isUploading}
            onClick={() => input.current?.click()}
            sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', '&:hover': { bgcolor: 'background.paper' } }}
          >
            <PhotoCameraIcon fontSize="small" />
          </IconButton>
        </Box>
      </Tooltip>
      <input ref={input} type="file" accept="image/jpeg,image/png" hidden aria-label={label} onChange={(event) => pick(event.target.files?.[0])} />
    </Box>
  );
};
