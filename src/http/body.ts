import { ApiError, badRequest } from '../errors.js';

export const DEFAULT_BODY_LIMIT = 16 * 1024 * 1024;

const tooLarge = (limit: number) =>
  new ApiError(413, 'body_too_large', `The request body is over the limit of ${limit} bytes.`);

async function readLimited(req: Request, limit: number): Promise<Uint8Array> {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw tooLarge(limit);
  if (!req.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/**
 * The request body as JSON. application/json is the contract; a body with no content
 * type or sent as application/x-www-form-urlencoded (what `curl -d` sends) is read as
 * JSON too when it parses; anything else is a 415.
 */
export async function readJsonBody(req: Request, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const isJson = type === 'application/json' || type.endsWith('+json');
  const lenient = type === '' || type === 'application/x-www-form-urlencoded' || type === 'text/plain';
  if (!isJson && !lenient) {
    throw new ApiError(415, 'unsupported_media_type', `Content-Type ${type} is not supported; send the body as application/json.`);
  }
  const bytes = await readLimited(req, limit);
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  if (text.trim() === '') throw badRequest('missing_body', 'The request needs a JSON body.');
  try {
    return JSON.parse(text);
  } catch (err) {
    if (!isJson && type !== '') {
      throw new ApiError(415, 'unsupported_media_type', `The body is not JSON; send it as application/json.`);
    }
    throw badRequest('invalid_json', `The body is not valid JSON: ${(err as Error).message}`);
  }
}
