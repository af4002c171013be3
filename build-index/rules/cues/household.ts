/**
 * Cue words of Food & Drink, Home & Garden, Real Estate and Pets & Animals (see
 * ./index.ts for the rules every list follows).
 */
import { words } from './words.js';

export const HOUSEHOLD_CUES: Record<string, string[]> = {
  'food-drink': [
    // Cooking and eating.
    ...words(`
      food foodie foodporn gourmet culinary cuisine recipe cook cooking cooked bake baking baked baker bakery roast
      roasted roasting grilled grilling griddle fried frying sauteed saute braised braise simmer simmering poached
      marinade marinated marinate seasoning boiled homemade ingredient calories nutrition meal mealprep breakfast
      brunch lunch dinner supper snack appetizer entree dessert leftovers potluck buffet dish eat eating hungry
      munchies yummy yum tasty delicious scrumptious mouthwatering delish flavor flavour flavorful taste savory
      savoury tangy zesty umami crispy crunchy juicy spicy vegan vegetarian keto paleo gluten dairy chef sous
      restaurant eatery diner bistro brasserie trattoria taqueria pizzeria steakhouse cafe coffeeshop takeaway takeout
      doordash ubereats grubhub deliveroo menu waiter waitress delivery bar pub skillet saucepan airfryer instantpot
      crockpot cooker fryer spatula whisk oven stovetop
    `),
    // Ingredients and dishes.
    ...words(`
      flour sugar butter egg milk cheese garlic onion basil oregano cilantro parsley cumin paprika turmeric cinnamon
      nutmeg vanilla chili chilli jalapeno habanero sriracha ketchup mayo mayonnaise pesto salsa guacamole hummus
      tahini tofu tempeh seitan quinoa rice lentils chickpeas oats oatmeal granola cereal yogurt yoghurt syrup vinegar
      olives avocado tomato potato carrot broccoli spinach kale lettuce cabbage cauliflower zucchini eggplant
      aubergine mushroom cucumber pumpkin corn banana strawberry blueberry raspberry mango pineapple watermelon grape
      coconut almond walnut cashew peanut pistachio hazelnut nutella beef pork bacon sausage salami pepperoni
      prosciutto veal venison brisket steak sirloin ribeye fillet shrimp prawn oyster scallops mussels clams calamari
      seafood sushi sashimi ramen pho udon soba noodles pasta spaghetti lasagna lasagne ravioli gnocchi risotto
      carbonara alfredo bolognese pizza calzone burger cheeseburger hotdog fries nachos taco burrito quesadilla
      enchiladas fajitas tortilla curry biryani tikka masala naan samosa paneer kebab kabob shawarma falafel pita
      baklava dumplings dimsum bao kimchi bibimbap bulgogi teriyaki tempura miso wasabi padthai stirfry wok omelette
      omelet pancake waffle crepe bagel croissant muffin brownie cupcake cheesecake pie cake bread sourdough cookies
      biscuit scone icing chocolate candy caramel fudge sorbet gelato icecream popsicle sundae sandwich salad soup
      sauce gravy broth stew chowder casserole quiche frittata meatloaf meatball condiment bbq barbecue smokehouse
      pitmaster
    `),
    // Drinks.
    ...words(`
      drink drinking beverage juice smoothie milkshake lemonade soda kombucha coffee espresso latte cappuccino mocha
      macchiato frappuccino decaf barista matcha chai tea brew brewing brewery microbrewery taproom beer ipa stout
      lager ale pilsner wine winery vineyard sommelier merlot cabernet chardonnay pinot prosecco champagne tannins
      whiskey whisky bourbon vodka tequila mezcal rum gin martini margarita mojito sangria cocktail mixology
      mixologist bartender liquor booze
    `),
  ],

  'home-garden': [
    // House: rooms, furnishing, decor.
    ...words(`
      home household kitchen bathroom bedroom basement attic porch patio balcony mudroom furniture furnishing sofa
      couch loveseat armchair recliner bed headboard nightstand dresser closet shelf shelving bookcase cabinet
      countertop backsplash mattress bedding sheets pillow cushion blanket duvet comforter rug carpet curtain drapes
      lamp chandelier lightbulb vase wallpaper decor decorating interior hygge farmhouse ikea wayfair storage
      organizer
    `),
    // Housework and appliances.
    ...words(`
      cleaning housework chores declutter decluttering konmari laundry detergent bleach mop mopping vacuum vacuuming
      dusting swiffer roomba dishwasher washer dryer fridge refrigerator freezer microwave stove toaster appliance
      hvac furnace thermostat boiler heater radiator ductwork insulation
    `),
    // Repairs and renovation.
    ...words(`
      diy renovation renovate renovating remodel remodeling remodelling repair tools handyman plumber plumbing faucet
      toilet bathtub clogged electrician wiring drywall plaster spackle caulk caulking grout tile tiling flooring
      hardwood laminate paint repaint sanding sander screwdriver wrench toolbox workbench sawdust roof roofing gutter
      fence
    `),
    // Garden and yard.
    ...words(`
      garden gardening gardener grow growing plant planting replant repot repotting seed seedling sow sowing germinate
      germination soil topsoil compost composting mulch mulching fertilizer fertilize manure greenhouse pot potted
      potting planter trellis weeds weeding prune pruning hedge shrub bush perennial bloom blooming flower tulip
      hydrangea sunflower orchid peony dahlia succulent cacti fern monstera pothos houseplant aphids pest termites
      exterminator trap tree lawn lawnmower mower mowing sprinkler hose landscaping landscaper gazebo pergola
      allotment homestead homesteading yard backyard indoor outdoor tomatoes
    `),
    // More of housekeeping, fixing, systems and the garden.
    ...words(`
      homeimprovement homedepot lowes bunnings housekeeping deepclean deepcleaning cleantok grime mildew mold mould
      limescale descale windex lysol clorox febreze dishsoap dustpan broom icemaker cooktop kitchenaid dyson bissell
      irobot ironing towel bathmat showerhead toiletpaper plunger drano waterheater sumppump septic pex dimmer
      ceilingfan smokedetector smokealarm doorbell deadbolt locksmith doorknob windowsill siding stucco downspout
      chimney fireplace woodstove firewood decking pavers firepit hammock sunroom polytunnel raisedbed growyourown
      homegrown seedstarting hardiness overwinter overwintering deadheading deadhead propagate propagating propagation
      rootbound leggy overwatering overwatered watering wateringcan rainbarrel hosepipe trowel shovel rake pruners
      secateurs loppers wheelbarrow leafblower weedwhacker strimmer weedeater edger hedgetrimmer chainsaw lawncare
      overseeding aeration dethatching sod dandelion crabgrass bindweed groundcover hosta daffodil crocus azalea
      rhododendron camellia gardenia begonia geranium petunia marigold zinnia wisteria clematis bougainvillea boxwood
      magnolia orchard bonsai philodendron calathea alocasia hoya growlight humidifier dehumidifier airpurifier candle
      gallerywall shelfie accentwall wallpapering butcherblock openplan nursery playroom homeoffice guestroom
      crawlspace waterproofing doubleglazing heatpump minisplit airconditioning aircon hepa
    `),
  ],

  'real-estate': [
    ...words(`
      property realtor realty estate listing zillow redfin rightmove zoopla homebuyer homebuying homeowner
      homeownership mortgage downpayment escrow appraisal appraiser inspection hoa housing house home condo
      condominium apartment flatmate flatshare roommate sublet sublease lease rent rented renting rental renter
      landlord tenant tenancy eviction evicted duplex triplex townhouse townhome bungalow cottage mansion villa
      penthouse studio acre acreage lot land sqft bedroom foreclosure foreclosed zoning rezoning subdivision
      homebuilder newbuild
    `),
    // More of buying, selling and letting homes.
    ...words(`
      realestate househunting househunt openhouse justlisted justsold dreamhome prequalified preapproval preapproved
      deed easement conveyancing conveyancer surveyor freehold leasehold leaseholder freeholder gazumped gazumping
      reit lodger housemate sqm ensuite occupancy multifamily highrise lowrise
    `),
    // More of what posts say: slang, abbreviations, titles, brands, platforms and events.
    ...words(`
      realestateagent estateagent lettingagent listingagent buyersagent sellersagent housingmarket homesforsale
      houseforsale propertyforsale closingcosts closingday undercontract offeraccepted biddingwar askingprice
      stampduty firsttimebuyer firsthome starterhome fixerupper houseflipping curbappeal squarefootage floorplan
      affordablehousing housingcrisis rentcontrol rentstabilized landlording landlady lessee lessor
      propertymanagement propertymanager commercialrealestate caprate brrrr rentalproperty investmentproperty
      homeinspection homeinspector titleinsurance houseprices homeprices homevalues housingprices 1br 2br 3br 4br
      2bed 3bed 4bed grannyflat adu mobilehome manufacturedhome gatedcommunity fha fanniemae freddiemac squatter
      securitydeposit leaseagreement tenancyagreement renthike rentincrease housingassociation councilhousing
      socialhousing propertyinvestor propertyinvestment propertymarket propertyladder buytolet remortgage mortgaged
      homesale housesale realestateinvesting realtorlife newlisting lotsize plotofland landowner hdb stratatitle
      bodycorporate vacancyrate homeseller
    `),
  ],

  'pets-animals': [
    // Pets and their care.
    ...words(`
      pet dog cat puppy kitten kitty pup pupper doggo doggy pooch canine feline furbaby woof meow purr purring paw
      tail claws fangs fur leash collar kennel cage tank aquarium litter litterbox catnip kibble grooming groomer
      shelter rescue rescued adopted breeder breed purebred mutt vet veterinary veterinarian spay spayed neuter
      neutered deworming flea tick heartworm labrador retriever poodle beagle bulldog dachshund chihuahua corgi husky
      pug rottweiler doberman pitbull schnauzer spaniel collie greyhound terrier pomeranian dalmatian tabby siamese
      ragdoll hamster rabbit bunny gerbil ferret chinchilla hedgehog parrot budgie cockatiel parakeet tortoise turtle
      gecko iguana goldfish betta koi
    `),
    // Wildlife and farm animals.
    ...words(`
      animal wildlife wild zoo species habitat predator prey endangered extinct extinction poaching poacher nest
      nesting hatch hatchling cub fawn foal migration hibernation hibernate burrow feather venom venomous bite sting
      coop mammal reptile amphibian bird avian raptor owl penguin flamingo hummingbird pigeon insect bee beekeeping
      moth ant scorpion spider snake fish elephant lion tiger leopard cheetah giraffe zebra hippo rhino gorilla chimp
      chimpanzee monkey primate wolf deer moose elk bison kangaroo koala panda sloth otter beaver squirrel raccoon
      whale dolphin shark octopus jellyfish walrus crocodile alligator lizard frog toad salamander horse pony cow
      sheep pig piglet hen rooster duck geese donkey llama alpaca diet facts
    `),
    // Kept from the first vocabulary; more pets, breeds, care and wild animals.
    ...words(`
      lifespan feeding petcare petfood petstore petshop petsmart petco dogfood catfood dogwalker dogwalking dogpark
      zoomies obedience dogshow crufts akc whelping neutering microchipped parvo distemper mange hairball declawed
      cattree whiskers calico tortie sphynx goldendoodle labradoodle cavapoo cockapoo frenchie shihtzu yorkie pittie
      staffy mastiff bernese samoyed shiba akita malamute weimaraner vizsla whippet basset bloodhound sheltie bichon
      havanese floof floofy birdcage birdseed birdfeeder macaw cockatoo conure aviary aquascape aquascaping guppy
      cichlid axolotl terrarium vivarium tarantula flock herd cattle lambing calving equine farrier hoof bridle
      pasture horseback zookeeper roadkill antler tusks mane gills beak talons plumage nocturnal carnivore herbivore
      omnivore marsupial rodent echolocation orca humpback manatee sealion puffin pelican heron egret stork sparrow
      finch warbler woodpecker magpie vulture condor osprey kestrel bluebird songbird waterfowl mallard swan seagull
      gull albatross ostrich emu peacock ladybug dragonfly cicada firefly wasp hornet mosquito mantis centipede
      millipede earthworm snail chameleon komodo rattlesnake cobra boa anaconda tadpole newt vole shrew badger weasel
      mink skunk opossum possum armadillo porcupine chipmunk antelope gazelle wildebeest hyena jackal meerkat lemur
      orangutan baboon warthog lynx grizzly caribou reindeer yak camel capybara platypus wombat dingo narwhal beluga
      stingray eel clownfish pufferfish starfish seahorse crustacean squid
    `),
  ],
};
