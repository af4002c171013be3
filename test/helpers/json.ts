/** A response body as loosely typed JSON, for assertions. */
export async function json(res: Response): Promise<any> {
  return res.json();
}

export type RequestBody = string | Uint8Array | ReadableStream<Uint8Array>;
