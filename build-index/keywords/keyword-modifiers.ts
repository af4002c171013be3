/**
 * The words people add to a topic when they search for it ("buy", "near me", "what is"),
 * each with the intent it shows and its share of the topic's own searches (the volume
 * estimate, keyword-volume.ts). Keywords are made from a category's names and the
 * modifiers of its kind (generate-keywords.ts); `intentOf` finds the same modifiers in
 * any keyword, so operator keywords get their intent flags by the same table.
 */

export const INTENT = {
  purchase: 1,
  comparison: 2,
  negative: 4,
  question: 8,
  coupons: 16,
} as const;

/** A modifier: `{}` stands for the topic ("cheap {}", "{} near me"). */
export interface Modifier {
  pattern: string;
  intent: number;
  /** Share of the topic's own volume (the bare topic is 1). */
  share: number;
}

const P = INTENT.purchase;
const C = INTENT.comparison;
const N = INTENT.negative;
const Q = INTENT.question;
const K = INTENT.coupons;

const m = (pattern: string, intent: number, share: number): Modifier => ({
  pattern,
  intent,
  share,
});

/** Things one buys (domain product, brands, product lines). */
const PRODUCT: readonly Modifier[] = [
  m('buy {}', P, 0.08),
  m('{} price', P, 0.1),
  m('cheap {}', P, 0.06),
  m('{} deals', P, 0.04),
  m('{} for sale', P, 0.05),
  m('{} sale', P, 0.03),
  m('{} coupon', K | P, 0.02),
  m('{} promo code', K | P, 0.015),
  m('{} review', C, 0.05),
  m('{} reviews', C, 0.04),
  m('best {}', C, 0.09),
  m('{} vs', C, 0.02),
  m('{} alternatives', C, 0.01),
  m('{} problems', N, 0.01),
  m('{} recall', N, 0.005),
  m('how to use {}', Q, 0.01),
  m('what is {}', Q, 0.015),
  m('{} near me', P, 0.05),
];

/** Services and businesses (domain service, local services in a place). */
const SERVICE: readonly Modifier[] = [
  m('{} near me', P, 0.12),
  m('best {}', C, 0.08),
  m('cheap {}', P, 0.04),
  m('{} prices', P, 0.04),
  m('{} cost', P, 0.03),
  m('{} deals', P, 0.02),
  m('{} coupons', K | P, 0.015),
  m('{} reviews', C, 0.05),
  m('top rated {}', C, 0.01),
  m('{} complaints', N, 0.008),
  m('{} scam', N, 0.004),
  m('how much does {} cost', Q, 0.01),
  m('{} open now', P, 0.02),
  m('{} phone number', 0, 0.02),
];

/** Places (countries, cities, airports). */
const PLACE: readonly Modifier[] = [
  m('hotels in {}', P, 0.08),
  m('{} hotels', P, 0.07),
  m('things to do in {}', Q, 0.06),
  m('{} weather', 0, 0.1),
  m('{} map', 0, 0.04),
  m('flights to {}', P, 0.05),
  m('cheap flights to {}', P, 0.02),
  m('restaurants in {}', P, 0.04),
  m('{} restaurants', P, 0.03),
  m('{} vacation packages', P, 0.01),
  m('{} travel deals', K | P, 0.005),
  m('where is {}', Q, 0.02),
  m('{} population', 0, 0.015),
  m('{} crime rate', N, 0.005),
  m('best time to visit {}', Q | C, 0.01),
];

/** People and works (entity types PERSON, WORK_OF_ART, EVENT, ORG). */
const NAMED: readonly Modifier[] = [
  m('{} news', 0, 0.06),
  m('who is {}', Q, 0.03),
  m('{} tickets', P, 0.05),
  m('{} merchandise', P, 0.01),
  m('{} review', C, 0.02),
  m('{} wiki', 0, 0.02),
  m('{} controversy', N, 0.005),
  m('{} vs', C, 0.01),
  m('best {}', C, 0.02),
];

/** Concepts and topics (domain information). */
const TOPIC: readonly Modifier[] = [
  m('what is {}', Q, 0.06),
  m('{} definition', Q, 0.03),
  m('{} history', 0, 0.02),
  m('{} examples', 0, 0.02),
  m('{} meaning', Q, 0.03),
  m('best {}', C, 0.03),
  m('{} vs', C, 0.01),
  m('{} for beginners', 0, 0.01),
  m('{} courses', P, 0.008),
  m('{} books', P, 0.01),
  m('{} problems', N, 0.005),
];

export type KeywordKind = 'product' | 'service' | 'place' | 'named' | 'topic';

export const MODIFIERS: Readonly<Record<KeywordKind, readonly Modifier[]>> = {
  product: PRODUCT,
  service: SERVICE,
  place: PLACE,
  named: NAMED,
  topic: TOPIC,
};

/** Applies a modifier to a topic phrase. */
export function applyModifier(mod: Modifier, topic: string): string {
  return mod.pattern.replace('{}', topic);
}

/** Single words and phrases that show an intent wherever they stand in a keyword. */
const CUES: ReadonlyArray<[RegExp, number]> = [
  [/\b(buy|price|prices|cheap|deals?|for sale|sale|order|cost|near me|tickets?|shop)\b/, P],
  [/\b(coupons?|promo codes?|discount codes?|voucher)\b/, K | P],
  [/\b(reviews?|vs|versus|best|compare|comparison|alternatives?|top rated)\b/, C],
  [/\b(problems?|complaints?|scam|recall|lawsuit|broken|crime|controversy|not working)\b/, N],
  [/^(how|what|who|where|when|why|which|can|is|are|does|do)\b|\?$/, Q],
];

/** Intent flags of any keyword, from the cue words of the modifiers (lower-cased text). */
export function intentOf(keyword: string): number {
  let f = 0;
  for (const [re, flag] of CUES) if (re.test(keyword)) f |= flag;
  return f;
}
