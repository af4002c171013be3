export {
  extractHtml,
  pageText,
  MAX_HTML_CHARS,
  type ExtractOptions,
  type ExtractedHtml,
} from './extract.js';
