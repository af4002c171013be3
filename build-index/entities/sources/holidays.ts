/**
 * Holidays and observances (`date-holidays`: the holidays of about 200 countries and their
 * regions, with names in English). One entity per distinct holiday across countries: the
 * package's shared holidays (Easter Monday, Eid al-Fitr) and a country's own English name
 * for one of them ("Hari Raya Puasa", "Three Kings Day") make one entity, other spellings
 * become aliases. Typed EVENT.
 *
 * Each lands where people browse it: the celebration under Hobbies & Leisure >
 * Celebrations & Holidays (Christmas, Easter, New Year's, carnival, national and
 * remembrance days, observances, Asian festivals), religious holy days under their faith
 * in Religion & Belief, shopping days under Shopping > Deals & Sales, election days under
 * Law & Government. A holiday that is itself a topic node (Christmas, Diwali, Halloween,
 * Black Friday, Valentine's Day) is left to the node.
 *
 * Left out: substitute and bridge days, days after a holiday, school terms, one-off days
 * (a census, a funeral, a jubilee, a football title) and names that say only "public
 * holiday".
 */
import { readPackageJson } from '../../sources/packages.js';
import { entitySlug, type NamedEntity } from '../named-entity.js';
import { surfaceKey, tokenKey, topicSurfaceForms } from './topic-forms.js';

export const HOLIDAYS_SOURCE = 'holidays';
export const HOLIDAYS_PACKAGE = 'date-holidays';

const HOL = 'Hobbies & Leisure > Celebrations & Holidays';
const REL = 'Religion & Belief';
const T = {
  public: `${HOL} > Public Holidays`,
  national: `${HOL} > Public Holidays > National & Independence Days`,
  remembrance: `${HOL} > Public Holidays > Remembrance Days`,
  awareness: `${HOL} > Awareness Days & Observances`,
  asian: `${HOL} > Asian Festivals`,
  christmas: `${HOL} > Christmas`,
  easter: `${HOL} > Easter`,
  newYear: `${HOL} > New Year's`,
  thanksgiving: `${HOL} > Thanksgiving`,
  carnival: `${HOL} > Mardi Gras & Carnival`,
  valentine: `${HOL} > Valentine's Day`,
  parents: `${HOL} > Mother's Day & Father's Day`,
  christian: `${REL} > Christianity > Christian Holy Days`,
  jewish: `${REL} > Judaism > Jewish Holidays`,
  islamic: `${REL} > Islam > Islamic Holidays`,
  ramadan: `${REL} > Islam > Ramadan & Eid`,
  hindu: `${REL} > Hinduism > Hindu Festivals`,
  buddhist: `${REL} > Buddhism > Buddhist Festivals`,
  sikh: `${REL} > Sikhism > Sikh Festivals`,
  blackFriday: 'Shopping > Deals & Sales > Black Friday',
  boxingDay: 'Shopping > Deals & Sales > Seasonal Sales > Boxing Day Sales',
  elections: 'Law & Government > Politics > Elections',
} as const;

/**
 * Where a holiday lands, by its folded name (surfaceKey), first match wins: shopping
 * days, then the named celebrations, the faiths, Asian festivals, remembrance, observances,
 * elections and national days; anything else is a public holiday.
 */
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/black friday|cyber monday/, T.blackFriday],
  [/^boxing day/, T.boxingDay],
  [/islamic new year|hijri/, T.islamic],
  [/christmas|^st stephen|twelfth night|^st nicholas( day| eve)?$/, T.christmas],
  [/new year|^matariki|nowruz|nauryz|navruz|nevruz/, T.newYear],
  [/easter (monday|tuesday)/, T.easter],
  [/^thanksgiving|after thanksgiving/, T.thanksgiving],
  [
    /carnival|carnaval|mardi gras|shrove|lundi gras|fat thursday|j ouvert|kadooment|caribana|last lap/,
    T.carnival,
  ],
  [/valentine|lovers day/, T.valentine],
  [/korean thanksgiving|chuseok/, T.asian],
  [/^(mother|father) day|mothers day|fathers day/, T.parents],
  [/yom hashoah|yom hazikaron|holocaust/, T.remembrance],
  [/yom haatzmaut|yom yerushalayim|jerusalem day/, T.national],
  [
    /ramadan|laylat al qadr|lailat al qadr|nuzul al quran|eid al fitr|fitr|hari raya puasa|korite|uraza/,
    T.ramadan,
  ],
  [
    /\beid\b|mawlid|maulid|maulaud|muharram|ashura|ashoura|tasoua|arafat|miraj|baraat|\bid ul|hadji|islamic|imam|fatima|arbaeen|ghadeer|mabaas|prophet|hari raya|tabaski|id el|kurban|bayram|nabi/,
    T.islamic,
  ],
  [
    /^yom |rosh hashanah|passover|pesach|sukkot|tabernacles|shavuot|purim|hanukkah|simchat|shmini|lag baomer|tu bishvat|tu b av|tisha b av|tevet|tamuz|gedaliah|esther|sigd|mimouna/,
    T.jewish,
  ],
  [
    /diwali|deepavali|divali|holi\b|phagwah|janmashtami|durga puja|ganesh|shivarat|sivarat|ugadi|thaipusam|thaipoosam|cavadee|navratri|dussehra|pongal|onam|valmiki/,
    T.hindu,
  ],
  [/vaisakhi|baisakhi|guru gobind|guru nanak|gurpurab/, T.sikh],
  [/vesak|wesak|buddha|makha bucha|asalha|buddhist|poya/, T.buddhist],
  [
    /good friday|maundy|holy (thursday|saturday|week)|easter|ash (wednesday|sunday)|palm sunday|pentecost|\bwhit\b|whitsun|ascension|corpus christi|assumption|immaculate|annunciation|candlemas|all saints|all souls|epiphany|three kings|advent|trinity sunday|sacred heart|laetare|our lady|virgin of|virgin mary|^st |^sts |^saints? | st |feast of|reformation day|coptic|lent\b|true cross|meskel|in albis|day of prayer|prayer day|gospel day|radonitsa|departed|clean monday|white sunday|solemnity|remembrance of the dead|commemoration of the deceased|olsok|name day/,
    T.christian,
  ],
  [
    /mid autumn|dragon boat|tuen ng|qingming|ching ming|tomb sweeping|lantern festival|double ninth|chung yeung|qixi|ghost festival|dongzhi|songkran|mid year festival|kitchen guardians|hung kings|earth god|kuan yin|kuan kung|matsu|god of medicine|cheng huang|white month|sagaalgan|tsagan sar|spring festival/,
    T.asian,
  ],
  [
    /memorial|remembrance|mourning|martyr|veteran|armistice|anzac|fallen|victims|genocide|lament|\bheroe?s?\b|heroines|commemoration/,
    T.remembrance,
  ],
  [
    /international|^world |women day|woman day|children|child|youth|teacher|mother language|native language|earth day|human rights|tax day|administrative professionals|groundhog|april fool|grandparents|grandmother|grandfather|^men day|^boy day|student|pupil|journalist|science|book day|language day|literacy|alphabet|translator|police|bank employee|peace day|tourism day|farmer|arbor day|radio and television|seamen|knowledge|parents day/,
    T.awareness,
  ],
  [/election|voting day/, T.elections],
  [
    /national|republic|constitution|statehood|unity|unification|sovereignty|liberation|revolution|proclamation|foundation|founding|flag|independence|autonomy|freedom|democracy|restoration|accession|emancipation|kingdom|\bking\b|\bqueen\b|prince|princess|emperor|sultan|governor|coronation|self determination|union|territory day|formation day|separation day|discovery day|arrival day|victory|armed forces|army|navy|air force|defen[cs]e|dominion|commonwealth|bastille|waitangi|state day|birthday of king|birthday of queen|sovereign/,
    T.national,
  ],
];

/** Topic path of a holiday, from its name. */
export function holidayTopic(name: string): string {
  const k = surfaceKey(name);
  for (const [re, topic] of RULES) if (re.test(k)) return topic;
  return T.public;
}

/** Names of no single holiday: substitute days, days after, terms, one-off days. */
const JUNK: readonly RegExp[] = [
  /day off|transferred|day following|^day after (?!thanksgiving)|weekday after/i,
  /\b(2nd|second|third|3rd|fourth|forth|4th) day\b|\(day 2\)|\(2nd day\)|intermediate days|the week of/i,
  /^(first|last) (monday|day) (in|of)|^(january|june) \d|^\w+ (\d+(st|nd|rd|th))$|^august (monday|thursday)$/i,
  /term \d|school holiday|summer holiday|winter school|autumn school|pre-christmas holidays/i,
  /census|election of pope|name day of the holy father|funeral|jubilee|coronation of king|mourning for queen/i,
  /\b(19|20)\d\d\b|\d+(st|nd|rd|th)\b|^day before|pre-christmas|bicentennial|world cup|football|rugby|afl grand final/i,
  /tourism purposes|declared public holiday|^(national|public|bank|state) holiday$|^bridge day$/i,
  /service reduction|inauguration|change of federal government|^holiday$|^festival day$|^city birthday$/i,
  /cup day|^melbourne cup$|show day|agricultural show|kobe bryant|marriage of|enthronement|state funeral/i,
  /\(ve day\)|^(summer|anniversary|formation|state|prayer|commemoration) day$|^new year$/i,
];

/** A name cleaned of its notes: "(substitutes)", a trailing "Holiday(s)", a leading "The". */
export function cleanHolidayName(raw: string): string | null {
  const name = raw
    .replace(/\s*\(substitutes\)/i, '')
    .replace(/^the\s+/i, '')
    .replace(/(new year'?s?|christmas|president'?s'? day)\s+holidays?$/i, '$1')
    .replace(/’/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (name === '' || JUNK.some((re) => re.test(name))) return null;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * A country's own name for a shared holiday that is another holiday (Family Day on
 * 26 December, Saint Joseph the Worker on 1 May): not merged into the shared one.
 */
const NOT_SAME = new Set([
  'family day',
  'day after christmas',
  'founding of the republic of china',
  'virgin of caacupe',
  'st joseph the worker',
  'randol fawkes labour day',
  'st stephen day',
  'festival day',
]);

/** surfaceKey of a spelling → the holiday it names (where no shared entry ties them). */
const SAME = new Map([
  ['deepavali', 'Diwali'],
  ['divali', 'Diwali'],
  ['diwali deepavali', 'Diwali'],
  ['pesach', 'Passover'],
  ['passover pesach', 'Passover'],
  ['day of atonement yom kippur', 'Yom Kippur'],
  ['eid al fitr', 'Eid al-Fitr'],
  ['eid ul fitr', 'Eid al-Fitr'],
  ['eid al fitr markhash', 'Eid al-Fitr'],
  ['holyday for fetr eeid', 'Eid al-Fitr'],
  ['uraza bayram', 'Eid al-Fitr'],
  ['eid al adha', 'Eid al-Adha'],
  ['eid ul adha', 'Eid al-Adha'],
  ['eid al adha ghurba', 'Eid al-Adha'],
  ['kurban bayram', 'Eid al-Adha'],
  ['lailat al qadr', 'Laylat al-Qadr'],
  ['ashura', 'Day of Ashura'],
  ['ashoura', 'Day of Ashura'],
  ['mawlid', 'Birthday of Muhammad (Mawlid)'],
  ['birthday of muhammad prophet', 'Birthday of Muhammad (Mawlid)'],
  ['day of nuzul al quran', 'Nuzul Al-Quran'],
  ['chinese new year', 'Lunar New Year'],
  ['chinese spring festival', 'Lunar New Year'],
  ['spring festival', 'Lunar New Year'],
  ['lunar new year day', 'Lunar New Year'],
  ['vietnamese new year', 'Lunar New Year'],
  ['korean new year', 'Lunar New Year'],
  ['ching ming festival', 'Qingming Festival'],
  ['tomb sweeping day', 'Qingming Festival'],
  ['tuen ng festival', 'Dragon Boat Festival'],
  ['chung yeung festival', 'Double Ninth Festival'],
  ['birthday of the buddha', "Buddha's Birthday"],
  ['birthday of buddha shakyamuni', "Buddha's Birthday"],
  ['vesak day', 'Vesak'],
  ['holi phagwa', 'Holi'],
  ['phagwah', 'Holi'],
  ['holi phagwa holi', 'Holi'],
  ['maha shivaratree', 'Maha Shivaratri'],
  ['thaipoosam cavadee', 'Thaipusam'],
  ['thaipusam thaipusam', 'Thaipusam'],
  ['makha bucha makha bucha', 'Makha Bucha'],
  ['asalha puja asalha puja', 'Asalha Puja'],
  ['buddhist lent buddhist lent', 'Buddhist Lent'],
  ['st patrick day', "St. Patrick's Day"],
  ['anzac day', 'Anzac Day'],
  ['kings day', "King's Day"],
  ['president day', "Washington's Birthday"],
  ['presidents day', "Washington's Birthday"],
  ['orangemen day', "Battle of the Boyne (Orangemen's Day)"],
  ['carnival monday', 'Shrove Monday'],
  ['carnival tuesday', 'Shrove Tuesday'],
  ['constitutional day constitution day', 'Constitution Day'],
  ['women day', "International Women's Day"],
  ['woman day', "International Women's Day"],
  ['international woman day', "International Women's Day"],
  ['labour day', 'Labour Day'],
  ['may day', 'Labour Day'],
  ['workers day', 'Labour Day'],
  ['worker day', 'Labour Day'],
  ['spring and labour day', 'Labour Day'],
  ['labour and solidarity day', 'Labour Day'],
  ['heroes day', "Heroes' Day"],
  ['martyrs day', "Martyrs' Day"],
  ['martyr day', "Martyrs' Day"],
  ['day of the martyrs', "Martyrs' Day"],
  ['thanksgiving', 'Thanksgiving Day'],
  ['day after thanksgiving day', 'Day after Thanksgiving'],
  ['victory in europe day', 'Victory in Europe Day'],
  ['indigenous peoples day', "Indigenous Peoples' Day"],
  ['indigenous people day', "Indigenous Peoples' Day"],
  ['christmas day', 'Christmas Day'],
  ['new year day', "New Year's Day"],
  ['midsummar eve', 'Midsummer Eve'],
  ['nauryz', 'Nowruz'],
  ['saints peter and paul day', 'Saints Peter and Paul'],
  ['immaculate conception of mary', 'Immaculate Conception'],
  ['radonitsa day of remembrance of the departed', 'Radonitsa'],
  ['radonitsa day of special remembrance of the departed', 'Radonitsa'],
  ['day of remembrance of the departed radonitsa', 'Radonitsa'],
  ['day of special remembrance of the departed radonitsa', 'Radonitsa'],
  ['st sava', 'Saint Sava Day'],
  ['catholic easter', 'Easter Sunday'],
  ['milad un nabi', 'Birthday of Muhammad (Mawlid)'],
  ['id ul alha', 'Eid al-Adha'],
  ['mahasivarathri day', 'Maha Shivaratri'],
]);

/** Canonical names whose package form is worse, and aliases the package lacks. */
const RENAME: ReadonlyMap<string, { name: string; aliases?: readonly string[] }> = new Map([
  ['end of ramadan eid al fitr', { name: 'Eid al-Fitr', aliases: ['End of Ramadan'] }],
  [
    'feast of the sacrifice eid al adha',
    { name: 'Eid al-Adha', aliases: ['Feast of the Sacrifice'] },
  ],
  [
    'birthday of muhammad mawlid',
    { name: 'Mawlid', aliases: ['Birthday of Muhammad', 'Mawlid al-Nabi'] },
  ],
  ['day of ashura', { name: 'Day of Ashura', aliases: ['Ashura'] }],
  ['passover', { name: 'Passover', aliases: ['Pesach'] }],
  ['yom kippur', { name: 'Yom Kippur', aliases: ['Day of Atonement'] }],
  ['rosh hashanah yom teruah', { name: 'Rosh Hashanah', aliases: ['Yom Teruah'] }],
  ['feast of tabernacles sukkot', { name: 'Sukkot', aliases: ['Feast of Tabernacles'] }],
  ['shavuot feast of weeks', { name: 'Shavuot', aliases: ['Feast of Weeks'] }],
  ['tu bishvat arbor day', { name: 'Tu BiShvat' }],
  ['tu b av fifteenth of av', { name: "Tu B'Av" }],
  ['tisha b av fast', { name: "Tisha B'Av" }],
  ['seventeenth of tamuz fast', { name: 'Seventeenth of Tammuz' }],
  ['fast of gedaliah tzom gedalya', { name: 'Fast of Gedaliah', aliases: ['Tzom Gedalia'] }],
  ['simchat torah shmini atzeret', { name: 'Simchat Torah', aliases: ['Shemini Atzeret'] }],
  ['mimouna seventh day of passover', { name: 'Mimouna' }],
  ['holocaust remembrance day yom hashoah', { name: 'Yom HaShoah' }],
  [
    'fallen soldiers and victims of terrorism remembrance day yom hazikaron',
    { name: 'Yom HaZikaron', aliases: ['Israeli Memorial Day'] },
  ],
  [
    'independence day yom haatzmaut',
    { name: "Yom Ha'atzmaut", aliases: ['Israeli Independence Day'] },
  ],
  ['jerusalem day yom yerushalayim', { name: 'Jerusalem Day', aliases: ['Yom Yerushalayim'] }],
  ['shrove tuesday', { name: 'Shrove Tuesday', aliases: ['Pancake Day', 'Carnival Tuesday'] }],
  ['shrove monday', { name: 'Shrove Monday', aliases: ['Rose Monday', 'Carnival Monday'] }],
  [
    'labour day',
    {
      name: 'Labour Day',
      aliases: ['Labor Day', "Workers' Day", "International Workers' Day", 'May Day'],
    },
  ],
  ['vesak', { name: 'Vesak', aliases: ['Vesak Day', 'Wesak', 'Buddha Day'] }],
  ['maha shivaratri', { name: 'Maha Shivaratri', aliases: ['Maha Shivaratree', 'Mahashivratri'] }],
  ['krishna janmashtami', { name: 'Krishna Janmashtami', aliases: ['Janmashtami'] }],
  [
    'qingming festival',
    { name: 'Qingming Festival', aliases: ['Ching Ming Festival', 'Tomb Sweeping Day'] },
  ],
  [
    'dragon boat festival',
    { name: 'Dragon Boat Festival', aliases: ['Tuen Ng Festival', 'Duanwu Festival'] },
  ],
  ['double ninth festival', { name: 'Double Ninth Festival', aliases: ['Chung Yeung Festival'] }],
  [
    'mid autumn festival',
    { name: 'Mid-Autumn Festival', aliases: ['Moon Festival', 'Mooncake Festival'] },
  ],
  ['st patrick day', { name: "St. Patrick's Day" }],
  ['victory in europe day ve day', { name: 'Victory in Europe Day', aliases: ['VE Day'] }],
  [
    'st wenceslas day czech statehood day',
    { name: 'St. Wenceslas Day', aliases: ['Czech Statehood Day'] },
  ],
  [
    'battle of the boyne orangemen day',
    { name: 'Battle of the Boyne', aliases: ["Orangemen's Day"] },
  ],
  ['washington birthday', { name: "Presidents' Day", aliases: ["Washington's Birthday"] }],
  [
    'martin luther king jr day',
    { name: 'Martin Luther King Jr. Day', aliases: ['MLK Day', 'Martin Luther King Day'] },
  ],
  ['juneteenth', { name: 'Juneteenth', aliases: ['Juneteenth National Independence Day'] }],
  ['international women day', { name: "International Women's Day", aliases: ["Women's Day"] }],
  ['orthodox christmas', { name: 'Orthodox Christmas', aliases: ['Coptic Christmas'] }],
  ['orthodox easter', { name: 'Orthodox Easter', aliases: ['Coptic Easter'] }],
  ['epiphany', { name: 'Epiphany', aliases: ['Three Kings Day', "Three Kings' Day"] }],
  [
    'national day for truth and reconciliation',
    { name: 'National Day for Truth and Reconciliation' },
  ],
  [
    'day of prayer and repentance buss und bettag',
    { name: 'Day of Prayer and Repentance', aliases: ['Buß- und Bettag'] },
  ],
]);

interface HolidayDay {
  name?: Record<string, string>;
  _name?: string;
  type?: string;
}
interface HolidayRegion {
  names?: Record<string, string>;
  name?: string;
  days?: Record<string, HolidayDay | false | null | string>;
  states?: Record<string, HolidayRegion>;
  regions?: Record<string, HolidayRegion>;
}
interface HolidayData {
  holidays: Record<string, HolidayRegion>;
  names: Record<string, { name: Record<string, string> }>;
}

/** One English holiday name as a country (or one of its regions) gives it. */
export interface HolidayMention {
  name: string;
  /** Key of the package's shared holiday it is, when it is one ("easter 1", "1 Shawwal"). */
  shared?: string;
  country: string;
  /** public, bank, optional, school or observance. */
  type: string;
}

/** Every English holiday name of the package, with its country. */
export function holidayMentions(data: HolidayData): HolidayMention[] {
  const out: HolidayMention[] = [];
  const visit = (region: HolidayRegion, country: string): void => {
    for (const day of Object.values(region.days ?? {})) {
      if (!day || typeof day !== 'object') continue;
      const shared = day._name !== undefined ? data.names[day._name] : undefined;
      const name = day.name?.en ?? (day.name ? undefined : shared?.name.en);
      if (!name) continue;
      const m: HolidayMention = { name, country, type: (day.type ?? 'public').toLowerCase() };
      if (shared && day._name) m.shared = day._name;
      out.push(m);
    }
    for (const s of Object.values(region.states ?? {})) visit(s, country);
    for (const s of Object.values(region.regions ?? {})) visit(s, country);
  };
  for (const [cc, c] of Object.entries(data.holidays)) visit(c, cc);
  return out;
}

interface Group {
  /** Spelling → number of mentions. */
  spellings: Map<string, number>;
  base?: string;
  countries: Set<string>;
  public: boolean;
}

/** The holidays of the package: entities, and the holidays left to a topic node. */
export interface HolidayCatalogue {
  entities: NamedEntity[];
  /** Holiday name → the path of the topic node that already names it. */
  covered: Map<string, string>;
}

export function holidayCatalogue(
  data: HolidayData = readPackageJson<HolidayData>(HOLIDAYS_PACKAGE, 'data', 'holidays.json'),
  topicForms: ReadonlyMap<string, string> = topicSurfaceForms(),
): HolidayCatalogue {
  const groups = new Map<string, Group>();
  for (const m of holidayMentions(data)) {
    const name = cleanHolidayName(m.name);
    if (!name) continue;
    const own = surfaceKey(name);
    const sharedName = m.shared ? data.names[m.shared]?.name.en : undefined;
    let key: string;
    let base: string | undefined;
    if (m.shared && sharedName && !NOT_SAME.has(own)) {
      const shared = cleanHolidayName(sharedName) ?? sharedName;
      base = SAME.get(surfaceKey(shared)) ?? shared;
      key = surfaceKey(base);
    } else {
      const same = SAME.get(own) ?? SAME.get(surfaceKey(name.replace(/\s*\([^)]*\)$/, '')));
      key = surfaceKey(same ?? name);
      if (same) base = same;
    }
    let g = groups.get(key);
    if (!g) {
      g = { spellings: new Map(), countries: new Set(), public: false };
      groups.set(key, g);
    }
    if (base) g.base ??= base;
    g.spellings.set(name, (g.spellings.get(name) ?? 0) + 1);
    g.countries.add(m.country);
    if (m.type === 'public' || m.type === 'bank') g.public = true;
  }

  const countryName = (cc: string): string => {
    const names = data.holidays[cc]?.names ?? {};
    return names.en ?? Object.values(names)[0] ?? cc;
  };
  const entities = new Map<string, NamedEntity>();
  const covered = new Map<string, string>();
  for (const g of groups.values()) {
    const spellings = [...g.spellings].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    const first = g.base ?? spellings[0]![0];
    const renamed = RENAME.get(surfaceKey(first));
    const split = /^(.+?)\s*\(([^)]+)\)$/.exec(first);
    const name = renamed?.name ?? split?.[1] ?? first;
    // A note in brackets is another name when it is a phrase ("Czech Statehood Day").
    const note = !renamed && split?.[2]?.includes(' ') ? [split[2]] : [];
    const forms = [...(renamed?.aliases ?? []), ...note];
    for (const [s] of spellings)
      forms.push(RENAME.get(surfaceKey(s))?.name ?? s.replace(/\s*\([^)]*\)$/, ''));
    const node = topicForms.get(surfaceKey(name));
    if (node) {
      covered.set(name, node);
      continue;
    }
    const seen = new Set([tokenKey(name)]);
    const aliases: string[] = [];
    for (const a of forms) {
      const t = tokenKey(a);
      if (!t || seen.has(t) || topicForms.has(surfaceKey(a)) || cleanHolidayName(a) === null)
        continue;
      seen.add(t);
      aliases.push(a);
    }
    const id = entitySlug(name);
    if (!id || entities.has(id)) continue;
    const countries = [...g.countries].map(countryName).sort();
    const where =
      countries.length <= 3
        ? countries.join(', ')
        : `${countries.slice(0, 3).join(', ')} and ${countries.length - 3} more countries`;
    entities.set(id, {
      source: HOLIDAYS_SOURCE,
      id,
      name,
      aliases,
      topic: holidayTopic(name),
      type: 'EVENT',
      description: `${g.public ? 'Public holiday' : 'Observance'} in ${where}`,
    });
  }
  return {
    entities: [...entities.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    covered,
  };
}

export function loadHolidays(): NamedEntity[] {
  return holidayCatalogue().entities;
}
