import type { IndexVersion } from '../../native-index/index.js';
import { sentiment } from '../sentiment/sentiment.js';
import { parseDocument, type ParsedDoc } from './index.js';

/** nlp/parse on one text, with document sentiment. */
export function parseTask(_index: IndexVersion, input: { text: string }): ParsedDoc {
  return parseDocument(input.text, { sentiment });
}
