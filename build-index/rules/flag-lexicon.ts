/**
 * Content-flag vocabulary (build-time data, compiled by build-index/rules/flags-writer.ts into
 * the `flags.*` automaton of every version). Flag ids are those of the API.
 *
 * Each flag gets: WordNet subtrees (`lemma#n`, every category below the sense and all
 * their patterns; a one-word pattern whose other WordNet senses are far more frequent
 * is left out, so "piece" does not flag weapons), and hand-written terms. The General
 * flag also takes the obscene-word packages (cuss rating 2, naughty-words en, the
 * obscenity English dataset). Flags deliberately over-flag when ambiguous.
 */

export const FLAG = {
  general: 2,
  adult: 4,
  alcohol: 8,
  fireworks: 16,
  gambling: 32,
  prescription: 64,
  tobacco: 128,
  weapons: 256,
  intent: 2048,
} as const;

export interface FlagVocabulary {
  flag: number;
  /** List name prefix (e.g. "alcohol"); lists are "<name>:wordnet", "<name>:terms". */
  name: string;
  senses: readonly string[];
  terms: readonly string[];
}

export const FLAG_VOCABULARY: readonly FlagVocabulary[] = [
  {
    flag: FLAG.adult,
    name: 'adult',
    senses: ['sexual_activity#1', 'pornography#1', 'prostitute#1', 'sex#3', 'brothel#1', 'stripper#1', 'striptease#1'],
    terms: [
      'porn', 'porno', 'pornography', 'xxx', 'nsfw', 'nude', 'nudes', 'nudity', 'naked', 'sex', 'sexy', 'sexual', 'erotic',
      'erotica', 'escort', 'escorts', 'escort service', 'stripper', 'strip club', 'strippers', 'camgirl', 'cam girls',
      'webcam sex', 'hentai', 'onlyfans', 'playboy', 'hustler', 'adult video', 'adult movies', 'adult content',
      'adult toys', 'sex toys', 'sex shop', 'dildo', 'vibrator', 'fetish', 'bdsm', 'orgy', 'milf', 'hookup', 'hook up',
      'one night stand', 'swingers', 'lingerie', 'topless', 'brothel', 'prostitution', 'prostitute', 'sexting',
      'kamasutra', 'kama sutra', 'threesome', 'masturbation', 'orgasm', 'viagra', 'cialis', 'condoms', 'strip tease',
      'lap dance', 'red light district', 'sugar daddy', 'nipples', 'breasts', 'boobs', 'penis', 'vagina',
    ],
  },
  {
    flag: FLAG.alcohol,
    name: 'alcohol',
    senses: ['alcohol#1', 'liquor#1', 'brewery#1', 'distillery#1', 'winery#1', 'tavern#1', 'barroom#1', 'liquor_store#1', 'bartender#1', 'drunkenness#1', 'hangover#1', 'alcoholism#1'],
    terms: [
      'alcohol', 'alcoholic', 'booze', 'liquor', 'liquor store', 'beer', 'beers', 'craft beer', 'ipa', 'lager', 'ale',
      'stout', 'wine', 'wines', 'red wine', 'white wine', 'champagne', 'prosecco', 'vodka', 'whiskey', 'whisky', 'bourbon',
      'scotch', 'rum', 'gin', 'tequila', 'mezcal', 'brandy', 'cognac', 'sake', 'cider', 'hard seltzer', 'cocktail',
      'cocktails', 'margarita', 'mojito', 'martini', 'sangria', 'brewery', 'winery', 'distillery', 'pub', 'bar', 'bars',
      'happy hour', 'bartender', 'drunk', 'hangover', 'wine tasting', 'beer garden', 'oktoberfest', 'heineken',
      'budweiser', 'corona beer', 'guinness', 'jack daniels', 'smirnoff', 'bacardi', 'absolut', 'moet', 'hennessy',
    ],
  },
  {
    flag: FLAG.fireworks,
    name: 'fireworks',
    senses: ['firework#1', 'pyrotechnics#2', 'firecracker#1', 'sparkler#1', 'roman_candle#1'],
    terms: [
      'fireworks', 'firework', 'firecracker', 'firecrackers', 'sparkler', 'sparklers', 'roman candle', 'bottle rocket',
      'bottle rockets', 'pyrotechnics', 'pyrotechnic', 'fireworks show', 'fireworks display', 'fireworks store',
      'cherry bomb', 'm80', 'smoke bomb', 'fountain fireworks',
    ],
  },
  {
    flag: FLAG.gambling,
    name: 'gambling',
    senses: ['gambling#1', 'gambling_house#1', 'casino#1', 'lottery#2', 'bet#1', 'bet#2', 'bookmaker#1', 'gambler#1', 'slot_machine#1', 'roulette#1', 'poker#1', 'blackjack#1', 'craps#1', 'baccarat#1', 'keno#1', 'bingo#1'],
    terms: [
      'gambling', 'gamble', 'casino', 'casinos', 'online casino', 'betting', 'bet', 'bets', 'sports betting', 'sportsbook',
      'bookmaker', 'bookie', 'odds', 'wager', 'poker', 'texas holdem', 'blackjack', 'roulette', 'slots', 'slot machine',
      'slot machines', 'jackpot', 'lottery', 'lotto', 'powerball', 'mega millions', 'scratch off', 'scratch cards',
      'bingo', 'keno', 'craps', 'baccarat', 'parlay', 'draftkings', 'fanduel', 'bet365', 'las vegas casinos',
      'horse racing betting', 'daily fantasy',
    ],
  },
  {
    flag: FLAG.prescription,
    name: 'prescription',
    senses: ['prescription_drug#1', 'medicine#2', 'narcotic#1', 'antibiotic#1', 'antidepressant#1', 'opiate#1', 'tranquilizer#1', 'stimulant#1', 'pharmacy#1', 'pharmacist#1'],
    terms: [
      'prescription', 'prescriptions', 'prescription drugs', 'rx', 'pharmacy', 'online pharmacy', 'pharmacist',
      'medication', 'medications', 'dosage', 'side effects', 'generic drugs', 'xanax', 'valium', 'ativan', 'klonopin',
      'adderall', 'ritalin', 'vicodin', 'oxycodone', 'oxycontin', 'percocet', 'hydrocodone', 'codeine', 'morphine',
      'fentanyl', 'tramadol', 'ambien', 'zoloft', 'prozac', 'lexapro', 'wellbutrin', 'lipitor', 'metformin', 'insulin',
      'ozempic', 'wegovy', 'viagra', 'cialis', 'levitra', 'amoxicillin', 'azithromycin', 'prednisone', 'gabapentin',
      'lisinopril', 'synthroid', 'accutane', 'antibiotics', 'antidepressants', 'opioids', 'painkillers', 'steroids',
      'birth control pills',
    ],
  },
  {
    flag: FLAG.tobacco,
    name: 'tobacco',
    senses: ['tobacco#1', 'tobacco#2', 'cigarette#1', 'cigar#1', 'smoking#1', 'tobacco_shop#1', 'nicotine#1', 'smoker#1', 'snuff#1', 'chewing_tobacco#1', 'pipe#1', 'hookah#1'],
    terms: [
      'tobacco', 'cigarette', 'cigarettes', 'cigs', 'cigar', 'cigars', 'smoking', 'smoke shop', 'smoker', 'nicotine',
      'vape', 'vapes', 'vaping', 'vape shop', 'vape juice', 'e cigarette', 'e cigarettes', 'e cig', 'ecig', 'e liquid',
      'juul', 'hookah', 'shisha', 'snus', 'snuff', 'chewing tobacco', 'dip', 'rolling papers', 'marlboro', 'camel cigarettes',
      'newport cigarettes', 'quit smoking', 'nicotine patch', 'tobacco shop', 'cigar lounge', 'humidor',
    ],
  },
  {
    flag: FLAG.weapons,
    name: 'weapons',
    senses: ['weapon#1', 'gun#1', 'gun#2', 'firearm#1', 'ammunition#1', 'explosive_device#1', 'gunsmith#1', 'gunman#1', 'holster#1'],
    terms: [
      'weapon', 'weapons', 'gun', 'guns', 'firearm', 'firearms', 'rifle', 'rifles', 'pistol', 'pistols', 'handgun',
      'handguns', 'revolver', 'shotgun', 'shotguns', 'assault rifle', 'ar 15', 'ar15', 'ak 47', 'ak47', 'glock',
      'smith and wesson', 'remington', 'beretta', 'sig sauer', 'ammo', 'ammunition', 'bullets', 'cartridges', 'gun shop',
      'gun store', 'gun range', 'shooting range', 'concealed carry', 'gun permit', 'knife', 'knives', 'switchblade',
      'machete', 'sword', 'swords', 'crossbow', 'bow and arrow', 'taser', 'stun gun', 'pepper spray', 'brass knuckles',
      'grenade', 'bomb', 'bombs', 'explosives', 'silencer', 'suppressor', 'scope', 'holster', 'sniper', 'bb gun',
      'airsoft', 'paintball gun', 'nunchucks', 'missile', 'tank shells',
    ],
  },
];

/** Intent (flag 2048): purchase, comparison, question and negative intent. */
export const INTENT_TERMS: Readonly<Record<string, readonly string[]>> = {
  purchase: [
    'buy', 'buying', 'purchase', 'price', 'prices', 'pricing', 'cost', 'costs', 'how much', 'cheap', 'cheapest',
    'cheaper', 'affordable', 'deal', 'deals', 'discount', 'discounts', 'coupon', 'coupons', 'coupon code', 'promo code',
    'voucher', 'sale', 'for sale', 'on sale', 'clearance', 'order', 'order online', 'shop', 'shopping', 'store',
    'near me', 'delivery', 'free shipping', 'rent', 'rental', 'hire', 'booking', 'book now', 'quote', 'quotes',
    'subscription', 'subscribe', 'financing', 'lease', 'used', 'refurbished', 'wholesale', 'bulk', 'outlet', 'in stock',
    'tickets', 'for rent', 'where to buy',
  ],
  comparison: [
    'vs', 'versus', 'compare', 'comparison', 'compared to', 'best', 'top', 'top 10', 'review', 'reviews', 'rating',
    'ratings', 'rated', 'alternative', 'alternatives', 'better', 'difference between', 'or', 'pros and cons',
    'recommended', 'ranking', 'which is better',
  ],
  question: [
    'who', 'what', 'how', 'why', 'where', 'when', 'which', 'can', 'does', 'do', 'is', 'are', 'should', 'will', 'could',
    'would', 'whats', 'hows', 'how to', 'how do i', 'what is', 'is it', 'can i',
  ],
  negative: [
    'not', 'no', 'never', 'worst', 'bad', 'terrible', 'awful', 'scam', 'scams', 'fraud', 'fake', 'complaint',
    'complaints', 'problem', 'problems', 'issue', 'issues', 'broken', 'fail', 'failed', 'failure', 'lawsuit', 'recall',
    'refund', 'cancel', 'cancellation', 'hate', 'sucks', 'doesnt work', 'not working', 'wont', 'cant', 'avoid',
    'danger', 'dangerous', 'ripoff', 'rip off', 'warning', 'side effects', 'error', 'help',
  ],
};
