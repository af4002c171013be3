/**
 * Our own table of well-known brands and online services that no package of ours names
 * or places: simple-icons has dropped many of them (Amazon, Microsoft, LinkedIn, Yahoo,
 * ESPN...), and name-suggestion-index holds brands with shops, not websites. Without it
 * "amazon" was a woman warrior, "yahoo" a yokel and "match.com" a match to light. Each
 * row: the name people write, the topic a publisher or advertiser files it under, and
 * other forms that alone name it (a site's domain among them).
 */

export interface BrandRow {
  name: string;
  topic: string;
  type: 'ORG' | 'PRODUCT';
  aliases?: readonly string[];
  /** Words that must be near when the name is also a common word ("sprint", "peacock"). */
  context?: readonly string[];
  /**
   * A name known first as the brand, whatever the dictionary lists first ("amazon",
   * "yahoo"): its sense prior is FAMOUS_PRIOR instead of the entities' default.
   */
  famous?: boolean;
}

/** Sense prior of a `famous` brand: well above WordNet's rare senses of the same word. */
export const FAMOUS_PRIOR = 40;

const STREAMING = 'Arts & Entertainment > TV Shows > Streaming Services';
const AI = 'Computers & Electronics > Artificial Intelligence';
const OFFICE = 'Computers & Electronics > Software > Productivity Software';
const VIDEO_GAMES = 'Games > Video Games';
const TV_NETWORKS = 'Arts & Entertainment > News & Media > TV Networks & Broadcasting';
const CARRIERS = 'Internet & Telecom > Mobile & Wireless > Mobile Carriers';
const SEARCH = 'Internet & Telecom > Search Engines';
const THEME_PARKS = 'Travel > Travel Destinations > Theme Parks';
const CARRIER_CONTEXT = [
  'phone',
  'phones',
  'wireless',
  'carrier',
  'plan',
  'plans',
  'cell',
  'mobile',
];

export const BRANDS: readonly BrandRow[] = [
  {
    name: 'Amazon',
    topic: 'Shopping > Online Shopping > Online Marketplaces',
    type: 'ORG',
    aliases: ['amazon.com'],
    famous: true,
  },
  {
    name: 'Amazon Prime',
    topic: 'Shopping > Online Shopping',
    type: 'PRODUCT',
    aliases: ['prime membership'],
  },
  { name: 'Prime Video', topic: STREAMING, type: 'PRODUCT', aliases: ['amazon prime video'] },
  { name: 'Hulu', topic: STREAMING, type: 'PRODUCT' },
  { name: 'Disney+', topic: STREAMING, type: 'PRODUCT', aliases: ['disney plus'] },
  {
    name: 'Peacock',
    topic: STREAMING,
    type: 'PRODUCT',
    context: ['streaming', 'stream', 'nbc', 'shows', 'watch', 'subscription', 'app'],
  },
  {
    name: 'LinkedIn',
    topic: 'Internet & Telecom > Social Media > Professional Networking',
    type: 'PRODUCT',
    aliases: ['linkedin.com'],
  },
  { name: 'Yahoo', topic: SEARCH, type: 'ORG', aliases: ['yahoo.com', 'yahoo!'], famous: true },
  {
    name: 'Bing',
    topic: SEARCH,
    type: 'PRODUCT',
    aliases: ['bing.com'],
    context: ['search', 'microsoft', 'engine', 'results', 'rewards'],
  },
  { name: 'Ask.com', topic: SEARCH, type: 'PRODUCT', aliases: ['ask jeeves'] },
  {
    name: 'MSN',
    topic: 'Internet & Telecom > Web Services',
    type: 'ORG',
    aliases: ['msn.com'],
  },
  {
    name: 'AOL',
    topic: 'Internet & Telecom > Web Services',
    type: 'ORG',
    aliases: ['america online', 'aol.com'],
  },
  {
    name: 'MSN Messenger',
    topic: 'Internet & Telecom > Messaging & Video Calls > Messaging Apps',
    type: 'PRODUCT',
    aliases: ['windows live messenger'],
  },
  {
    name: 'Skype',
    topic: 'Internet & Telecom > Messaging & Video Calls > Video Calls & Conferencing',
    type: 'PRODUCT',
  },
  {
    name: 'Hotmail',
    topic: 'Internet & Telecom > Email > Email Providers',
    type: 'PRODUCT',
    aliases: ['hotmail.com', 'outlook.com'],
  },
  {
    name: 'Microsoft',
    topic: 'Computers & Electronics > Software',
    type: 'ORG',
    aliases: ['microsoft.com'],
    famous: true,
  },
  {
    name: 'Windows Media Player',
    topic: 'Computers & Electronics > Software',
    type: 'PRODUCT',
  },
  {
    name: 'Craigslist',
    topic: 'Shopping > Auctions & Classifieds > Classified Ads',
    type: 'ORG',
    aliases: ['craigslist.org'],
  },
  {
    name: 'Monster.com',
    topic: 'Jobs & Education > Jobs & Careers > Job Search > Job Boards',
    type: 'ORG',
  },
  { name: 'Match.com', topic: 'People & Society > Dating > Online Dating', type: 'ORG' },
  {
    name: 'ESPN',
    topic: 'Sports > Sports Fandom & Media > Sports News & Scores',
    type: 'ORG',
    aliases: ['espn.com'],
  },
  { name: 'Fox News', topic: TV_NETWORKS, type: 'ORG', aliases: ['fox news channel'] },
  { name: 'PBS', topic: TV_NETWORKS, type: 'ORG', aliases: ['public broadcasting service'] },
  { name: 'BBC', topic: TV_NETWORKS, type: 'ORG', aliases: ['british broadcasting corporation'] },
  { name: 'MTV', topic: TV_NETWORKS, type: 'ORG' },
  {
    name: 'ABC',
    topic: TV_NETWORKS,
    type: 'ORG',
    aliases: ['abc network'],
    context: ['tv', 'network', 'show', 'shows', 'news', 'episode', 'television'],
  },
  {
    name: 'NPR',
    topic: 'Arts & Entertainment > News & Media > Radio',
    type: 'ORG',
    aliases: ['national public radio'],
  },
  { name: 'TMZ', topic: 'Arts & Entertainment > Celebrities & Entertainment News', type: 'ORG' },
  {
    name: 'Hallmark',
    topic: 'Shopping > Gifts > Gift Wrap & Greeting Cards',
    type: 'ORG',
    aliases: ['hallmark cards'],
    context: ['card', 'cards', 'greeting', 'greetings', 'ornaments', 'ecards', 'store'],
  },
  { name: 'AT&T', topic: CARRIERS, type: 'ORG', aliases: ['at and t'] },
  { name: 'T-Mobile', topic: CARRIERS, type: 'ORG', aliases: ['tmobile'] },
  { name: 'Cingular', topic: CARRIERS, type: 'ORG', aliases: ['cingular wireless'] },
  { name: 'Sprint', topic: CARRIERS, type: 'ORG', context: CARRIER_CONTEXT },
  {
    name: 'Slack',
    topic: 'Computers & Electronics > Software > Business Software > Team Collaboration Software',
    type: 'PRODUCT',
    context: [
      'app',
      'workspace',
      'channel',
      'channels',
      'message',
      'messages',
      'huddle',
      'bot',
      'integration',
      'download',
      'desktop',
      'notifications',
      'teams',
    ],
  },
  {
    name: 'Big Mac',
    topic: 'Food & Drink > Restaurants & Dining > Fast Food > Burger Joints',
    type: 'PRODUCT',
  },
  {
    name: 'Whopper',
    topic: 'Food & Drink > Restaurants & Dining > Fast Food > Burger Joints',
    type: 'PRODUCT',
    context: ['burger', 'burgers', 'king', 'meal', 'sandwich', 'calories', 'fries', 'combo'],
  },
  // Software, AI services and video games simple-icons no longer carries (ChatGPT was a
  // chat, Call of Duty a duty, Elden Ring a Dutch village).
  { name: 'OpenAI', topic: AI, type: 'ORG', aliases: ['open ai', 'openai.com'] },
  {
    name: 'ChatGPT',
    topic: `${AI} > AI Chatbots & Assistants`,
    type: 'PRODUCT',
    aliases: ['chat gpt', 'chatgpt.com'],
  },
  { name: 'Midjourney', topic: `${AI} > Generative AI`, type: 'PRODUCT' },
  {
    name: 'Microsoft Word',
    topic: `${OFFICE} > Word Processors`,
    type: 'PRODUCT',
    aliases: ['ms word'],
  },
  {
    name: 'Microsoft PowerPoint',
    topic: `${OFFICE} > Presentation Software`,
    type: 'PRODUCT',
    aliases: ['powerpoint', 'ms powerpoint'],
  },
  { name: 'Minecraft', topic: `${VIDEO_GAMES} > Sandbox & Open-World Games`, type: 'PRODUCT' },
  {
    name: 'Grand Theft Auto',
    topic: `${VIDEO_GAMES} > Sandbox & Open-World Games`,
    type: 'PRODUCT',
    aliases: ['gta'],
  },
  {
    name: 'Call of Duty',
    topic: `${VIDEO_GAMES} > Shooter Games > First-Person Shooters`,
    type: 'PRODUCT',
  },
  { name: 'Elden Ring', topic: `${VIDEO_GAMES} > RPGs > Action RPGs`, type: 'PRODUCT' },
  // "baldurs gate 3 builds" was a logic gate.
  {
    name: "Baldur's Gate 3",
    topic: `${VIDEO_GAMES} > RPGs`,
    type: 'PRODUCT',
    aliases: ['baldurs gate 3', "baldur's gate", 'baldurs gate', 'bg3'],
  },
  {
    name: 'The Legend of Zelda',
    topic: `${VIDEO_GAMES} > Adventure Games`,
    type: 'PRODUCT',
    aliases: [
      'legend of zelda',
      'zelda',
      'tears of the kingdom',
      'zelda tears of the kingdom',
      'breath of the wild',
      'zelda breath of the wild',
    ],
  },
  // The passenger railroad, not a power company that name-suggestion-index lists it as.
  { name: 'Amtrak', topic: 'Travel > Public Transportation > Trains & Rail Travel', type: 'ORG' },
  // The franchise, not one film of it ("lego star wars" was a war).
  {
    name: 'Star Wars',
    topic: 'Arts & Entertainment > Movies > Science Fiction & Fantasy Films',
    type: 'PRODUCT',
  },
  // Games, toys and gear known by the brand more than by any word of it ("settlers of
  // catan" was a town in Peru, "magic the gathering" a gathering, "barbie" a German town).
  {
    name: 'Catan',
    topic: 'Games > Board Games',
    type: 'PRODUCT',
    aliases: ['settlers of catan', 'catan board game'],
  },
  {
    name: 'Magic: The Gathering',
    topic: 'Games > Card Games > Collectible Card Games',
    type: 'PRODUCT',
    aliases: ['magic the gathering', 'mtg', 'mtg arena'],
  },
  {
    name: 'Barbie',
    topic: 'Games > Toys > Dolls & Dollhouses',
    type: 'PRODUCT',
    aliases: ['barbie doll', 'barbie dolls', 'barbie dreamhouse'],
    famous: true,
  },
  { name: 'Hot Wheels', topic: 'Games > Toys > Toy Vehicles & Trains', type: 'PRODUCT' },
  { name: 'Cricut', topic: 'Hobbies & Leisure > Crafts', type: 'PRODUCT' },
  {
    name: 'TurboTax',
    topic: 'Finance > Taxes > Income Tax > Tax Filing',
    type: 'PRODUCT',
    aliases: ['turbo tax'],
  },
  {
    name: 'Fender',
    topic: 'Arts & Entertainment > Music > Musical Instruments > Guitars',
    type: 'ORG',
    aliases: ['fender stratocaster', 'stratocaster', 'fender telecaster', 'telecaster'],
    context: ['guitar', 'guitars', 'amp', 'amplifier', 'bass', 'strat', 'squier'],
  },
  {
    name: 'G-Shock',
    topic: 'Apparel > Accessories > Watches',
    type: 'PRODUCT',
    aliases: ['g shock', 'gshock', 'casio g shock', 'casio g-shock'],
  },
  {
    name: 'Nike Air Force 1',
    topic: 'Apparel > Footwear > Sneakers',
    type: 'PRODUCT',
    aliases: ['air force 1', 'air force 1s', 'af1'],
  },
  {
    name: 'AirPods',
    topic: 'Computers & Electronics > Consumer Electronics > Audio Equipment > Headphones',
    type: 'PRODUCT',
    aliases: ['airpods pro', 'airpods max', 'air pods'],
  },
  { name: 'Mint Mobile', topic: CARRIERS, type: 'ORG' },
  { name: 'Gymshark', topic: 'Apparel > Activewear', type: 'ORG' },
  {
    name: 'Temu',
    topic: 'Shopping > Online Shopping > Online Marketplaces',
    type: 'ORG',
    aliases: ['temu.com'],
  },
  // Theme parks WordNet names only in full ("disney world" was Disney+, "universal
  // studios" a film studio's workplace).
  {
    name: 'Walt Disney World',
    topic: THEME_PARKS,
    type: 'ORG',
    aliases: ['disney world', 'disneyworld', 'walt disney world resort'],
  },
  {
    name: 'Disneyland',
    topic: THEME_PARKS,
    type: 'ORG',
    aliases: ['disneyland resort', 'disneyland park'],
  },
  {
    name: 'Universal Studios',
    topic: THEME_PARKS,
    type: 'ORG',
    aliases: ['universal studios orlando', 'universal studios hollywood', 'universal orlando'],
  },
];
