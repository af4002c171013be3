import { z } from 'zod';
import type { RouteSpec } from './route.js';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _s, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
}

const errorSchema = {
  type: 'object',
  properties: {
    econtext: {
      type: 'object',
      properties: {
        error: {
          type: 'object',
          properties: {
            code: { type: 'string' },
            message: { type: 'string' },
            field: { type: 'string' },
          },
          required: ['code', 'message'],
        },
        signature: { $ref: '#/components/schemas/Signature' },
      },
    },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** OpenAPI 3.1 document generated from the same zod schemas that validate requests. */
export function buildOpenApiDocument(routes: RouteSpec[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = uniqueOperationIds(routes);
  for (const r of routes) {
    const openapiPath = r.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const parameters: unknown[] = [...r.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (r.query) {
      const q = jsonSchema(r.query, 'input') as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(q.properties ?? {})) {
        parameters.push({
          name,
          in: 'query',
          required: q.required?.includes(name) ?? false,
          schema,
        });
      }
    }
    const okBody = {
      type: 'object',
      properties: {
        econtext: {
          type: 'object',
          properties: {
            [r.area]: r.response ? jsonSchema(r.response, 'output') : {},
            signature: { $ref: '#/components/schemas/Signature' },
          },
        },
      },
    };
    (paths[openapiPath] ??= {})[r.method.toLowerCase()] = {
      operationId: operationIds.get(r)!,
      summary: r.summary,
      security: [{ basic: [] }],
      parameters,
      ...(r.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(r.body, 'input') } },
            },
          }
        : {}),
      responses: {
        200: { description: 'Success', content: { 'application/json': { schema: okBody } } },
        401: errorResponse('Missing or wrong credentials (HTTP Basic)'),
        429: errorResponse("Over the account's rate or quota; see Retry-After"),
        default: {
          description: 'Error envelope',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sortal',
      version: '2',
      description: 'Content classification and taxonomy service (eContext-compatible API).',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/v2' }],
    paths,
    components: {
      securitySchemes: { basic: { type: 'http', scheme: 'basic' } },
      schemas: {
        Signature: {
          type: 'object',
          properties: {
            resource: { type: 'string' },
            status: { type: 'string' },
            client_ip: { type: 'string' },
          },
          required: ['resource', 'status', 'client_ip'],
        },
        Error: errorSchema,
      },
    },
  };
}

/**
 * Each route's operationId: its usage operation, with the HTTP method added when another
 * route counts under the same operation (POST and GET of keywords/search; a DELETE).
 */
function uniqueOperationIds(routes: readonly RouteSpec[]): Map<RouteSpec, string> {
  const uses = new Map<string, number>();
  for (const r of routes) uses.set(r.operation, (uses.get(r.operation) ?? 0) + 1);
  const first = new Set<string>();
  const out = new Map<RouteSpec, string>();
  for (const r of routes) {
    const shared = uses.get(r.operation)! > 1;
    const plain = !shared ? r.method !== 'DELETE' : r.method === 'POST' && !first.has(r.operation);
    if (plain) first.add(r.operation);
    out.set(r, plain ? r.operation : `${r.operation}.${r.method.toLowerCase()}`);
  }
  return out;
}
