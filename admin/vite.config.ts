import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In production the api serves this build at /admin/ on the same origin; in dev we proxy to it.
const apiOrigin = 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // one tiptap for ra-input-rich-text and its extensions: the install nests an older @tiptap/core under it that lacks
    // exports its newer extensions import, and two ProseMirror copies would not share one editor state
    dedupe: ['@tiptap/core', '@tiptap/pm'],
  },
  build: {
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
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
            { name: 'react-admin', test: /node_modules[\\/](react-admin|ra-(?!input-rich-text)[\w-]+)[\\/]/ },
            // loaded after sign-in by providers/realtime.ts (dynamic import); its own chunk keeps it off the first load
            { name: 'mqtt', test: /node_modules[\\/]mqtt[\\/]/ },
            // the notice editor (tiptap, ProseMirror), loaded when a notice form opens (React.lazy), not with the first page
            { name: 'rich-text', test: /node_modules[\\/](ra-input-rich-text|@tiptap|prosemirror-[\w-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs)[\\/]/ },
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
