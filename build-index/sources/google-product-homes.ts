/**
 * Where the subtrees of the Google Product Taxonomy live in our backbone: a hand-written
 * table (our own data) from GPT paths, as the file writes them, to topic paths of
 * build-index/topics/ (or to a GPT node listed earlier in the file, `gpt:<id>`). A GPT
 * node without an entry hangs below its GPT parent's category, or folds into a backbone
 * topic that already has its name (google-product-placement.ts).
 *
 * One entry a line, `GPT path | mode | target`; `#` starts a comment line. Modes:
 * - `is`: the GPT node is that topic: it adds no category, its children hang on the topic;
 * - `is-gear`: the same, for a topic of equipment: below it, nodes fold by name only into
 *   topics under it (a ball named like its sport stays with the equipment);
 * - `under`: the GPT node is kept as a child of the target;
 * - `gear`: kept as a child of the target, named by "<kind> equipment" and "<kind> gear"
 *   (a sport's name alone is the sport, not its equipment), with `is-gear`'s narrowing;
 * - `drop` (no target): the node and everything below it without an entry of its own is
 *   left out.
 */

export type GptHomeMode = 'is' | 'is-gear' | 'under' | 'gear' | 'drop';

export interface GptHome {
  mode: GptHomeMode;
  /** Backbone path ("Home & Garden > Bathroom") or `gpt:<id>`; empty for `drop`. */
  target: string;
}

const MODES: ReadonlySet<string> = new Set<GptHomeMode>(['is', 'is-gear', 'under', 'gear', 'drop']);

const TABLE = `
# Animals & Pet Supplies
Animals & Pet Supplies | is | Pets & Animals > Pets
Animals & Pet Supplies > Pet Supplies | is | Pets & Animals > Pets > Pet Supplies
Animals & Pet Supplies > Pet Supplies > Bird Supplies | under | Pets & Animals > Pets > Pet Birds
Animals & Pet Supplies > Pet Supplies > Cat Supplies | under | Pets & Animals > Pets > Cats
Animals & Pet Supplies > Pet Supplies > Dog Supplies | under | Pets & Animals > Pets > Dogs
Animals & Pet Supplies > Pet Supplies > Fish Supplies | under | Pets & Animals > Pets > Fish & Aquariums
Animals & Pet Supplies > Pet Supplies > Reptile & Amphibian Supplies | under | Pets & Animals > Pets > Pet Reptiles
Animals & Pet Supplies > Pet Supplies > Small Animal Supplies | under | Pets & Animals > Pets > Small Pets
Animals & Pet Supplies > Pet Supplies > Pet Collars & Harnesses | is | Pets & Animals > Pets > Pet Supplies > Collars & Leashes
Animals & Pet Supplies > Pet Supplies > Pet Leashes | is | Pets & Animals > Pets > Pet Supplies > Collars & Leashes
Animals & Pet Supplies > Pet Supplies > Pet Carriers & Crates | under | Pets & Animals > Pets > Pet Supplies > Pet Beds & Crates
Animals & Pet Supplies > Pet Supplies > Pet Flea & Tick Control | is | Pets & Animals > Pets > Veterinary Care > Fleas & Ticks
Animals & Pet Supplies > Pet Supplies > Pet Medicine | is | Pets & Animals > Pets > Veterinary Care > Pet Medications
Animals & Pet Supplies > Pet Supplies > Pet Grooming Supplies | under | Pets & Animals > Pets > Pet Services > Pet Grooming
Animals & Pet Supplies > Pet Supplies > Pet Vitamins & Supplements | under | Pets & Animals > Pets > Veterinary Care > Pet Nutrition & Weight

# Apparel & Accessories
Apparel & Accessories | is | Apparel
Apparel & Accessories > Clothing | is | Apparel
Apparel & Accessories > Clothing > Activewear > Bicycle Activewear | is | Apparel > Activewear > Cycling Apparel
Apparel & Accessories > Clothing > Activewear > Hunting Clothing | under | Hobbies & Leisure > Outdoor Recreation > Hunting > Hunting Gear
Apparel & Accessories > Clothing > Activewear > Motorcycle Protective Clothing | under | Vehicles > Motorcycles > Motorcycle Gear
Apparel & Accessories > Clothing > Baby & Toddler Clothing | is | Apparel > Kids' Clothing > Baby Clothes
Apparel & Accessories > Clothing > One-Pieces | is | Apparel > Women's Clothing > Jumpsuits & Rompers
Apparel & Accessories > Clothing > Underwear & Socks | is | Apparel > Lingerie & Underwear
Apparel & Accessories > Clothing > Uniforms > Food Service Uniforms | is | Apparel > Uniforms & Workwear > Chef & Restaurant Uniforms
Apparel & Accessories > Clothing > Uniforms > School Uniforms | is | Apparel > Kids' Clothing > School Clothes & Uniforms
Apparel & Accessories > Clothing > Uniforms > Sports Uniforms | under | Apparel > Activewear > Sports Jerseys & Fan Apparel
Apparel & Accessories > Clothing > Wedding & Bridal Party Dresses | is | Apparel > Formal & Occasion Wear > Wedding Attire
Apparel & Accessories > Clothing Accessories | is | Apparel > Accessories
Apparel & Accessories > Clothing Accessories > Baby & Toddler Clothing Accessories | under | Apparel > Kids' Clothing > Baby Clothes
Apparel & Accessories > Clothing Accessories > Bandanas & Headties | under | Apparel > Accessories > Hats & Headwear
Apparel & Accessories > Clothing Accessories > Bridal Accessories | under | Apparel > Formal & Occasion Wear > Wedding Attire
Apparel & Accessories > Clothing Accessories > Hair Accessories > Wigs | is | Beauty & Fitness > Hair Care > Wigs & Extensions
Apparel & Accessories > Clothing Accessories > Hair Accessories > Hair Extensions | is | Beauty & Fitness > Hair Care > Wigs & Extensions
Apparel & Accessories > Clothing Accessories > Hair Accessories > Wig Accessories | under | Beauty & Fitness > Hair Care > Wigs & Extensions
Apparel & Accessories > Clothing Accessories > Maternity Belts & Support Bands | under | Apparel > Women's Clothing > Maternity Clothing
Apparel & Accessories > Clothing Accessories > Scarves & Shawls | is | Apparel > Accessories > Scarves & Gloves
Apparel & Accessories > Costumes & Accessories | is | Apparel > Costumes
Apparel & Accessories > Handbag & Wallet Accessories | under | Apparel > Accessories > Bags & Handbags
Apparel & Accessories > Handbags, Wallets & Cases | is | Apparel > Accessories > Bags & Handbags
Apparel & Accessories > Jewelry > Watch Accessories | under | Apparel > Accessories > Watches
Apparel & Accessories > Shoe Accessories | under | Apparel > Footwear
Apparel & Accessories > Shoes | is | Apparel > Footwear

# Arts & Entertainment
Arts & Entertainment | is | Arts & Entertainment
Arts & Entertainment > Event Tickets | is | Arts & Entertainment > Events & Tickets
Arts & Entertainment > Hobbies & Creative Arts | is | Hobbies & Leisure
Arts & Entertainment > Hobbies & Creative Arts > Arts & Crafts | is | Hobbies & Leisure > Crafts > Art & Craft Supplies
Arts & Entertainment > Hobbies & Creative Arts > Collectibles | is | Hobbies & Leisure > Collecting
Arts & Entertainment > Hobbies & Creative Arts > Collectibles > Collectible Coins & Currency | is | Hobbies & Leisure > Collecting > Coin Collecting
Arts & Entertainment > Hobbies & Creative Arts > Collectibles > Collectible Weapons | under | Hobbies & Leisure > Collecting > Militaria & Historical Collectibles
Arts & Entertainment > Hobbies & Creative Arts > Collectibles > Postage Stamps | under | Hobbies & Leisure > Collecting > Stamp Collecting
Arts & Entertainment > Hobbies & Creative Arts > Collectibles > Rocks & Fossils | under | Hobbies & Leisure > Collecting > Rock & Mineral Collecting
Arts & Entertainment > Hobbies & Creative Arts > Collectibles > Scale Model Accessories | under | Hobbies & Leisure > Model Building
Arts & Entertainment > Hobbies & Creative Arts > Collectibles > Scale Models | under | Hobbies & Leisure > Model Building
Arts & Entertainment > Hobbies & Creative Arts > Collectibles > Sports Collectibles | is | Hobbies & Leisure > Collecting > Sports Cards & Memorabilia
Arts & Entertainment > Hobbies & Creative Arts > Homebrewing & Winemaking Supplies | under | Food & Drink > Beverages > Alcoholic Beverages > Beer > Homebrewing
Arts & Entertainment > Hobbies & Creative Arts > Juggling | under | Arts & Entertainment > Performing Arts > Circus & Magic
Arts & Entertainment > Hobbies & Creative Arts > Magic & Novelties | under | Hobbies & Leisure > Magic Tricks
Arts & Entertainment > Hobbies & Creative Arts > Model Making | is | Hobbies & Leisure > Model Building
Arts & Entertainment > Hobbies & Creative Arts > Model Making > Model Trains & Train Sets | is | Hobbies & Leisure > Model Building > Model Trains
Arts & Entertainment > Hobbies & Creative Arts > Musical Instrument & Orchestra Accessories | under | Arts & Entertainment > Music > Musical Instruments
Arts & Entertainment > Hobbies & Creative Arts > Musical Instruments | is | Arts & Entertainment > Music > Musical Instruments
Arts & Entertainment > Hobbies & Creative Arts > Musical Instruments > Brass Instruments | under | Arts & Entertainment > Music > Musical Instruments > Orchestral & Band Instruments
Arts & Entertainment > Hobbies & Creative Arts > Musical Instruments > Woodwinds | under | Arts & Entertainment > Music > Musical Instruments > Orchestral & Band Instruments
Arts & Entertainment > Hobbies & Creative Arts > Musical Instruments > Percussion | is | Arts & Entertainment > Music > Musical Instruments > Drums & Percussion
Arts & Entertainment > Hobbies & Creative Arts > Musical Instruments > Pianos | is | Arts & Entertainment > Music > Musical Instruments > Pianos & Keyboards
Arts & Entertainment > Hobbies & Creative Arts > Musical Instruments > Electronic Musical Instruments > Musical Keyboards | is | Arts & Entertainment > Music > Musical Instruments > Pianos & Keyboards
Arts & Entertainment > Party & Celebration | is | Hobbies & Leisure > Special Occasions
Arts & Entertainment > Party & Celebration > Gift Giving | is | Shopping > Gifts
Arts & Entertainment > Party & Celebration > Gift Giving > Corsage & Boutonnière Pins | under | Home & Garden > Gardening > Plants > Flowers > Florists & Flower Delivery
Arts & Entertainment > Party & Celebration > Gift Giving > Corsages & Boutonnières | under | Home & Garden > Gardening > Plants > Flowers > Florists & Flower Delivery
Arts & Entertainment > Party & Celebration > Gift Giving > Fresh Cut Flowers | under | Home & Garden > Gardening > Plants > Flowers > Florists & Flower Delivery
Arts & Entertainment > Party & Celebration > Gift Giving > Gift Wrapping | is | Shopping > Gifts > Gift Wrap & Greeting Cards
Arts & Entertainment > Party & Celebration > Gift Giving > Greeting & Note Cards | under | Shopping > Gifts > Gift Wrap & Greeting Cards
Arts & Entertainment > Party & Celebration > Party Supplies | under | Hobbies & Leisure > Special Occasions > Party Planning
Arts & Entertainment > Party & Celebration > Party Supplies > Drinking Games | is | Games > Party & Lawn Games > Drinking Games
Arts & Entertainment > Party & Celebration > Special Effects | under | Hobbies & Leisure > Special Occasions > Party Planning

# Baby & Toddler
Baby & Toddler | is | People & Society > Parenting > Babies & Toddlers
Baby & Toddler > Baby Safety | under | Home & Garden > Home Safety & Security > Childproofing
Baby & Toddler > Baby Toys & Activity Equipment | is | Games > Toys > Baby & Toddler Toys
Baby & Toddler > Baby Transport > Baby & Toddler Car Seats | is | Vehicles > Driving & Car Ownership > Child Car Seats

# Business & Industrial
Business & Industrial | is | Business & Industrial
Business & Industrial > Advertising & Marketing > Trade Show Counters | under | Business & Industrial > Business Services > Event Planning & Trade Shows
Business & Industrial > Advertising & Marketing > Trade Show Displays | under | Business & Industrial > Business Services > Event Planning & Trade Shows
Business & Industrial > Agriculture > Animal Husbandry | is | Business & Industrial > Agriculture > Livestock Farming
Business & Industrial > Automation Control Components | under | Business & Industrial > Manufacturing > Industrial Automation
Business & Industrial > Dentistry | is | Health > Dental Care
Business & Industrial > Film & Television | is | Arts & Entertainment > Movies > Filmmaking
Business & Industrial > Finance & Insurance | is | Finance > Investing > Commodities & Precious Metals
Business & Industrial > Food Service | is | Business & Industrial > Food Service Industry > Restaurant Equipment & Supplies
Business & Industrial > Hairdressing & Cosmetology | is | Beauty & Fitness > Beauty Services & Spas > Cosmetology & Beauty Professionals
Business & Industrial > Heavy Machinery | is | Business & Industrial > Construction > Heavy Equipment
Business & Industrial > Hotel & Hospitality | is | Travel > Tourism Industry
Business & Industrial > Industrial Storage | under | Business & Industrial > Logistics & Shipping > Warehousing & Fulfillment
Business & Industrial > Industrial Storage Accessories | under | Business & Industrial > Logistics & Shipping > Warehousing & Fulfillment
Business & Industrial > Janitorial Carts & Caddies | under | Business & Industrial > Business Services > Commercial Cleaning
Business & Industrial > Law Enforcement | is | Law & Government > Law Enforcement
Business & Industrial > Medical | is | Health > Doctors & Hospitals
Business & Industrial > Medical > Scrubs | is | Apparel > Uniforms & Workwear > Scrubs & Medical Uniforms
Business & Industrial > Medical > Scrub Caps | under | Apparel > Uniforms & Workwear > Scrubs & Medical Uniforms
Business & Industrial > Mining & Quarrying | is | Business & Industrial > Mining & Metals
Business & Industrial > Piercing & Tattooing | is | Beauty & Fitness > Tattoos & Piercings
Business & Industrial > Retail | is | Business & Industrial > Retail Trade
Business & Industrial > Science & Laboratory | is | Science > Scientific Research > Laboratories & Equipment
Business & Industrial > Work Safety Protective Gear | is | Business & Industrial > Manufacturing > Work Safety & PPE

# Cameras & Optics
Cameras & Optics | is | Computers & Electronics > Consumer Electronics > Cameras
Cameras & Optics > Camera & Optic Accessories | is | Computers & Electronics > Consumer Electronics > Cameras > Camera Accessories
Cameras & Optics > Camera & Optic Accessories > Camera & Video Camera Lenses | is | Computers & Electronics > Consumer Electronics > Cameras > Camera Lenses
Cameras & Optics > Cameras > Surveillance Cameras | is | Home & Garden > Home Safety & Security > Security Systems & Cameras
Cameras & Optics > Optics > Scopes > Telescopes | is | Science > Astronomy & Space > Telescopes
Cameras & Optics > Optics > Scopes > Weapon Scopes & Sights | under | Hobbies & Leisure > Outdoor Recreation > Hunting > Hunting Gear
Cameras & Optics > Photography | is | Hobbies & Leisure > Photography
Cameras & Optics > Photography > Darkroom | under | Hobbies & Leisure > Photography > Film Photography

# Electronics
Electronics | is | Computers & Electronics
Electronics > Arcade Equipment | under | Games
Electronics > Audio | is | Computers & Electronics > Consumer Electronics > Audio Equipment
Electronics > Audio > Audio Components > Headphones & Headsets | is | Computers & Electronics > Consumer Electronics > Audio Equipment > Headphones
Electronics > Audio > Audio Components > Speakers | is | Computers & Electronics > Consumer Electronics > Audio Equipment > Audio Speakers
Electronics > Audio > Audio Players & Recorders > Home Theater Systems | is | Computers & Electronics > Consumer Electronics > Home Theater
Electronics > Audio > Audio Players & Recorders > Karaoke Systems | under | Hobbies & Leisure > Karaoke
Electronics > Circuit Boards & Components | is | Computers & Electronics > Electronics & Electrical > Electronic Components
Electronics > Circuit Boards & Components > Printed Circuit Boards | is | Computers & Electronics > Electronics & Electrical > Circuit Boards & PCBs
Electronics > Circuit Boards & Components > Semiconductors | is | Computers & Electronics > Electronics & Electrical > Semiconductors
Electronics > Circuit Boards & Components > Semiconductors > Microcontrollers | is | Computers & Electronics > Electronics & Electrical > Microcontrollers & Single-Board Computers
Electronics > Communications | is | Computers & Electronics > Consumer Electronics
# Phones as products are smartphones today.
Electronics > Communications > Telephony > Mobile Phones | is | Computers & Electronics > Mobile Phones > Smartphones
Electronics > Communications > Telephony > Mobile Phone Accessories | is | Computers & Electronics > Mobile Phones > Phone Cases & Accessories
Electronics > Communications > Video Conferencing | is | Internet & Telecom > Messaging & Video Calls > Video Calls & Conferencing
Electronics > Components | is | Computers & Electronics > Electronics & Electrical > Electronic Components
Electronics > Computers > Computer Servers | under | Computers & Electronics > IT & Enterprise Technology > Servers & Data Centers
Electronics > Computers > Handheld Devices > E-Book Readers | is | Computers & Electronics > Consumer Electronics > E-Readers
Electronics > Computers > Smart Glasses | is | Computers & Electronics > Consumer Electronics > Wearable Technology > VR Headsets & Smart Glasses
Electronics > Computers > Tablet Computers | is | Computers & Electronics > Computers > Tablets
Electronics > Electronics Accessories | under | Computers & Electronics > Consumer Electronics
Electronics > Electronics Accessories > Cables | is | Computers & Electronics > Consumer Electronics > Cables & Adapters
Electronics > Electronics Accessories > Adapters | is | Computers & Electronics > Consumer Electronics > Cables & Adapters
Electronics > Electronics Accessories > Computer Accessories | under | Computers & Electronics > Computer Peripherals
Electronics > Electronics Accessories > Computer Components | is | Computers & Electronics > Computer Components
Electronics > Electronics Accessories > Memory | is | Computers & Electronics > Computer Components > Computer Memory
Electronics > Electronics Accessories > Power > Batteries | is | Computers & Electronics > Electronics & Electrical > Batteries
Electronics > GPS Accessories | under | Computers & Electronics > Consumer Electronics > GPS & Bluetooth Trackers
Electronics > GPS Navigation Systems | under | Computers & Electronics > Consumer Electronics > GPS & Bluetooth Trackers
Electronics > GPS Tracking Devices | under | Computers & Electronics > Consumer Electronics > GPS & Bluetooth Trackers
Electronics > Marine Electronics | under | Vehicles > Boats & Watercraft > Boat Engines & Marine Parts
Electronics > Networking | is | Computers & Electronics > Computer Networking
Electronics > Networking > Bridges & Routers | is | Computers & Electronics > Computer Networking > Routers & Wi-Fi
Electronics > Networking > Hubs & Switches | is | Computers & Electronics > Computer Networking > Network Switches & Cables
Electronics > Print, Copy, Scan & Fax | is | Computers & Electronics > Computer Peripherals > Printers & Scanners
Electronics > Print, Copy, Scan & Fax > Printer, Copier & Fax Machine Accessories > Printer Consumables | is | Computers & Electronics > Computer Peripherals > Printers & Scanners > Printer Ink & Toner
Electronics > Radar Detectors | under | Vehicles > Vehicle Parts & Accessories > Car Electronics
Electronics > Speed Radars | under | Computers & Electronics > Consumer Electronics
Electronics > Toll Collection Devices | under | Vehicles > Vehicle Parts & Accessories > Car Electronics
Electronics > Video | is | Computers & Electronics > Consumer Electronics
Electronics > Video > Satellite & Cable TV | under | Internet & Telecom > Pay TV Service
Electronics > Video > Video Players & Recorders | under | Computers & Electronics > Consumer Electronics > Home Theater
Electronics > Video > Video Players & Recorders > Streaming & Home Media Players | is | Computers & Electronics > Consumer Electronics > Streaming Devices
Electronics > Video Game Console Accessories | is | Games > Video Games > Gaming Accessories
Electronics > Video Game Consoles | is | Games > Video Games > Consoles & Platforms

# Food, Beverages & Tobacco
Food, Beverages & Tobacco | is | Food & Drink
Food, Beverages & Tobacco > Beverages | is | Food & Drink > Beverages
Food, Beverages & Tobacco > Beverages > Alcoholic Beverages > Liquor & Spirits | is | Food & Drink > Beverages > Alcoholic Beverages > Spirits & Liquor
Food, Beverages & Tobacco > Beverages > Tea & Infusions | is | Food & Drink > Beverages > Tea
Food, Beverages & Tobacco > Beverages > Water | is | Food & Drink > Beverages > Bottled Water
Food, Beverages & Tobacco > Food Items | is | Food & Drink > Foods & Ingredients
Food, Beverages & Tobacco > Food Items > Bakery | is | Food & Drink > Baking
Food, Beverages & Tobacco > Food Items > Dairy Products | is | Food & Drink > Foods & Ingredients > Dairy & Eggs
Food, Beverages & Tobacco > Food Items > Frozen Desserts & Novelties | is | Food & Drink > Cooking & Recipes > Desserts > Ice Cream & Frozen Desserts
Food, Beverages & Tobacco > Food Items > Grains, Rice & Cereal | is | Food & Drink > Foods & Ingredients > Pasta & Grains
Food, Beverages & Tobacco > Food Items > Meat, Seafood & Eggs | is | Food & Drink > Foods & Ingredients
Food, Beverages & Tobacco > Food Items > Meat, Seafood & Eggs > Meat | is | Food & Drink > Foods & Ingredients > Meat & Poultry
Food, Beverages & Tobacco > Food Items > Meat, Seafood & Eggs > Seafood | is | Food & Drink > Foods & Ingredients > Fish & Seafood
Food, Beverages & Tobacco > Food Items > Meat, Seafood & Eggs > Eggs | under | Food & Drink > Foods & Ingredients > Dairy & Eggs
Food, Beverages & Tobacco > Food Items > Pasta & Noodles | is | Food & Drink > Foods & Ingredients > Pasta & Grains
Food, Beverages & Tobacco > Food Items > Seasonings & Spices | is | Food & Drink > Foods & Ingredients > Herbs & Spices
Food, Beverages & Tobacco > Food Items > Snack Foods | is | Food & Drink > Foods & Ingredients > Snacks
Food, Beverages & Tobacco > Food Items > Tofu, Soy & Vegetarian Products | is | Food & Drink > Foods & Ingredients > Plant-Based Foods
# No tobacco topic in food-drink.topics: the nearest parent is the vertical.
Food, Beverages & Tobacco > Tobacco Products | under | Food & Drink

# Furniture
Furniture | is | Home & Garden > Furniture
Furniture > Baby & Toddler Furniture | is | Home & Garden > Furniture > Kids & Nursery Furniture
Furniture > Beds & Accessories | is | Home & Garden > Furniture > Bedroom Furniture
Furniture > Cabinets & Storage | is | Home & Garden > Furniture > Storage & Shelving
Furniture > Entertainment Centers & TV Stands | is | Home & Garden > Furniture > Living Room Furniture
Furniture > Office Furniture | is | Home & Garden > Furniture > Home Office Furniture
Furniture > Sofas | is | Home & Garden > Furniture > Living Room Furniture > Sofas & Couches

# Hardware
Hardware | is | Home & Garden > Home Improvement
Hardware > Building Consumables > Chemicals | under | Home & Garden > Home Improvement
Hardware > Building Consumables > Painting Consumables | is | Home & Garden > Home Improvement > Painting & Wallpaper
Hardware > Building Materials | is | Home & Garden > Home Improvement
Hardware > Building Materials > Doors | is | Home & Garden > Home Improvement > Doors & Windows
Hardware > Building Materials > Windows | is | Home & Garden > Home Improvement > Doors & Windows
Hardware > Building Materials > Flooring & Carpet | is | Home & Garden > Home Improvement > Flooring
Hardware > Fencing & Barriers | is | Home & Garden > Landscaping & Outdoor Living > Fences
Hardware > Fuel | under | Home & Garden > HVAC & Climate Control > Heating
Hardware > Hardware Accessories | under | Home & Garden > Home Improvement > Tools & Hardware
Hardware > Hardware Pumps | under | Home & Garden > Home Improvement > Plumbing
Hardware > Heating, Ventilation & Air Conditioning | is | Home & Garden > HVAC & Climate Control
Hardware > Locks & Keys | is | Home & Garden > Home Safety & Security > Locks & Locksmiths
Hardware > Plumbing > Plumbing Fixtures > Toilets & Bidets | is | Home & Garden > Bathroom > Toilets
Hardware > Plumbing > Plumbing Fixtures > Bathtubs | is | Home & Garden > Bathroom > Showers & Bathtubs
Hardware > Plumbing > Plumbing Fixtures > Shower Stalls & Kits | under | Home & Garden > Bathroom > Showers & Bathtubs
Hardware > Plumbing > Plumbing Fixtures > Bathroom Suites | under | Home & Garden > Bathroom
Hardware > Plumbing > Plumbing Fixture Hardware & Parts > Toilet & Bidet Accessories | under | Home & Garden > Bathroom > Toilets
Hardware > Plumbing > Water Dispensing & Filtration | is | Home & Garden > Appliances > Water Filters & Softeners
Hardware > Power & Electrical Supplies | is | Home & Garden > Home Improvement > Electrical
Hardware > Power & Electrical Supplies > Solar Panels | is | Home & Garden > Home Improvement > Home Solar Panels
Hardware > Small Engines | under | Home & Garden > Gardening > Lawn Care > Lawn & Garden Power Equipment
Hardware > Tools | is | Home & Garden > Home Improvement > Tools & Hardware
Hardware > Tool Accessories | under | Home & Garden > Home Improvement > Tools & Hardware

# Health & Beauty
Health & Beauty | is | Beauty & Fitness
Health & Beauty > Health Care | is | Health > Medications & Pharmacy
Health & Beauty > Health Care > Acupuncture | is | Health > Alternative & Natural Medicine > Acupuncture
Health & Beauty > Health Care > Biometric Monitors > Activity Monitors | is | Beauty & Fitness > Fitness > Fitness Equipment > Fitness Trackers
Health & Beauty > Health Care > Condoms | under | Health > Women's Health > Birth Control
Health & Beauty > Health Care > Contraceptive Cases | under | Health > Women's Health > Birth Control
Health & Beauty > Health Care > Spermicides | under | Health > Women's Health > Birth Control
Health & Beauty > Health Care > First Aid | is | Health > Conditions & Diseases > Injuries & First Aid
Health & Beauty > Health Care > Fitness & Nutrition | is | Health > Nutrition & Diet
Health & Beauty > Health Care > Hearing Aids | under | Health > Hearing & ENT
Health & Beauty > Health Care > Medical Tests | is | Health > Medical Procedures & Tests > Medical Tests & Imaging
Health & Beauty > Health Care > Medical Tests > Pregnancy Tests | under | Health > Women's Health > Pregnancy
Health & Beauty > Health Care > Medicine & Drugs | is | Health > Medications & Pharmacy
Health & Beauty > Health Care > Occupational & Physical Therapy Equipment | under | Health > Medical Procedures & Tests > Physical Therapy & Rehabilitation
Health & Beauty > Health Care > Respiratory Care | under | Health > Conditions & Diseases > Respiratory Conditions
Health & Beauty > Jewelry Cleaning & Care | under | Apparel > Accessories > Jewelry
Health & Beauty > Personal Care | is | Beauty & Fitness > Personal Care & Hygiene
Health & Beauty > Personal Care > Back Care | under | Health > Conditions & Diseases > Bone & Joint Health > Back & Neck Pain
Health & Beauty > Personal Care > Cosmetics | is | Beauty & Fitness > Makeup & Cosmetics
Health & Beauty > Personal Care > Cosmetics > Bath & Body | is | Beauty & Fitness > Skin Care > Body Care
Health & Beauty > Personal Care > Cosmetics > Perfume & Cologne | is | Beauty & Fitness > Fragrances
Health & Beauty > Personal Care > Cosmetics > Skin Care | is | Beauty & Fitness > Skin Care
Health & Beauty > Personal Care > Cosmetics > Nail Care | is | Beauty & Fitness > Nail Care
Health & Beauty > Personal Care > Deodorant & Anti-Perspirant | is | Beauty & Fitness > Personal Care & Hygiene > Deodorants & Antiperspirants
Health & Beauty > Personal Care > Ear Care | under | Health > Hearing & ENT
Health & Beauty > Personal Care > Feminine Sanitary Supplies | is | Beauty & Fitness > Personal Care & Hygiene > Feminine Hygiene
Health & Beauty > Personal Care > Hair Care | is | Beauty & Fitness > Hair Care
Health & Beauty > Personal Care > Massage & Relaxation | is | Beauty & Fitness > Beauty Services & Spas > Massage
Health & Beauty > Personal Care > Oral Care | is | Health > Dental Care > Oral Hygiene
Health & Beauty > Personal Care > Oral Care > Teeth Whiteners | is | Health > Dental Care > Teeth Whitening
Health & Beauty > Personal Care > Shaving & Grooming | is | Beauty & Fitness > Shaving & Hair Removal
Health & Beauty > Personal Care > Sleeping Aids | under | Beauty & Fitness > Wellness & Self-Care > Sleep & Relaxation
Health & Beauty > Personal Care > Spray Tanning Tents | under | Beauty & Fitness > Skin Care > Sun Care & Tanning > Tanning
Health & Beauty > Personal Care > Tanning Beds | under | Beauty & Fitness > Skin Care > Sun Care & Tanning > Tanning
Health & Beauty > Personal Care > Vision Care | is | Health > Vision Care
Health & Beauty > Personal Care > Vision Care > Eyeglasses | is | Apparel > Accessories > Eyewear

# Home & Garden
Home & Garden | is | Home & Garden
Home & Garden > Bathroom Accessories | under | Home & Garden > Bathroom
Home & Garden > Business & Home Security | is | Home & Garden > Home Safety & Security
Home & Garden > Business & Home Security > Home Alarm Systems | is | Home & Garden > Home Safety & Security > Security Systems & Cameras
Home & Garden > Decor | is | Home & Garden > Home Decor
Home & Garden > Decor > Artwork | is | Home & Garden > Home Decor > Wall Art & Mirrors
Home & Garden > Decor > Bird & Wildlife Feeders | under | Pets & Animals > Wildlife > Birds > Bird Feeding
Home & Garden > Decor > Bird & Wildlife Feeder Accessories | under | Pets & Animals > Wildlife > Birds > Bird Feeding
Home & Garden > Decor > Bird & Wildlife Houses | under | Pets & Animals > Wildlife > Birds > Bird Feeding
Home & Garden > Decor > Bird & Wildlife House Accessories | under | Pets & Animals > Wildlife > Birds > Bird Feeding
Home & Garden > Decor > Bird Baths | under | Pets & Animals > Wildlife > Birds > Bird Feeding
Home & Garden > Decor > Fountains & Ponds | is | Home & Garden > Landscaping & Outdoor Living > Ponds & Water Features
Home & Garden > Decor > Home Fragrances | is | Home & Garden > Home Decor > Candles & Home Fragrance
Home & Garden > Decor > Lawn Ornaments & Garden Sculptures | under | Home & Garden > Landscaping & Outdoor Living
Home & Garden > Decor > Seasonal & Holiday Decorations | is | Home & Garden > Home Decor > Holiday & Seasonal Decor
Home & Garden > Decor > Wallpaper | is | Home & Garden > Home Improvement > Painting & Wallpaper
Home & Garden > Decor > Window Treatments | is | Home & Garden > Home Decor > Curtains & Window Treatments
Home & Garden > Decor > Window Treatment Accessories | under | Home & Garden > Home Decor > Curtains & Window Treatments
Home & Garden > Emergency Preparedness | under | Home & Garden > Home Safety & Security
Home & Garden > Fireplace & Wood Stove Accessories | under | Home & Garden > HVAC & Climate Control > Heating > Fireplaces & Wood Stoves
Home & Garden > Fireplaces | is | Home & Garden > HVAC & Climate Control > Heating > Fireplaces & Wood Stoves
Home & Garden > Wood Stoves | is | Home & Garden > HVAC & Climate Control > Heating > Fireplaces & Wood Stoves
Home & Garden > Flood, Fire & Gas Safety | under | Home & Garden > Home Safety & Security
Home & Garden > Household Appliance Accessories | under | Home & Garden > Appliances
Home & Garden > Household Appliances | is | Home & Garden > Appliances
Home & Garden > Household Appliances > Climate Control Appliances | is | Home & Garden > HVAC & Climate Control
Home & Garden > Household Appliances > Climate Control Appliances > Fans | is | Home & Garden > HVAC & Climate Control > Fans & Ventilation
Home & Garden > Household Appliances > Floor & Steam Cleaners | under | Home & Garden > Appliances > Vacuums & Floor Care
Home & Garden > Household Appliances > Vacuums | is | Home & Garden > Appliances > Vacuums & Floor Care
Home & Garden > Household Supplies | is | Home & Garden > Cleaning & Housekeeping > Household Supplies
Home & Garden > Household Supplies > Household Cleaning Supplies | is | Home & Garden > Cleaning & Housekeeping > Cleaning Supplies
Home & Garden > Household Supplies > Laundry Supplies | is | Home & Garden > Cleaning & Housekeeping > Laundry
Home & Garden > Household Supplies > Pest Control | is | Home & Garden > Pest Control
Home & Garden > Household Supplies > Shoe Care & Tools | under | Apparel > Footwear
Home & Garden > Household Supplies > Storage & Organization | is | Home & Garden > Cleaning & Housekeeping > Organization & Decluttering
Home & Garden > Kitchen & Dining > Food Storage | is | Home & Garden > Kitchen & Dining > Kitchen Storage & Organization
Home & Garden > Kitchen & Dining > Kitchen Appliances | is | Home & Garden > Appliances > Small Kitchen Appliances
Home & Garden > Kitchen & Dining > Kitchen Appliances > Outdoor Grills | is | Home & Garden > Landscaping & Outdoor Living > Grills & Outdoor Kitchens
Home & Garden > Kitchen & Dining > Kitchen Appliances > Ranges | is | Home & Garden > Appliances > Ranges & Ovens
Home & Garden > Kitchen & Dining > Kitchen Tools & Utensils | is | Home & Garden > Kitchen & Dining > Kitchen Knives & Utensils
Home & Garden > Kitchen & Dining > Tableware | is | Home & Garden > Kitchen & Dining > Dinnerware & Tableware
Home & Garden > Lawn & Garden | is | Home & Garden > Gardening
Home & Garden > Lawn & Garden > Gardening > Gardening Tools | is | Home & Garden > Gardening > Garden Tools & Supplies
Home & Garden > Lawn & Garden > Outdoor Living | is | Home & Garden > Landscaping & Outdoor Living
Home & Garden > Lawn & Garden > Outdoor Power Equipment | is | Home & Garden > Gardening > Lawn Care > Lawn & Garden Power Equipment
Home & Garden > Lawn & Garden > Watering & Irrigation | is | Home & Garden > Gardening > Irrigation & Sprinklers
Home & Garden > Lighting | is | Home & Garden > Home Decor > Lighting & Lamps
Home & Garden > Lighting > Landscape Pathway Lighting | under | Home & Garden > Landscaping & Outdoor Living > Outdoor Lighting
Home & Garden > Lighting Accessories | under | Home & Garden > Home Decor > Lighting & Lamps
Home & Garden > Linens & Bedding | is | Home & Garden > Home Decor > Bedding & Linens
Home & Garden > Linens & Bedding > Towels | is | Home & Garden > Bathroom > Towels & Bath Accessories
Home & Garden > Parasols & Rain Umbrellas | is | Apparel > Accessories > Umbrellas
Home & Garden > Umbrella Sleeves & Cases | under | Apparel > Accessories > Umbrellas
Home & Garden > Plants | is | Home & Garden > Gardening > Plants
Home & Garden > Plants > Indoor & Outdoor Plants > Potted Houseplants | is | Home & Garden > Gardening > Plants > Houseplants
Home & Garden > Plants > Seeds | is | Home & Garden > Gardening > Seeds & Planting
Home & Garden > Plants > Trees | is | Home & Garden > Gardening > Plants > Trees & Shrubs
Home & Garden > Pool & Spa | is | Home & Garden > Landscaping & Outdoor Living > Swimming Pools & Hot Tubs
Home & Garden > Pool & Spa > Spas | is | Home & Garden > Landscaping & Outdoor Living > Swimming Pools & Hot Tubs
Home & Garden > Pool & Spa > Saunas | is | Beauty & Fitness > Beauty Services & Spas > Saunas & Cold Plunge
Home & Garden > Pool & Spa > Sauna Accessories | under | Beauty & Fitness > Beauty Services & Spas > Saunas & Cold Plunge
Home & Garden > Smoking Accessories | under | gpt:435

# Luggage & Bags
Luggage & Bags | is | Travel > Luggage & Travel Gear
Luggage & Bags > Backpacks | is | Apparel > Accessories > Bags & Handbags > Backpacks
Luggage & Bags > Diaper Bags | under | People & Society > Parenting > Babies & Toddlers
Luggage & Bags > Fanny Packs | is | Apparel > Accessories > Bags & Handbags
Luggage & Bags > Luggage Accessories | under | Travel > Luggage & Travel Gear > Travel Accessories

# Mature: no adult topic in the backbone; erotica is left out, weapons go where people
# shop for them.
Mature | drop
Mature > Weapons | under | Sports > Individual Sports > Shooting Sports
Mature > Weapons > Nunchucks | under | Sports > Combat Sports > Martial Arts
Mature > Weapons > Staff & Stick Weapons | under | Sports > Combat Sports > Martial Arts
Mature > Weapons > Swords | under | Sports > Combat Sports > Martial Arts
Mature > Weapons > Throwing Stars | under | Sports > Combat Sports > Martial Arts
Mature > Weapons > Mace & Pepper Spray | under | Home & Garden > Home Safety & Security
Mature > Weapons > Stun Guns & Tasers | under | Home & Garden > Home Safety & Security

# Media
Media | is | Arts & Entertainment
Media > Books | is | Books & Literature > Book Shopping
Media > Carpentry & Woodworking Project Plans | under | Hobbies & Leisure > Crafts > Woodworking
Media > DVDs & Videos | under | Arts & Entertainment > Movies
Media > Magazines & Newspapers | is | Arts & Entertainment > News & Media
Media > Music & Sound Recordings | under | Arts & Entertainment > Music
Media > Product Manuals | under | Books & Literature > Nonfiction > Reference Books
Media > Product Manuals > Vehicle Service Manuals | under | Vehicles > Vehicle Repair & Maintenance > DIY Car Repair
Media > Sheet Music | under | Arts & Entertainment > Music > Music Lessons & Theory

# Office Supplies
Office Supplies | is | Business & Industrial > Business Services > Office Supplies

# Religious & Ceremonial
Religious & Ceremonial | is | Religion & Belief > Religious Practice
Religious & Ceremonial > Memorial Ceremony Supplies | under | People & Society > Death & Bereavement > Funerals & Memorials
Religious & Ceremonial > Wedding Ceremony Supplies | under | Hobbies & Leisure > Special Occasions > Weddings

# Software
Software | is | Computers & Electronics > Software
Software > Computer Software | is | Computers & Electronics > Software
Software > Computer Software > Antivirus & Security Software | is | Computers & Electronics > Computer Security > Antivirus Software
Software > Computer Software > Financial, Tax & Accounting Software | is | Computers & Electronics > Software > Business Software > Accounting Software
Software > Computer Software > Multimedia & Design Software | is | Computers & Electronics > Software > Creative Software
Software > Computer Software > Multimedia & Design Software > 3D Modeling Software | is | Computers & Electronics > Software > Creative Software > 3D & CAD Software
Software > Computer Software > Multimedia & Design Software > Graphic Design & Illustration Software | is | Computers & Electronics > Software > Creative Software > Graphic Design Software
Software > Computer Software > Multimedia & Design Software > Music Composition Software | under | Computers & Electronics > Software > Creative Software > Audio & Music Software
Software > Computer Software > Multimedia & Design Software > Sound Editing Software | under | Computers & Electronics > Software > Creative Software > Audio & Music Software
Software > Computer Software > Office Application Software | is | Computers & Electronics > Software > Productivity Software
Software > Video Game Software | is | Games > Video Games

# Sporting Goods
Sporting Goods | is-gear | Sports > Sports Equipment
Sporting Goods > Athletics | is-gear | Sports > Sports Equipment
Sporting Goods > Athletics > Baseball & Softball | is-gear | Sports > Sports Equipment > Baseball & Softball Equipment
Sporting Goods > Athletics > Basketball | gear | Sports > Sports Equipment
Sporting Goods > Athletics > Boxing & Martial Arts | is-gear | Sports > Sports Equipment > Boxing & Martial Arts Gear
Sporting Goods > Athletics > Cheerleading | gear | Sports > Sports Equipment
Sporting Goods > Athletics > Coaching & Officiating | gear | Sports > Sports Equipment
Sporting Goods > Athletics > Cricket | gear | Sports > Sports Equipment
Sporting Goods > Athletics > Dancing | gear | Sports > Sports Equipment
Sporting Goods > Athletics > Fencing | gear | Sports > Sports Equipment
Sporting Goods > Athletics > Field Hockey & Lacrosse | gear | Sports > Sports Equipment
Sporting Goods > Athletics > Figure Skating & Hockey | is-gear | Sports > Sports Equipment > Hockey Equipment
Sporting Goods > Athletics > Football | gear | Sports > Sports Equipment
Sporting Goods > Athletics > Gymnastics | gear | Sports > Sports Equipment
Sporting Goods > Athletics > Racquetball & Squash | gear | Sports > Sports Equipment > Racket Equipment
Sporting Goods > Athletics > Rounders | gear | Sports > Sports Equipment
Sporting Goods > Athletics > Rugby | gear | Sports > Sports Equipment
Sporting Goods > Athletics > Soccer | is-gear | Sports > Sports Equipment > Soccer Equipment
Sporting Goods > Athletics > Team Handball | gear | Sports > Sports Equipment
Sporting Goods > Athletics > Tennis | gear | Sports > Sports Equipment > Racket Equipment
Sporting Goods > Athletics > Track & Field | gear | Sports > Sports Equipment
Sporting Goods > Athletics > Volleyball | gear | Sports > Sports Equipment
Sporting Goods > Athletics > Water Polo | gear | Sports > Sports Equipment > Water Sports Equipment
Sporting Goods > Athletics > Wrestling | gear | Sports > Sports Equipment
Sporting Goods > Exercise & Fitness | is-gear | Beauty & Fitness > Fitness > Fitness Equipment
Sporting Goods > Exercise & Fitness > Cardio | is | Beauty & Fitness > Fitness > Fitness Equipment > Cardio Machines
Sporting Goods > Exercise & Fitness > Yoga & Pilates | gear | Beauty & Fitness > Fitness > Fitness Equipment
Sporting Goods > Indoor Games | under | Sports > Sports Equipment
Sporting Goods > Indoor Games > Billiards | gear | Sports > Sports Equipment
Sporting Goods > Indoor Games > Bowling | gear | Sports > Sports Equipment
Sporting Goods > Indoor Games > Ping Pong | gear | Sports > Sports Equipment > Racket Equipment
Sporting Goods > Indoor Games > Throwing Darts | gear | Sports > Sports Equipment
Sporting Goods > Outdoor Recreation | is | Hobbies & Leisure > Outdoor Recreation
Sporting Goods > Outdoor Recreation > Boating & Water Sports | is-gear | Sports > Sports Equipment > Water Sports Equipment
Sporting Goods > Outdoor Recreation > Boating & Water Sports > Boating & Rafting | gear | Sports > Sports Equipment > Water Sports Equipment
Sporting Goods > Outdoor Recreation > Boating & Water Sports > Diving & Snorkeling | gear | Sports > Sports Equipment > Water Sports Equipment
Sporting Goods > Outdoor Recreation > Boating & Water Sports > Kitesurfing | gear | Sports > Sports Equipment > Water Sports Equipment
Sporting Goods > Outdoor Recreation > Boating & Water Sports > Surfing | gear | Sports > Sports Equipment > Water Sports Equipment
Sporting Goods > Outdoor Recreation > Boating & Water Sports > Swimming | gear | Sports > Sports Equipment > Water Sports Equipment
Sporting Goods > Outdoor Recreation > Boating & Water Sports > Towed Water Sports | gear | Sports > Sports Equipment > Water Sports Equipment
Sporting Goods > Outdoor Recreation > Boating & Water Sports > Windsurfing | gear | Sports > Sports Equipment > Water Sports Equipment
Sporting Goods > Outdoor Recreation > Camping & Hiking | is-gear | Hobbies & Leisure > Outdoor Recreation > Camping > Camping Gear
Sporting Goods > Outdoor Recreation > Climbing | gear | Sports > Sports Equipment
Sporting Goods > Outdoor Recreation > Cycling | is-gear | Vehicles > Micromobility > Bicycles
Sporting Goods > Outdoor Recreation > Cycling > Cycling Apparel & Accessories | is | Apparel > Activewear > Cycling Apparel
Sporting Goods > Outdoor Recreation > Equestrian | is-gear | Pets & Animals > Pets > Horses > Horse Care & Tack
Sporting Goods > Outdoor Recreation > Fishing | is-gear | Hobbies & Leisure > Outdoor Recreation > Fishing > Fishing Gear
Sporting Goods > Outdoor Recreation > Golf | is-gear | Sports > Sports Equipment > Golf Equipment
Sporting Goods > Outdoor Recreation > Hang Gliding & Skydiving | gear | Sports > Sports Equipment
Sporting Goods > Outdoor Recreation > Hunting & Shooting | is-gear | Hobbies & Leisure > Outdoor Recreation > Hunting > Hunting Gear
Sporting Goods > Outdoor Recreation > Hunting & Shooting > Archery | gear | Hobbies & Leisure > Outdoor Recreation > Hunting > Hunting Gear
Sporting Goods > Outdoor Recreation > Hunting & Shooting > Clay Pigeon Shooting | gear | Hobbies & Leisure > Outdoor Recreation > Hunting > Hunting Gear
Sporting Goods > Outdoor Recreation > Hunting & Shooting > Hunting | is-gear | Hobbies & Leisure > Outdoor Recreation > Hunting > Hunting Gear
Sporting Goods > Outdoor Recreation > Hunting & Shooting > Paintball & Airsoft | is | Hobbies & Leisure > Outdoor Recreation > Paintball & Airsoft
Sporting Goods > Outdoor Recreation > Hydration Systems | under | Hobbies & Leisure > Outdoor Recreation > Camping > Camping Gear
Sporting Goods > Outdoor Recreation > Hydration System Accessories | under | Hobbies & Leisure > Outdoor Recreation > Camping > Camping Gear
Sporting Goods > Outdoor Recreation > Inline & Roller Skating | gear | Sports > Sports Equipment
Sporting Goods > Outdoor Recreation > Kite Buggying | gear | Sports > Sports Equipment
Sporting Goods > Outdoor Recreation > Outdoor Games | is | Games > Party & Lawn Games
Sporting Goods > Outdoor Recreation > Outdoor Games > Badminton | gear | Sports > Sports Equipment > Racket Equipment
Sporting Goods > Outdoor Recreation > Outdoor Games > Disc Golf | gear | Sports > Sports Equipment
Sporting Goods > Outdoor Recreation > Outdoor Games > Pickleball | gear | Sports > Sports Equipment > Racket Equipment
Sporting Goods > Outdoor Recreation > Outdoor Games > Platform & Paddle Tennis | gear | Sports > Sports Equipment > Racket Equipment
Sporting Goods > Outdoor Recreation > Riding Scooters | under | Vehicles > Micromobility
Sporting Goods > Outdoor Recreation > Skateboarding | gear | Sports > Sports Equipment
Sporting Goods > Outdoor Recreation > Winter Sports & Activities | is-gear | Sports > Sports Equipment > Winter Sports Equipment
Sporting Goods > Outdoor Recreation > Winter Sports & Activities > Skiing & Snowboarding | gear | Sports > Sports Equipment > Winter Sports Equipment
Sporting Goods > Outdoor Recreation > Winter Sports & Activities > Snowshoeing | gear | Sports > Sports Equipment > Winter Sports Equipment

# Toys & Games
Toys & Games | is | Games
Toys & Games > Games | is | Games
Toys & Games > Games > Battle Tops | under | Games > Toys
Toys & Games > Games > Battle Top Accessories | under | Games > Toys
Toys & Games > Games > Bingo Sets | under | Games > Gambling > Bingo & Keno
Toys & Games > Games > Blackjack & Craps Sets | under | Games > Gambling > Casinos > Table Games
Toys & Games > Games > Card Game Accessories | under | Games > Card Games
Toys & Games > Games > Dice Sets & Games | is | Games > Board Games > Dice Games
Toys & Games > Games > Poker Chip Accessories | under | Games > Gambling > Poker
Toys & Games > Games > Poker Chips & Sets | under | Games > Gambling > Poker
Toys & Games > Games > Portable Electronic Games | under | Games > Video Games > Consoles & Platforms > Handheld Gaming
Toys & Games > Games > Roulette Wheels & Sets | under | Games > Gambling > Casinos > Table Games
Toys & Games > Games > Tile Games | under | Games > Board Games
Toys & Games > Game Timers | under | Games > Board Games
Toys & Games > Outdoor Play Equipment | is | Games > Toys > Outdoor & Ride-On Toys
Toys & Games > Toys > Dolls, Playsets & Toy Figures > Action & Toy Figures | is | Games > Toys > Action Figures
Toys & Games > Toys > Play Vehicles | is | Games > Toys > Toy Vehicles & Trains
Toys & Games > Toys > Pretend Play | is | Games > Toys > Pretend Play Toys
Toys & Games > Toys > Riding Toys | is | Games > Toys > Outdoor & Ride-On Toys
Toys & Games > Toys > Toy Weapons & Gadgets | is | Games > Toys > Toy Blasters

# Vehicles & Parts
Vehicles & Parts | is | Vehicles
Vehicles & Parts > Vehicle Parts & Accessories | is | Vehicles > Vehicle Parts & Accessories
Vehicles & Parts > Vehicle Parts & Accessories > Aircraft Parts & Accessories | under | Vehicles > Aircraft
Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Electronics | is | Vehicles > Vehicle Parts & Accessories > Car Electronics
Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts | is | Vehicles > Vehicle Parts & Accessories
Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts > Motor Vehicle Braking | is | Vehicles > Vehicle Parts & Accessories > Brakes
Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts > Motor Vehicle Engine Parts | is | Vehicles > Vehicle Parts & Accessories > Engine & Drivetrain Parts
Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts > Motor Vehicle Transmission & Drivetrain Parts | is | Vehicles > Vehicle Parts & Accessories > Engine & Drivetrain Parts
Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts > Motor Vehicle Exhaust | is | Vehicles > Vehicle Parts & Accessories > Exhaust Systems
Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts > Motor Vehicle Lighting | is | Vehicles > Vehicle Parts & Accessories > Vehicle Lighting
Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts > Motor Vehicle Suspension Parts | is | Vehicles > Vehicle Parts & Accessories > Suspension & Steering
Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts > Motor Vehicle Towing | is | Vehicles > Vehicle Parts & Accessories > Towing & Hitches
Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts > Motor Vehicle Wheel Systems | is | Vehicles > Vehicle Parts & Accessories > Tires & Wheels
Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts > Motor Vehicle Wheel Systems > Motor Vehicle Tires | is | Vehicles > Vehicle Parts & Accessories > Tires & Wheels > Tires
Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts > Motor Vehicle Wheel Systems > Motor Vehicle Rims & Wheels | is | Vehicles > Vehicle Parts & Accessories > Tires & Wheels > Wheels & Rims
Vehicles & Parts > Vehicle Parts & Accessories > Vehicle Maintenance, Care & Decor | under | Vehicles > Vehicle Repair & Maintenance
Vehicles & Parts > Vehicle Parts & Accessories > Vehicle Maintenance, Care & Decor > Vehicle Cleaning | is | Vehicles > Vehicle Repair & Maintenance > Car Wash & Detailing
Vehicles & Parts > Vehicle Parts & Accessories > Vehicle Maintenance, Care & Decor > Vehicle Fluids | is | Vehicles > Vehicle Parts & Accessories > Filters & Fluids
Vehicles & Parts > Vehicle Parts & Accessories > Vehicle Maintenance, Care & Decor > Vehicle Repair & Specialty Tools | under | Vehicles > Vehicle Repair & Maintenance > DIY Car Repair
Vehicles & Parts > Vehicle Parts & Accessories > Vehicle Safety & Security > Motorcycle Protective Gear | is | Vehicles > Motorcycles > Motorcycle Gear
Vehicles & Parts > Vehicle Parts & Accessories > Vehicle Safety & Security > Off-Road & All-Terrain Vehicle Protective Gear | under | Vehicles > Powersports & Off-Road Vehicles
Vehicles & Parts > Vehicle Parts & Accessories > Vehicle Storage & Cargo > Motor Vehicle Trailers | is | Vehicles > Commercial Vehicles > Utility & Cargo Trailers
Vehicles & Parts > Vehicle Parts & Accessories > Watercraft Parts & Accessories | is | Vehicles > Boats & Watercraft > Boat Engines & Marine Parts
Vehicles & Parts > Vehicles | is | Vehicles
Vehicles & Parts > Vehicles > Motor Vehicles | is | Vehicles
Vehicles & Parts > Vehicles > Motor Vehicles > Cars, Trucks & Vans | is | Vehicles > Cars
Vehicles & Parts > Vehicles > Motor Vehicles > Motorcycles & Scooters | is | Vehicles > Motorcycles
Vehicles & Parts > Vehicles > Motor Vehicles > Off-Road and All-Terrain Vehicles | is | Vehicles > Powersports & Off-Road Vehicles
Vehicles & Parts > Vehicles > Motor Vehicles > Recreational Vehicles | is | Vehicles > RVs & Campers
Vehicles & Parts > Vehicles > Watercraft | is | Vehicles > Boats & Watercraft
Vehicles & Parts > Vehicles > Watercraft > Motor Boats | is | Vehicles > Boats & Watercraft > Powerboats
`;

/** Parses the table; throws on a malformed line or a GPT path given twice. */
export function parseGptHomes(text: string): Map<string, GptHome> {
  const out = new Map<string, GptHome>();
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const [path, mode, target = '', ...extra] = line.split('|').map((s) => s.trim());
    const fail = (why: string): never => {
      throw new Error(`GPT_HOMES line ${i}: ${why}: ${line}`);
    };
    if (!path || !mode || !MODES.has(mode) || extra.length > 0) fail('not "path | mode | target"');
    if ((mode === 'drop') !== (target === '')) fail('a target is given for every mode but drop');
    const key = path!.normalize('NFC');
    if (out.has(key)) fail('GPT path given twice');
    out.set(key, { mode: mode as GptHomeMode, target });
  });
  return out;
}

/** GPT path (as the file writes it) → its home. */
export const GPT_HOMES: ReadonlyMap<string, GptHome> = parseGptHomes(TABLE);
