/**
 * Tag names the document builder (tree.ts) treats specially, as sets and as TAG_INFO: one
 * lookup per start tag giving a bit mask (T_*) of the sets it belongs to.
 */

const set = (s: string) => new Set(s.split(' '));

const VOID = set(
  'area base basefont bgsound br col embed frame hr image img input keygen link meta param source track wbr',
);
const SKIP = set(
  'script style noscript template svg math iframe object applet canvas select textarea button datalist option optgroup audio video head title noembed noframes xmp frameset',
);
const BLOCK = set(
  'address article aside blockquote body caption center dd details dialog dir div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup legend li listing main menu nav ol p pre search section summary table tbody td tfoot th thead tr ul',
);
const P_CLOSERS = set(
  'address article aside blockquote center details dialog dir div dl dd dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li listing main menu nav ol p plaintext pre search section summary table ul xmp',
);
export const HEADINGS = set('h1 h2 h3 h4 h5 h6');
const CAPTURED_HEADINGS = set('h1 h2 h3');
const SEM_BOILER_TAGS = set('nav aside footer form menu');
export const BOILER_ROLES = set(
  'navigation banner contentinfo complementary search menu menubar toolbar dialog alertdialog',
);
/** End tags do not close elements across these (roughly the spec's "scope" boundaries)... */
export const SCOPE = set('html table td th caption marquee object applet template svg math');
/** ...except table-structure end tags, which close across cells up to their table. */
export const TABLE_TAGS = set('table tbody thead tfoot tr td th caption colgroup');
export const TABLE_SCOPE = set('html table template');
/** Start tags that break out of svg/math back into HTML (HTML spec, foreign content). */
const BREAKOUT = set(
  'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var',
);

// One lookup per start tag: a bit mask of the sets above.
export const T_VOID = 1;
export const T_SKIP = 2;
export const T_BLOCK = 4;
export const T_P_CLOSER = 8;
export const T_HEADING = 16;
export const T_CAPTURED = 32;
export const T_SEM_BOILER = 64;
export const T_BREAKOUT = 128;
export const TAG_INFO = new Map<string, number>();
for (const [names, bit] of [
  [VOID, T_VOID],
  [SKIP, T_SKIP],
  [BLOCK, T_BLOCK],
  [P_CLOSERS, T_P_CLOSER],
  [HEADINGS, T_HEADING],
  [CAPTURED_HEADINGS, T_CAPTURED],
  [SEM_BOILER_TAGS, T_SEM_BOILER],
  [BREAKOUT, T_BREAKOUT],
] as const) {
  for (const name of names) TAG_INFO.set(name, (TAG_INFO.get(name) ?? 0) | bit);
}
