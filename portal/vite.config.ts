import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In production the api serves this build at / on the same origin; in dev we proxy to it.
const apiOrigin = 'http://127.0.0.1:8080';

// `vite build --ssr` (the second half of `npm run build`): the server entry the api renders the public job and company
// pages with (api/src/modules/jobs/publicPages), beside the client build and never served to browsers. Everything is
// bundled in production mode, whatever NODE_ENV the api runs under: its markup (MUI's class names, React's) must be
// the production client build's, which it hydrates.
const serverBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  ssr: 'src/ssr/entry-server.tsx',
  target: 'node20',
  // one file: the api loads a rebuilt entry afresh, and no chunk of an older build can be shared with it
  rolldownOptions: { output: { inlineDynamicImports: true } },
};

export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  plugins: [react()],
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild ? serverBuild : {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code, so they get their own long-cached chunks.
        codeSplitting: {
          groups: [
            // a language's message files (the base and every context's, listed in contracts' i18n/messages/features, a context's parts one folder deeper)
            // as one chunk: a browser fetches the language it shows in one request and never the other three
            {
              name: (moduleId: string) => {
                const language = /[\\/]i18n[\\/]messages[\\/](?:features[\\/]\w+[\\/](?:\w+[\\/])?)?(en|zhCn|lo|th)\.ts$/.exec(moduleId)?.[1];
                return language ? `messages-${language}` : null;
              },
              test: /contracts[\\/]src[\\/]i18n[\\/]messages[\\/]/,
            },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // the styling engine every page needs; MUI's components go with the pages that use them
            { name: 'emotion', test: /node_modules[\\/](@emotion|@mui[\\/](system|styled-engine|utils|private-theming))[\\/]/ },
            // only what every page needs; zod, mqtt.js and the rest stay in the lazy chunks that import them
            { name: 'vendor', test: /node_modules[\\/]@tanstack[\\/]/ },
            // the rest of what the first page imports statically, as one chunk: the lazy chrome and pages share pieces
            // of it, and left to itself the splitter cuts it into ~35 small chunks that gzip 13 KB worse in total
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiOrigin,
      '/mqtt': { target: apiOrigin, ws: true },
    },
  },
}));
