/**
 * Decode a fetched body to a string. Order of precedence (as in the WHATWG encoding
 * sniffing algorithm, simplified): byte-order mark, then the Content-Type charset, then
 * an in-document declaration (`<meta charset>` / `http-equiv` in the first 1024 bytes of
 * HTML, or the XML declaration), then UTF-8. Unknown labels fall back to UTF-8.
 */
import { TextDecoder } from 'node:util';

/** Parse a Content-Type header into a lower-cased media type and optional charset label. */
export function parseContentType(header: string | undefined): {
  mediaType: string;
  charset?: string;
} {
  if (!header) return { mediaType: '' };
  const [type = '', ...params] = header.split(';');
  const out: { mediaType: string; charset?: string } = { mediaType: type.trim().toLowerCase() };
  for (const p of params) {
    const eq = p.indexOf('=');
    if (eq < 0) continue;
    if (p.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    const v = p
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim();
    if (v) out.charset = v;
  }
  return out;
}

function bomEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

function sniffDeclared(bytes: Uint8Array, mediaType: string): string | undefined {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024)).toString(
    'latin1',
  );
  if (mediaType.includes('xml')) {
    const m = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/i.exec(head);
    if (m) return m[1];
  }
  if (mediaType !== 'text/plain') {
    const m = /<meta[^>]+?charset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)/i.exec(head);
    if (m) return m[1];
  }
  return undefined;
}

function decoderFor(label: string | undefined, inDocument = false): TextDecoder | undefined {
  if (!label) return undefined;
  try {
    const d = new TextDecoder(label.trim().toLowerCase());
    // A document that declares UTF-16 about itself (in ASCII!) is really UTF-8 (HTML spec rule).
    if (inDocument && d.encoding.startsWith('utf-16')) return undefined;
    return d;
  } catch {
    return undefined;
  }
}

/** Decode the body bytes; returns the text and the encoding actually used. */
export function decodeBody(
  bytes: Uint8Array,
  contentTypeHeader: string | undefined,
): { text: string; charset: string } {
  const { mediaType, charset } = parseContentType(contentTypeHeader);
  const bom = bomEncoding(bytes);
  let decoder: TextDecoder | undefined;
  if (bom) decoder = new TextDecoder(bom);
  decoder ??=
    decoderFor(charset) ??
    decoderFor(sniffDeclared(bytes, mediaType), true) ??
    new TextDecoder('utf-8');
  return { text: decoder.decode(bytes), charset: decoder.encoding };
}
