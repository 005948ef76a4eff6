import { fileUrlOf } from '@jobmarket/contracts';
import { API_BASE } from '../../../session/apiClient';

// a stored file's id as `POST /files` made it (the form's schema accepts exactly these)
const FILE_ID = /\/files\/([0-9a-f-]{36})$/i;

/** The api path of a file url a view carries (`/api/v1/…` → `/…`), for the session's own fetch. */
export const apiPathOf = (url: string): string => (url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url);

/**
 * The form's url of a file a resume already holds: views serve it under the resume (`/api/v1/resumes/{id}/files/{fileId}`,
 * its access rule), the form sends the upload's own url (`/api/v1/files/{fileId}`, which the api checks is the seeker's).
 */
export function uploadUrlOf(url: string): string {
  const id = FILE_ID.exec(url.split(/[?#]/)[0] ?? '')?.[1];
  return id ? fileUrlOf(id) : url;
}
