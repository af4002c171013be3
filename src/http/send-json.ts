import type { Ctx } from './context.js';
import { compress, isWorthCompressing, negotiateEncoding } from './compression.js';
import { requestHeader } from './request-header.js';

const JSON_TYPE = 'application/json';

/**
 * A JSON answer, compressed when it is worth it and the client accepts br or gzip; a
 * promise only when it is compressed.
 */
export function sendJson(
  c: Ctx,
  text: string,
  status: number,
  headers: Record<string, string> = {},
): Response | Promise<Response> {
  if (!isWorthCompressing(text))
    return c.body(text, status as 200, { 'Content-Type': JSON_TYPE, ...headers });
  c.header('Vary', 'Accept-Encoding', { append: true });
  const encoding = negotiateEncoding(requestHeader(c, 'accept-encoding'));
  if (!encoding) return c.body(text, status as 200, { 'Content-Type': JSON_TYPE, ...headers });
  return compress(text, encoding).then((bytes) =>
    c.body(
      new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength),
      status as 200,
      {
        'Content-Type': JSON_TYPE,
        'Content-Encoding': encoding,
        ...headers,
      },
    ),
  );
}
