import { useEffect, useState } from 'react';
import { http } from '../../providers/httpClient';

export type PrivateFile = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; objectUrl: string; contentType: string };

export const isImage = (contentType: string) => contentType.startsWith('image/');
export const isPdf = (contentType: string) => contentType.startsWith('application/pdf');

/**
 * A stored file only its owner and auditors may read (`GET /files/{id}`): fetched with the Authorization header, which
 * an <img src> cannot send, and shown through an object URL that is revoked when the viewer goes away.
 */
export function usePrivateFile(url: string): PrivateFile {
  const [file, setFile] = useState<PrivateFile>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | undefined;
    setFile({ status: 'loading' });
    http
      .blob(url, { signal: controller.signal })
      .then(({ blob, headers }) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setFile({ status: 'loaded', objectUrl, contentType: blob.type || headers.get('Content-Type') || '' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFile({ status: 'failed' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  return file;
}
