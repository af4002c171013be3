/**
 * Hand-written query vocabulary of the rule engine (build-time data, compiled into
 * `rules.model` by build-index/rules/rules-writer.ts).
 *
 * - VERTICAL_CUES (written in ./cues/, one module per group of verticals): the words
 *   people use when they write about each vertical's topic. Next to an ambiguous name in
 *   a keyword they point at its sense ("jaguar habitat" -> the animal, "python tutorial"
 *   -> the language); in a document they add to the vertical it is about. They
 *   complement the cues the writer derives from the taxonomy itself (which words the
 *   names, context lists and glosses of each vertical use).
 * - MODIFIER_WORDS: aspect and intent words that are rarely the topic of a keyword when
 *   it names something else ("jaguar price", "flu symptoms", "python tutorial").
 * - PURCHASE_WORDS: purchase intent; supports commercial senses (brands, products,
 *   services) of the other words.
 * - FUNCTION_WORDS: never the topic when anything else matched ("in" is also Indiana,
 *   "me" Maine, "it" information technology).
 *
 * Cue words are single words (the writer refuses phrases: their words alone would cue
 * wrongly, "house prices" would make "price" a real-estate word). In the modifier and
 * purchase lists a phrase marks its last word. Words are normalized like patterns
 * (case, plural folding), so list singular and plural only when the plural is irregular.
 */

export { VERTICAL_CUES } from './cues/index.js';

export const MODIFIER_WORDS: readonly string[] = [
  'price', 'pricing', 'cost', 'cheap', 'cheapest', 'best', 'top', 'review', 'rating', 'tutorial', 'guide', 'tips',
  'tricks', 'ideas', 'idea', 'near', 'nearby', 'online', 'free', 'download', 'sale', 'for sale', 'deal', 'deals',
  'coupon', 'facts', 'fact', 'information', 'info', 'definition', 'meaning', 'history', 'symptoms', 'symptom',
  'treatment', 'causes', 'cause', 'benefits', 'benefit', 'side effects', 'recipe', 'lessons', 'lesson', 'classes',
  'class', 'training', 'strategy', 'techniques', 'technique', 'examples', 'example', 'pictures', 'picture', 'images',
  'image', 'photos', 'photo', 'video', 'list', 'new', 'used', 'vs', 'versus', 'comparison', 'compare', 'reddit',
  'wiki', 'wikipedia', 'pdf', 'quotes', 'questions', 'answers', 'template', 'templates', 'services', 'service',
  'hours', 'locations', 'planning', 'remodel', 'replacement', 'repair', 'relief', 'dosage', 'deficiency', 'habitat',
  'lifespan', 'size', 'care', 'diet', 'behavior', 'types', 'type', 'kinds', 'for beginners', 'beginner', 'for kids',
  'kids', 'near me', 'projects', 'patterns', 'pattern', 'styles', 'style', 'poses', 'program', 'programs',
  'opportunities', 'advice', 'process', 'application', 'agreement', 'rights', 'renewal', 'destinations', 'tours',
  'rates', 'rate', 'quote', 'quotes', 'management', 'methods', 'method', 'commands', 'shortcuts', 'salary', 'night',
  'membership', 'sets', 'set', 'menu', 'delivery', 'rental', 'rentals', 'charter', 'tickets', 'ticket', 'verses',
  'trails', 'strategy guide', 'game', 'cheats', 'specs', 'manual', 'instructions', 'how to', 'what is', 'who is',
  'population', 'map', 'weather', 'time', 'today', 'news', 'update', 'latest', 'official', 'website', 'app', 'help',
  'support',
  // Attribute adjectives of shopping queries ("wireless mouse", "portable speaker").
  'wireless', 'portable', 'digital', 'smart', 'mini', 'small', 'large', 'big', 'electric', 'automatic', 'manual',
  'waterproof', 'organic', 'homemade', 'easy', 'quick', 'healthy', 'vintage', 'modern', 'custom', 'professional',
  'luxury', 'budget', 'affordable', 'premium', 'lightweight', 'outdoor', 'indoor', 'personal',
  'local', 'mens', 'womens', 'men', 'women', 'kids', 'baby', 'adult', 'senior', 'gaming', 'home', 'near',
];

export const PURCHASE_WORDS: readonly string[] = [
  'buy', 'purchase', 'price', 'pricing', 'cost', 'cheap', 'cheapest', 'deal', 'deals', 'discount', 'sale', 'for sale',
  'used', 'dealer', 'dealership', 'lease', 'order', 'shop', 'store', 'coupon', 'shipping', 'review', 'rent', 'rental',
  'hire', 'booking', 'quote', 'quotes', 'msrp', 'financing', 'warranty', 'parts', 'accessories', 'outlet', 'specs',
];

export const FUNCTION_WORDS: readonly string[] = (
  'a an the and or but nor of in on at to for from by with without within into onto upon over under about above ' +
  'below between among through during before after since until as than then so such that this these those there ' +
  'here it its is are was were be been being am do does did done have has had having not no yes all any some each ' +
  'every either neither both few more most other another same own very much many can could may might must shall ' +
  'should will would i me my mine we us our ours you your yours he him his she her hers they them their theirs who ' +
  'whom whose which what when where why how one also etc like just get got vs near me'
).split(/\s+/);
