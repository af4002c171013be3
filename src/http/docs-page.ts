/**
 * `/docs`: the API reference, Swagger UI over the same OpenAPI document as
 * /v2/openapi.json. Swagger UI's files are served from the installed swagger-ui-dist
 * package, so the page loads nothing from elsewhere; "Authorize" takes Basic credentials
 * and "Try it out" sends them.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { swaggerUI } from '@hono/swagger-ui';
import type { Context } from 'hono';
import type { Ctx, Env } from './context.js';
import { StaticFiles } from './static-files.js';

export const DOCS_ASSETS = '/docs/assets';

const swaggerDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

/** The files the page asks for, as @hono/swagger-ui names them under its base URL. */
export const docsAssets = new StaticFiles(
  swaggerDir,
  ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png'],
  { 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' },
);

export function docsPage(openapiUrl: string): (c: Ctx) => Promise<Response> {
  const handler = swaggerUI<Env>({
    url: openapiUrl,
    baseUrl: DOCS_ASSETS,
    title: 'Sortal API reference',
    persistAuthorization: true,
    tryItOutEnabled: false,
    displayRequestDuration: true,
    // Swagger UI would otherwise show a badge fetched from its public validator.
    validatorUrl: 'none',
  });
  // Ctx leaves the path type open (any); the handler wants it named.
  return async (c) => (await handler(c as Context<Env, string>, async () => {})) ?? c.notFound();
}
