import { type UploadProblem, uploadProblemOf, uploadRules } from '../registration/uploads';
import type { UploadedFile } from '../registration/views';

/** How a front end reaches the api for an avatar change (each app has its own http client). */
export interface AvatarTransport {
  /** `POST /files` with the multipart field `file`. */
  upload(form: FormData): Promise<UploadedFile>;
  /** `PUT /users/profile`. */
  saveProfile(profile: { nickname: string; gender: number; avatar: string }): Promise<unknown>;
  /** `DELETE /files?filePath=`. */
  deleteUpload(url: string): Promise<unknown>;
}

export type AvatarChange = { outcome: 'changed'; uploaded: UploadedFile } | { outcome: 'refused'; problem: UploadProblem } | { outcome: 'failed'; error: unknown };

/**
 * The signed-in user's new avatar: the picked file is checked by its bytes and size, uploaded, then saved as the avatar
 * with the nickname and gender unchanged. Any failure keeps the old avatar, and an upload no profile took is deleted
 * again (the api keeps one that did become the avatar).
 */
export async function changeAvatar(file: File, profile: { nickname: string; gender: number }, api: AvatarTransport): Promise<AvatarChange> {
  const problem = await uploadProblemOf(file, uploadRules.avatar);
  if (problem) return { outcome: 'refused', problem };
  let uploaded: UploadedFile | undefined;
  try {
    const form = new FormData();
    form.append('file', file, file.name);
    uploaded = await api.upload(form);
    await api.saveProfile({ nickname: profile.nickname, gender: profile.gender, avatar: uploaded.url });
    return { outcome: 'changed', uploaded };
  } catch (error) {
    if (uploaded) void api.deleteUpload(uploaded.url).catch(() => undefined);
    return { outcome: 'failed', error };
  }
}
