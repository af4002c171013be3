import type { IncomingMessage } from 'node:http';
import { ApiError, badRequest } from '../errors.js';

export const DEFAULT_BODY_LIMIT = 16 * 1024 * 1024;

const tooLarge = (limit: number) =>
  new ApiError(413, 'body_too_large', `The request body is over the limit of ${limit} bytes.`);

async function readLimited(req: Request, limit: number): Promise<Buffer> {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw tooLarge(limit);
  if (!req.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader() as ReadableStreamDefaultReader<Uint8Array>;
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
 * The body straight from Node's request stream. Hono's web Request would wrap the same
 * stream in a web ReadableStream, which cost about twice the main thread's CPU per body
 * (50 kB: 0.5 against 0.2 ms; 580 kB: 2.9 against 2.2 ms). Over the limit, the rest is
 * read and dropped so the 413 can still be answered on the connection.
 */
function readLimitedIncoming(incoming: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = incoming.headers['content-length'];
  if (declared !== undefined && Number(declared) > limit) return Promise.reject(tooLarge(limit));
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (err?: Error) => {
      incoming.off('data', onData).off('end', onEnd).off('error', done).off('close', onClose);
      if (err) reject(err);
      else resolve(Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        done(tooLarge(limit));
        incoming.resume();
      } else chunks.push(chunk);
    };
    const onEnd = () => done();
    const onClose = () =>
      done(new ApiError(400, 'incomplete_body', 'The request body ended before its end.'));
    incoming.on('data', onData).on('end', onEnd).on('error', done).on('close', onClose);
  });
}

export interface BodySource {
  /** The web request (always there). */
  request: Request;
  /** Node's request, when the server is Node's (not in app.request tests). */
  incoming?: IncomingMessage | undefined;
}

/**
 * The request body as JSON. application/json is the contract; a body with no content
 * type or sent as application/x-www-form-urlencoded (what `curl -d` sends) is read as
 * JSON too when it parses; anything else is a 415.
 */
export async function readJsonBody(
  source: BodySource,
  limit = DEFAULT_BODY_LIMIT,
): Promise<unknown> {
  const { incoming } = source;
  const header = incoming
    ? incoming.headers['content-type']
    : source.request.headers.get('content-type');
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase();
  const isJson = type === 'application/json' || type.endsWith('+json');
  const lenient =
    type === '' || type === 'application/x-www-form-urlencoded' || type === 'text/plain';
  if (!isJson && !lenient) {
    throw new ApiError(
      415,
      'unsupported_media_type',
      `Content-Type ${type} is not supported; send the body as application/json.`,
    );
  }
  const bytes = incoming
    ? await readLimitedIncoming(incoming, limit)
    : await readLimited(source.request, limit);
  const text = bytes.toString('utf8');
  if (text.trim() === '') throw badRequest('missing_body', 'The request needs a JSON body.');
  try {
    return JSON.parse(text);
  } catch (err) {
    if (!isJson && type !== '') {
      throw new ApiError(
        415,
        'unsupported_media_type',
        `The body is not JSON; send it as application/json.`,
      );
    }
    throw badRequest('invalid_json', `The body is not valid JSON: ${(err as Error).message}`);
  }
}
