import { isEnvelope } from '../providers/envelope';

const AVATAR_UPLOAD_FAILED = 'profile.avatarUploadFailed';

/**
 * What to tell the user when the upload or the save failed: the api's reason for refusing the avatar, else its `msg`;
 * "Avatar upload failed" when there was no answer to read (network, timeout) or it said nothing.
 */
export function avatarFailureMessage(error: unknown): string {
  const body = (error as { body?: unknown } | null | undefined)?.body;
  if (!isEnvelope(body)) return AVATAR_UPLOAD_FAILED;
  const avatarError = (body as { errors?: Record<string, unknown> }).errors?.avatar;
  if (typeof avatarError === 'string' && avatarError) return avatarError;
  return body.msg || AVATAR_UPLOAD_FAILED;
}
