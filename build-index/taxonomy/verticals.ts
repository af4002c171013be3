/**
 * The top tier of the default taxonomy: about 25 verticals of the kind advertisers and
 * publishers use, the hand-made topic branches that sit between a vertical and the data
 * hung below it (for example Travel > Lodging, where "Hotels in <city>" live), and the
 * WordNet subtrees each vertical is anchored to.
 *
 * WordNet senses are written as `lemma#n` (n-th noun sense of the lemma in WordNet 3.1's
 * index.noun, the order of sense frequency); the WordNet source resolves them to synset
 * offsets and the build fails if one does not resolve. A synset belongs to the vertical of
 * the nearest anchor above it along its hypernym paths, so a more specific anchor wins:
 * "athlete" (Sports) inside "person" (People & Society).
 */
import type { Facet } from './draft.js';

export interface Vertical {
  slug: string;
  name: string;
  description: string;
  /** Extra surface forms beyond the name. */
  patterns: string[];
  /** Words that point at this vertical when one of its ambiguous names matches. */
  context: string[];
}

export const VERTICALS: readonly Vertical[] = [
  { slug: 'arts-entertainment', name: 'Arts & Entertainment', description: 'Music, film, television, performing and visual arts, celebrities and media.', patterns: ['arts and entertainment', 'entertainment'], context: ['art', 'entertainment', 'music', 'film', 'show'] },
  { slug: 'vehicles', name: 'Vehicles', description: 'Cars, motorcycles, trucks, boats and aircraft; makes, dealers, parts and driving.', patterns: ['vehicles', 'automotive', 'autos'], context: ['car', 'vehicle', 'drive', 'model', 'dealer', 'price'] },
  { slug: 'food-drink', name: 'Food & Drink', description: 'Food, drinks, cooking, recipes, cuisines, restaurants and dining.', patterns: ['food and drink', 'food and beverage'], context: ['food', 'eat', 'recipe', 'taste', 'cook', 'menu'] },
  { slug: 'health', name: 'Health', description: 'Diseases and conditions, medicine and drugs, health care, anatomy and medical professions.', patterns: ['health', 'healthcare', 'medical'], context: ['health', 'medical', 'doctor', 'patient', 'treatment', 'symptoms'] },
  { slug: 'travel', name: 'Travel', description: 'Trips and tourism, lodging, air travel, public transport, attractions and things to do.', patterns: ['travel', 'tourism'], context: ['travel', 'trip', 'tourist', 'visit', 'vacation', 'booking'] },
  { slug: 'sports', name: 'Sports', description: 'Sports, athletes, teams, competitions, venues and sports equipment.', patterns: ['sports', 'sport'], context: ['sport', 'team', 'game', 'league', 'player', 'match'] },
  { slug: 'computers-electronics', name: 'Computers & Electronics', description: 'Computers, software, programming, consumer and industrial electronics.', patterns: ['computers and electronics', 'computing', 'electronics'], context: ['computer', 'software', 'code', 'programming', 'device', 'electronic'] },
  { slug: 'business-industrial', name: 'Business & Industrial', description: 'Companies, industries (NAICS), manufacturing, construction, energy, agriculture, materials and commerce.', patterns: ['business and industrial', 'business', 'industry'], context: ['business', 'company', 'industry', 'industrial', 'manufacturing', 'market'] },
  { slug: 'finance', name: 'Finance', description: 'Banking, money, investing, insurance, credit, taxes, accounting and economics.', patterns: ['finance', 'financial'], context: ['money', 'bank', 'finance', 'investment', 'payment', 'loan'] },
  { slug: 'law-government', name: 'Law & Government', description: 'Law, crime and justice, government, politics, public services and the military.', patterns: ['law and government', 'government', 'law'], context: ['law', 'government', 'legal', 'court', 'political', 'military'] },
  { slug: 'pets-animals', name: 'Pets & Animals', description: 'Animals in the wild and at home: species, pets, breeds and animal care.', patterns: ['pets and animals', 'animals', 'pets'], context: ['animal', 'species', 'wild', 'pet', 'habitat', 'breed'] },
  { slug: 'home-garden', name: 'Home & Garden', description: 'Furniture, appliances, housewares, tools and DIY, gardening and plants.', patterns: ['home and garden', 'home improvement', 'gardening'], context: ['home', 'house', 'garden', 'kitchen', 'room', 'plant'] },
  { slug: 'beauty-fitness', name: 'Beauty & Fitness', description: 'Cosmetics, hair and skin care, fragrances, exercise and fitness.', patterns: ['beauty and fitness', 'beauty', 'fitness'], context: ['beauty', 'skin', 'hair', 'fitness', 'workout', 'cosmetic'] },
  { slug: 'books-literature', name: 'Books & Literature', description: 'Books, writing, literature, poetry, authors and publishing.', patterns: ['books and literature', 'books', 'literature'], context: ['book', 'novel', 'author', 'writing', 'read', 'literature'] },
  { slug: 'games', name: 'Games', description: 'Board, card, video and computer games, toys, puzzles and gambling.', patterns: ['games', 'gaming'], context: ['game', 'play', 'player', 'toy', 'gaming', 'board'] },
  { slug: 'hobbies-leisure', name: 'Hobbies & Leisure', description: 'Pastimes, crafts, photography, outdoor recreation, celebrations and collecting.', patterns: ['hobbies and leisure', 'hobbies', 'leisure'], context: ['hobby', 'leisure', 'craft', 'fun', 'outdoor', 'recreation'] },
  { slug: 'internet-telecom', name: 'Internet & Telecom', description: 'The internet and the web, telephones and mobile, networks and telecommunication services.', patterns: ['internet and telecom', 'internet', 'telecom', 'telecommunications'], context: ['internet', 'online', 'web', 'phone', 'network', 'mobile'] },
  { slug: 'jobs-education', name: 'Jobs & Education', description: 'Occupations and careers, job listings, schools, universities, teaching and learning.', patterns: ['jobs and education', 'jobs', 'education', 'careers'], context: ['job', 'career', 'work', 'school', 'education', 'student'] },
  { slug: 'people-society', name: 'People & Society', description: 'People, family and relationships, social groups, languages and cultures, emotions and social issues.', patterns: ['people and society', 'society'], context: ['people', 'social', 'family', 'community', 'culture', 'society'] },
  { slug: 'real-estate', name: 'Real Estate', description: 'Homes and buildings, property for sale and rent, housing and landlords.', patterns: ['real estate', 'property'], context: ['property', 'home', 'house', 'rent', 'sale', 'apartment'] },
  { slug: 'science', name: 'Science', description: 'Natural and social sciences, biology, chemistry, physics, earth sciences, astronomy, mathematics, measurement and weather.', patterns: ['science', 'sciences'], context: ['science', 'scientific', 'research', 'theory', 'chemical', 'physics'] },
  { slug: 'shopping', name: 'Shopping', description: 'Stores and retailers, consumer goods, shopping and deals.', patterns: ['shopping', 'retail'], context: ['shop', 'store', 'buy', 'price', 'sale', 'retail'] },
  { slug: 'apparel', name: 'Apparel', description: 'Clothing, footwear, headwear, jewelry, bags, accessories, fabrics and fashion.', patterns: ['apparel', 'clothing', 'fashion'], context: ['wear', 'clothing', 'fashion', 'size', 'style', 'dress'] },
  { slug: 'religion-belief', name: 'Religion & Belief', description: 'Religions, beliefs and philosophies, clergy, places of worship, rites, mythology and the supernatural.', patterns: ['religion and belief', 'religion', 'faith'], context: ['religion', 'religious', 'god', 'church', 'faith', 'worship'] },
  { slug: 'places', name: 'Places', description: 'Geography: continents, countries, regions, cities, and natural features such as rivers, lakes and mountains.', patterns: ['places', 'geography'], context: ['place', 'city', 'country', 'region', 'located', 'map'] },
];

/** Key of a vertical's category. */
export function verticalKey(slug: string): string {
  return `tier:${slug}`;
}

export interface TopicBranch {
  /** `topic:<slug>`. */
  key: string;
  /** A `tier:` or another `topic:` key. */
  parent: string;
  name: string;
  patterns: string[];
  description: string;
  domain: Facet[1];
}

/**
 * Hand-made intermediate categories. WordNet anchors, NSI kinds and local-service
 * categories hang below them where a plain WordNet concept would read oddly as the
 * first level of a vertical.
 */
export const TOPIC_BRANCHES: readonly TopicBranch[] = [
  { key: 'topic:lodging', parent: 'tier:travel', name: 'Lodging', patterns: ['lodging', 'accommodation', 'accommodations', 'places to stay'], description: 'Hotels, motels, hostels, inns and other places to stay.', domain: 'service' },
  { key: 'topic:air-travel', parent: 'tier:travel', name: 'Air Travel', patterns: ['air travel', 'flights', 'flying'], description: 'Airports, airlines and flights.', domain: 'service' },
  { key: 'topic:flights', parent: 'topic:air-travel', name: 'Flights', patterns: ['flights', 'cheap flights', 'airfare', 'plane tickets'], description: 'Flights to destinations.', domain: 'service' },
  { key: 'topic:car-rental', parent: 'tier:travel', name: 'Car Rental', patterns: ['car rental', 'car hire', 'rent a car', 'rental cars'], description: 'Renting cars for trips.', domain: 'service' },
  { key: 'topic:public-transport', parent: 'tier:travel', name: 'Public Transportation', patterns: ['public transportation', 'public transport', 'transit'], description: 'Buses, trams, subways, trains and ferries and the networks that run them.', domain: 'service' },
  { key: 'topic:attractions', parent: 'tier:travel', name: 'Attractions & Things to Do', patterns: ['things to do', 'attractions', 'sightseeing', 'tourist attractions'], description: 'What to see and do at a destination.', domain: 'information' },
  { key: 'topic:dining', parent: 'tier:food-drink', name: 'Restaurants & Dining', patterns: ['restaurants', 'dining', 'eating out', 'places to eat'], description: 'Restaurants, cafes, bars and fast food.', domain: 'service' },
  { key: 'topic:jobs', parent: 'tier:jobs-education', name: 'Jobs & Careers', patterns: ['jobs', 'careers', 'employment'], description: 'Occupations, employment and careers.', domain: 'service' },
  { key: 'topic:job-listings', parent: 'topic:jobs', name: 'Job Listings', patterns: ['job listings', 'job openings', 'job vacancies', 'jobs near me'], description: 'Open positions by place.', domain: 'service' },
  { key: 'topic:homes-for-sale', parent: 'tier:real-estate', name: 'Homes for Sale', patterns: ['homes for sale', 'houses for sale', 'property for sale'], description: 'Buying houses, apartments and land.', domain: 'service' },
  { key: 'topic:rentals', parent: 'tier:real-estate', name: 'Apartments & Rentals', patterns: ['apartments for rent', 'rentals', 'houses for rent', 'flats to rent'], description: 'Renting apartments and houses.', domain: 'service' },
  { key: 'topic:programming', parent: 'tier:computers-electronics', name: 'Programming', patterns: ['programming', 'coding', 'software development'], description: 'Programming languages, data and markup formats, developers.', domain: 'information' },
  { key: 'topic:data-formats', parent: 'topic:programming', name: 'Data & Markup Formats', patterns: ['data formats', 'file formats', 'markup languages'], description: 'Data serialization, configuration, markup and prose formats.', domain: 'information' },
  { key: 'topic:consumer-electronics', parent: 'tier:computers-electronics', name: 'Consumer Electronics', patterns: ['consumer electronics', 'gadgets', 'electronic gadgets'], description: 'Phones, tablets, wearables and other electronics for personal use.', domain: 'product' },
  { key: 'topic:smartphones', parent: 'topic:consumer-electronics', name: 'Smartphones', patterns: ['smartphones', 'smart phones', 'iphone', 'iphones', 'android phone', 'android phones', 'samsung galaxy', 'google pixel'], description: 'Smartphones: iPhone, Android phones and their apps, plans and accessories.', domain: 'product' },
  { key: 'topic:tablets', parent: 'topic:consumer-electronics', name: 'Tablet Computers', patterns: ['tablet computer', 'tablet computers', 'ipad', 'ipads', 'android tablet', 'android tablets'], description: 'Tablet computers such as the iPad and Android tablets.', domain: 'product' },
  { key: 'topic:industries', parent: 'tier:business-industrial', name: 'Industries', patterns: ['industries', 'industry sectors', 'naics'], description: 'Industries by the North American Industry Classification System (NAICS 2017).', domain: 'service' },
  { key: 'topic:utilities', parent: 'tier:business-industrial', name: 'Energy & Utilities', patterns: ['utilities', 'energy and utilities', 'utility companies'], description: 'Electricity, gas, water, waste and telecommunication infrastructure and their operators.', domain: 'service' },
  { key: 'topic:public-services', parent: 'tier:law-government', name: 'Public Services', patterns: ['public services', 'public service'], description: 'Agencies and operators of public facilities: emergency services, schools, libraries, parks, post.', domain: 'service' },
];

/**
 * Extra patterns for WordNet senses: common spellings WordNet 3.1 lacks (closed
 * compounds, newer words), added to the sense's own patterns.
 */
export const EXTRA_WORDNET_PATTERNS: Readonly<Record<string, readonly string[]>> = {
  'town_house#1': ['townhouse', 'townhouses', 'townhome', 'townhomes'],
  'mother_board#1': ['motherboard', 'motherboards'],
  'pushup#1': ['push up', 'push ups', 'push-ups'],
  'cellular_telephone#1': ['cellphone', 'cellphones'],
  'hard_disc#1': ['hard drive', 'hard drives'],
};

/** One WordNet anchor: a synset and everything below it goes to `vertical`. */
export interface Anchor {
  /** `lemma#n`. */
  sense: string;
  vertical: string;
  /** A `topic:` key to hang the anchor under instead of the vertical itself. */
  under?: string;
}

type A = [sense: string, under?: string];

function anchors(vertical: string, list: Array<string | A>): Anchor[] {
  return list.map((x) => {
    const [sense, under] = typeof x === 'string' ? [x] : x;
    return under ? { sense, vertical, under } : { sense, vertical };
  });
}

export const WORDNET_ANCHORS: readonly Anchor[] = [
  ...anchors('arts-entertainment', [
    'art#1', 'art#2', 'music#1', 'music#3', 'musical_instrument#1', 'movie#1', 'film#2', 'show#1', 'show#3',
    'entertainment#1', 'entertainer#1', 'artist#1', 'dance#1', 'dance#3', 'theater#1', 'theater#2',
    'broadcasting#1', 'broadcasting#2', 'television#1', 'television#2', 'radio#1', 'celebrity#1',
    'musical_composition#1', 'song#1', 'drama#1', 'comedy#1', 'photograph#1', 'sculpture#1',
    'museum#1', 'cinema#2', 'concert#1', 'performance#2', 'circus#1', 'medium#1',
    'painting#2', 'color#1', 'design#4', 'architecture#1', 'architecture#3', 'print_media#1',
    'newspaper#1', 'magazine#1', 'journalist#1', 'music_genre#1', 'recording#3', 'album#1',
    'musical_organization#1', 'broadcasting_station#1', 'film_maker#1', 'cartoon#1',
  ]),
  ...anchors('vehicles', [
    'vehicle#1', 'motor_vehicle#1', 'car#1', 'aircraft#1', 'boat#1', 'ship#1', 'bicycle#1', 'motorcycle#1',
    'truck#1', 'driver#1', 'driving#2', 'auto_part#1', 'automobile_engine#1', 'wheel#1', 'tire#1',
    'car_dealer#1', 'mechanic#1', 'automobile_mechanic#1', 'pilot#1', 'seaman#1', 'garage#2', 'gas_station#1',
    'parking_lot#1', 'traffic#1', 'motoring#1', 'locomotive#1', 'vessel#2', 'craft#2',
    'brake#1', 'windshield#1', 'internal-combustion_engine#1', 'car_battery#1',
  ]),
  ...anchors('food-drink', [
    'food#1', 'food#2', 'beverage#1', 'dish#2', 'meal#1', 'cooking#1', 'cuisine#1', 'cook#1', 'recipe#1',
    'edible_fruit#1', 'vegetable#1', 'foodstuff#2', 'ingredient#3', 'alcohol#1', 'wine#1', 'beer#1',
    'bartender#1', 'waiter#1', 'brewery#1', 'winery#1', 'bakery#1', 'grocery_store#1', 'kitchen#1',
    'eating#1', 'drinking#1', 'tableware#1', 'cookware#1', 'kitchen_utensil#1', 'feeding#1',
    ['restaurant#1', 'topic:dining'], ['bar#2', 'topic:dining'], ['coffeehouse#1', 'topic:dining'],
    ['caterer#1', 'topic:dining'], ['barroom#1', 'topic:dining'], ['tavern#1', 'topic:dining'], ['dining_room#1', 'topic:dining'], ['snack_bar#1', 'topic:dining'],
  ]),
  ...anchors('health', [
    'disease#1', 'illness#1', 'ill_health#1', 'pathological_state#1', 'injury#1', 'symptom#1', 'medicine#1',
    'medicine#2', 'medicine#3', 'drug#1', 'drug_of_abuse#1', 'health_professional#1', 'medical_care#1',
    'medical_procedure#1', 'medical_instrument#1', 'medical_building#1', 'hospital#2', 'medical_institution#1',
    'patient#1', 'body_part#1', 'body#1', 'organ#1', 'tissue#1', 'bodily_process#1', 'physiology#1',
    'disorder#1', 'mental_disorder#1', 'health#1', 'pregnancy#1', 'nutrition#1', 'vitamin#1',
    'diet#1', 'diet#4', 'therapy#1', 'dentistry#1', 'pharmacy#1', 'pharmacist#1', 'medical_science#1',
    'psychotherapy#1', 'wound#1', 'physical_condition#1', 'drug_addict#1', 'addiction#1', 'death#1',
    'birth#3', 'sexual_activity#1', 'contraceptive#1', 'bodily_property#1', 'medical_specialty#1',
    'medical_practitioner#1', 'medical_aid#1', 'first_aid#1', 'immunity#2', 'pathogen#1',
    'depression#1', 'anxiety#1', 'pregnancy_test#1', 'inhaler#1',
  ]),
  ...anchors('travel', [
    'travel#1', 'journey#1', 'trip#1', 'tourism#1', 'traveler#1', 'vacation#1', 'holiday#1', 'voyage#1',
    'tour#1', 'expedition#3', 'passport#1', 'baggage#1', 'travel_agency#1', 'tourist_attraction#1',
    'camping#1', 'campsite#1', 'resort_area#1', 'spa#2', 'sightseeing#1', 'cruise#1', 'road#1',
    'transportation_system#1', 'terminal#1', 'ticket#1', 'itinerary#1',
    ['hotel#1', 'topic:lodging'], 
    ['hotelier#1', 'topic:lodging'], ['airport#1', 'topic:air-travel'], 
    ['airline#2', 'topic:air-travel'], ['flight#2', 'topic:air-travel'], ['air_travel#1', 'topic:air-travel'],
    ['airfield#1', 'topic:air-travel'], ['flight_attendant#1', 'topic:air-travel'],
    ['public_transport#1', 'topic:public-transport'], ['railway#1', 'topic:public-transport'],
    ['railroad_track#1', 'topic:public-transport'], ['subway#1', 'topic:public-transport'],
    ['car_rental#1', 'topic:car-rental'], ['transit_line#1', 'topic:public-transport'],
    ['bed_and_breakfast#1', 'topic:lodging'], 'visa#1',
  ]),
  ...anchors('sports', [
    'sport#1', 'sport#2', 'athlete#1', 'sports_equipment#1', 'stadium#1', 'team#1', 'contest#1',
    'athletic_facility#1', 'golf_course#1', 'ball#1', 'playing_field#2', 'court#4', 'game#2', 'coach#1',
    'referee#1', 'official#2', 'sports_fan#1', 'sports_implement#1', 'contestant#1', 'exercise_device#1',
    'racing#1', 'race#1', 'swimming#1', 'skating#1', 'skiing#1', 'outdoor_sport#1', 'athletics#2',
    'sporting_goods#1', 'sport_kite#1', 'tournament#1', 'olympic_games#1', 'field_game#1', 'team_sport#1',
    'sports_meeting#1', 'judo#1', 'martial_art#1', 'boxing#1', 'wrestling#1', 'jockey#1',
    'skateboard#1', 'bowling_alley#1', 'bowling_alley#2',
  ]),
  ...anchors('computers-electronics', [
    'computer#1', 'software#1', 'computer_science#1', 'computer_scientist#1', 'electronic_equipment#1',
    'electronic_device#1', 'electronics#1', 'electrical_device#1', 'circuit#1', 'computer_circuit#1',
    'data_processing#1', 'peripheral#1', 'printer#3', 'calculator#2', 'memory_device#1', 'chip#7',
    'microprocessor#1', 'computer_memory_unit#1', 'algorithm#1', 'data_structure#1', 'computer_file#1',
    'computer_user#1', 'electrical_engineering#1', 'electricity#1', 'battery#2', 'audio_system#1',
    'television_receiver#1', 'radio_receiver#1', 'video_recording#1', 'record_player#1', 'tape_recorder#1',
    'camera#2', 'computer_graphics#1', 'monitor#4', 'display#6', 'hacker#2', 'database#1',
    'operating_system#1', 'artificial_intelligence#1', 'robot#1', 'computerization#1', 'data#1',
    'information_technology#1', 'encoding#1', 'machine_language#1', 'storage_medium#1', 'bit#6', 'byte#1',
    ['programming_language#1', 'topic:programming'], ['programmer#1', 'topic:programming'],
    ['programming#2', 'topic:programming'], ['markup_language#1', 'topic:data-formats'],
    ['source_code#1', 'topic:programming'], ['computer_code#1', 'topic:programming'],
    'disk_drive#1', 'keyboard#1',
  ]),
  ...anchors('internet-telecom', [
    'internet#1', 'telecommunication#1', 'telecommunication#2', 'telephone#1', 'telephone#2', 'website#1',
    'computer_network#1', 'network#2', 'web_page#1', 'electronic_mail#1', 'telephone_line#1', 'telecom_system#1',
    'communication_system#1', 'radio#3', 'telegraph#1', 'telephone_number#1', 'modem#1', 'router#2',
    'web_browser#1', 'blog#1', 'chat_room#1', 'search_engine#1', 'url#1', 'domain_name#1',
    'satellite#1', 'telephone_company#1', 'antenna#1', 'transmission#2', 'telephone_call#1', 'mobile_phone#1', 'web_site#1',
  ]),
  ...anchors('business-industrial', [
    'business#1', 'business#2', 'company#1', 'industry#1', 'industry#2', 'manufacturing#1', 'agriculture#2',
    'farming#2', 'industrial_plant#1', 'mining#1', 'construction#1', 'structure#1', 'building_material#1',
    'fuel#1', 'commerce#1', 'marketing#2', 'advertising#1', 'advertising#2', 'businessman#1',
    'businessperson#1', 'executive#1', 'material#1', 'machine#1', 'machinery#1', 'mechanical_device#1',
    'mechanism#5', 'equipment#1', 'engine#1', 'motor#1', 'factory#1', 'warehouse#1', 'management#1',
    'management#2', 'enterprise#2', 'firm#1', 'corporation#1', 'trade#1', 'trade#2', 'shipping#1', 'transportation#5',
    'logistics#1', 'farm#1', 'farmer#1', 'livestock#1', 'crop#1', 'fishing#2', 'forestry#1', 'mine#1',
    'oil#1', 'natural_gas#1', 'petroleum#1', 'metal#1', 'alloy#1',
    'chemical#1', 'plastic#1', 'paper#1', 'wood#1', 'textile_machine#1', 'device#1',
    'instrument#1', 'facility#1',
    'production#1', 'manufacturer#1', 'employer#1', 'entrepreneur#1', 'labor_union#1', 'contract#1',
    'office#1', 'workplace#1', 'establishment#4', 'commercial_enterprise#2',
    ['public_utility#1', 'topic:utilities'], ['power_plant#1', 'topic:utilities'],
    ['electric_power#1', 'topic:utilities'], ['water_supply#1', 'topic:utilities'],
    'welding#1', 'conveyor_belt#1', ['solar_array#1', 'topic:utilities'],
  ]),
  ...anchors('finance', [
    'finance#1', 'finance#2', 'finance#3', 'money#1', 'money#2', 'financial_institution#1',
    'depository_financial_institution#1', 'investment#1', 'investment#2', 'stock#1', 'tax#1', 'insurance#1',
    'loan#1', 'currency#1', 'accounting#2', 'accounting#3', 'accounting#4', 'economics#1', 'payment#1',
    'payment#2', 'financier#1', 'accountant#1', 'possession#2', 'assets#1', 'liabilities#1',
    'financial_gain#1', 'income#1', 'cost#1', 'price#2', 'wealth#1', 'security#4', 'credit#2', 'debt#1',
    'bank_account#1', 'transaction#1', 'exchange#3', 'economy#1', 'economist#1', 'money_handler#1',
    'economic_process#1', 'stock_exchange#1', 'capitalist#2', 'financial_analyst#1', 'bank#2', 'banking#1',
    'coin#1', 'automated_teller_machine#1', 'credit_card#1', 'check#1', 'property#1', 'budget#1', 'fund#1', 'pension#1',
    'tax_return#1', 'inflation_rate#1', 'financial_condition#1', 'economic_condition#1', 'pension_plan#1', 'bankruptcy#1',
  ]),
  ...anchors('law-government', [
    'law#1', 'law#2', 'legal_document#1', 'government#1', 'government#2', 'government#4', 'politics#1',
    'politics#3', 'political_party#1', 'military#1', 'weapon#1', 'military_unit#1', 'serviceman#1', 'lawyer#1',
    'politician#1', 'politician#2', 'crime#1', 'criminal#1', 'court#1', 'court#2', 'police#1',
    'legislature#1', 'election#1', 'war#1', 'military_action#1', 'treaty#1', 'official#1', 'prison#1',
    'correctional_institution#1', 'judge#1', 'jurist#1', 'lawman#1', 'military_officer#1',
    'legal_action#1', 'lawsuit#1', 'punishment#1', 'law_enforcement#1', 'polity#1',
    'political_system#1', 'political_orientation#1',
    'diplomacy#1', 'diplomat#1', 'government_building#1', 'military_installation#1', 'fortification#1',
    'armament#1', 'ammunition#1', 'weaponry#1', 'military_vehicle#1', 'warship#1', 'military_plane#1',
    'legal_status#1', 'civil_right#1', 'legal_right#1', 'offense#3', 'wrongdoing#2',
    'wrongdoer#1', 'agency#1', 'government_department#1', 'bureaucracy#1', 'sovereign#1', 'head_of_state#1',
    'citizen#1', 'vote#1', 'constitution#1', 'legal_system#1', 'jurisprudence#2', 'military_service#1',
    'battle#1', 'terrorism#1', 'terrorist#1', 'spy#1', 'espionage#1', 'fire_department#1', 'firefighter#1',
    'public_service#1', 'civil_service#1',
    'tax_evasion#1', 'administrative_unit#1',
  ]),
  ...anchors('pets-animals', [
    'animal#1', 'pet#1', 'veterinarian#1', 'zoo#1', 'animal_group#1', 'animal_product#1',
    'animal_husbandry#1', 'kennel#1', 'aquarium#1', 'animal_trainer#1', 'pet_shop#1', 'fauna#1',
    'animal_tissue#1', 'animal_foot#1', 'zoologist#1', 'breeder#1', 'leash#1', 'cage#1', 'birdcage#1',
    'feather#1', 'fur#2', 'wing#1', 'tail#1',
    'petfood#1', 'chicken_coop#1',
  ]),
  ...anchors('home-garden', [
    'furniture#1', 'furnishing#2', 'home_appliance#1', 'appliance#2', 'kitchen_appliance#1', 'cutlery#2',
    'garden#1', 'gardening#1', 'plant#2', 'gardener#1', 'gardener#2', 'hand_tool#1', 'power_tool#1', 'tool#1',
    'lamp#1', 'decoration#1', 'decoration#3', 'housekeeping#1', 'plumbing#1', 'plumbing#2', 
    'bedroom_furniture#1', 'bed#1', 'bedclothes#1', 'linen#3', 'curtain#1', 'rug#1', 'floor_cover#1',
    'lighting#2', 'lighting_fixture#1', 'heating_system#1', 'air_conditioner#1', 'cleaning_implement#1',
    'cleansing_agent#1', 'houseplant#1', 'flower#1', 'tree#1', 'shrub#1', 'lawn#1', 'yard#2', 'fence#1',
    'room#1', 'bathroom#1', 'carpentry#1', 'woodworking#1', 'interior_decoration#1', 'house_painting#1',
    'fixture#1', 'hardware#2', 'paint#1', 'glue#1', 'fastener#2',
    'pool#1', 'swimming_pool#1', 'handyman#1', 'plumber#1', 'carpenter#1', 'electrician#1', 'domestic#1',
    'vegetation#1', 'horticulture#1', 'fertilizer#1', 'seed#1', 'soil#2', 'herb#1', 'weed#1',
    'mattress#1', 'air_conditioner#2', 'hose#3',
  ]),
  ...anchors('beauty-fitness', [
    'cosmetic#1', 'toiletry#1', 'hairdressing#2', 'hairdo#1', 'perfume#2', 'exercise#1', 'fitness#2',
    'beauty_parlor#1', 'manicure#1', 'gym#1', 'beauty#1', 'beautician#1', 'barber#2', 'hairdresser#1',
    'skin_care#1', 'cosmetology#1', 'hair#1', 'facial_hair#1', 'beard#1', 'nail#1', 'skin#1',
    'shave#1', 'tattoo#2', 'massage#1', 'sauna#1', 'aerobics#1', 'yoga#2', 'bodybuilding#1', 'calisthenics#1',
    'weightlift#1', 'jogging#1', 'hair_care#1', 'spa#1', 'spa#3',
    'lipstick#1', 'nail_polish#1', 'shampoo#1', 'soap#1', 'deodorant#1', 'fragrance#1', 
    'physical_fitness#1',
    'hair_dye#1',
  ]),
  ...anchors('books-literature', [
    'book#1', 'book#2', 'literature#1', 'literature#2', 'literature#3', 'writing#1', 'writing#2', 'writing#3',
    'writer#1', 'writer#2', 'poem#1', 'poetry#1', 'novel#1', 'publication#1', 'publication#4', 'library#2',
    'library#3', 'fiction#1', 'literary_composition#1', 'periodical#1', 'publisher#1', 'publisher#2', 'poet#1',
    'literary_criticism#1', 'story#1', 'narrative#1', 'genre#1', 'literary_genre#1', 'writing_style#1',
    'bookstore#1', 'reading#1', 'reader#1', 'librarian#1', 'bibliography#1', 'text#1', 'essay#1', 'article#1',
    'dramatic_composition#1', 'playwright#1', 'novelist#1', 'letter#1', 'manuscript#1', 'print#1', 'printing#1',
    'printing#2', 'script#1', 'alphabet#1', 'character#8', 'written_communication#1', 'rhetoric#1',
    'figure_of_speech#1', 'prose#1', 'verse#1', 'myth#1', 'fairytale#1', 'folktale#1', 'tale#1',
    'biography#1', 'comic_book#1', 'literary_agent#1',
  ]),
  ...anchors('games', [
    'game#1', 'game#3', 'board_game#1', 'card_game#1', 'video_game#1', 'computer_game#1', 'toy#1',
    'puzzle#1', 'puzzle#2', 'gambling#1', 'casino#1', 'gambling_house#1', 'gambler#1', 'game_equipment#1',
    'player#1', 'chess#2', 'chessman#1', 'playing_card#1', 'dice#1', 'lottery#2', 'bet#1', 'play#8',
    'plaything#1', 'doll#1', 'arcade#1', 'parlor_game#1',
    'bingo#1', 'poker#2', 'bridge#1', 'crossword_puzzle#1', 'jigsaw_puzzle#1',
  ]),
  ...anchors('hobbies-leisure', [
    'hobby#1', 'recreation#1', 'pastime#1', 'handicraft#1', 'handicraft#2', 'collecting#1', 'photography#1',
    'photography#2', 'photography#3', 'camera#1', 'photographic_equipment#1', 'fishing#1', 'hunting#1',
    'party#2', 'party#4', 'celebration#1', 'celebration#2', 'holiday#2', 'festival#1', 'festival#2',
    'leisure#1', 'amusement_park#1', 'park#2', 'picnic#1', 'hiking#1', 'mountaineering#1',
    'sewing#1', 'needlework#1', 'knitting#1', 'embroidery#1', 'woodwork#1', 'pottery#1', 'model#4',
    'collector#1', 'hobbyist#1', 'stamp#4', 'fishing_gear#1', 'hunter#1', 'fisherman#1', 'outing#1',
    'social_gathering#1', 'social_event#1', 'gift#1', 'kite#3', 'tent#1', 'ceremony#1',
    'anniversary#1', 'birthday#1', 'wedding#1', 'amusement#1', 'fair#1', 'carnival#1',
    'fishing_rod#1',
  ]),
  ...anchors('jobs-education', [
    'education#1', 'education#2', 'education#4', 'school#1', 'school#2', 'educational_institution#1',
    'educator#1', 'teacher#1', 'student#1', 'student#2', 'employee#1', 'worker#1', 'skilled_worker#1',
    'employment#1', 'employment#2', 'employment#3', 'course#1', 'university#1', 'university#2', 'university#3',
    'college#1', 'college#2', 'college#3', 'academic_degree#1', 'discipline#1', 'humanistic_discipline#1',
    'history#1', 'history#2', 'scholar#1', 'academician#1', 'professional#1', 'profession#1', 'job#1',
    'job#2', 'career#1', 'trade#3', 'workman#1', 'laborer#1', 'labor#2', 'work#1', 'vocational_training#1',
    'training#1', 'learning#1', 'lesson#1', 'lecture#1', 'examination#3', 'exam#1', 'diploma#1',
    'curriculum#1', 'school_assignment#1', 'classroom#1', 'schoolhouse#1', 'campus#1', 'academy#2',
    'salary#1', 'wage#1', 'hire#2', 'recruitment#1', 'unemployment#1', 'resume#2', 'job_interview#1',
    'personnel#1', 'staff#1', 'workforce#1', 'occupation#1', 'linguistics#1', 'philosophy#2',
    'scholarship#1',
  ]),
  ...anchors('people-society', [
    'person#1', 'social_group#1', 'people#1', 'people#2', 'family#1', 'family#2', 'family#4', 'relative#1',
    'ethnic_group#1', 'society#1', 'society#2', 'community#1', 'relationship#1', 'relationship#2',
    'relationship#3', 'marriage#1', 'marriage#3', 'child#1', 'child#2', 'woman#1', 'man#1', 'feeling#1',
    'emotion#1', 'language#1', 'language#2', 'natural_language#1', 'charity#1', 'charity#3',
    'organization#1', 'social_control#1', 'social_science#1', 'sociology#1', 'anthropology#1', 'psychology#1',
    'social_class#1', 'race#3', 'nationality#1', 'gender#1', 'sexuality#1', 'friendship#1',
    'love#1', 'parent#1', 'parenthood#1', 'childhood#1', 'adolescence#1', 'old_age#1', 'age#1', 'youth#1',
    'infant#1', 'baby#1', 'kin#1', 'kinship#1', 'social_relation#1', 'social_action#1', 'protest#1',
    'human_right#1', 'poverty#1', 'homelessness#1', 'discrimination#1', 'custom#1', 'culture#1',
    'tradition#1', 'etiquette#1', 'morality#1', 'ethics#1', 'personality#1', 'trait#1', 'behavior#1',
    'lifestyle#1', 'name#1', 'title#3', 'surname#1', 'first_name#1', 'peer#1',
    'volunteer#2', 'funeral_home#1', 'funeral#1', 'association#1', 'club#2', 'nongovernmental_organization#1', 'philanthropy#1',
    'social_welfare#1', 'social_worker#1', 'population#1', 'migration#1', 'immigrant#1', 'dialect#1',
    'speech#2', 'word#1', 'conversation#1', 'communication#2', 'language_unit#1', 'grammatical_category#1',
    'feminism#1',
  ]),
  ...anchors('real-estate', [
    'real_property#1', 'dwelling#1', 'house#1', 'apartment#1', 'apartment_building#1', 'building#1',
    'realtor#1', 'real_estate_broker#1', 'landlord#1', 'tenant#1', 'lease#1', 'lease#2', 'land#1', 'estate#2',
    'mortgage#1', 'rent#1', 'rental#1', 'housing_development#1', 'residential_district#1', 'neighborhood#1',
    'homeowner#1', 'landowner#1', 'property_right#1', 'title#5', 'deed#1', 'real_estate_agent#1',
    'architect#1', 'builder#3', 'condominium#1', 'mansion#2', 'cottage#1', 'villa#2', 'skyscraper#1',
    'office_building#1', 'housing_estate#1', 'lot#2', 'subdivision#1',
    'mobile_home#1', 'foreclosure#1', 'escrow#1',
  ]),
  ...anchors('science', [
    'science#1', 'scientist#1', 'natural_phenomenon#1', 'physical_phenomenon#1', 'chemical_element#1',
    'compound#2', 'natural_object#1', 'celestial_body#1', 'mathematics#1', 'unit_of_measurement#1',
    'taxonomic_group#1', 'microorganism#1', 'fungus#1', 'cell#2', 'molecule#1', 'atom#1', 'particle#2',
    'energy#1', 'engineering#2', 'technology#1', 'astronomy#1', 'physical_property#1', 'temperature#1',
    'natural_science#1', 'biology#1', 'chemistry#1', 'physics#1', 'geology#1', 'earth_science#1',
    'life_science#1', 'research#1', 'experiment#1', 'scientific_research#1', 'theory#1', 'hypothesis#2',
    'measurement#1', 'measuring_instrument#1', 'laboratory#1', 'scientific_instrument#1', 'organism#1',
    'living_thing#1', 'biological_group#1', 'organic_process#1', 'natural_process#1', 'chemical_process#1',
    'physical_process#1', 'process#6', 'outer_space#1', 'star#1', 'planet#1', 'moon#1',
    'spacecraft#1', 'space_station#1', 'space_travel#1', 'astronaut#1', 'rock#1', 'mineral#1', 'gem#2',
    'substance#1', 'substance#7', 'matter#3', 'solid#1', 'liquid#3', 'fluid#1', 'gas#2', 'radiation#1',
    'light#1', 'sound#2', 'electromagnetic_radiation#1', 'wave#1', 'force#1', 'magnetism#1', 'number#2',
    'measure#2', 'fundamental_quantity#1', 'definite_quantity#1', 'time_period#1',
    'time_unit#1', 'calendar#1', 'geometry#1', 'shape#2', 'figure#6', 'statistic#1', 'statistics#1',
    'algebra#1', 'calculus#3', 'function#1', 'equation#1', 'weather#1', 'climate#1', 'atmospheric_phenomenon#1',
    'meteorologist#1', 'meteorology#1', 'storm#1', 'wind#1', 'precipitation#3', 'cloud#2', 'ecology#1',
    'environment#2', 'pollution#1', 'natural_resource#1', 'genetics#1', 'gene#1', 'evolution#1',
    'geography#1', 'cartography#1', 'map#1', 'agent#3', 'chemical_agent#1',
    'plant_part#1', 'plant_organ#1', 'reproductive_structure#1', 'structure#4',
    'body_covering#1',
    'black_hole#1', 'periodic_table#1', 'atom#2', 'weather_forecast#1',
  ]),
  ...anchors('shopping', [
    'shop#1', 'mercantile_establishment#1', 'merchandise#1', 'commodity#1', 'consumer_goods#1', 'shopping#1',
    'shopping#2', 'retailer#1', 'shopper#1', 'sale#1', 'sale#2', 'discount#1', 'coupon#1', 'customer#1',
    'consumer#1', 'merchant#1', 'salesman#1', 'salesperson#1', 'market#1', 'marketplace#2', 'shopping_center#1',
    'department_store#1', 'supermarket#1', 'convenience_store#1', 'purchase#1', 'buying#1',
    'gift_shop#1', 'auction#2', 'mail_order#1', 'packaging#1', 'brand#1', 'trademark#1',
    'durables#1', 'kiosk#1', 'vending_machine#1', 'cash_register#1', 'shopping_cart#1', 'showroom#1',
  ]),
  ...anchors('apparel', [
    'clothing#1', 'footwear#1', 'footwear#2', 'garment#1', 'jewelry#1', 'accessory#1', 'headdress#1',
    'fabric#1', 'fashion#3', 'fashion#4', 'tailor#1', 'bag#4', 'handbag#1', 'watch#1', 'dressmaker#1',
    'clothier#1', 'fashion_designer#1', 'costume#1', 'uniform#1', 'shoe#1', 'boot#1', 'hat#1', 'glove#2',
    'scarf#1', 'belt#2', 'necktie#1', 'sunglasses#1', 'eyeglasses#1', 'spectacles#1', 'wallet#1', 'purse#1',
    'button#1', 'zipper#1', 'embellishment#2', 'adornment#1', 'ring#3', 'necklace#1',
    'textile#1', 'thread#1', 'yarn#2', 'leather#1', 'fur#1', 'silk#1', 'cotton#1', 'wool#1', 'apparel#1',
    'outerwear#1', 'underwear#1', 'nightwear#1', 'sportswear#1', 'swimsuit#1', 'hosiery#1', 'dress#1',
    'fashion_model#1', 'wardrobe#2', 'clothes_closet#1', 
  ]),
  ...anchors('religion-belief', [
    'religion#1', 'religion#2', 'religious_person#1', 'clergyman#1', 'clergy#1', 'spiritual_being#1',
    'place_of_worship#1', 'rite#1', 'religious_ceremony#1', 'theology#1', 'theology#2', 'theology#3',
    'sacred_text#1', 'belief#1', 'church#1', 'church#2', 'church#3', 'occultism#1', 'occultism#2',
    'mythology#1', 'mythology#2', 'deity#1', 'god#1', 'angel#1', 'saint#1', 'prophet#1', 'religious_leader#1',
    'spiritual_leader#1', 'disciple#1', 'religious_order#1', 'monastery#1', 'temple#1', 'mosque#1',
    'synagogue#1', 'worship#1', 'prayer#1', 'prayer#3', 'sacrament#1', 'religious_holiday#1', 'heaven#1',
    'hell#1', 'afterlife#1', 'soul#1', 'sin#1', 'doctrine#1', 'philosophy#1', 'philosopher#1',
    'world_view#1', 'mysticism#1', 'magic#1', 'magic#2', 'astrology#1', 'superstition#1',
    'witchcraft#1', 'ghost#1', 'mythical_being#1', 'mythical_monster#1', 'legendary_creature#1', 'faith#1',
    'believer#1', 'nonreligious_person#1', 'priest#1', 'monk#1', 'nun#1', 'pilgrim#1', 'pilgrimage#1',
    'missionary#1', 'missionary_work#1', 'religious_music#1', 'hymn#1', 'religious_festival#1',
    'zodiac#1', 'tarot_card#1', 'atheism#1', 'jesus#1', 'ramadan#1', 'ramadan#2',
  ]),
  ...anchors('places', [
    'location#1', 'region#1', 'region#3', 'geographical_area#1', 'body_of_water#1', 'geological_formation#1',
    'land#3', 'land#4', 'city#1', 'town#1', 'country#1', 'country#2', 'landmark#1', 'point#2', 'geographic_point#1',
    'continent#1', 'island#1', 'mountain#1', 'river#1', 'lake#1', 'ocean#1', 'sea#1', 'desert#1', 'forest#1',
    'valley#1', 'beach#1', 'coast#1', 'national_park#1', 'park#1', 'square#3', 'street#1', 'district#1',
    'village#1', 'capital#3', 'municipality#1', 'urban_area#1', 'geographer#1', 'inhabitant#1', 'native#1',
    'address#2', 'topography#1', 'natural_elevation#1', 'depression#3', 'shore#1', 
    'area#1', 'tract#1', 'piece_of_land#1', 'field#1', 'border#1', 'boundary#1', 'territory#1',
  ]),
];

/**
 * Where a synset that no anchor reaches goes, by its WordNet lexicographer file.
 * Files not listed (Tops, attribute, motive, relation) are dropped: what is left of them
 * after anchoring is too abstract to sit sensibly in a vertical.
 */
export const LEXFILE_FALLBACK: Readonly<Record<string, string>> = {
  'noun.act': 'people-society',
  'noun.animal': 'pets-animals',
  'noun.artifact': 'business-industrial',
  'noun.body': 'health',
  'noun.cognition': 'science',
  'noun.communication': 'books-literature',
  'noun.event': 'science',
  'noun.feeling': 'people-society',
  'noun.food': 'food-drink',
  'noun.group': 'people-society',
  'noun.location': 'places',
  'noun.object': 'science',
  'noun.person': 'people-society',
  'noun.phenomenon': 'science',
  'noun.plant': 'home-garden',
  'noun.possession': 'finance',
  'noun.process': 'science',
  'noun.quantity': 'science',
  'noun.shape': 'science',
  'noun.state': 'people-society',
  'noun.substance': 'science',
  'noun.time': 'science',
};
