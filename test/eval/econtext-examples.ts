/**
 * eContext's own answers for the examples of its public documentation
 * (../shared/eval/econtext-examples.json: classify/keywords and classify/social), beside
 * ours: the best category of each keyword and the first scored category of each post, with
 * top-tier agreement (same first name of the path).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../native-index/data-folder.js';
import { post, type Client } from './topical.js';

interface Documented {
  input: Record<string, unknown>;
  output: {
    econtext: {
      classify: {
        results: Array<{
          category_id?: string | null;
          scored_categories?: Array<{ category_id: string }>;
        }>;
        categories: Record<string, { path: string[] }>;
      };
    };
  };
}

export function defaultEcontextExamplesPath(): string {
  return path.join(projectRoot, '..', 'shared', 'eval', 'econtext-examples.json');
}

/** The path of each result: the best category (keywords) or the first scored one (posts). */
function paths(doc: Documented['output']): Array<string[] | null> {
  const { results, categories } = doc.econtext.classify;
  return results.map((r) => {
    const id = r.category_id ?? r.scored_categories?.[0]?.category_id;
    return id ? (categories[id]?.path ?? null) : null;
  });
}

const ROUTES: Record<string, { route: string; field: string }> = {
  'classify-keywords': { route: '/v2/classify/keywords', field: 'keywords' },
  'classify-social': { route: '/v2/classify/social', field: 'social' },
};

/** Report lines: per example, the input, eContext's path and ours; then the agreement. */
export async function compareWithEcontext(client: Client, file: string): Promise<string[]> {
  if (!existsSync(file)) return [`eContext examples: not found at ${file}; skipped`];
  const examples = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Documented>;
  const lines: string[] = ['eContext documented answers: input | eContext | Sortal'];
  let agree = 0;
  let n = 0;
  for (const [name, ex] of Object.entries(examples)) {
    const how = ROUTES[name];
    if (!how) continue;
    const inputs = ex.input[how.field] as string[];
    const theirs = paths(ex.output);
    const ours = paths((await post(client, how.route, ex.input)) as Documented['output']);
    inputs.forEach((input, i) => {
      const a = theirs[i] ?? null;
      const b = ours[i] ?? null;
      if (a === null && b === null) return;
      n++;
      if (a && b && a[0] === b[0]) agree++;
      const show = (p: string[] | null) => (p ? p.join(' > ') : '(none)');
      lines.push(`  [${name}] ${input.slice(0, 70)} | ${show(a)} | ${show(b)}`);
    });
  }
  lines.push(`eContext top-tier agreement: ${agree}/${n}`);
  return lines;
}
