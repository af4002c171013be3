/**
 * Naming policy for Google Product Taxonomy categories (our own data): single words that
 * must not name a product kind alone because a query holding only that word mostly means
 * something else ("dates", "notebooks", "spurs", "staples"), and the surface forms of
 * GPT nodes whose name alone would not do. The list was drawn up by reading every
 * one-word form the GPT names yield, with WordNet's first senses as a hint.
 */

/** Single words (any number: they are compared folded) never given alone as a pattern. */
export const AMBIGUOUS_ALONE: ReadonlySet<string> = new Set(
  // senses other than the product dominate
  (
    'magic novelties lifts charms rocks power buns brushes mobility accessibility supports ' +
    'nursing feeding ranges filing organization calendars organizers planners transcribers ' +
    'labels tags notebooks transparencies footballs cutters taps grips levels squares saws ' +
    'flappers cinches chains splitters stains palettes bolts probes finders gates dividers ' +
    'shapers flux rulers hatches primers repeaters washers floats coasters chips spurs ' +
    'inserts scoops docking bowls arrows quivers prisms scopes vanities snaps pastels ' +
    'walkers capos baby chaps obis dips spreads icing cream awards tables greens dates ' +
    'folders jigs checks patches brackets molding nippers clubs speed hurdles springs ' +
    'casters prints relish fingerboards finishes jacks hooks drains punches embellishments ' +
    'trims batting ribbons records conditioners thread recorders mice mouse nuts fans ' +
    'flags weapons planes grinders buffers coils foil jams banners slides shams anchors ' +
    'whips honey masks dough shortening kiwis holders starters bitters meal switches ' +
    'locks strippers blocks matches markers ups moving anchoring interfacing remesh ' +
    'sheaves glass carts pots staples dies hammers drills salsa filters screens cuffs rom ' +
    'spades converters dryers marble plates mortars trunks buttons lens irons wraps ' +
    'frames stretchers wire kits covers housings conduit bows vinyl fuel highlighters ' +
    'toners squashes elastic trolleys sandboxes wagons apples peppers pepper studio msg vacuums ' +
    // adjectives and verbs first
    'thinners lighters coolers solvents sheds ' +
    // names of other things (software, films, people, places)
    'keyboards garages wicks dollies equalizers generators bookmarks aquariums'
  ).split(/\s+/),
);

/** GPT id → the patterns of its category, replacing those made from its name. */
export const GPT_PATTERNS: ReadonlyMap<number, readonly string[]> = new Map<
  number,
  readonly string[]
>([
  [156, ['sport optics', 'binoculars and scopes']], // Optics (not the physics)
  [270, ['telephones', 'telephone equipment']], // Telephony
  [2408, ['construction nails', 'framing nails', 'finishing nails']], // Nails (hardware)
  [2869, ['household pesticides', 'insecticides']], // Pesticides
  [3103, ['weed killer', 'weed killers', 'herbicides']], // Herbicides
  [3725, ['jigsaw saw', 'jigsaw saws', 'jigsaw power tool']], // Jigsaws (the power tool)
  [5435, ['audio crossovers', 'speaker crossovers']], // Crossovers (audio)
  [5609, ['decorative figurines', 'collectible figurines', 'porcelain figurines']],
  [5835, ['emergency supplies', 'survival kits', 'emergency preparedness kits']],
  [5866, ['lawn tractors', 'garden tractors', 'lawn tractor', 'garden tractor']],
  [6176, ['book sleeves', 'book cover protectors']], // Book Covers (office supplies)
  [6199, ['black pepper', 'ground pepper', 'peppercorns', 'white pepper']], // Pepper (spice)
  [6566, ['fresh apples', 'apple fruit', 'apple varieties']], // Apples
  [6622, ['leafy greens', 'salad greens', 'cooking greens']], // Greens
  [6668, ['bell peppers', 'chili peppers', 'hot peppers', 'sweet peppers']], // Peppers
  [6812, ['medjool dates', 'dried dates', 'date fruit']], // Dates
  [6886, ['portable radios', 'am fm radios', 'radio receivers', 'shortwave radios']], // Radios
  [543577, ['propane tanks', 'propane refill', 'propane gas']], // Propane
  [543640, ['document portfolios', 'leather portfolios']], // Portfolios (office)
  [8076, ['cornmeal', 'corn meal', 'almond meal', 'flaxseed meal']], // Meal (ground grain)
  [4947, ['raw honey', 'manuka honey', 'honey jars']], // Honey
  [5786, ['heavy cream', 'whipping cream', 'half and half']], // Cream
  [2392, ['potato chips', 'tortilla chips', 'crisps']], // Chips
  [1702, ['salsa dip', 'jarred salsa', 'salsa verde']], // Salsa (the dip)
  [7486, ['cocktail bitters', 'aromatic bitters', 'angostura bitters']], // Bitters
  [5194, ['costume masks', 'halloween masks', 'masquerade masks']], // Masks
  [408, ['party special effects', 'stage effects', 'special effects equipment']], // Special Effects
  [782, ['guns for sale', 'firearms', 'handguns', 'rifles', 'shotguns']], // Guns
  [780, ['weapons for sale', 'self defense weapons']], // Weapons
  // Names that are mostly another word alone (see AMBIGUOUS_ALONE), said the way shoppers do.
  [5506, ['leather chaps', 'riding chaps', 'motorcycle chaps']],
  [5687, ['obi belt', 'kimono obi', 'obi sash']],
  [2427, ['riding spurs', 'cowboy spurs', 'boot spurs']],
  [6146, ['sewing elastic', 'elastic trim', 'elastic band for sewing']],
  [7076, ['sewing interfacing', 'fusible interfacing']],
  [1719, ['paint palettes', 'mixing palettes', 'artist palettes']],
  [5367, ['guitar capo', 'guitar capos']],
  [90, ['recorder instrument', 'soprano recorder', 'alto recorder', 'recorder flute']],
  [2531, ['party banners', 'birthday banners', 'celebration banners']],
  [1906, ['handcuffs', 'police handcuffs']],
  [1544, ['signal splitters', 'coaxial splitters', 'cable splitters']],
  [2130, ['rom chips', 'read-only memory']],
  [1348, ['uninterruptible power supply', 'ups battery backup', 'ups power supply']],
  [6633, ['kiwi fruit', 'kiwifruit']],
  [2058, ['paint primer', 'paint primers', 'wall primer']],
  [1648, ['wood stain', 'wood stains', 'deck stain']],
  [120, ['glass panes', 'window glass', 'glass sheets']],
  [2030, ['access hatches', 'roof hatches', 'attic hatches']],
  [7112, ['crown molding', 'baseboard molding', 'trim molding', 'moulding']],
  [1788, ['garden gates', 'fence gates', 'driveway gates']],
  [499981, ['caster wheels', 'furniture casters']],
  [1492, ['steel chains', 'hardware chain', 'chain by the foot']],
  [2195, ['flat washers', 'lock washers', 'hardware washers']],
  [499933, ['compression springs', 'extension springs', 'coil springs']],
  [504636, ['floor drains', 'shower drains', 'sink drains']],
  [6907, ['woodworking jigs', 'pocket hole jig']],
  [7562, ['end nippers', 'cutting nippers']],
  [1219, ['angle grinders', 'angle grinder', 'bench grinders']],
  [2337, ['concrete floats', 'masonry floats', 'bull floats']],
  [1850, ['measuring dividers', 'drafting dividers']],
  [2021, ['measuring rulers', 'steel rulers', 'metal ruler']],
  [1205, ['carpenter square', 'speed square', 'framing square', 'try square']],
  [1187, ['hand planes', 'block plane', 'wood planes']],
  [1923, ['wood shapers', 'spindle shaper']],
  [5166, ['mobility walkers', 'rollators', 'walking frames', 'walkers for seniors']],
  [543658, ['facial toners', 'face toner', 'skin toner']],
  [543616, ['hair conditioner', 'hair conditioners']],
  [4233, ['storage trunks', 'decorative trunks', 'steamer trunks']],
  [2612, ['clothes dryers', 'tumble dryers']],
  [2363, ['drink coasters', 'cup coasters']],
  [1496, ['aluminum foil', 'tin foil', 'kitchen foil']],
  [685, ['kitchen ranges', 'gas ranges', 'electric ranges', 'range stoves']],
  [3498, ['serving bowls', 'cereal bowls', 'soup bowls', 'dinner bowls']],
  [3553, ['dinner plates', 'salad plates', 'dessert plates', 'side plates']],
  [6930, ['blank checks', 'business checks', 'check stock']],
  [948, ['office staples', 'stapler staples', 'staple refills']],
  [543609, ['highlighter pens', 'highlighter markers']],
  [543608, ['marker pens', 'permanent markers', 'dry erase markers']],
  [4752, ['oil pastels', 'chalk pastels', 'soft pastels']],
  [963, ['overhead transparencies', 'transparency film']],
  [1094, ['american footballs', 'leather footballs']],
  [1491, ['saddle cinches', 'girth cinch']],
  [3757, ['arrow quivers', 'archery quivers']],
  [2743, ['kids sandbox', 'sandbox for kids', 'sand pits']],
  [2867, ['playground slides', 'kids slides', 'backyard slides']],
  [3534, ['toy marbles', 'glass marbles', 'marble games']],
  [6379, ['kids wagons', 'toy wagons', 'pull wagons']],
  [3782, ['toy prisms', 'glass prisms']],
  [3189, ['boat anchors', 'marine anchors']],
  // Groups whose plain name is taken or ambiguous.
  [275, ['electronics power accessories', 'power banks and chargers']],
  [1180, ['hand cutters', 'cutting tools']],
  [1186, ['claw hammers', 'sledgehammers', 'hammer tools']],
  [1191, ['spirit levels', 'laser levels', 'bubble levels']],
  [1217, ['power drills', 'cordless drills', 'electric drills']],
  [1235, ['power saws', 'circular saws', 'saw tools']],
  [2182, ['signal converters', 'video converters']],
  [3175, ['kitchen scoops', 'ice cream scoops']],
  [4040, ['optical scopes', 'sighting scopes']],
  [4148, ['vanity tables', 'makeup vanities', 'vanity furniture']],
  [5752, ['refrigerated dough', 'frozen dough', 'ready-made dough']],
  [6392, ['furniture tables', 'wooden tables', 'tables for sale']],
  [543575, ['home heating fuel', 'heating fuel', 'heating oil']],
  [2277, ['building chemicals', 'home maintenance chemicals']], // Chemicals (hardware)
  [4610, ['monosodium glutamate', 'msg seasoning']], // MSG
  [303, ['computer keyboards', 'computer keyboard', 'pc keyboards']], // Keyboards (input devices)
  [1218, ['power generators', 'portable generators', 'electric generators']], // Generators
  [93, ['paper bookmarks', 'bookmarks for books']], // Bookmarks (not the browser's)
  [3238, ['fish tanks', 'aquarium tanks', 'home aquariums']], // Aquariums (not public ones)
  [1017, ['cooler boxes', 'ice chests', 'portable coolers']], // Coolers
  [720, ['garden sheds', 'storage sheds', 'carports', 'prefab garages']], // Sheds, Garages & Carports
  [126, ['hand trucks', 'moving dollies', 'furniture dollies']], // Dollies & Hand Trucks
  [503774, ['cigarette lighters', 'butane lighters', 'matches and lighters']], // Lighters & Matches
  [503741, ['paint thinners', 'paint strippers', 'paint solvents']], // Solvents, Strippers & Thinners
  [248, ['audio equalizers', 'graphic equalizers']], // Equalizers
  [7402, ['candle wicks', 'wicks for candles']], // Wicks
]);
