/**
 * Relevant-content extraction from HTML (for classify/url and classify/html).
 *
 * 1. tree.ts tokenizes with parse5 and builds a bounded block model.
 * 2. Boilerplate is marked: nav/aside/footer/form/menu, a page-level <header>,
 *    boilerplate ARIA roles, and blocks whose class/id look like navigation, menus,
 *    sidebars, comments, ads, sharing, cookie banners and the like — unless they contain
 *    strong content markers (main, role=main, itemprop=articleBody, a non-boilerplate
 *    <article>) or their own class/id also looks like content.
 * 3. Scoring (Readability-style): every block with at least 25 characters of its own text
 *    is a paragraph worth 1 + commas + min(len/100, 3), reduced by its link density, and
 *    adds that to its ancestors (parent fully, grandparent half, then 1/(3·level) up to 5
 *    levels). A candidate's score starts from its tag (div +5, article/main +10, lists and
 *    forms −3, headings −5) and class/id hints (±25), and ends multiplied by
 *    (1 − link density) and a text-per-tag density factor.
 * 4. The best candidate is taken, moved up to a common ancestor when at least three other
 *    near-best candidates share it, and joined by its siblings that score well or are
 *    substantial low-link paragraphs.
 * 5. Relevant tags are the text-bearing elements (p, h1–h6, li, blockquote, pre, td, th,
 *    dd, dt, figcaption, or any block with 25+ characters of its own text) inside the
 *    chosen blocks, boilerplate excluded.
 *
 * Full-page fallback (`fullPage: true`): when no candidate is found, or fewer relevant
 * tags than `minTags`, the text of the whole document is used instead (all visible text,
 * boilerplate included; script, style, template, svg, form controls etc. are still dropped).
 *
 * Text: whitespace collapsed; each block (paragraph, list item, heading, cell...) and <br>
 * ends a line, so sentences and paragraphs stay apart.
 *
 * Robustness: never throws (an internal failure falls back to a crude tag strip), never
 * recurses, linear time; only the first `maxChars` characters (default MAX_HTML_CHARS,
 * 4 MiB) of the markup are read.
 */
import {
  EV_BR,
  F_CLASS_NEG,
  F_CLASS_POS,
  F_SEM_BOILER,
  F_STRONG_POS,
  type DocModel,
} from './doc-model.js';
import { buildDocument, MAX_HTML_CHARS } from './tree.js';

export { MAX_HTML_CHARS } from './tree.js';

export interface ExtractOptions {
  /** The API's min_tags: below this many relevant tags, use the whole page. */
  minTags?: number;
  /** Read at most this many characters of markup; default MAX_HTML_CHARS (4 MiB). */
  maxChars?: number;
}

function capOf(opts: { maxChars?: number }): number {
  const m = opts.maxChars;
  return typeof m === 'number' && Number.isFinite(m) && m > 0 ? Math.floor(m) : MAX_HTML_CHARS;
}

export interface ExtractedHtml {
  title: string;
  description: string;
  headings: string[];
  text: string;
  relevantTags: number;
  fullPage: boolean;
}

const set = (s: string) => new Set(s.split(' '));
const RELEVANT = set(
  'p h1 h2 h3 h4 h5 h6 li blockquote pre td th dd dt figcaption caption summary address',
);
const HEADINGS = set('h1 h2 h3 h4 h5 h6');
const MIN_PARAGRAPH = 25;
const OTHER_SPACE = /[\v\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;

function tagBase(tag: string): number {
  switch (tag) {
    case 'article':
    case 'main':
      return 10;
    case 'div':
      return 5;
    case 'section':
    case 'pre':
    case 'td':
    case 'blockquote':
      return 3;
    case 'address':
    case 'ol':
    case 'ul':
    case 'dl':
    case 'dd':
    case 'dt':
    case 'li':
    case 'form':
      return -3;
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
    case 'th':
      return -5;
    default:
      return 0;
  }
}

/** Per-block results of the extractor's passes. */
interface Analysis {
  doc: DocModel;
  text: Int32Array;
  link: Int32Array;
  tags: Int32Array;
  score: Float64Array;
  candidate: Uint8Array;
  inBoiler: Uint8Array;
}

/** Passes over the blocks (ids are in document order: parents before children). */
function analyse(doc: DocModel): Analysis {
  const n = doc.n;
  const { parent, flags, tag } = doc;
  const positive = new Uint8Array(n);
  for (let i = n - 1; i >= 0; i--) {
    if (flags[i]! & F_STRONG_POS) positive[i] = 1;
    if (positive[i] && parent[i]! >= 0) positive[parent[i]!] = 1;
  }
  const inBoiler = new Uint8Array(n);
  for (let i = 1; i < n; i++) {
    const p = parent[i]!;
    if (p >= 0 && inBoiler[p]) {
      inBoiler[i] = 1;
      continue;
    }
    if (tag[i] === 'body' || positive[i]) continue;
    const f = flags[i]!;
    // A page <header> whose class says it holds the article head ("article-header") stays.
    if (f & F_SEM_BOILER) inBoiler[i] = tag[i] === 'header' && f & F_CLASS_POS ? 0 : 1;
    else if (f & F_CLASS_NEG && !(f & F_CLASS_POS)) inBoiler[i] = 1;
  }
  const text = new Int32Array(n);
  const link = new Int32Array(n);
  const tags = new Int32Array(n);
  for (let i = n - 1; i >= 0; i--) {
    text[i]! += doc.ownText[i]!;
    link[i]! += doc.ownLink[i]!;
    tags[i]! += doc.ownTags[i]!;
    const p = parent[i]!;
    if (p >= 0 && !inBoiler[i]) {
      text[p]! += text[i]!;
      link[p]! += link[i]!;
      tags[p]! += tags[i]!;
    }
  }
  return {
    doc,
    text,
    link,
    tags,
    score: new Float64Array(n),
    candidate: new Uint8Array(n),
    inBoiler,
  };
}

function score(a: Analysis): number[] {
  const { doc, score, candidate, inBoiler } = a;
  const candidates: number[] = [];
  for (let i = 0; i < doc.n; i++) {
    const own = doc.ownText[i]!;
    if (inBoiler[i] || own < MIN_PARAGRAPH || HEADINGS.has(doc.tag[i]!)) continue;
    const cs =
      (1 + doc.commas[i]! + Math.min(Math.floor(own / 100), 3)) * (1 - doc.ownLink[i]! / own);
    if (cs <= 0) continue;
    let anc = doc.parent[i]!;
    for (let level = 0; anc >= 0 && level < 5; level++, anc = doc.parent[anc]!) {
      if (!candidate[anc]) {
        candidate[anc] = 1;
        score[anc] = tagBase(doc.tag[anc]!) + doc.hint[anc]!;
        candidates.push(anc);
      }
      score[anc]! += level === 0 ? cs : level === 1 ? cs / 2 : cs / (level * 3);
    }
  }
  for (const c of candidates) {
    const t = a.text[c]!;
    const linkDensity = t > 0 ? a.link[c]! / t : 0;
    const density = Math.min(1, Math.max(0.5, t / (a.tags[c]! + 1) / 15));
    score[c]! *= (1 - linkDensity) * density;
  }
  return candidates;
}

function isAncestor(doc: DocModel, anc: number, b: number, limit = 256): boolean {
  let p = doc.parent[b]!;
  for (let i = 0; p >= 0 && i < limit; i++, p = doc.parent[p]!) if (p === anc) return true;
  return false;
}

function chooseTop(a: Analysis, candidates: number[]): number {
  const { score, doc } = a;
  let top = -1;
  for (const c of candidates) if (top < 0 || score[c]! > score[top]!) top = c;
  if (top < 0 || score[top]! <= 0) return -1;
  // Several near-best candidates under one ancestor: the content spans them.
  const alts = candidates
    .filter((c) => c !== top && score[c]! >= score[top]! * 0.75)
    .sort((x, y) => score[y]! - score[x]!)
    .slice(0, 5);
  if (alts.length >= 3) {
    let p = doc.parent[top]!;
    for (let i = 0; p > 0 && i < 50; i++, p = doc.parent[p]!) {
      let k = 0;
      for (const x of alts) if (isAncestor(doc, p, x)) k++;
      if (k >= 3) {
        top = p;
        break;
      }
    }
  }
  return top;
}

/** Child blocks of `p`, in document order. */
function children(doc: DocModel, p: number): number[] {
  const out: number[] = [];
  const ev = doc.events;
  for (let i = doc.evStart[p]! + 1; i < doc.evEnd[p]!; i++) {
    const e = ev[i]!;
    if (typeof e === 'number' && e >= 0) {
      out.push(e);
      i = doc.evEnd[e]!; // skip its subtree
    }
  }
  return out;
}

function selectBlocks(a: Analysis, top: number): number[] {
  const { doc, score, candidate, inBoiler } = a;
  const parent = doc.parent[top]!;
  if (parent < 0) return [top];
  const threshold = Math.max(10, score[top]! * 0.2);
  const out: number[] = [];
  for (const c of children(doc, parent)) {
    if (inBoiler[c]) continue;
    if (c === top || (candidate[c] && score[c]! >= threshold)) {
      out.push(c);
      continue;
    }
    const tag = doc.tag[c];
    if (tag === 'p' || tag === 'blockquote' || tag === 'pre') {
      const t = a.text[c]!;
      const ld = t > 0 ? a.link[c]! / t : 1;
      if (t > 80 && ld < 0.25) out.push(c);
      else if (
        t > 0 &&
        t <= 80 &&
        ld === 0 &&
        /[.!?]["'”’)]?$/.test(blockText(doc, [c], null).text)
      )
        out.push(c);
    }
  }
  return out;
}

/**
 * Text of the given blocks in document order, one line per block or line break. With
 * `boiler`, boilerplate sub-blocks are left out and relevant tags counted.
 */
function blockText(
  doc: DocModel,
  roots: number[],
  boiler: Uint8Array | null,
): { text: string; relevant: number } {
  const lines: string[] = [];
  let pieces: string[] = [];
  let relevant = 0;
  const flush = () => {
    if (pieces.length === 0) return;
    // Runs of HTML whitespace were already collapsed while building; only other Unicode
    // spaces (no-break space and friends) still need it.
    let line = pieces.length === 1 ? pieces[0]! : pieces.join('');
    if (OTHER_SPACE.test(line)) line = line.replace(/\s+/g, ' ');
    line = line.trim();
    pieces = [];
    if (line) lines.push(line);
  };
  const ev = doc.events;
  for (const r of roots) {
    if (boiler && boiler[r]) continue;
    flush();
    const end = doc.evEnd[r]!;
    for (let i = doc.evStart[r]!; i <= end; i++) {
      const e = ev[i]!;
      if (typeof e === 'string') pieces.push(e);
      else {
        flush();
        if (e >= 0) {
          if (boiler) {
            if (boiler[e]) {
              i = doc.evEnd[e]!;
              continue;
            }
            if (
              doc.ownText[e]! > 0 &&
              (RELEVANT.has(doc.tag[e]!) || doc.ownText[e]! >= MIN_PARAGRAPH)
            )
              relevant++;
          }
        } else if (e === EV_BR) {
          // line break: flushed above
        }
      }
    }
  }
  flush();
  return { text: lines.join('\n'), relevant };
}

/** Last-resort text (only if the extractor itself failed): drop tags, linear scan. */
function crudeText(html: string, cap: number): string {
  const src = html.length > cap ? html.slice(0, cap) : html;
  const out: string[] = [];
  let i = 0;
  while (i < src.length) {
    const lt = src.indexOf('<', i);
    if (lt < 0) {
      out.push(src.slice(i));
      break;
    }
    out.push(src.slice(i, lt), ' ');
    const gt = src.indexOf('>', lt + 1);
    if (gt < 0) break;
    i = gt + 1;
  }
  return out.join('').replace(/\s+/g, ' ').trim();
}

/** Title, description, h1–h3 headings and the main content of an HTML document. */
export function extractHtml(html: string, opts: ExtractOptions = {}): ExtractedHtml {
  const input = typeof html === 'string' ? html : String(html ?? '');
  try {
    const doc = buildDocument(input, capOf(opts));
    const a = analyse(doc);
    const top = chooseTop(a, score(a));
    const chosen =
      top >= 0 ? blockText(doc, selectBlocks(a, top), a.inBoiler) : { text: '', relevant: 0 };
    const minTags =
      typeof opts.minTags === 'number' && Number.isFinite(opts.minTags) ? opts.minTags : 0;
    const fullPage = chosen.relevant === 0 || chosen.relevant < minTags;
    return {
      title: doc.title || doc.ogTitle,
      description: doc.description || doc.ogDescription,
      // h1 is kept wherever it is (often the headline, in a page header); h2/h3 only
      // outside boilerplate.
      headings: doc.headings
        .filter((h) => h.tag === 'h1' || !a.inBoiler[h.block])
        .map((h) => h.text),
      text: fullPage ? blockText(doc, [0], null).text : chosen.text,
      relevantTags: chosen.relevant,
      fullPage,
    };
  } catch {
    return {
      title: '',
      description: '',
      headings: [],
      text: crudeText(input, capOf(opts)),
      relevantTags: 0,
      fullPage: true,
    };
  }
}

/**
 * All visible text of a page, one line per block: no content scoring, no boilerplate
 * removal (script, style, template, svg, form controls and head content are dropped).
 */
export function pageText(html: string, opts: { maxChars?: number } = {}): string {
  const input = typeof html === 'string' ? html : String(html ?? '');
  try {
    return blockText(buildDocument(input, capOf(opts)), [0], null).text;
  } catch {
    return crudeText(input, capOf(opts));
  }
}
