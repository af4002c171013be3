/** What class and id attributes (and custom element names) say about a block: content-like or boilerplate-like. */
import { F_CLASS_NEG, F_CLASS_POS } from './doc-model.js';

const HINT_CHARS = 256;

const NEG_TOKEN =
  /^(nav|navs|navbar|navigation|menus?|menubar|megamenu|footer|sidebars?|side|aside|rail|comments?|commentlist|disqus|ad|ads|adv|advert|adverts|advertisement|adsense|adslot|sponsor|sponsored|promo|promos|share|sharing|sharebar|social|cookie|cookies|consent|gdpr|banner|breadcrumbs?|newsletter|subscribe|subscription|signup|login|related|recommended|recommendations|popular|trending|widget|widgets|masthead|header|skip|pagination|pager|toolbar|modal|popup|overlay|outbrain|taboola|tags|tagcloud|byline|author|bio|shopping|skyscraper|teaser|teasers)$/;
const POS_TOKEN =
  /^(article|articles|articlebody|content|contents|entry|main|post|posts|story|stories|body|text|blog|hentry|prose|readable|page|permalink)$/;

const hintCache = new Map<string, number>();

/** Class/id weight (+25 content-like, −25 boilerplate-like) packed with its flags. */
export function hintOf(cls: string, id: string): { hint: number; flags: number } {
  if (cls === '' && id === '') return { hint: 0, flags: 0 };
  const key = `${cls.slice(0, HINT_CHARS)}#${id.slice(0, HINT_CHARS)}`;
  let packed = hintCache.get(key);
  if (packed === undefined) {
    let neg = false;
    let pos = false;
    for (const tok of key.toLowerCase().split(/[^a-z0-9]+/)) {
      if (tok === '') continue;
      if (!neg && NEG_TOKEN.test(tok)) neg = true;
      else if (!pos && POS_TOKEN.test(tok)) pos = true;
      if (neg && pos) break;
    }
    packed = (neg ? F_CLASS_NEG : 0) | (pos ? F_CLASS_POS : 0);
    if (hintCache.size > 5000) hintCache.clear();
    hintCache.set(key, packed);
  }
  return { hint: (packed & F_CLASS_POS ? 25 : 0) - (packed & F_CLASS_NEG ? 25 : 0), flags: packed };
}
