import type { z } from 'zod';
import { badRequest } from '../errors.js';

/** Parses input with a schema; the first issue becomes a 400 naming the field. */
export function validate<T>(schema: z.ZodType<T>, input: unknown, where: 'body' | 'query'): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.') || undefined;
  const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
  const overLimit = issue.code === 'too_big' && (issue as { origin?: string }).origin === 'array';
  const code = missing ? 'missing_parameter' : overLimit ? 'too_many_items' : 'invalid_parameter';
  const subject = field
    ? `${where === 'query' ? 'query parameter' : 'parameter'} ${field}`
    : `the ${where}`;
  const text = missing ? `${subject} is required.` : `${subject}: ${issue.message}`;
  throw badRequest(code, text.charAt(0).toUpperCase() + text.slice(1), field);
}
