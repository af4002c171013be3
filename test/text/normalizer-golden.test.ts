/**
 * Golden test of the normalizer: a fixed list of words and phrases (ASCII, accents,
 * ligatures, apostrophes, hyphens, CJK, emoji, plurals and irregulars, numbers,
 * controls; test/fixtures/text/normalizer-golden.txt) is tokenized and normalized every
 * way the index build and the scan use it, and the sha256 of the output is compared
 * with the one recorded for the current NORMALIZER_VERSION.
 *
 * Index files record NORMALIZER_VERSION and refuse to open under another one, so any
 * change of the output must come with a bump: otherwise an index built with the old
 * normalizer would open and silently miss matches. When this test fails:
 *  - the inputs changed (lines added to the fixture): update GOLDEN.inputs and
 *    GOLDEN.sha256, no bump;
 *  - the output changed: bump NORMALIZER_VERSION (text/normalizer-version.ts), then
 *    set GOLDEN to the new version and hash.
 * The output of a failing run is written to $TMPDIR/normalizer-golden.actual.txt; run
 * the test on the commit before to diff the two.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashString } from '../../text/hash.js';
import { normalizeText, patternVariants, tokenize } from '../../text/normalize.js';
import { NORMALIZER_VERSION } from '../../text/normalizer-version.js';
import { stem } from '../../text/stem.js';
import { Tokenizer } from '../../text/tokenizer.js';

/** The expected output hash, for the NORMALIZER_VERSION it belongs to, and the inputs' hash it was computed on. */
const GOLDEN = {
  version: 1,
  inputs: '0bb11d5c32323cd99a994ed168d6c6954a62e961bab5aaa7300956649e3aee6a',
  sha256: '6db3268ef9c656949defacef88a5ccb290486e3e6374f6d87d287cd3cb593f38',
};

const here = path.dirname(fileURLToPath(import.meta.url));

/** The fixture lives in the source tree; works from dist/test/text and from test/text. */
function fixture(name: string): string {
  for (const dir of [
    path.join(here, '../fixtures/text'),
    path.join(here, '../../../test/fixtures/text'),
  ]) {
    try {
      return readFileSync(path.join(dir, name), 'utf8');
    } catch {
      // try the next location
    }
  }
  throw new Error(`fixture ${name} not found`);
}

function unescape(line: string): string {
  return line.replace(
    /\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})|\\([tnr])/g,
    (_, astral?: string, bmp?: string, c?: string) => {
      if (astral !== undefined) return String.fromCodePoint(parseInt(astral, 16));
      if (bmp !== undefined) return String.fromCharCode(parseInt(bmp, 16)); // lone surrogates too
      return c === 't' ? '\t' : c === 'n' ? '\n' : '\r';
    },
  );
}

function goldenInputs(): string[] {
  const lines = fixture('normalizer-golden.txt').replace(/\r\n/g, '\n').split('\n');
  const out: string[] = [];
  for (const line of lines) {
    if (line === '' || line === '#' || line.startsWith('# ')) continue;
    out.push(unescape(line));
  }
  // Texts that cross the Tokenizer's batch and buffer sizes.
  out.push(
    'x'.repeat(5000),
    'Hotels of Zürich '.repeat(300),
    'ab '.repeat(600),
    '\ufdfa'.repeat(300),
    '😀'.repeat(300),
  );
  return out;
}

/** Every output of the normalizer for `inputs`, one line per (input, API). */
function normalizerOutput(inputs: readonly string[]): string {
  const out: string[] = [];
  const raw = new Tokenizer({ stem: false });
  for (const s of inputs) {
    const stemmed = tokenize(s);
    out.push(
      `T ${JSON.stringify(stemmed.map((t) => [t.text, t.start, t.end, t.hyphenBefore ? 1 : 0]))}`,
    );
    out.push(`H ${stemmed.map((t) => hashString(t.text)).join(',')}`);
    const unstemmed = tokenize(s, { stem: false });
    out.push(
      `R ${JSON.stringify(unstemmed.map((t) => [t.text, t.start, t.end, t.hyphenBefore ? 1 : 0]))}`,
    );
    out.push(`S ${JSON.stringify(unstemmed.map((t) => stem(t.text)))}`);
    out.push(`N ${JSON.stringify(normalizeText(s))}`);
    out.push(`P ${JSON.stringify(patternVariants(s))}`);
    raw.reset(s);
    const hashes: number[] = [];
    while (raw.next()) hashes.push(raw.hash);
    out.push(`U ${hashes.join(',')}`);
  }
  // All inputs as one text through the batch API, in small batches: units, hashes, spans, hyphen flags.
  const all = inputs.join(' \n ');
  const t = new Tokenizer();
  t.reset(all);
  let n: number;
  let batch = 0;
  while ((n = t.fill(7)) > 0) {
    const rows: string[] = [];
    for (let k = 0; k < n; k++) {
      const units = Array.from(t.units.subarray(t.offs[k], t.offs[k]! + t.lens[k]!)).join('.');
      rows.push(`${units}:${t.hashes[k]! >>> 0}:${t.starts[k]}-${t.ends[k]}:${t.hyphens[k]}`);
    }
    out.push(`B${batch++} ${rows.join(' ')}`);
  }
  return out.join('\n') + '\n';
}

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

test('normalizer output equals the golden hash of its NORMALIZER_VERSION', () => {
  const inputs = goldenInputs();
  const inputsHash = sha256(JSON.stringify(inputs));
  const output = normalizerOutput(inputs);
  const outputHash = sha256(output);
  const fresh = `{ version: ${NORMALIZER_VERSION}, inputs: '${inputsHash}', sha256: '${outputHash}' }`;
  if (
    inputsHash === GOLDEN.inputs &&
    outputHash === GOLDEN.sha256 &&
    NORMALIZER_VERSION === GOLDEN.version
  )
    return;
  const dump = path.join(os.tmpdir(), 'normalizer-golden.actual.txt');
  writeFileSync(dump, output);
  if (inputsHash !== GOLDEN.inputs) {
    assert.unreachable(
      `the golden inputs (test/fixtures/text/normalizer-golden.txt) changed: if the normalizer did not change, set GOLDEN to ${fresh} (output in ${dump})`,
    );
  }
  if (NORMALIZER_VERSION !== GOLDEN.version) {
    assert.unreachable(
      `NORMALIZER_VERSION is ${NORMALIZER_VERSION} but GOLDEN is for version ${GOLDEN.version}: set GOLDEN to ${fresh} (output in ${dump})`,
    );
  }
  assert.unreachable(
    `the normalizer's output changed; bump NORMALIZER_VERSION (indexes built with the old normalizer must be rebuilt) and update GOLDEN` +
      ` (output sha256 now ${outputHash}, written to ${dump}; GOLDEN.sha256 is ${GOLDEN.sha256} for version ${GOLDEN.version})`,
  );
});

test('golden inputs cover what they claim', () => {
  const inputs = goldenInputs();
  assert.ok(inputs.length >= 300, `${inputs.length} inputs`);
  const has = (re: RegExp) => inputs.some((s) => re.test(s));
  assert.ok(has(/\p{Script=Han}/u), 'CJK');
  assert.ok(has(/\p{Extended_Pictographic}/u), 'emoji');
  assert.ok(has(/[\u0300-\u036f]/), 'combining marks');
  assert.ok(has(/[\ufb00-\ufb06]/), 'ligatures');
  assert.ok(has(/[\ud800-\udbff](?![\udc00-\udfff])/), 'lone high surrogate');
  assert.ok(has(/’/) && has(/'/), 'apostrophes');
  assert.ok(has(/‑/) && has(/-/), 'hyphens');
});

test.run();
