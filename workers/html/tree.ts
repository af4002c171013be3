/**
 * A bounded, linear-time document model for text extraction, built from parse5's
 * tokenizer (spec tokenization: entities, attributes, raw-text/script/RCDATA states,
 * comments, CDATA) but NOT from parse5's tree construction.
 *
 * Why not `parse5.parse()`: measured on this machine it takes 1.4–4.8 s for 10 MB of
 * hostile markup and grows faster than linearly on some inputs (unclosed elements,
 * formatting-element reconstruction). Tokenizing alone is ~0.4–0.7 s for 10 MB. This
 * builder does a simplified tree construction with hard bounds: end tags find their
 * element in O(1) (per-tag position stacks), the few remaining searches are capped,
 * nothing recurses, nesting is capped at MAX_DEPTH, and memory is a few flat arrays.
 *
 * The model:
 *  - Blocks: block-level elements (div, p, li, article, ...) that actually hold content
 *    (a block is created lazily, when text first reaches it, so deep empty nesting costs
 *    nothing). Inline elements (a, b, span, most custom elements) are not blocks; their
 *    text flows into the enclosing block. Per-block columns live in typed arrays: parent,
 *    own text length, link text length, tag count, commas, class/id hint, flags.
 *  - Events: one flat array in document order: block open (id ≥ 0), text (string),
 *    line break (-1), block close (-2 - id). evStart/evEnd give each block's range.
 *  - Document facts: first <title>, meta description / og:title / og:description, and
 *    h1–h3 heading texts with their blocks.
 * Dropped entirely: script, style, noscript, template, svg, math, iframe, object,
 * canvas, form controls (select, textarea, button, option, datalist), audio/video,
 * title (captured separately), and elements with the `hidden` attribute.
 *
 * Deviations from the HTML tree-construction algorithm (acceptable for text extraction):
 * implied end tags are handled for p, li, dt/dd, td/th/tr, table sections, headings and
 * nested <a>; formatting elements are not reconstructed; an end tag closes up to the
 * nearest matching open element unless a scope boundary (table, cell, svg...) is open
 * above it, else it is ignored; nesting deeper than MAX_DEPTH is flattened; no foster
 * parenting.
 */
import { Tokenizer, TokenizerMode, type Token, type TokenHandler } from 'parse5';
import { grownCopy } from '../typed-arrays.js';
import { hintOf } from './class-hints.js';
import {
  EV_BR,
  evClose,
  F_CLASS_NEG,
  F_SEM_BOILER,
  F_STRONG_POS,
  type DocModel,
} from './doc-model.js';
import {
  BOILER_ROLES,
  HEADINGS,
  SCOPE,
  TABLE_SCOPE,
  TABLE_TAGS,
  TAG_INFO,
  T_BLOCK,
  T_BREAKOUT,
  T_CAPTURED,
  T_HEADING,
  T_P_CLOSER,
  T_SEM_BOILER,
  T_SKIP,
  T_VOID,
} from './tag-info.js';

/**
 * Default input cap: markup past the first 4 MiB (characters) is ignored. Tokenizing is
 * the dominant, irreducible cost (~0.1–0.2 s of CPU per MB of dense hostile markup on the
 * build machine), and 4 MiB keeps the worst case well under a second while covering real
 * pages (classify/url bodies are at most 256,000 bytes). Callers may raise it.
 */
export const MAX_HTML_CHARS = 4 * 1024 * 1024;
const MAX_META_CHARS = 1000;
const MAX_HEADING_CHARS = 300;
const MAX_HEADINGS = 100;
const IMPLIED_SEARCH = 64;

/**
 * Deepest element nesting kept. Deeper start tags replace the innermost open element
 * instead of nesting further (Blink caps its parser's tree depth at 512 the same way), so
 * hostile nesting costs neither memory nor time; text is kept.
 */
const MAX_DEPTH = 1024;
const CUSTOM_BOILER =
  /(^|-)(nav|navbar|menu|footer|header|sidebar|cookie|consent|banner|ad|ads|share|social|comments?)(-|$)/;

function attr(token: Token.TagToken, name: string): string | null {
  const attrs = token.attrs;
  for (let i = 0; i < attrs.length; i++) if (attrs[i]!.name === name) return attrs[i]!.value;
  return null;
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Letters and digits (ASCII fast path, then any non-ASCII letter/number). */
function isWordChar(c: number): boolean {
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return /[\p{L}\p{N}]/u.test(String.fromCharCode(c));
}

const K_BLOCK = 0;
const K_INLINE = 1;
const K_SKIP = 2;

const B_LINK = 1;
const B_FOREIGN = 2;
const B_ARTICLE = 4;
const B_HEADING = 8;
const B_TITLE = 16;

/** An open element. Entries are pooled: the stack reuses objects as it grows and shrinks. */
interface Entry {
  tag: string;
  kind: number;
  bits: number;
  /** Block id once created (block entries), else -1. */
  block: number;
  /** Index in the stack of the nearest enclosing block entry, or -1. */
  outer: number;
  /** Tags seen while this block was not yet created. */
  pendingTags: number;
  /** Semantic flags decided at the start tag (role, tag name). */
  semFlags: number;
  cls: string;
  id: string;
}

class Builder {
  n = 0;
  private cap = 1024;
  tag: string[] = [];
  parent = new Int32Array(this.cap);
  ownText = new Int32Array(this.cap);
  ownLink = new Int32Array(this.cap);
  ownTags = new Int32Array(this.cap);
  commas = new Int32Array(this.cap);
  hint = new Int32Array(this.cap);
  flags = new Int32Array(this.cap);
  evStart = new Int32Array(this.cap);
  evEnd = new Int32Array(this.cap);
  readonly events: (string | number)[] = [];

  private readonly stack: Entry[] = [];
  private sp = 0;
  /** Stack index of the innermost block entry, or -1 (then the base block holds content). */
  private innerBlock = -1;
  private base = 0;
  private body = -1;
  private skipDepth = 0;
  private linkDepth = 0;
  private foreignDepth = 0;
  private articleDepth = 0;
  private headingBuf: string[] | null = null;
  private headingLen = 0;
  private headingEntry = -1;
  private titleBuf: string[] | null = null;
  private titleLen = 0;
  private titleDone = false;
  /** Set at <a> boundaries: adjacent words from two links get a space between them. */
  private softBreak = false;
  /** Last character code of the text event being built. */
  private lastCode = 0;
  /** Stack positions of the open elements of each tag name (O(1) end-tag matching). */
  private readonly open = new Map<string, number[]>();
  /** Stack positions of open scope-boundary elements, for ordinary and table end tags. */
  private readonly scopes: number[] = [];
  private readonly tableScopes: number[] = [];
  title = '';
  ogTitle = '';
  description = '';
  ogDescription = '';
  readonly headings: { text: string; tag: string; block: number }[] = [];

  constructor(readonly tokenizer: { state: unknown; inForeignNode: boolean }) {
    this.base = this.newBlock('#root', -1, 0, 0);
  }

  // ---- blocks -------------------------------------------------------------

  private grow(): void {
    const cap = this.cap * 2;
    this.parent = grownCopy(this.parent, cap);
    this.ownText = grownCopy(this.ownText, cap);
    this.ownLink = grownCopy(this.ownLink, cap);
    this.ownTags = grownCopy(this.ownTags, cap);
    this.commas = grownCopy(this.commas, cap);
    this.hint = grownCopy(this.hint, cap);
    this.flags = grownCopy(this.flags, cap);
    this.evStart = grownCopy(this.evStart, cap);
    this.evEnd = grownCopy(this.evEnd, cap);
    this.cap = cap;
  }

  private newBlock(tag: string, parent: number, hint: number, flags: number): number {
    if (this.n === this.cap) this.grow();
    const id = this.n++;
    this.tag.push(tag);
    this.parent[id] = parent;
    this.hint[id] = hint;
    this.flags[id] = flags;
    this.evStart[id] = this.events.length;
    this.evEnd[id] = -1;
    this.events.push(id);
    return id;
  }

  /** Block id that receives content now, creating pending blocks down the stack. */
  private curBlock(): number {
    const k = this.innerBlock;
    if (k < 0) return this.base;
    const e = this.stack[k]!;
    if (e.block >= 0) return e.block;
    // Create this block and any uncreated enclosing ones, outermost first.
    const chain: number[] = [];
    let j = k;
    while (j >= 0 && this.stack[j]!.block < 0) {
      chain.push(j);
      j = this.stack[j]!.outer;
    }
    let parent = j >= 0 ? this.stack[j]!.block : this.base;
    for (let c = chain.length - 1; c >= 0; c--) {
      const en = this.stack[chain[c]!]!;
      const { hint, flags } = hintOf(en.cls, en.id);
      let f = flags | en.semFlags;
      if (f & F_CLASS_NEG) f &= ~F_STRONG_POS; // <article class="comment">
      en.block = this.newBlock(en.tag, parent, hint, f);
      this.ownTags[en.block]! += en.pendingTags;
      en.cls = en.id = '';
      parent = en.block;
    }
    return e.block;
  }

  // ---- text -------------------------------------------------------------

  private addText(chars: string, whitespace: boolean): void {
    if (this.titleBuf && this.titleLen < MAX_META_CHARS * 4) {
      this.titleBuf.push(whitespace ? ' ' : chars);
      this.titleLen += chars.length;
    }
    if (this.skipDepth > 0) return;
    const ev = this.events;
    if (whitespace) {
      // One space between runs of the same block; nothing at the start of a block (a
      // block not created yet has no content, so its leading whitespace is dropped).
      const k = this.innerBlock;
      const b = k < 0 ? this.base : this.stack[k]!.block;
      if (b < 0) return;
      const last = ev[ev.length - 1];
      if (typeof last !== 'string' || this.lastCode === 32) return;
      ev[ev.length - 1] = last + ' ';
      this.lastCode = 32;
      this.ownText[b]! += 1;
      if (this.linkDepth > 0) this.ownLink[b]! += 1;
      if (this.headingBuf) this.pushHeading(' ');
      return;
    }
    const b = this.curBlock();
    let text = chars;
    const last = ev[ev.length - 1];
    // (`lastCode` mirrors the last character so the growing string is never read back:
    // reading a character of a long concatenated string would flatten it every time.)
    if (typeof last === 'string') {
      if (this.softBreak && isWordChar(this.lastCode) && isWordChar(chars.charCodeAt(0)))
        text = ' ' + chars;
      ev[ev.length - 1] = last + text;
    } else ev.push(text);
    this.lastCode = chars.charCodeAt(chars.length - 1);
    this.softBreak = false;
    this.ownText[b]! += text.length;
    if (this.linkDepth > 0) this.ownLink[b]! += text.length;
    let i = chars.indexOf(',');
    while (i >= 0) {
      this.commas[b]!++;
      i = chars.indexOf(',', i + 1);
    }
    if (this.headingBuf) this.pushHeading(text);
  }

  private pushHeading(s: string): void {
    if (this.headingLen >= MAX_HEADING_CHARS * 2) return;
    this.headingBuf!.push(s);
    this.headingLen += s.length;
  }

  private lineBreak(): void {
    if (this.skipDepth > 0) return;
    const ev = this.events;
    if (typeof ev[ev.length - 1] === 'string') ev.push(EV_BR);
    if (this.headingBuf) this.pushHeading(' ');
  }

  // ---- token handlers -----------------------------------------------------

  onCharacter(t: Token.CharacterToken): void {
    this.addText(t.chars, false);
  }
  onWhitespaceCharacter(t: Token.CharacterToken): void {
    this.addText(t.chars, true);
  }

  onEof(): void {
    while (this.sp > 0) this.pop();
    if (this.body >= 0) this.close(this.body);
    this.close(0);
  }

  onStartTag(t: Token.TagToken): void {
    const tag = t.tagName;
    const info = TAG_INFO.get(tag) ?? 0;
    if (this.foreignDepth > 0) {
      if (!(info & T_BREAKOUT)) {
        if (t.selfClosing) return;
        if (this.sp >= MAX_DEPTH) this.pop();
        if (this.foreignDepth > 0) this.push(tag, K_SKIP, info, t);
        return;
      }
      // An HTML element inside svg/math closes the foreign content, then opens normally.
      while (this.foreignDepth > 0 && this.sp > 0) this.pop();
    }
    switch (tag) {
      case 'html':
        return;
      case 'head':
        return; // its content (title, meta, script, style) is handled tag by tag
      case 'body':
        if (this.body < 0 && this.sp === 0) {
          const { hint, flags } = hintOf(attr(t, 'class') ?? '', attr(t, 'id') ?? '');
          this.body = this.newBlock('body', 0, hint, flags & ~F_CLASS_NEG);
          this.base = this.body;
        }
        return;
      case 'meta':
        this.meta(t);
        return;
    }
    // Tokenizer state for raw-text elements (what the tree builder would do).
    switch (tag) {
      case 'script':
        this.tokenizer.state = TokenizerMode.SCRIPT_DATA;
        break;
      case 'style':
      case 'xmp':
      case 'iframe':
      case 'noembed':
      case 'noframes':
      case 'noscript':
        this.tokenizer.state = TokenizerMode.RAWTEXT;
        break;
      case 'title':
      case 'textarea':
        this.tokenizer.state = TokenizerMode.RCDATA;
        break;
      case 'plaintext':
        this.tokenizer.state = TokenizerMode.PLAINTEXT;
        break;
    }

    if (this.skipDepth === 0) {
      this.impliedEnds(tag, info);
      this.countTag();
      if (tag === 'br' || tag === 'hr') return this.lineBreak();
    }
    if (info & T_VOID) return;

    let kind: number;
    if (info & T_SKIP || (t.attrs.length > 0 && attr(t, 'hidden') !== null)) kind = K_SKIP;
    else if (info & T_BLOCK) kind = K_BLOCK;
    else if (info === 0 && tag.includes('-') && CUSTOM_BOILER.test(tag)) kind = K_BLOCK;
    else kind = K_INLINE;
    if (this.sp >= MAX_DEPTH) this.pop();
    this.push(tag, kind, info, t);
  }

  onEndTag(t: Token.TagToken): void {
    const tag = t.tagName;
    if (tag === 'br' && this.foreignDepth === 0) {
      this.lineBreak();
      return;
    }
    if (tag === 'html' || tag === 'body' || tag === 'head') return;
    const at = this.lastOpen(tag);
    if (at < 0) return;
    // Do not close across a scope boundary (table, cell, foreign content...) opened above it.
    const bounds = TABLE_TAGS.has(tag) ? this.tableScopes : this.scopes;
    if (bounds.length > 0 && bounds[bounds.length - 1]! > at) return;
    this.popTo(at);
  }

  private lastOpen(tag: string): number {
    const list = this.open.get(tag);
    return list && list.length > 0 ? list[list.length - 1]! : -1;
  }

  /** Pop entries until the stack has `at` entries (so the entry at `at` is closed). */
  private popTo(at: number): void {
    while (this.sp > at) this.pop();
  }

  // ---- structure ----------------------------------------------------------

  private countTag(): void {
    const k = this.innerBlock;
    if (k < 0) this.ownTags[this.base]!++;
    else {
      const e = this.stack[k]!;
      if (e.block >= 0) this.ownTags[e.block]!++;
      else e.pendingTags++;
    }
  }

  private meta(t: Token.TagToken): void {
    const content = attr(t, 'content');
    if (content === null) return;
    const key = (attr(t, 'name') ?? attr(t, 'property') ?? '').trim().toLowerCase();
    const value = () => collapse(content.slice(0, MAX_META_CHARS * 4)).slice(0, MAX_META_CHARS);
    if (key === 'description' && !this.description) this.description = value();
    else if ((key === 'og:description' || key === 'twitter:description') && !this.ogDescription)
      this.ogDescription = value();
    else if ((key === 'og:title' || key === 'twitter:title') && !this.ogTitle)
      this.ogTitle = value();
  }

  /** Close elements the spec closes implicitly before `tag` opens (O(1) or bounded). */
  private impliedEnds(tag: string, info: number): void {
    if (this.sp === 0) return;
    // p and a: closed when open with no block between them and the new element.
    if (info & T_P_CLOSER) this.closeInline('p');
    switch (tag) {
      case 'a':
        this.closeInline('a');
        break;
      case 'li':
        this.closeListItem('li');
        break;
      case 'dt':
      case 'dd':
        this.closeListItem('dd', 'dt');
        break;
      case 'td':
      case 'th':
        this.closeWithin(Math.max(this.lastOpen('td'), this.lastOpen('th')), 'tr', 'table');
        break;
      case 'tr':
        this.closeWithin(this.lastOpen('tr'), 'table', 'tbody', 'thead', 'tfoot');
        break;
      case 'tbody':
      case 'thead':
      case 'tfoot':
        this.closeWithin(
          Math.max(this.lastOpen('tbody'), this.lastOpen('thead'), this.lastOpen('tfoot')),
          'table',
        );
        break;
      default:
        if (info & T_HEADING && HEADINGS.has(this.stack[this.sp - 1]!.tag)) this.pop();
    }
  }

  /** Close the open `tag` if only inline elements are open above it ("p" is a block, so it may be innerBlock itself). */
  private closeInline(tag: string): void {
    const at = this.lastOpen(tag);
    if (at < 0) return;
    const inner = this.innerBlock;
    if (inner > at) return;
    this.popTo(at);
  }

  /** li / dt / dd: close the nearest one unless a block other than div/address/p is in between. */
  private closeListItem(tag: string, alt?: string): void {
    const at = Math.max(this.lastOpen(tag), alt ? this.lastOpen(alt) : -1);
    if (at < 0) return;
    let k = this.innerBlock;
    for (let steps = 0; k > at; steps++) {
      const t = this.stack[k]!.tag;
      if (steps >= IMPLIED_SEARCH || (t !== 'div' && t !== 'address' && t !== 'p')) return;
      k = this.stack[k]!.outer;
    }
    this.popTo(at);
  }

  /** Close the element at `at` unless one of the `stops` is open above it. */
  private closeWithin(at: number, ...stops: string[]): void {
    if (at < 0) return;
    for (const s of stops) if (this.lastOpen(s) > at) return;
    this.popTo(at);
  }

  private push(tag: string, kind: number, info: number, t: Token.TagToken): void {
    let e = this.stack[this.sp];
    if (!e) {
      e = {
        tag: '',
        kind: 0,
        bits: 0,
        block: -1,
        outer: -1,
        pendingTags: 0,
        semFlags: 0,
        cls: '',
        id: '',
      };
      this.stack[this.sp] = e;
    }
    e.tag = tag;
    let list = this.open.get(tag);
    if (!list) this.open.set(tag, (list = []));
    list.push(this.sp);
    if (SCOPE.has(tag)) this.scopes.push(this.sp);
    if (TABLE_SCOPE.has(tag)) this.tableScopes.push(this.sp);
    e.bits = 0;
    e.block = -1;
    e.outer = this.innerBlock;
    e.pendingTags = 0;
    e.semFlags = 0;
    e.cls = '';
    e.id = '';
    if (kind === K_SKIP || this.skipDepth > 0) {
      e.kind = K_SKIP;
      this.skipDepth++;
      if (tag === 'svg' || tag === 'math' || this.foreignDepth > 0) {
        e.bits |= B_FOREIGN;
        this.foreignDepth++;
        this.tokenizer.inForeignNode = true;
      }
      if (tag === 'title' && !this.titleDone && this.foreignDepth === 0) {
        e.bits |= B_TITLE;
        this.titleBuf = [];
        this.titleLen = 0;
      }
      this.sp++;
      return;
    }
    e.kind = kind;
    if (kind === K_BLOCK) {
      let sem = 0;
      const role = t.attrs.length > 0 ? (attr(t, 'role') ?? '').trim().toLowerCase() : '';
      if (info === 0)
        sem |= F_CLASS_NEG; // custom element named like boilerplate
      else if (
        info & T_SEM_BOILER ||
        BOILER_ROLES.has(role) ||
        (tag === 'header' && this.articleDepth === 0)
      ) {
        sem |= F_SEM_BOILER;
      }
      const isArticle = tag === 'article' || role === 'article';
      if (
        tag === 'main' ||
        role === 'main' ||
        isArticle ||
        (t.attrs.length > 0 && (attr(t, 'itemprop') ?? '').toLowerCase() === 'articlebody')
      ) {
        sem |= F_STRONG_POS;
      }
      if (isArticle || tag === 'main' || role === 'main') {
        e.bits |= B_ARTICLE;
        this.articleDepth++;
      }
      e.semFlags = sem;
      if (t.attrs.length > 0) {
        e.cls = attr(t, 'class') ?? '';
        e.id = attr(t, 'id') ?? '';
      }
      if (info & T_CAPTURED && !this.headingBuf) {
        e.bits |= B_HEADING;
        this.headingBuf = [];
        this.headingLen = 0;
        this.headingEntry = this.sp;
      }
      this.innerBlock = this.sp;
    } else if (tag === 'a') {
      e.bits |= B_LINK;
      this.linkDepth++;
      this.softBreak = true;
    }
    this.sp++;
  }

  private close(id: number): void {
    this.evEnd[id] = this.events.length;
    this.events.push(evClose(id));
  }

  private pop(): void {
    if (this.sp === 0) return;
    const e = this.stack[--this.sp]!;
    const list = this.open.get(e.tag)!;
    list.pop();
    // Many distinct (made-up) tag names must not pile up.
    if (list.length === 0 && this.open.size > 1000) this.open.delete(e.tag);
    const sc = this.scopes;
    if (sc.length > 0 && sc[sc.length - 1] === this.sp) sc.pop();
    const ts = this.tableScopes;
    if (ts.length > 0 && ts[ts.length - 1] === this.sp) ts.pop();
    if (e.kind === K_SKIP) {
      this.skipDepth--;
      if (e.bits & B_FOREIGN) {
        this.foreignDepth--;
        this.tokenizer.inForeignNode = this.foreignDepth > 0;
      }
      if (e.bits & B_TITLE && this.titleBuf) {
        this.title = collapse(this.titleBuf.join('')).slice(0, MAX_META_CHARS);
        this.titleBuf = null;
        this.titleDone = this.title !== '';
      }
      return;
    }
    if (e.bits & B_LINK) {
      this.linkDepth--;
      this.softBreak = true;
    }
    if (e.kind !== K_BLOCK) return;
    this.innerBlock = e.outer;
    if (e.bits & B_ARTICLE) this.articleDepth--;
    if (e.block >= 0) this.close(e.block);
    else if (e.pendingTags > 0) {
      // Never created: its tags count towards the enclosing block.
      if (e.outer < 0) this.ownTags[this.base]! += e.pendingTags;
      else {
        const o = this.stack[e.outer]!;
        if (o.block >= 0) this.ownTags[o.block]! += e.pendingTags;
        else o.pendingTags += e.pendingTags;
      }
    }
    e.cls = e.id = '';
    if (e.bits & B_HEADING && this.headingBuf && this.headingEntry === this.sp) {
      const h = collapse(this.headingBuf.join('')).slice(0, MAX_HEADING_CHARS);
      if (h && e.block >= 0 && this.headings.length < MAX_HEADINGS)
        this.headings.push({ text: h, tag: e.tag, block: e.block });
      this.headingBuf = null;
      this.headingEntry = -1;
    }
  }
}

/** Tokenize and build the document model. Never recurses; time and memory are linear. */
export function buildDocument(html: string, maxChars = MAX_HTML_CHARS): DocModel {
  const input = html.length > maxChars ? html.slice(0, maxChars) : html;
  // The tokenizer takes its handler at construction; the builder needs the tokenizer.
  let b: Builder | null = null;
  const handler: TokenHandler = {
    onCharacter: (t) => b!.onCharacter(t),
    onWhitespaceCharacter: (t) => b!.onWhitespaceCharacter(t),
    onNullCharacter: () => {},
    onComment: () => {},
    onDoctype: () => {},
    onEof: () => {},
    onStartTag: (t) => b!.onStartTag(t),
    onEndTag: (t) => b!.onEndTag(t),
    onParseError: null,
  };
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: false }, handler);
  b = new Builder(tokenizer);
  tokenizer.write(input, true);
  b.onEof();
  return {
    n: b.n,
    tag: b.tag,
    parent: b.parent,
    ownText: b.ownText,
    ownLink: b.ownLink,
    ownTags: b.ownTags,
    commas: b.commas,
    hint: b.hint,
    flags: b.flags,
    evStart: b.evStart,
    evEnd: b.evEnd,
    events: b.events,
    title: b.title,
    ogTitle: b.ogTitle,
    description: b.description,
    ogDescription: b.ogDescription,
    headings: b.headings,
  };
}
