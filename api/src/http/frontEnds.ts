import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';

export interface FrontEndPaths {
  adminDist: string;
  portalDist: string;
}

function indexSender(dist: string, name: string) {
  const index = path.join(dist, 'index.html');
  return (req: Request, res: Response) => {
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send(`The ${name} is not built yet: run \`npm run build\` (npm start does this for you).`);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  };
}

/**
 * Serves the built admin at /admin/ and the portal at /, each with a history-mode fallback to its index.html.
 * Hashed assets are cached for a year; index.html never, so a deploy shows at once.
 */
export function serveFrontEnds(app: Express, { adminDist, portalDist }: FrontEndPaths): void {
  const assets = { immutable: true, maxAge: '1y', index: false } as const;
  app.use('/admin/assets', express.static(path.join(adminDist, 'assets'), assets));
  app.use('/admin', express.static(adminDist, { index: false }));
  app.get(/^\/admin(\/.*)?$/, indexSender(adminDist, 'admin'));
  app.use('/assets', express.static(path.join(portalDist, 'assets'), assets));
  app.use(express.static(portalDist, { index: false }));
  // everything that is not the api or the realtime endpoint is a portal route
  app.get(/^\/(?!api\/|api$|mqtt$|healthz$|readyz$).*/, indexSender(portalDist, 'portal'));
}
