/**
 * Ids of entity-derived categories: RFC 4122 version-5 UUIDs (SHA-1 of a fixed namespace
 * and the name `<TYPE>:<key>`), so one entity has the same id in every answer, on every
 * machine, and different types or keys never share one.
 */
import { createHash } from 'node:crypto';
import type { EntityType } from './types.js';

/** Namespace of Sortal entity ids (a fixed random UUID). */
const NAMESPACE = Buffer.from('3f5d2c8e91a44b6f8e2d7c1a9b0e4f63', 'hex');

export function entityUuid(type: EntityType, key: string): string {
  const h = createHash('sha1').update(NAMESPACE).update(`${type}:${key}`, 'utf8').digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.toString('hex', 0, 16);
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}
