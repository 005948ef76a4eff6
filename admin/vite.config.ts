import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In production the api serves this build at /admin/ on the same origin; in dev we proxy to it.
const apiOrigin = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code, so they get their own long-cached chunks.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
            { name: 'react-admin', test: /node_modules[\\/](react-admin|ra-[\w-]+)[\\/]/ },
            // loaded after sign-in by providers/realtime.ts (dynamic import); its own chunk keeps it off the first load
            { name: 'mqtt', test: /node_modules[\\/]mqtt[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: {
      '/api': apiOrigin,
      '/mqtt': { target: apiOrigin, ws: true },
    },
  },
});
