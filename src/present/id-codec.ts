import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * Per-account category ids. The API never shows an internal 64-bit id: it shows
 * AES-128 (one block, no chaining) of the id followed by a fixed check value, under
 * the account's secret, as 32 hex characters. Decrypting with another account's key
 * yields a block whose check value does not match (a chance of 2^-64), so a foreign id
 * never decodes to some other category.
 */
const CHECK = Buffer.from('536f7274616c4964', 'hex'); // "SortalId"
const CHECK_HI = CHECK.readUInt32BE(0);
const CHECK_LO = CHECK.readUInt32BE(4);
const HEX_ID = /^[0-9a-f]{32}$/;

export class IdCodec {
  // ECB keeps no state between blocks, so one cipher object serves every call
  // (creating one per call costs more than the encryption).
  private readonly cipher;
  private readonly decipher;

  constructor(secretHex: string) {
    const key = Buffer.from(secretHex, 'hex');
    if (key.length !== 16) throw new Error('an id secret is 16 bytes');
    this.cipher = createCipheriv('aes-128-ecb', key, null).setAutoPadding(false);
    this.decipher = createDecipheriv('aes-128-ecb', key, null).setAutoPadding(false);
  }

  encode(id: bigint): string {
    return this.encodeMany([id])[0]!;
  }

  /** Many ids in one cipher call. */
  encodeMany(ids: readonly bigint[]): string[] {
    const plain = Buffer.allocUnsafe(ids.length * 16);
    for (let i = 0; i < ids.length; i++) {
      plain.writeBigUInt64BE(ids[i]!, i * 16);
      plain.writeUInt32BE(CHECK_HI, i * 16 + 8);
      plain.writeUInt32BE(CHECK_LO, i * 16 + 12);
    }
    // A string of its own per id (not a slice of one long string): ids are kept between
    // requests (account-id-texts.ts), and a slice would keep its whole request's string.
    const sealed = this.cipher.update(plain);
    const out = new Array<string>(ids.length);
    for (let i = 0; i < ids.length; i++) out[i] = sealed.toString('hex', i * 16, i * 16 + 16);
    return out;
  }

  /** The internal id, or undefined when the token is not one of this account's ids. */
  decode(token: string): bigint | undefined {
    if (!HEX_ID.test(token)) return undefined;
    const plain = this.decipher.update(Buffer.from(token, 'hex'));
    if (plain.length !== 16 || !plain.subarray(8).equals(CHECK)) return undefined;
    return plain.readBigUInt64BE(0);
  }
}

export function isWellFormedId(token: string): boolean {
  return HEX_ID.test(token);
}

const codecs = new Map<string, IdCodec>();

/** One codec per account secret, made once. */
export function codecFor(secretHex: string): IdCodec {
  let codec = codecs.get(secretHex);
  if (!codec) codecs.set(secretHex, (codec = new IdCodec(secretHex)));
  return codec;
}
