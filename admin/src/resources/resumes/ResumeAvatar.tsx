import { Avatar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePrivateFile } from '../registration/privateFile';

const SIZE = 96;

/** The avatar as the api serves it to staff (with the token, as an object URL). */
function LoadedAvatar({ url, name }: { url: string; name: string }) {
  const translate = useTranslate();
  const picture = usePrivateFile(url);
  return (
    <Avatar
      src={picture.status === 'loaded' ? picture.objectUrl : undefined}
      alt={translate('resources.resumes.avatar.alt', { name })}
      aria-busy={picture.status === 'loading'}
      sx={{ width: SIZE, height: SIZE }}
    >
      {name.slice(0, 1)}
    </Avatar>
  );
}

/** A resume's photo, or its name's first letter when it has none. */
export function ResumeAvatar({ url, name }: { url: string | null; name: string }) {
  const translate = useTranslate();
  if (url) return <LoadedAvatar url={url} name={name} />;
  return (
    <Avatar aria-label={translate('resources.resumes.avatar.none')} sx={{ width: SIZE, height: SIZE }}>
      {name.slice(0, 1)}
    </Avatar>
  );
}
