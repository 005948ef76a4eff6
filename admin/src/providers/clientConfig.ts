import { createClientConfigLoader } from '@jobmarket/contracts/platform/clientConfigLoader';

/** This deployment's variant, realtime endpoints and Chinese-edition flag, from the api (one build serves every deployment). */
export const clientConfig = createClientConfigLoader(async (path) => {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  return response.json();
});
