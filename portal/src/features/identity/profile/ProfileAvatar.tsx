import { storedFileIdOf } from '@jobmarket/contracts';
import { Avatar } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useObjectUrl } from '../../../app/useObjectUrl';
import { API_BASE } from '../../../session/apiClient';
import { useSession } from '../../../session/SessionContext';

export const avatarPictureKey = (url: string) => ['avatar', url] as const;

const isStored = (url: string | null | undefined): url is string => url != null && storedFileIdOf(url) !== undefined;

/**
 * The user's picture, or the first letter of their name when they have none (or while it loads). An uploaded picture
 * (`/api/v1/files/{id}`) is fetched with the Authorization header, which an <img src> cannot send.
 */
export const ProfileAvatar = ({ name, url, alt, size = 72 }: { name: string; url: string | null | undefined; alt: string; size?: number }) => {
  const { api } = useSession();
  const picture = useQuery({
    queryKey: avatarPictureKey(url ?? ''),
    queryFn: () => api.blob(url!.slice(API_BASE.length)),
    enabled: isStored(url),
    staleTime: Infinity,
  });
  const objectUrl = useObjectUrl(picture.data);
  const src = isStored(url) ? objectUrl : url || undefined;
  return (
    <Avatar {...(src ? { src } : {})} alt={alt} sx={{ width: size, height: size, fontSize: size / 2.6, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
};
