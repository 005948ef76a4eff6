import { Button } from '@mui/material';
import { useNotify } from '../../../app/Notifier';
import { useI18n } from '../../../i18n/I18nContext';
import { ShareIcon } from './detailIcons';

/** Shares the page's address: the system's share sheet where there is one (phones), else copied to the clipboard. */
export const ShareButton = ({ title }: { title: string }) => {
  const { t } = useI18n();
  const notify = useNotify();

  async function share(): Promise<void> {
    const url = window.location.href.split('#')[0]!;
    if (typeof navigator.share === 'function') {
      // closing the sheet rejects: nothing to say about that
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notify(t('jobPage.linkCopied'), 'success');
    } catch {
      notify(t('jobPage.copyFailed', { url }), 'error');
    }
  }

  return (
    <Button variant="outlined" size="large" startIcon={<ShareIcon />} onClick={() => void share()}>
      {t('jobPage.share')}
    </Button>
  );
};
