import express, { Router } from 'express';
import swaggerUiDist from 'swagger-ui-dist';

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>JobMarket API</title>
<link rel="stylesheet" href="./swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="./swagger-ui-bundle.js"></script><script src="./init.js"></script></body></html>`;

// a file, not an inline script, so the page works under our CSP
const init = `window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#swagger-ui' });`;

/** Swagger UI served from node_modules (no CDN) at /api/v1/docs/. */
export function apiDocsRouter(): Router {
  const router = Router();
  router.get('/', (req, res, next) => {
    if (!req.originalUrl.endsWith('/')) return res.redirect(301, `${req.baseUrl}/`);
    res.type('html').send(page);
    void next;
  });
  router.get('/init.js', (_req, res) => {
    res.type('application/javascript').send(init);
  });
  router.use(express.static(swaggerUiDist.getAbsoluteFSPath(), { index: false }));
  return router;
}
