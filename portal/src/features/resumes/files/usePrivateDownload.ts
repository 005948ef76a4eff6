import { useState } from 'react';
import { useNotify } from '../../../app/Notifier';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { useSession } from '../../../session/SessionContext';
import { apiPathOf } from './resumeFileUrls';
import { saveBlob } from './saveBlob';

/**
 * Downloads a private file of a resume with the session's token (a plain link could not send it) and says when it
 * fails. `isDownloading` names the url being fetched.
 */
export function usePrivateDownload() {
  const { t } = useI18n();
  const { api } = useSession();
  const notify = useNotify();
  const [isDownloading, setDownloading] = useState<string | null>(null);

  async function download(url: string, fileName: string) {
    setDownloading(url);
    try {
      saveBlob(await api.blob(apiPathOf(url)), fileName);
    } catch (error) {
      notify(error instanceof ApiError ? error.message : t('portal.resumes.common.downloadFailed'), 'error');
    } finally {
      setDownloading(null);
    }
  }

  return { download, isDownloading };
}
