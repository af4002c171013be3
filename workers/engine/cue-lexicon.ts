/**
 * Hand-written query vocabulary of the rule engine (build-time data, compiled into
 * `rules.model` by build-index/rules-writer.ts).
 *
 * - VERTICAL_CUES: words that, next to an ambiguous name in a keyword, point at a
 *   vertical ("jaguar habitat" -> the animal, "python tutorial" -> the language). They
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

export const VERTICAL_CUES: Readonly<Record<string, readonly string[]>> = {
  'arts-entertainment': [
    'movie', 'film', 'song', 'lyrics', 'album', 'band', 'concert', 'music', 'musical', 'singer', 'actor', 'actress',
    'celebrity', 'tv', 'show', 'series', 'episode', 'season', 'cast', 'trailer', 'netflix', 'soundtrack', 'theater',
    'theatre', 'comedy', 'dance', 'guitar', 'piano', 'chords', 'tabs', 'painting', 'artist', 'art', 'gallery', 'museum',
    'premiere', 'director', 'oscar', 'grammy', 'karaoke', 'instrument', 'remix', 'playlist', 'anime',
    'cartoon', 'streaming', 'sing', 'orchestra', 'opera', 'broadway', 'rapper', 'rock', 'jazz', 'pop',
    'festival', 'entertainment', 'drawing', 'sculpture', 'photography', 'gossip', 'characters', 'episodes', 'tickets',
    'finale', 'sitcom', 'binge', 'spoilers', 'screening', 'cinema', 'imax', 'blockbuster', 'sequel', 'prequel',
    'documentary', 'podcast', 'comedian', 'standup', 'setlist', 'encore', 'vinyl', 'mixtape', 'choreography',
    'audition', 'rehearsal', 'screenplay', 'showrunner', 'headliner', 'musician', 'drummer', 'violin', 'symphony',
    'gig', 'hbo', 'disney', 'marvel',
  ],
  vehicles: [
    'car', 'auto', 'automotive', 'truck', 'suv', 'sedan', 'dealer', 'dealership', 'mpg', 'engine', 'tire', 'brake',
    'transmission', 'horsepower', 'mileage', 'lease', 'leasing', 'model', 'specs', 'trim', 'hybrid', 'ev', 'motor',
    'motorcycle', 'parts', 'mechanic', 'drive', 'driving', 'vin', '4x4', 'awd', 'coupe', 'convertible',
    'pickup', 'towing', 'boat', 'yacht', 'aircraft', 'garage', 'vehicle', 'wheels', 'turbo', 'v8', 
    'sailing', 'charter', 'windshield', 'muffler', 'recall',
    'hatchback', 'minivan', 'suspension', 'exhaust', 'rims', 'carburetor', 'dashboard', 'odometer', 'torque',
    'gearbox', 'clutch', 'rpm', 'headlights', 'bumper', 'offroad', 'jdm', 'sedan', 'motorbike', 'scooter', 'mpg',
    'dealership', 'tesla',
  ],
  'food-drink': [
    'recipe', 'cook', 'cooking', 'bake', 'baking', 'baked', 'grilled', 'fried', 'roasted', 'ingredients', 'calories',
    'menu', 'restaurant', 'eat', 'eating', 'dinner', 'lunch', 'breakfast', 'dessert', 'snack', 'delicious', 'vegan',
    'vegetarian', 'gluten', 'keto', 'sauce', 'soup', 'salad', 'taste', 'flavor', 'drink', 'cocktail', 'brew', 'wine',
    'beer', 'bakery', 'chef', 'delivery', 'takeout', 'homemade', 'fillet', 'steak', 'sandwich', 'pie', 'cake', 'bread',
    'cheese', 'juice', 'coffee', 'tea', 'food', 'meal', 'roast', 'stew', 'marinade', 'bbq', 'barbecue', 
    'crockpot', 'cooker', 'fryer', 'nutrition', 'oven', 'boiled', 'cafe', 'bar', 'pub', 'brunch',
    'foodie', 'brunch', 'espresso', 'latte', 'barista', 'recipe', 'spicy', 'crispy', 'tacos', 'pasta', 'pizza',
    'burger', 'sushi', 'noodles', 'dumplings', 'bakery', 'sourdough', 'cookies',
  ],
  health: [
    'symptoms', 'treatment', 'treat', 'cure', 'causes', 'diagnosis', 'disease', 'pain', 'doctor', 'clinic', 'hospital',
    'medicine', 'medication', 'dosage', 'dose', 'prescription', 'surgery', 'therapy', 'infection',
    'chronic', 'acute', 'syndrome', 'disorder', 'patient', 'nurse', 'health', 'medical', 'vaccine', 'blood', 'sick',
    'illness', 'injury', 'relief', 'remedy', 'sting', 'rash', 'swelling', 'fever', 'deficiency', 'pregnancy', 'mental',
    'poisoning', 'overdose', 'diet', 'healthy', 'cancer', 'diabetes', 'allergy', 'allergic', 'pill', 'tablets',
    'mg', 'recovery', 'healing', 'toxic', 'toxicity', 'bite', 'broken', 'fracture', 'dentist', 'teeth',
    'a1c', 'insulin', 'chemo', 'physiotherapy', 'rehab', 'migraine', 'cholesterol', 'hypertension', 'anxiety',
    'depression', 'therapist', 'pediatrician', 'icu', 'diagnosis', 'symptoms', 'vaccination', 'flu', 'covid',
    'immune',
  ],
  travel: [
    'travel', 'trip', 'vacation', 'holiday', 'tour', 'tourist', 'tourism', 'hotel', 'resort', 'flight', 'airline',
    'airport', 'booking', 'destination', 'itinerary', 'cruise', 'beach', 'getaway', 'sightseeing', 'attractions',
    'visit', 'visiting', 'passport', 'visa', 'luggage', 'hostel', 'backpacking', 
    'honeymoon', 'inclusive', 'tickets', 'excursion', 'safari', 'camping', 'lodge', 'inn', 
    'flights', 'layover', 'jetlag', 'roadtrip', 'airbnb', 'hostel', 'itinerary', 'passport', 'sightseeing',
    'backpacker', 'cruise', 'resort', 'beachfront',
  ],
  sports: [
    'team', 'league', 'match', 'score', 'player', 'coach', 'season', 'playoffs', 'championship', 'tournament', 'cup',
    'stadium', 'fan', 'jersey', 'nfl', 'nba', 'mlb', 'nhl', 'fifa', 'espn', 'olympic', 'olympics', 'athlete', 'bat',
    'racket', 'ball', 'goal', 'draft', 'roster', 'standings', 'sport', 'sports', 'fixtures', 'highlights', 'referee',
    'tennis', 'golf', 'football', 'soccer', 'baseball', 'basketball', 'hockey', 'cricket', 'rugby', 'boxing', 'ufc',
    'marathon', 'race', 'racing', 'batting', 'bowling', 'innings', 'wicket', 'pitcher',
    'quarterback', 'training', 'touchdown', 'gloves', 'cleats', 'skiing', 'ski',
    'striker', 'goalkeeper', 'defender', 'midfielder', 'derby', 'playoff', 'semifinal', 'quarterfinal', 'halftime',
    'overtime', 'tiebreak', 'dunk', 'slam', 'homerun', 'inning', 'dribble', 'penalty', 'offside', 'coach',
  ],
  'computers-electronics': [
    'tutorial', 'programming', 'code', 'coding', 'developer', 'software', 'install', 'download', 'library', 'framework',
    'api', 'syntax', 'function', 'compiler', 'script', 'documentation', 'docs', 'github', 'array', 'error', 'debug',
    'computer', 'pc', 'laptop', 'windows', 'mac', 'macbook', 'linux', 'usb', 'hardware', 'driver', 'chip', 'cpu', 'gpu',
    'processor', 'ram', 'ssd', 'monitor', 'keyboard', 'wireless', 'bluetooth', 'charger', 'iphone', 'ipad', 'ipod',
    'android', 'samsung', 'galaxy', 'tablet', 'camera', 'speaker', 'headphones', 'gadget', 'electronics', 'app',
    'update', 'variable', 'class', 'method', 'object', 'loop', 'regex', 'json', 'database',
    'query', 'server', 'npm', 'pip', 'module', 'package', 'version', 'string', 'list', 'dictionary',
    'interpreter', 'ide', 'vscode', 'terminal', 'commands', 'shortcuts', 'printer', 'ink', 'toner',
    'airpods', 'smartphone', 'tech',
    'firmware', 'gpu', 'benchmark', 'overclock', 'motherboard', 'pc', 'laptop', 'keyboard', 'monitor', 'smartwatch',
    'gadget',
  ],
  'business-industrial': [
    'business', 'company', 'industry', 'industrial', 'manufacturing', 'manufacturer', 'supplier', 'wholesale', 'b2b',
    'factory', 'equipment', 'machinery', 'construction', 'contractor', 'logistics', 'warehouse', 'marketing',
    'management', 'startup', 'entrepreneur', 'corporate', 'enterprise', 'commercial', 'procurement', 'agriculture',
    'farming', 'energy', 'mining', 'oil', 'gas', 'plant', 'production', 'forklift', 'crane', 'excavator',
    'steel', 'franchise', 'trade', 'export', 'import', 'welding', 'rig',
    'drilling', 'refinery', 'pipeline', 'solar', 'renewable', 
    'freight', 'manufacturer', 'factory', 'plant', 'layoffs', 'ceo', 'startup', 'merger', 'acquisition', 'quarterly',
    'earnings', 'revenue',
  ],
  finance: [
    'bank', 'banking', 'loan', 'mortgage', 'credit', 'debt', 'interest', 'rate', 'invest', 'investing', 'investment',
    'stock', 'shares', 'fund', 'insurance', 'tax', 'irs', 'account', 'savings', 'money', 'finance', 'financial',
    'payment', 'budget', 'retirement', 'pension', 'crypto', 'bitcoin', 'trading', 'trader', 'broker', 'quote', 'apr',
    'refinance', 'dividend', 'portfolio', 'currency', 'accounting', 'cash', 'atm', 'deposit',
    'withdrawal', 'equity', 'bond', 'bonds', 'market', 'nasdaq', 'dow', 'premium', 'policy', 'claim',
    'deductible', 'inflation', 'recession', 'economy', 'wealth', 'income', 
    'refinancing', 'apr', '401k', 'ira', 'stocks', 'etf', 'budgeting', 'paycheck', 'savings', 'fees', 'overdraft',
  ],
  'law-government': [
    'law', 'legal', 'lawyer', 'attorney', 'court', 'judge', 'lawsuit', 'sue', 'trial', 'crime', 'criminal', 'police',
    'arrest', 'prison', 'jail', 'sentence', 'government', 'federal', 'policy', 'election', 'vote', 'voting',
    'president',
    'congress', 'senate', 'politics', 'political', 'military', 'army', 'navy', 'war', 'veteran', 'citizenship',
    'immigration', 'rights', 'regulation', 'license', 'permit', 'penalty', 'legislation', 'bill', 'statute',
    'constitution', 'amendment', 'antitrust', 'regulator', 'agency', 'public', 'ministry', 'department', 'officer',
    'prosecutor', 'defense', 'charges', 'conviction', 'parole', 'custody', 'settlement', 'murder', 'homicide',
    'theft', 'fraud', 'assault', 'robbery', 'jury', 'verdict', 'appeal', 'testimony', 'evidence', 'felony',
    'lawmakers', 'legislature', 'ordinance', 'mayor', 'governor', 'referendum', 'ballot', 'supreme', 'lawsuit', 'judge',
  ],
  'pets-animals': [
    'pet', 'pets', 'dog', 'cat', 'puppy', 'kitten', 'breed', 'breeds', 'habitat', 'species', 'wild', 'wildlife',
    'animal', 'zoo', 'vet', 'veterinarian', 'cage', 'tank', 'aquarium', 'leash', 'collar', 'grooming', 'rescue',
    'shelter', 'venom', 'venomous', 'fur', 'prey', 'predator', 'endangered', 'lifespan', 'nest', 'bite', 'sting',
    'insect', 'bird', 'fish', 'reptile', 'mammal', 'snake', 'spider', 'feeding', 'diet', 'facts',
    'coop', 'hatch', 'migration', 'extinct', 'flea', 'tick', 'litter', 'kennel', 'paw', 'tail', 'claws', 'fangs',
    'rescue', 'adopted', 'greyhound', 'terrier', 'labrador', 'retriever', 'tabby', 'hamster', 'parrot', 'goldfish',
    'vet', 'kibble', 'litterbox',
  ],
  'home-garden': [
    'home', 'garden', 'gardening', 'grow', 'growing', 'plant', 'planting', 'seeds', 'soil', 'lawn', 'yard', 'backyard',
    'patio', 'kitchen', 'bathroom', 'bedroom', 'furniture', 'decor', 'decorating', 'remodel',
    'renovation', 'diy', 'repair', 'cleaning', 'appliance', 'tools', 'paint', 'flooring', 'cabinet', 'interior',
    'prune', 'pruning', 'compost', 'pest', 'weeds', 'mower', 'fence', 'roof', 'plumbing', 'trap', 'houseplant',
    'pot', 'potted', 'indoor', 'outdoor', 'bloom', 'flower', 'tree', 'shrub', 'bush', 'hedge', 'sheets', 'bedding',
    'rug', 'curtain', 'sofa', 'mattress', 'storage', 'organizer',
    'thermostat', 'furnace', 'drywall', 'grout', 'backsplash', 'mulch', 'tomatoes', 'seedlings', 'houseplants',
    'succulents', 'vacuum', 'dishwasher',
  ],
  'beauty-fitness': [
    'beauty', 'makeup', 'skin', 'skincare', 'hair', 'hairstyle', 'haircut', 'nails', 'cosmetics', 'cream', 'serum',
    'lotion', 'fragrance', 'perfume', 'spa', 'salon', 'fitness', 'workout', 'exercise', 'gym', 'muscle',
    'yoga', 'abs', 'cardio', 'strength', 'stretching', 'toning', 'wrinkles', 'acne', 
    'scent', 'manicure', 'pedicure', 'lipstick', 'reps', 'sets',
    'bodybuilding', 'training', 
    'concealer', 'mascara', 'eyeliner', 'moisturizer', 'sunscreen', 'retinol', 'pilates', 'crossfit', 'deadlift',
    'squat', 'pushups', 'hiit', 'treadmill',
  ],
  'books-literature': [
    'book', 'novel', 'author', 'read', 'reading', 'poem', 'poetry', 'literature', 'chapter', 'summary', 'writer',
    'writing', 'publish', 'publishing', 'paperback', 'hardcover', 'ebook', 'kindle', 'fiction', 'nonfiction', 'story',
    'sonnet', 'verse', 'literary', 'bestseller', 'quotes', 'characters', 'plot', 'analysis', 'audiobook',
    'edition', 'library', 'poet', 'novelist', 
    'bookclub', 'paperback', 'memoir', 'fantasy', 'trilogy', 'chapters', 'reread', 'tbr', 'bookstore', 'librarian',
  ],
  games: [
    'game', 'gaming', 'play', 'playing', 'player', 'console', 'xbox',
    'playstation', 'nintendo', 'ps4', 'ps5', 'steam', 'cheats', 'walkthrough', 'level', 'multiplayer', 'puzzle', 'toy',
    'toys', 'dice', 'cards', 'casino', 'bet', 'betting', 'rules', 'strategy', 'tournament', 'deck',
    'pieces', 'chess', 'poker', 'jackpot', 'slots', 'lottery',
    'gamer', 'speedrun', 'dlc', 'nerf', 'buff', 'fps', 'rpg', 'mmorpg', 'esports', 'checkmate', 'boardgame', 'dungeon',
  ],
  'hobbies-leisure': [
    'hobby', 'hobbies', 'craft', 'crafts', 'knitting', 'sewing', 'crochet', 'pattern', 'photography', 'fishing',
    'hunting', 'camping', 'hiking', 'collecting', 'collection', 'collector', 'party', 'decorations', 'costume',
    'celebration', 'outdoors', 'leisure', 'recreation', 'woodworking', 'scrapbook', 'handmade', 'beads', 'yarn',
    'projects', 'kit', 'lure', 'bait', 'rod', 'reel', 'tackle', 'angling', 'trail', 'birding', 'birthday', 'wedding',
    'christmas', 'halloween', 'easter', 
    'knit', 'quilting', 'embroidery', 'pottery', 'ceramics', 'origami', 'birdwatching', 'scrapbooking', 'gardening',
    'diy', 'campfire', 'tent', 'stamps', 'coins',
  ],
  'internet-telecom': [
    'internet', 'web', 'website', 'wifi', 'broadband', 'isp', 'router', 'modem', 'network', 'email', 
    'phone', 'mobile', 'cell', 'cellular', 'smartphone', 'plan', 'carrier', 'data', 'sim', '4g', '5g', 'lte', 'telecom',
    'signal', 'coverage', 'unlimited', 'prepaid', 'domain', 'hosting', 'browser', 'facebook',
    'twitter', 'instagram', 'google', 'login', 'password', 'vpn', 'ip', 'online', 'spam', 'inbox', 'text', 'sms',
    'call', 'calls', 'voicemail', 'landline', 'fiber', 'bandwidth', 'provider', 'blog', 'seo',
    'outage', 'wifi', 'router', 'streaming', 'bandwidth', 'latency', 'ping', 'upload', 'download', 'carrier',
    'roaming', 'esim', 'fiber', 'broadband',
  ],
  'jobs-education': [
    'job', 'jobs', 'career', 'careers', 'hiring', 'employment', 'employer', 'salary', 'resume', 'cv', 'interview',
    'internship', 'apply', 'application', 'vacancy', 'recruiter', 'school', 'college', 'university', 'degree', 'course',
    'classes', 'student', 'teacher', 'teaching', 'education', 'learn', 'learning', 'exam', 'admission', 'scholarship',
    'tuition', 'curriculum', 'homework', 'study', 'studying', 'campus', 'graduate', 'mba', 'phd', 'certification',
    'apprenticeship', 'tutor', 'tutoring', 'lesson', 'worksheet', 'grade', 'kindergarten',
    'teachers', 'classroom', 'semester', 'syllabus', 'midterm', 'finals', 'gpa', 'interviewing', 'layoff', 'coworker',
    'onboarding',
  ],
  'people-society': [
    'family', 'parenting', 'parent', 'children', 'kids', 'baby', 'relationship', 'dating', 'marriage', 'divorce',
    'friendship', 'friends', 'community', 'social', 'society', 'culture', 'cultural', 'ethnic', 'language',
    'discrimination', 'equality', 'gender', 'women', 'senior', 'elderly', 'charity', 'volunteer', 'nonprofit', 'advice',
    'grief', 'emotions', 'feelings', 'love', 'loneliness', 'counseling', 'adoption', 'activism',
    'protest', 'poverty', 'homeless', 'racism', 'feminism', 'lgbt', 'identity', 'generation', 'teen', 'teenager',
    'toddler', 'newborn', 'grandparents', 'siblings', 'neighbors', 'immigrants', 'refugees', 'caregiving',
  ],
  'real-estate': [
    'property', 'home', 'house', 'apartment', 'condo', 'rent', 'rental', 'lease',
    'landlord', 'tenant', 'realtor', 'listing', 'listings', 'bedroom', 'sqft', 'zillow',
    'housing', 'realty', 'estate', 'mortgage', 'escrow',
    'foreclosure', 'acre', 'acres', 'lot', 'land', 'townhome', 'studio', 'duplex',
    'listing', 'downpayment', 'appraisal', 'inspection', 'hoa', 'sqft', 'bungalow', 'cottage',
  ],
  science: [
    'science', 'scientific', 'research', 'theory', 'experiment', 'physics', 'chemistry', 'biology', 'chemical',
    'element', 'molecule', 'atom', 'formula', 'equation', 'math', 'mathematics', 'geology', 'astronomy', 'space',
    'planet', 'star', 'galaxy', 'universe', 'nasa', 'evolution', 'genetics', 'dna', 'climate', 'weather', 'forecast',
    'temperature', 'properties', 'structure', 'reaction', 'quantum', 'laboratory', 'lab', 'orbit', 
    'telescope', 'microscope', 'cell', 'organism', 'ecosystem', 'fossil', 'atomic', 
    'calculus', 'algebra', 'geometry', 'statistics', 'hypothesis', 'moon', 'eruption', 'magnitude',
    'comet', 'asteroid', 'meteor', 'eclipse', 'nebula', 'telescope', 'species', 'fossils', 'volcano', 'earthquake',
    'physicists', 'chemists', 'researchers',
  ],
  shopping: [
    'shop', 'shopping', 'store', 'buy', 'purchase', 'sale', 'deals', 'deal', 'discount', 'coupon', 'promo', 
    'outlet', 'mall', 'retail', 'retailer', 'order', 'shipping', 
    'gift', 'hours', 'locations', 'catalog', 'clearance',
    'pharmacy', 'grocery', 'groceries', 'brand', 'cheap', 'price',
    'unboxing', 'haul', 'restock', 'preorder', 'bogo', 'doorbuster',
  ],
  apparel: [
    'wear', 'wearing', 'clothes', 'clothing', 'fashion', 'outfit', 'style', 'size', 'fit', 'dress', 'shirt', 'pants',
    'jeans', 'jacket', 'coat', 'shoes', 'shoe', 'sneakers', 'boots', 'heels', 'jewelry', 'jewellery', 'gold', 'silver',
    'leather', 'silk', 'wool', 'designer', 'boutique', 'apparel', 'accessories', 'handbag', 'bag', 'wardrobe',
    'mens', 'womens', 'engagement', 'karat', 'carat', 'sizes', 
    'winter', 'summer', 'sleeve', 'collar', 'waist', 'fabric', 'cotton', 'knit', 'suit',
    'hoodie', 'denim', 'blazer', 'sneakerhead', 'streetwear', 'tailored', 'hemline', 'gown', 'tux',
  ],
  'religion-belief': [
    'god', 'church', 'religion', 'religious', 'faith', 'bible', 'prayer', 'pray', 'spiritual', 'worship', 'holy',
    'sacred', 'saint', 'christian', 'christianity', 'catholic', 'islam', 'muslim', 'jewish', 'judaism', 'hindu',
    'buddhist', 'temple', 'mosque', 'scripture', 'verses', 'psalm', 'gospel', 'sermon', 'pastor', 'priest', 'myth',
    'mythology', 'legend', 'goddess', 'deity', 'zodiac', 'horoscope', 'astrology', 'supernatural', 'ghost', 'angel',
    'heaven', 'hell', 'soul', 'meditation', 'norse', 'ritual', 'blessing', 'tarot', 'psychic',
    'ramadan', 'eid', 'diwali', 'hanukkah', 'yom', 'kippur', 'advent', 'choir', 'congregation', 'synagogue', 'rabbi',
    'imam', 'monk', 'pilgrimage',
  ],
  places: [
    'map', 'population', 'capital', 'country', 'city', 'town', 'state', 'region', 'province', 'county', 'geography',
    'located', 'location', 'river', 'lake', 'mountain', 'island', 'border', 'continent', 
    'distance', 'area', 'flag', 'coordinates', 'elevation', 'neighborhood', 'downtown',
  ],
};

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
