/**
 * A component payload laid out as a header followed by sections, each starting 8-byte
 * aligned, so that typed arrays can view them in place (model.bin, vectors.bin,
 * topics.bin).
 */

export const align8 = (n: number): number => (n + 7) & ~7;

/** Payload bytes of a header of `headerBytes` followed by sections of these lengths. */
export function payloadBytes(headerBytes: number, lengths: readonly number[]): number {
  return headerBytes + lengths.reduce((n, l) => n + align8(l), 0);
}

/**
 * Views the sections in order from byte `offset` of `buffer`: each call wraps the next
 * section of `length` bytes with `make` and steps past it.
 */
export function sectionCursor(
  buffer: ArrayBufferLike,
  offset: number,
): <A>(length: number, make: (buffer: ArrayBufferLike, offset: number) => A) => A {
  let at = offset;
  return (length, make) => {
    const v = make(buffer, at);
    at += align8(length);
    return v;
  };
}
