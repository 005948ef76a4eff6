import { useEffect, useState } from 'react';

/** A blob: URL for `blob` while the component shows it, revoked afterwards (created in the effect, so StrictMode's re-run gets its own). */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}
