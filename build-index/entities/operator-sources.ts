/**
 * Operator entity files: `data/sources/*.csv`, read at every index build, so a
 * deployment adds its own named things (products, a Wikidata extract, its clients'
 * brands) without code. Files in file-name order, rows in file order.
 *
 * Header row required, columns in any order: name (required), aliases (`|`-separated),
 * topic (required: a path of names from the vertical down, joined by " > ", or a category
 * key, or the `ent:` key of an entity defined above), type (required: an EntityType),
 * id (default entitySlug(name)), description. UTF-8, BOM tolerated.
 *
 * The source of a file's entities is `operator-<file base name slug>`, so two files may
 * use the same id. Every problem of a file is collected; any problem rejects the build.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { readOperatorCsv, type OperatorCsvProblem } from '../operator-csv.js';
import { ENTITY_TYPES, isEntityType } from '../../workers/entities/types.js';
import type { DraftCategory } from '../taxonomy/draft.js';
import {
  categoryPathIndex,
  entityKey,
  entitySlug,
  pathText,
  type NamedEntity,
} from './named-entity.js';

const COLUMNS = ['name', 'aliases', 'topic', 'type', 'id', 'description'] as const;
type Column = (typeof COLUMNS)[number];
const REQUIRED: readonly Column[] = ['name', 'topic', 'type'];
const ID_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;
/** Problems shown per file; the rest are counted. */
const MAX_SHOWN = 20;

export type OperatorSourceProblem = OperatorCsvProblem;

export class OperatorSourceError extends Error {
  override readonly name = 'OperatorSourceError';
  constructor(
    readonly file: string,
    readonly problems: readonly OperatorSourceProblem[],
  ) {
    const shown = problems
      .slice(0, MAX_SHOWN)
      .map((p) => `  ${file}${p.line === null ? '' : `:${p.line}`}: ${p.message}`);
    if (problems.length > MAX_SHOWN) shown.push(`  ... and ${problems.length - MAX_SHOWN} more`);
    const n = problems.length;
    super(
      `operator entities rejected: ${file}: ${n} problem${n === 1 ? '' : 's'}\n${shown.join('\n')}`,
    );
  }
}

/**
 * Reads every `*.csv` of `dir` (missing folder: none) and returns its entities with
 * `topic` resolved to the key of a category of `categories` or of an entity above.
 * Throws OperatorSourceError with every problem of the first file that has any.
 */
export function loadOperatorEntities(
  dir: string,
  categories: readonly DraftCategory[],
): NamedEntity[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  names = names
    .filter((n) => /\.csv$/i.test(n) && !n.startsWith('.'))
    .filter((n) => statSync(path.join(dir, n)).isFile())
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

  const keys = new Set(categories.map((c) => c.key));
  let paths: Map<string, string> | undefined;
  const resolve = (topic: string): string | undefined => {
    if (keys.has(topic)) return topic;
    paths ??= categoryPathIndex(categories);
    return paths.get(pathText(topic.split('>')));
  };

  const out: NamedEntity[] = [];
  const sources = new Map<string, string>();
  for (const name of names) {
    const file = path.join(dir, name);
    const source = `operator-${entitySlug(path.basename(name, path.extname(name)))}`;
    const clash = sources.get(source);
    if (source === 'operator-')
      throw new OperatorSourceError(file, [
        { line: null, message: 'the file name needs a letter or digit (it names the source)' },
      ]);
    if (clash !== undefined)
      throw new OperatorSourceError(file, [
        { line: null, message: `its source name ${source} is also that of ${clash}; rename one` },
      ]);
    sources.set(source, name);

    const problems: OperatorSourceProblem[] = [];
    const rows = readOperatorCsv(file, COLUMNS, REQUIRED, problems);
    const ids = new Map<string, number>();
    const fileEntities: NamedEntity[] = [];
    for (const { line, fields } of rows) {
      const before = problems.length;
      const fail = (message: string): void => void problems.push({ line, message });
      const entity = checkRow(fields, source, resolve, fail);
      if (entity === undefined || problems.length > before) continue;
      if (ids.has(entity.id)) {
        fail(`id "${entity.id}" already used on line ${ids.get(entity.id)!}`);
        continue;
      }
      ids.set(entity.id, line);
      // Later rows may hang under this entity by its key.
      keys.add(entityKey(entity));
      fileEntities.push(entity);
    }
    if (problems.length > 0) throw new OperatorSourceError(file, problems);
    out.push(...fileEntities);
  }
  return out;
}

type Fields = Record<Column, string>;

/** Spaces and line breaks inside a field count as one space. */
const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** The entity of one row, or undefined after reporting why there is none. */
function checkRow(
  fields: Fields,
  source: string,
  resolve: (topic: string) => string | undefined,
  fail: (message: string) => void,
): NamedEntity | undefined {
  const name = oneLine(fields.name);
  if (name === '') {
    fail('empty name');
    return undefined;
  }
  if (!HAS_WORD_CHAR.test(name)) fail(`name "${name}" has no letter or digit`);
  const aliases = fields.aliases
    .split('|')
    .map(oneLine)
    .filter((a) => a !== '');
  for (const a of aliases) if (!HAS_WORD_CHAR.test(a)) fail(`alias "${a}" has no letter or digit`);
  const type = fields.type.trim().toUpperCase();
  if (!isEntityType(type))
    fail(
      `${type === '' ? 'empty type' : `unknown type "${fields.type.trim()}"`} ` +
        `(one of ${ENTITY_TYPES.join(', ')})`,
    );
  const givenId = fields.id.trim();
  const id = givenId || entitySlug(name);
  if (givenId && !ID_RE.test(givenId))
    fail(`id "${givenId}" must be lower-case letters and digits joined by single hyphens`);
  else if (!id) fail(`name "${name}" gives an empty id: give an id`);
  const topic = fields.topic.trim();
  const parent = topic === '' ? undefined : resolve(topic);
  if (topic === '') fail('empty topic');
  else if (parent === undefined)
    fail(
      `topic "${topic}" resolves to nothing: no category (or entity above) has this key ` +
        'and no category has this path of names (from the vertical down, joined by " > ")',
    );
  if (parent === undefined || !isEntityType(type)) return undefined;
  const e: NamedEntity = { source, id, name, aliases, topic: parent, type };
  const description = oneLine(fields.description);
  if (description) e.description = description;
  return e;
}
