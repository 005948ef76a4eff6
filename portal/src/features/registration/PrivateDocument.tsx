import type { DocumentView } from '@jobmarket/contracts';
import { Box, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { PictureAsPdfIcon } from '../../app/icons';
import { useObjectUrl } from '../../app/useObjectUrl';
import { useI18n } from '../../i18n/I18nContext';
import { API_BASE } from '../../session/apiClient';
import { useSession } from '../../session/SessionContext';

/** A private document: fetched with the Authorization header (an <img src> cannot send it) and shown from a blob URL. */
export const PrivateDocument = ({ document }: { document: DocumentView }) => {
  const { t } = useI18n();
  const { api } = useSession();
  const path = document.url.startsWith(API_BASE) ? document.url.slice(API_BASE.length) : document.url;
  const file = useQuery({ queryKey: ['file', document.id], queryFn: () => api.blob(path), staleTime: Infinity });
  const url = useObjectUrl(file.data);
  const isImage = file.data?.type.startsWith('image/');
  return (
    <Box sx={{ width: 120, textAlign: 'center' }}>
      <Link href={url} target="_blank" rel="noopener" underline="hover" sx={{ display: 'block' }}>
        {isImage && url ? (
          <img src={url} alt={document.name} style={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 6 }} />
        ) : (
          <Box sx={{ height: 90, display: 'flex', alignItems: 'center', justifyContent: 'center', border: 1, borderColor: 'divider', borderRadius: 1.5 }}>
            {file.isError ? (
              <Typography variant="caption" color="error">
                {t('portal.audit.fileFailed')}
              </Typography>
            ) : (
              <PictureAsPdfIcon color="error" sx={{ fontSize: 48 }} />
            )}
          </Box>
        )}
        <Typography variant="caption" noWrap component="p" title={document.name}>
          {document.name}
        </Typography>
      </Link>
    </Box>
  );
};
