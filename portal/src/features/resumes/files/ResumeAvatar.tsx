import { Avatar } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useObjectUrl } from '../../../app/useObjectUrl';
import { useSession } from '../../../session/SessionContext';
import { apiPathOf } from './resumeFileUrls';

/**
 * A resume's photo, fetched with the session's token (an <img src> cannot send it); the name's first letter while it
 * loads, when there is none or when it cannot be read.
 */
export const ResumeAvatar = ({ name, url, alt, size = 64 }: { name: string; url: string | null; alt: string; size?: number }) => {
  const { api } = useSession();
  const picture = useQuery({
    // not under the resumes key: a saved edit refreshes the resume, and the same url is the same picture
    queryKey: ['resumePicture', url ?? ''],
    queryFn: () => api.blob(apiPathOf(url!)),
    enabled: url !== null,
    staleTime: Infinity,
    retry: false,
  });
  const src = useObjectUrl(picture.data);
  return (
    <Avatar {...(src ? { src } : {})} alt={alt} sx={{ width: size, height: size, fontSize: size / 2.6, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  );
};
