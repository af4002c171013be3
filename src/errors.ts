/** A failure the client caused or must know about; the front end turns it into the error envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (code: string, message: string, field?: string) =>
  new ApiError(400, code, message, field);
export const notFound = (code: string, message: string, field?: string) =>
  new ApiError(404, code, message, field);
export const forbidden = (code: string, message: string) => new ApiError(403, code, message);
export const tooManyRequests = (code: string, message: string, retryAfterSeconds: number) =>
  new ApiError(429, code, message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
export const unavailable = (code: string, message: string, retryAfterSeconds = 1) =>
  new ApiError(503, code, message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
