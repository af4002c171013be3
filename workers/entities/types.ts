/**
 * The 11 entity types of API.md (OntoNotes names), their one-byte codes in the
 * `entities.types` index file (0 = not an entity, 1..11 in this order) and the group name
 * an entity-derived category shows as the first element of its path.
 */
export const ENTITY_TYPES = [
  'PERSON',
  'NORP',
  'FAC',
  'ORG',
  'GPE',
  'LOC',
  'PRODUCT',
  'EVENT',
  'WORK_OF_ART',
  'LAW',
  'LANGUAGE',
] as const;

export type EntityType = (typeof ENTITY_TYPES)[number];

/** Largest type code (codes are 1..MAX_TYPE_CODE; 0 means "not an entity"). */
export const MAX_TYPE_CODE = ENTITY_TYPES.length;

const CODE = new Map<EntityType, number>(ENTITY_TYPES.map((t, i) => [t, i + 1]));

/** The byte stored for a type. */
export function typeCode(type: EntityType): number {
  return CODE.get(type)!;
}

/** The type of a stored byte; null for 0 or an out-of-range value. */
export function typeOfCode(code: number): EntityType | null {
  return code >= 1 && code <= MAX_TYPE_CODE ? ENTITY_TYPES[code - 1]! : null;
}

export function isEntityType(x: unknown): x is EntityType {
  return typeof x === 'string' && CODE.has(x as EntityType);
}

const GROUPS: Readonly<Record<EntityType, string>> = {
  PERSON: 'people',
  NORP: 'nationalities and groups',
  FAC: 'facilities',
  ORG: 'organizations',
  GPE: 'locations',
  LOC: 'locations',
  PRODUCT: 'products',
  EVENT: 'events',
  WORK_OF_ART: 'works of art',
  LAW: 'laws',
  LANGUAGE: 'languages',
};

/** Group name of an entity-derived category (`path[0]`). */
export function entityGroup(type: EntityType): string {
  return GROUPS[type];
}
