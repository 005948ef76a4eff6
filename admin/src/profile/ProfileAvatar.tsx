import { storedFileIdOf } from '@jobmarket/contracts';
import { Avatar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePrivateFile } from '../resources/registration/privateFile';
import { initialsOf } from './formValidation';

interface ProfileAvatarProps {
  name: string;
  src?: string | null;
  size?: number;
}

const Picture = ({ name, src, size = 72 }: ProfileAvatarProps) => {
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

/** An uploaded picture (`/api/v1/files/{id}`) is read with the Authorization header, which an <img src> cannot send. */
const StoredPicture = ({ url, ...props }: Omit<ProfileAvatarProps, 'src'> & { url: string }) => {
  const file = usePrivateFile(url);
  return <Picture {...props} src={file.status === 'loaded' ? file.objectUrl : null} />;
};

/** The user's picture, or their initials when they have none (or while it loads). */
export const ProfileAvatar = ({ src, ...props }: ProfileAvatarProps) =>
  src && storedFileIdOf(src) !== undefined ? <StoredPicture {...props} url={src} /> : <Picture {...props} src={src} />;
