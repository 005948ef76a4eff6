import { changeAvatar, REGISTRATION_FILE_MAX_MB, type UploadedFile, type UserProfile } from '@jobmarket/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from '../../../app/Notifier';
import { useI18n } from '../../../i18n/I18nContext';
import { ApiError } from '../../../session/apiClient';
import { useSession } from '../../../session/SessionContext';
import { avatarPictureKey } from './ProfileAvatar';

/** Changes the signed-in user's avatar (contracts' `changeAvatar`) and says how it went. Any failure keeps the old one. */
export function useAvatarChange(profile: UserProfile, onChanged: () => Promise<unknown>) {
  const { t } = useI18n();
  const { api } = useSession();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [isUploading, setUploading] = useState(false);

  const avatarApi = {
    upload: (form: FormData) => api.request<UploadedFile>('/files', { method: 'POST', form }),
    saveProfile: (json: object) => api.request('/users/profile', { method: 'PUT', json }),
    deleteUpload: (url: string) => api.request(`/files?${new URLSearchParams({ filePath: url })}`, { method: 'DELETE' }),
  };

  const change = async (file: File) => {
    setUploading(true);
    const result = await changeAvatar(file, profile, avatarApi);
    if (result.outcome !== 'changed') {
      setUploading(false);
      if (result.outcome === 'refused') notify(t(result.problem === 'size' ? 'portal.files.tooLarge' : 'portal.files.onlyImages', { size: `${REGISTRATION_FILE_MAX_MB} MB` }), 'error');
      else notify(result.error instanceof ApiError ? result.error.fieldErrors.avatar || result.error.message : t('profile.avatarUploadFailed'), 'error');
      return;
    }
    // the picture is the file just sent: no need to download it again
    queryClient.setQueryData(avatarPictureKey(result.uploaded.url), file);
    await onChanged();
    setUploading(false);
    notify(t('profile.avatarUpdated'), 'success');
  };

  return { isUploading, change };
}
