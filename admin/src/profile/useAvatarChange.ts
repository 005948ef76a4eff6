import { changeAvatar, FILES_PATH, REGISTRATION_FILE_MAX_MB, type UploadedFile } from '@jobmarket/contracts';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import { avatarFailureMessage } from './avatarFile';
import { PROFILE_URL, type Profile } from './useProfile';

const avatarApi = {
  upload: async (body: FormData) => (await httpClient(FILES_PATH, { method: 'POST', body })).json as UploadedFile,
  saveProfile: (profile: object) => httpClient(PROFILE_URL, { method: 'PUT', body: JSON.stringify(profile) }),
  deleteUpload: (url: string) => httpClient(`${FILES_PATH}?${new URLSearchParams({ filePath: url })}`, { method: 'DELETE' }),
};

/** Changes the signed-in user's avatar (contracts' `changeAvatar`) and says how it went. Any failure keeps the old one. */
export function useAvatarChange(profile: Profile, onChanged: () => void) {
  const notify = useNotify();
  const [isUploading, setUploading] = useState(false);

  const change = async (file: File) => {
    setUploading(true);
    const result = await changeAvatar(file, profile, avatarApi);
    setUploading(false);
    if (result.outcome === 'refused') {
      if (result.problem === 'size') notify('registration.files.tooLargeLimit', { type: 'error', messageArgs: { size: REGISTRATION_FILE_MAX_MB } });
      else notify('registration.files.imagesOnly', { type: 'error' });
      return;
    }
    if (result.outcome === 'failed') {
      notify(avatarFailureMessage(result.error), { type: 'error' });
      return;
    }
    notify('profile.avatarUpdated', { type: 'success' });
    onChanged();
  };

  return { isUploading, change };
}
