/**
 * The playground and taxonomy browser at `/`: plain HTML, CSS and JavaScript from the
 * repository's `web/` folder, with no build step. The page calls the API with the
 * credentials the user types in, from the same origin.
 */
import path from 'node:path';
import { projectRoot } from '../../native-index/data-folder.js';
import { StaticFiles } from './static-files.js';

export const SITE_ASSETS = '/assets';

export const siteFiles = new StaticFiles(
  path.join(projectRoot, 'web'),
  [
    'index.html',
    'playground.js',
    'explanations.js',
    'highlight.js',
    'taxonomy.js',
    'api-client.js',
    'playground.css',
  ],
  {
    // Revalidated on every load (by ETag), so that a new release shows at once.
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy':
      "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  },
);
