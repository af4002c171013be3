/**
 * A device model name as people write it, from the name `node-device-detector` gives a
 * user-agent match: the variant details a shopper does not type (screen size, case size,
 * network, year or generation in parentheses, "WiFi", "Dual SIM") are removed, so the
 * variants of one model fall together ("Galaxy Tab S9 11.0\" 5G" and "Galaxy Tab S9 11\"
 * WiFi" are both "Galaxy Tab S9").
 */

/** Trailing variant words, removed repeatedly from the end. */
const TRAILING_VARIANT =
  /\s+(?:5G|4G|3G|LTE\+?|UW|NFC|Wi-?Fi(?: \+ 3G)?|Dual(?:[ -]SIM)?|Duos|Single|Global|Black|White|Silver|Gold|(?:Convertible |Laptop |Desktop )?PC)$/i;

/** Screen sizes (10.1", 8"), case sizes (44mm). */
const SIZE = /\s+\d+(?:\.\d+)?(?:"|''|-inch|\s?mm\b)/gi;

/** Bare decimal screen sizes of tablets ("iPad Pro 12.9", "G Pad 8.3"). */
const BARE_SIZE = /\s+\d{1,2}\.\d\b/g;

/** Tokens that are part numbers rather than names: "A7-40", "S145-15IIL", "24-r0xx", "SH-RM02". */
const PART_NUMBER =
  /(?:^|\s)(?:[A-Za-z]*\d+[A-Za-z]*-[A-Za-z0-9]+|[A-Za-z]+-[A-Za-z]*\d[A-Za-z0-9]*)(?=\s|$)/;

export interface ModelNameOptions {
  /** Remove bare decimal numbers too (tablet screen sizes). */
  bareSizes?: boolean;
}

/**
 * The cleaned model name, or null when nothing is left that names a model: a template
 * (`$1`), a special edition, a part number.
 */
export function cleanModelName(raw: string, opts: ModelNameOptions = {}): string | null {
  if (raw.includes('$') || /\bEdition\b/i.test(raw)) return null;
  let s = ` ${raw.replace(/\s+/g, ' ').trim()}`;
  s = s.replace(/\s*\([^)]*\)/g, '').replace(SIZE, '');
  if (opts.bareSizes) s = s.replace(BARE_SIZE, '');
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s.replace(TRAILING_VARIANT, '');
  }
  s = s.replace(/\s+/g, ' ').trim();
  if (s === '' || PART_NUMBER.test(s)) return null;
  return s
    .split(' ')
    .map((w) => (/^[A-Z]{4,}$/.test(w) ? w[0] + w.slice(1).toLowerCase() : w))
    .join(' ');
}
