/**
 * Data lists of `@ngneat/falso`. The package ships them only inside its bundle, as object
 * and array literals behind its `rand*` functions, so they are read from the bundle text:
 * the literal that starts with a known opening is cut out and parsed as JSON (its keys
 * quoted first). A change of the bundle that moves a list fails loudly here.
 */
import { readFileSync } from 'node:fs';
import { packageFile } from '../../sources/packages.js';

export const FALSO_PACKAGE = '@ngneat/falso';

let bundle: string | undefined;
function bundleText(): string {
  bundle ??= readFileSync(packageFile(FALSO_PACKAGE, 'index.cjs.js'), 'utf8');
  return bundle;
}

/** The literal starting at `start` in `text`, up to its matching bracket (strings honoured). */
export function literalAt(text: string, start: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < text.length; i++) {
    const ch = text[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') {
      depth--;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  throw new Error(`${FALSO_PACKAGE}: unterminated literal at ${start}`);
}

/** Parses a literal of plain strings whose object keys may be bare words or quoted strings. */
export function parseLiteral(literal: string): unknown {
  return JSON.parse(literal.replace(/([{,])\s*([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":'));
}

function findLiteral(opening: string): unknown {
  const text = bundleText();
  const at = text.indexOf(opening);
  if (at < 0) throw new Error(`${FALSO_PACKAGE}: list starting ${opening} not found in its bundle`);
  return parseLiteral(literalAt(text, at));
}

/** Dishes by origin ("china", "italy", "el salvador"...), the data of `randFood`. */
export function falsoFoodsByOrigin(): Record<string, string[]> {
  const data = findLiteral('{china:[');
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new Error(`${FALSO_PACKAGE}: the food list is not an object of origins`);
  return data as Record<string, string[]>;
}

/** Drinks and cocktails, the data of `randDrinks`. */
export function falsoDrinks(): string[] {
  const data = findLiteral('["Amaretto Sour"');
  if (!Array.isArray(data)) throw new Error(`${FALSO_PACKAGE}: the drinks list is not an array`);
  return data as string[];
}
