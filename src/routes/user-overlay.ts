/**
 * Client overlays uploaded over the API (admin accounts only; src/overlays/): upload,
 * list with whether the served index version holds each upload, read and delete.
 */
import { z } from 'zod';
import { defineRoute } from '../http/route.js';

/** A node as stored; its children (`nodes`) have the same shape (the OpenAPI document has no recursive schemas). */
const node = z.object({
  id: z.string(),
  name: z.string(),
  positive_vocab: z.array(z.string()),
  negative_vocab: z.array(z.string()),
  nodes: z.array(z.record(z.string(), z.unknown())).optional(),
});

const row = z.object({ category: z.string(), node_id: z.string(), node_path: z.string() });

const status = z.object({
  account: z.string(),
  name: z.string(),
  kind: z.enum(['taxonomy', 'mapping']),
  size: z.number().int(),
  upload_id: z.string(),
  uploaded_at: z.string(),
  uploaded_by: z.string(),
  in_index: z.boolean(),
  index_version: z.string().nullable(),
});

export const userOverlayRoutes = [
  defineRoute({
    method: 'POST',
    path: '/user/overlay',
    area: 'user',
    operation: 'api.user.overlay.create',
    summary:
      'Upload a client overlay for an account (a client taxonomy or a mapping); it joins the next index version',
    // The tree and the rows are checked by validateOverlayUpload, whose errors name the node or row.
    body: z.object({
      account: z.string(),
      name: z.string(),
      nodes: z.array(z.unknown()).optional(),
      mapping: z.array(z.unknown()).optional(),
    }),
    response: z.object({ overlay: status }),
    handler: async ({ account, services, body }) => ({
      overlay: await services.overlayUploads.upload(account, body),
    }),
  }),
  defineRoute({
    method: 'GET',
    path: '/user/overlays',
    area: 'user',
    operation: 'api.user.overlays',
    summary: 'List uploaded client overlays, and whether the served index version holds each',
    query: z.object({ account: z.string().max(64).optional() }),
    response: z.object({ overlays: z.array(status) }),
    handler: async ({ account, services, query }) => ({
      overlays: await services.overlayUploads.list(account, query.account),
    }),
  }),
  defineRoute({
    method: 'GET',
    path: '/user/overlay/:account/:name',
    area: 'user',
    operation: 'api.user.overlay',
    summary: 'Read an uploaded client overlay as stored',
    response: z.object({
      overlay: z.object({
        account: z.string(),
        name: z.string(),
        upload_id: z.string(),
        uploaded_at: z.string(),
        uploaded_by: z.string(),
        nodes: z.array(node).optional(),
        mapping: z.array(row).optional(),
      }),
    }),
    handler: async ({ account, services, params }) => ({
      overlay: await services.overlayUploads.read(account, params.account ?? '', params.name ?? ''),
    }),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/user/overlay/:account/:name',
    area: 'user',
    operation: 'api.user.overlay',
    summary: 'Delete an uploaded client overlay; the next index version leaves it out',
    response: z.object({ result: z.literal(true) }),
    handler: async ({ account, services, params }) => {
      await services.overlayUploads.remove(account, params.account ?? '', params.name ?? '');
      return { result: true as const };
    },
  }),
];
