/**
 * Reader of the topical backbone: one `<vertical slug>.topics` file per vertical, holding the
 * topic nodes of levels 2 to 5 below it. The format is described in README.md beside the
 * files; this module is its only parser, and it refuses everything the README rules out, with
 * `file:line: message`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../native-index/data-folder.js';
import { VERTICALS } from '../taxonomy/verticals.js';

/** The level of a node written at column 0 (the vertical itself is level 1). */
export const MIN_TOPIC_LEVEL = 2;
/** The deepest level a topic file may hold. */
export const MAX_TOPIC_LEVEL = 5;
/** Spaces per level of indentation. */
const INDENT = 2;
/** Extension of a backbone file. */
export const TOPIC_FILE_EXTENSION = '.topics';

export interface TopicNode {
  /** As written: Title Case, the way a reader sees it in a path. */
  name: string;
  /** 2..5; 2 is a child of the vertical. */
  level: number;
  /** Lower-case surface forms that alone decide the topic (the name itself is implied, not listed). */
  synonyms: string[];
  /** Words and phrases that point at the topic in context. */
  cues: string[];
  /** Words whose presence means a synonym is used in another sense. */
  not: string[];
  children: TopicNode[];
  /** 1-based line in its file. */
  line: number;
}

export class TopicFileError extends Error {
  override readonly name = 'TopicFileError';
  constructor(
    readonly file: string,
    /** 1-based; undefined when the error is about the file as a whole. */
    readonly line: number | undefined,
    readonly reason: string,
  ) {
    super(line === undefined ? `${file}: ${reason}` : `${file}:${line}: ${reason}`);
  }
}

type FieldName = 'cues' | 'not';
const FIELD_ORDER: readonly FieldName[] = ['cues', 'not'];

/** Parses the text of one `.topics` file; `file` names it in error messages. */
export function parseTopicFile(text: string, file: string): TopicNode[] {
  const roots: TopicNode[] = [];
  /** stack[i] is the open node of level MIN_TOPIC_LEVEL + i. */
  const stack: TopicNode[] = [];
  /** Lower-cased synonym → line where it was first given. */
  const synonymLines = new Map<string, number>();
  /** Lower-cased node name → first line with that name (names are implied synonyms). */
  const nameLines = new Map<string, number>();
  /** Synonyms to check against all names once the whole file is read. */
  const allSynonyms: Array<{ synonym: string; line: number; node: TopicNode }> = [];

  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const fail = (reason: string): never => {
      throw new TopicFileError(file, lineNo, reason);
    };
    const raw = lines[i]!.replace(/\r$/, '');
    if (raw.trim() === '' || raw.trimStart().startsWith('#')) continue;
    if (raw.includes('\t'))
      fail('tab character; indent with two spaces per level and separate with spaces');

    const indent = raw.length - raw.trimStart().length;
    if (indent % INDENT !== 0)
      fail(`indentation of ${indent} spaces is not a multiple of ${INDENT}`);
    const level = MIN_TOPIC_LEVEL + indent / INDENT;
    if (level > MAX_TOPIC_LEVEL) {
      fail(
        `level ${level} is beyond the deepest level ${MAX_TOPIC_LEVEL} (${INDENT * (MAX_TOPIC_LEVEL - MIN_TOPIC_LEVEL)} spaces)`,
      );
    }
    const parentLevel = MIN_TOPIC_LEVEL + stack.length - 1; // level of the deepest open node
    if (level > parentLevel + 1) {
      fail(
        stack.length === 0
          ? `the first node must be at column 0 (level ${MIN_TOPIC_LEVEL}), not indented ${indent} spaces`
          : `indented ${indent} spaces, more than one level deeper than the node on line ${stack.at(-1)!.line}`,
      );
    }

    const node = parseNodeLine(raw.trim(), level, lineNo, fail);

    stack.length = level - MIN_TOPIC_LEVEL;
    const siblings = stack.length === 0 ? roots : stack.at(-1)!.children;
    const key = node.name.toLowerCase();
    const twin = siblings.find((s) => s.name.toLowerCase() === key);
    if (twin) fail(`duplicate sibling name "${node.name}" (also on line ${twin.line})`);
    siblings.push(node);
    stack.push(node);

    if (!nameLines.has(key)) nameLines.set(key, lineNo);
    // The name is an implied synonym; writing it again (README: `MLB = ..., mlb`) is harmless and dropped.
    node.synonyms = node.synonyms.filter((s) => s !== key);
    for (const s of node.synonyms) {
      const first = synonymLines.get(s);
      if (first !== undefined) {
        fail(
          first === lineNo
            ? `synonym "${s}" is given twice`
            : `synonym "${s}" is repeated (first on line ${first})`,
        );
      }
      synonymLines.set(s, lineNo);
      allSynonyms.push({ synonym: s, line: lineNo, node });
    }
  }

  // A synonym that is another node's (implied) name would send one surface form to two topics.
  for (const { synonym, line } of allSynonyms) {
    const named = nameLines.get(synonym);
    if (named !== undefined) {
      throw new TopicFileError(
        file,
        line,
        `synonym "${synonym}" is repeated: it is the name of the node on line ${named}`,
      );
    }
  }
  return roots;
}

function parseNodeLine(
  text: string,
  level: number,
  line: number,
  fail: (reason: string) => never,
): TopicNode {
  const [head, ...fields] = text.split(';');
  const eq = head!.indexOf('=');
  const name = (eq < 0 ? head! : head!.slice(0, eq)).trim();
  if (name === '') fail('empty name');
  const node: TopicNode = { name, level, synonyms: [], cues: [], not: [], children: [], line };

  if (eq >= 0) {
    const rest = head!.slice(eq + 1);
    if (rest.includes('=')) fail(`more than one '=' (items hold no '=')`);
    node.synonyms = parseItems(rest, 'synonyms', fail);
    for (const s of node.synonyms) {
      if (s !== s.toLowerCase()) fail(`synonym "${s}" is not lower case`);
    }
  }

  let lastField = -1;
  for (const f of fields) {
    const m = /^\s*([A-Za-z_-]*)\s*:(.*)$/s.exec(f);
    if (!m) fail(`field "${f.trim()}" is not "cues: ..." or "not: ..."`);
    const fieldName = m[1]!;
    const order = FIELD_ORDER.indexOf(fieldName as FieldName);
    if (order < 0) fail(`unknown field "${fieldName}:" (fields are "cues:" and "not:")`);
    if (order === lastField) fail(`field "${fieldName}:" given twice`);
    if (order < lastField)
      fail(`field "${fieldName}:" out of order (synonyms, then cues, then not)`);
    lastField = order;
    const body = m[2]!;
    if (body.includes('=')) fail(`'=' inside "${fieldName}:" (synonyms go right after the name)`);
    const items = parseItems(body, fieldName, fail);
    const seen = new Set<string>();
    for (const it of items) {
      const k = it.toLowerCase();
      if (seen.has(k)) fail(`"${it}" is given twice in "${fieldName}:"`);
      seen.add(k);
    }
    node[fieldName as FieldName] = items;
  }
  return node;
}

function parseItems(body: string, what: string, fail: (reason: string) => never): string[] {
  if (body.trim() === '') fail(`empty ${what} list`);
  const items = body.split(',').map((s) => s.trim().replace(/\s+/g, ' '));
  items.forEach((it, k) => {
    if (it === '') fail(`empty item (number ${k + 1}) in ${what}`);
  });
  return items;
}

/** Depth-first, parents before children, with the names from level 2 down. */
export function* walkTopics(
  nodes: readonly TopicNode[],
  trail: readonly string[] = [],
): Generator<{ node: TopicNode; path: string[] }> {
  for (const node of nodes) {
    const p = [...trail, node.name];
    yield { node, path: p };
    yield* walkTopics(node.children, p);
  }
}

/** Number of nodes in a forest. */
export function countTopics(nodes: readonly TopicNode[]): number {
  let n = 0;
  for (const _ of walkTopics(nodes)) n++;
  return n;
}

/**
 * Reads every `<slug>.topics` in `dir`, in the order of VERTICALS, and refuses a file whose
 * name is not a vertical slug. Other files (README.md) are ignored. Verticals without a file
 * are absent from the map.
 */
export function readTopicBackbone(dir: string): Map<string, TopicNode[]> {
  const order = new Map(VERTICALS.map((v, k) => [v.slug, k]));
  const found: Array<{ slug: string; file: string }> = [];
  for (const entry of readdirSync(dir).sort()) {
    if (!entry.endsWith(TOPIC_FILE_EXTENSION)) continue;
    const slug = entry.slice(0, -TOPIC_FILE_EXTENSION.length);
    const file = path.join(dir, entry);
    if (!order.has(slug))
      throw new TopicFileError(
        file,
        undefined,
        `"${slug}" is not a vertical slug (see build-index/taxonomy/verticals.ts)`,
      );
    found.push({ slug, file });
  }
  found.sort((a, b) => order.get(a.slug)! - order.get(b.slug)!);
  const backbone = new Map<string, TopicNode[]>();
  for (const { slug, file } of found)
    backbone.set(slug, parseTopicFile(readFileSync(file, 'utf8'), file));
  return backbone;
}

/** The backbone files of the project (source folder; data files are not copied to dist). */
export const TOPICS_DIR = path.join(projectRoot, 'build-index', 'topics');

/**
 * Every topic path of the backbone, lower case, from the vertical's name down, joined by
 * " > " ("sports > team sports > baseball"), as named-entity topics are resolved.
 */
export function backbonePaths(dir: string = TOPICS_DIR): Set<string> {
  const names = new Map(VERTICALS.map((v) => [v.slug, v.name]));
  const out = new Set<string>();
  for (const [slug, nodes] of readTopicBackbone(dir)) {
    const top = names.get(slug)!;
    out.add(top.toLowerCase());
    for (const { path: p } of walkTopics(nodes))
      out.add([top, ...p].map((n) => n.toLowerCase()).join(' > '));
  }
  return out;
}
