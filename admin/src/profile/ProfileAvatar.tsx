import { Avatar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { initialsOf } from './formValidation';

/** The user's picture, or their initials when they have none. */
export const ProfileAvatar = ({ name, src, size = 72 }: { name: string; src?: string | null; size?: number }) => {
  const translate = useTranslate();
  return (
    <Avatar
      {...(src ? { src } : {})}
      alt={translate('admin.profile.account.avatar', { name })}
      sx={{ width: size, height: size, fontSize: size / 2.6, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      {initialsOf(name)}
    </Avatar>
  );
};
