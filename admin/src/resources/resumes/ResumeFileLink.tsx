import AttachFileIcon from '@mui/icons-material/AttachFile';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ResumeFileView } from '@jobmarket/contracts/resumes/views';
import { Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePrivateFile } from '../registration/privateFile';

/**
 * A file of a resume (attachment, original PDF) as a link that opens it in a new tab. The api serves it only with the
 * staff's token, which a plain link cannot send: the bytes are fetched with it and linked as an object URL.
 */
export function ResumeFileLink({ file }: { file: ResumeFileView }) {
  const translate = useTranslate();
  const loaded = usePrivateFile(file.url);
  if (loaded.status === 'loading') {
    return (
      <Typography variant="body2" color="text.secondary" aria-busy="true">
        {translate('resources.resumes.files.loading', { name: file.name })}
      </Typography>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <Typography variant="body2" color="error" role="alert">
        {translate('resources.resumes.files.loadFailed', { name: file.name })}
      </Typography>
    );
  }
  return (
    <Link
      href={loaded.objectUrl}
      target="_blank"
      rel="noopener"
      variant="body2"
      aria-label={translate('resources.resumes.files.open', { name: file.name })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
    >
      <AttachFileIcon fontSize="inherit" />
      {file.name}
      <OpenInNewIcon fontSize="inherit" />
    </Link>
  );
}

/** Several files, one link a line; a dash-like "None" when there are none. */
export function ResumeFileLinks({ files }: { files: readonly ResumeFileView[] }) {
  const translate = useTranslate();
  if (files.length === 0) return <>{translate('resources.resumes.files.none')}</>;
  return (
    <Typography component="ul" variant="body2" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
      {files.map((file) => (
        <li key={file.url}>
          <ResumeFileLink file={file} />
        </li>
      ))}
    </Typography>
  );
}
