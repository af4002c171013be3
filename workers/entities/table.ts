/**
 * The `entities.types` file of an index version: one byte per category index, 0 when the
 * category is not a named entity, else the code of its entity type (1..11, ENTITY_TYPES
 * order), as the payload of the index container (native-index/container.ts). Written by
 * build-index/entities/entities-writer.ts; read here, validated once per version per
 * thread, over the version's shared memory (no copy).
 */
import { COMPONENTS } from '../../native-index/components.js';
import { openContainer, sealContainer } from '../../native-index/container.js';
import type { IndexVersion } from '../../native-index/index.js';
import { MAX_TYPE_CODE, typeOfCode, type EntityType } from './types.js';

export const ENTITY_TYPES_FILE = COMPONENTS.entityTypes.file;

export class EntityTypesError extends Error {
  override readonly name = 'EntityTypesError';
}

/** Entity type of every category of one index version. */
export class EntityTypeTable {
  constructor(
    /** One byte per category (see the module comment). */
    readonly codes: Uint8Array,
    /**
     * Display name of a category, when known: lets the recognizer check that an acronym
     * or a camel-case word of the text is really that category's name ("iOS" is not the
     * Greek island Ios, "SITA" not the goddess Sita).
     */
    readonly nameOf: ((category: number) => string) | null = null,
  ) {}

  get count(): number {
    return this.codes.length;
  }

  /** Type code of category i; 0 for a non-entity or an index out of range. */
  code(i: number): number {
    return i >= 0 && i < this.codes.length ? this.codes[i]! : 0;
  }

  /** Type of category i, null when it is not an entity (or out of range). */
  typeAt(i: number): EntityType | null {
    return typeOfCode(this.code(i));
  }
}

/** The file's bytes: one type code per category index. */
export function encodeEntityTypes(codes: Uint8Array): Uint8Array {
  return sealContainer(COMPONENTS.entityTypes, codes);
}

/** Checks the file (container, then the codes against the version's category count); throws EntityTypesError. */
export function readEntityTypes(
  file: Uint8Array,
  categoryCount: number,
  nameOf: ((category: number) => string) | null = null,
): EntityTypeTable {
  const bytes = openContainer(file, COMPONENTS.entityTypes, {
    error: (_, message) => new EntityTypesError(message),
  });
  if (bytes.length !== categoryCount) {
    throw new EntityTypesError(
      `${ENTITY_TYPES_FILE} has ${bytes.length} bytes, expected one per category (${categoryCount})`,
    );
  }
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i]! > MAX_TYPE_CODE)
      throw new EntityTypesError(
        `${ENTITY_TYPES_FILE}: type code ${bytes[i]} at category ${i} is over ${MAX_TYPE_CODE}`,
      );
  }
  return new EntityTypeTable(bytes, nameOf);
}

const tables = new WeakMap<IndexVersion, EntityTypeTable | null>();

/**
 * The entity types of a version, read once per version object (workers keep one per
 * version). Null when the version was built without them (the recognizer then works from
 * the text alone). Throws EntityTypesError when the file is there but damaged.
 */
export function entityTypesFor(index: IndexVersion): EntityTypeTable | null {
  const hit = tables.get(index);
  if (hit !== undefined) return hit;
  const table = index.hasFile(ENTITY_TYPES_FILE)
    ? readEntityTypes(index.file(ENTITY_TYPES_FILE), index.count, (i) => index.nameAt(i))
    : null;
  tables.set(index, table);
  return table;
}
