/**
 * Validation of keywords/search `filters` (API.md, "keywords/search filters"): each
 * problem is a 400 naming the filter's index (`filters.filters.<i>`).
 */
import { badRequest } from '../errors.js';
import { OP, type KeywordFilter } from '../../workers/keywords/keyword-search-protocol.js';

const INTEGER_OPERATORS = new Set<number>(Object.values(OP));
const FLAG_IDS = new Set([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048]);
const INTENT_IDS = new Set([1, 2, 4, 8, 16]);
const MAX_TERMS = 100;

/** The filters of a request body's `filters` member (null or absent: none). */
export function checkFilters(raw: unknown): KeywordFilter[] {
  if (raw === null || raw === undefined) return [];
  const list: unknown = typeof raw === 'object' ? (raw as { filters?: unknown }).filters : raw;
  if (list === null || list === undefined) return [];
  if (!Array.isArray(list) || typeof raw !== 'object' || Array.isArray(raw))
    throw badRequest(
      'invalid_filters',
      'filters must be an object {"filters": [{"filter": n, "value": ..., "operator"?: n, "invert"?: bool}, ...]}.',
      'filters',
    );
  if (list.length > MAX_TERMS)
    throw badRequest('invalid_filters', `at most ${MAX_TERMS} filters`, 'filters.filters');
  return list.map((f, i) => checkFilter(f, i));
}

function checkFilter(f: unknown, i: number): KeywordFilter {
  const field = `filters.filters.${i}`;
  const bad = (why: string) => badRequest('invalid_filter', `filters.filters[${i}]: ${why}`, field);
  if (typeof f !== 'object' || f === null || Array.isArray(f))
    throw bad('a filter is an object {"filter", "value", "operator"?, "invert"?}');
  const { filter, value, operator, invert } = f as Record<string, unknown>;
  if (invert !== undefined && invert !== null && typeof invert !== 'boolean')
    throw bad('invert must be true or false');
  const inv = invert === true;
  const noOperator = () => {
    if (operator !== undefined && operator !== null)
      throw bad(`filter ${String(filter)} takes no operator`);
  };
  const ints = (allowed: Set<number>, what: string): number[] => {
    if (
      !Array.isArray(value) ||
      value.length === 0 ||
      !value.every((v) => allowed.has(v as number))
    )
      throw bad(`value must be a non-empty array of ${what} (${[...allowed].join(', ')})`);
    return value as number[];
  };
  const strings = (what: string): string[] => {
    if (
      !Array.isArray(value) ||
      value.length === 0 ||
      value.length > MAX_TERMS ||
      !value.every((v) => typeof v === 'string' && v.trim() !== '' && v.length <= 200)
    )
      throw bad(`value must be a non-empty array of ${what} (at most ${MAX_TERMS})`);
    return value as string[];
  };
  switch (filter) {
    case 1:
    case 2:
    case 5: {
      if (!Number.isSafeInteger(value) || (value as number) < 0 || (value as number) > 0xffffffff)
        throw bad(`filter ${filter} takes a whole number value from 0 to 4,294,967,295`);
      if (operator === undefined || operator === null)
        throw bad(
          `filter ${filter} needs an operator (0 =, 1 !=, 2 <, 3 <=, 4 >, 5 >=, 10 bitwise OR, 11 bitwise AND)`,
        );
      if (!INTEGER_OPERATORS.has(operator as number))
        throw bad(`unknown operator ${JSON.stringify(operator)} (0, 1, 2, 3, 4, 5, 10, 11)`);
      return { filter, value: value as number, operator: operator as number, invert: inv };
    }
    case 3:
      noOperator();
      return { filter, value: ints(FLAG_IDS, 'keyword flag ids'), invert: inv };
    case 6: {
      const v = ints(INTENT_IDS, 'intent ids');
      if (operator !== undefined && operator !== null && operator !== OP.or && operator !== OP.and)
        throw bad(`filter 6 takes operator 10 (any) or 11 (all), not ${JSON.stringify(operator)}`);
      return {
        filter,
        value: v,
        ...(operator === OP.and ? { operator: OP.and } : {}),
        invert: inv,
      };
    }
    case 7:
      noOperator();
      return { filter, value: strings('terms'), invert: inv };
    case 8: {
      noOperator();
      const codes = strings('ISO 639-2 language codes');
      if (!codes.every((c) => /^[a-z]{3}$/i.test(c.trim())))
        throw bad('value must hold ISO 639-2 language codes (three letters: eng, spa, ...)');
      return { filter, value: codes.map((c) => c.trim().toLowerCase()), invert: inv };
    }
    default:
      throw bad(`unknown filter ${JSON.stringify(filter)} (1, 2, 3, 5, 6, 7, 8)`);
  }
}
