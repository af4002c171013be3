import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The project folder: compiled files live in dist/<area>/, sources in <area>/. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function defaultDataDir(): string {
  return process.env.SORTAL_DATA ? path.resolve(process.env.SORTAL_DATA) : path.resolve('data');
}
