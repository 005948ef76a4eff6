import { useEffect, useState } from 'react';
import { clientConfig } from './clientConfig';

/**
 * The zone the api states its `YYYY-MM-DD HH:mm:ss` times in (client config), so ISO instants shown beside them read
 * alike; undefined until known, or when the config cannot be read (the browser's zone then).
 */
export function useServerTimeZone(): string | undefined {
  const [timeZone, setTimeZone] = useState<string>();
  useEffect(() => {
    let isCurrent = true;
    clientConfig()
      .then((config) => isCurrent && setTimeZone(config.timeZone))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);
  return timeZone;
}
