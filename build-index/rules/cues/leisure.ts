/**
 * Cue words of Sports, Hobbies & Leisure, Travel and Vehicles (see ./index.ts for the
 * rules every list follows).
 */
import { words } from './words.js';

export const LEISURE_CUES: Record<string, string[]> = {
  sports: [
    // Across sports: competitions, people, places.
    ...words(`
      sport sporting athlete athletic sportsman sportswoman sportsmanship team teammate league season postseason
      preseason offseason playoff semifinal quarterfinal championship tournament cup trophy medal medalist olympian
      olympic paralympic worldcup match matchday fixture kickoff halftime overtime scoreline scoreboard score scorer
      standings roster draft rookie mvp allstar coach coaching captaincy referee umpire linesman stadium ballpark fan
      supporters ultras tailgate tailgating jersey highlights espn sportscenter player training
    `),
    // Football (soccer).
    ...words(`
      football soccer footballer goal goalkeeper goalie striker defender midfielder midfield winger fullback freekick
      penalty offside cleansheet hattrick derby relegation relegated premiership bundesliga laliga ligue eredivisie
      mls uefa fifa juventus juve messi ronaldo neymar mbappe haaland dribble dribbling
    `),
    // American football, basketball, baseball, hockey.
    ...words(`
      nfl touchdown quarterback linebacker cornerback punter interception fumble fumbled superbowl gridiron huddle
      steelers packers seahawks niners mahomes basketball nba wnba dunk slamdunk layup threepointer freethrow
      buzzerbeater halfcourt lebron lakers celtics knicks hoops hooper baseball mlb inning pitcher pitching batter
      homerun strikeout bullpen dugout shortstop outfield outfielder infield infielder rbi walkoff grandslam yankees
      dodgers redsox hockey nhl puck goaltender faceoff powerplay slapshot zamboni
    `),
    // Racket, golf, cricket, rugby, combat, athletics, cycling, motorsport, winter and water sports.
    ...words(`
      tennis atp wta wimbledon forehand backhand tiebreak tiebreaker racket racquet djokovic nadal federer badminton
      pickleball pingpong golf golfer golfing putt putting putter fairway caddie pga lpga holeinone cricket wicket
      batsman batting bowling odi t20 ipl lbw allrounder rugby lineout boxing boxer heavyweight middleweight
      welterweight featherweight bantamweight knockout tko sparring uppercut ufc mma wrestling wrestler wwe judo
      karate taekwondo jiujitsu bjj kickboxing muay marathon ultramarathon sprinter hurdles javelin shotput discus
      decathlon heptathlon triathlon triathlete polevault longjump cycling cyclist peloton velodrome f1 nascar indycar
      motogp pitstop racing race racer skiing ski skier snowboarding snowboard snowboarder slalom biathlon skating
      skater iceskating bobsled luge skateboarding skateboarder swimming swimmer breaststroke backstroke waterpolo
      rowing rower regatta surfing surfer surfboard diving bat ball gloves cleats
    `),
    // Kept from the first vocabulary; more sports, leagues, teams and players.
    ...words(`
      slam tackle gymnastics gymnast archery archer equestrian dressage showjumping jockey horseracing racehorse
      thoroughbred lacrosse volleyball handball netball softball dodgeball frisbee discgolf darts snooker billiards
      bobsleigh motocross supercross karting grandprix podium pitlane epl premierleague championsleague europaleague
      seriea gaffer pundit equalizer equaliser shootout goalline crossbar qb yardage redzone endzone fieldgoal ncaa
      ncaaf ncaab cfb marchmadness finalfour heisman redshirt tripledouble doubledouble sixers 76ers giannis jokic
      wemby astros phillies padres whitesox doubleheader worldseries slugger nohitter stanleycup shorthanded bruins
      canucks blackhawks gretzky ovechkin mcdavid usopen rolandgarros swiatek sabalenka gauff doublefault setpoint
      matchpoint birdie bogey rydercup mcilroy scheffler golfcourse teetime bowled seamer yorker googly kohli dhoni
      bcci sixnations allblacks springboks scrumhalf flyhalf ruck nrl afl bellator southpaw undercard weighin dojo
      blackbelt martialarts aikido kendo sumo capoeira krav wushu kungfu aew wrestlemania smackdown marathoner
      halfmarathon parkrun trackandfield 400m 800m 1500m usain kipchoge tourdefrance giro vuelta criterium bmx mtb
      halfpipe xgames skatepark kickflip wakeboarding kitesurfing windsurfing waterskiing ledecky freeagent freeagency
      halloffame ballondor unbeaten undefeated winless gameday matchup lineup
    `),
  ],

  'hobbies-leisure': [
    // Crafts and making.
    ...words(`
      hobby hobbyist pastime leisure recreation recreational craft crafting crafter crafty handmade diy projects kit
      knit knitting knitter crochet crocheting crocheted amigurumi yarn skein purl needlepoint needlework embroidery
      embroider embroidered quilting quilter patchwork applique macrame weaving loom sewing sew sewn beading beads
      scrapbook scrapbooking papercraft cardmaking origami decoupage calligraphy handlettering candlemaking soapmaking
      pottery potter ceramics kiln woodworking woodworker woodturning whittling diorama airbrush modelkit pattern
      scarf beanie sweater cardigan blanket mittens
    `),
    // Collecting.
    ...words(`
      collecting collection collector collectible memorabilia numismatic philately philatelist stamps coins antique
    `),
    // Outdoors: hiking, climbing, fishing, hunting, camping, birding.
    ...words(`
      outdoors hiking hike hiker trail trailhead mountaineering rappelling orienteering geocaching birding
      birdwatching birder camping campfire tent kayaking kayak canoeing canoe paddleboarding fishing angler angling
      fisherman fishermen flyfishing lure bait tackle rod reel bobber spinnerbait walleye crappie bluegill trout
      hunting hunter hunt bowhunting treestand photography photographer dslr mirrorless tripod bokeh aperture
      viewfinder darkroom kite
    `),
    // Celebrations, parties, amusements.
    ...words(`
      party partying partygoers birthday bday anniversary wedding bridesmaid celebration celebrate celebrating
      festivities decorations costume christmas xmas halloween easter thanksgiving nye fireworks confetti pinata
      carnival funfair amusement rollercoaster waterpark
    `),
    ...words('gardening'),
    // More crafts, outdoor pursuits, collecting, celebrations and amusements.
    ...words(`
      metaldetecting metaldetector detectorist beachcombing rockhounding foraging birdwatcher binoculars journaling
      bulletjournal bujo washi coloring colouring crossstitch crossstitching bobbin serger thimble leathercraft
      leatherworking woodcarving pyrography glassblowing lapidary jewelrymaking beadwork resinart modelrailway
      modelrailroad gunpla cosplay cosplayer cosplaying larp larping renfaire bushcraft survivalist prepper thruhike
      thruhiking climbing climber bouldering rockclimbing belay belaying carabiner crag spelunking caving canyoneering
      paragliding hanggliding skydiving bungee zipline ziplining icefishing flytying taxidermy paintball airsoft
      gokart minigolf escaperoom disneyland disneyworld carousel ferris fairground picnic bonfire babyshower
      bachelorette quinceanera balloons santa trickortreat trickortreating jackolantern newyears newyearseve mardigras
      oktoberfest valentine festive photowalk shutterbug fujifilm leica lightroom 35mm polaroid telephoto wideangle
      autograph autographed coincollecting stampcollecting antiquing numismatist philatelic enamelpins figurine
      sportscards birdhouse
    `),
    // More crafting, making, outdoor, photography and celebration words.
    ...words(`
      knitted stitched handknit handsewn sewed fiberarts spinningwheel handspun ravelry rugmaking punchneedle tufting
      felting needlefelting junkjournal diecut cricut modpodge hotglue gluegun craftroom hobbylobby joann handcrafted
      woodwork woodshop scrollsaw bandsaw tablesaw chisel dovetail joinery wheelthrown polymerclay ceramicist
      scalemodel scalemodeling airfix tamiya revell hornby rccar rcplane quadcopter fpv hamradio shortwave ebird
      twitcher summited 14er munro peakbagging ferrata tenting hammocking backcountry wilderness fishingrod
      bassfishing kayakfishing surfcasting spearfishing tightlines hookset jigging baitcaster flyrod nymphing
      huntingseason whitetail waterfowling duckhunting elkhunting bowseason trailcam trailcamera decoys
      streetphotography landscapephotography wildlifephotography macrophotography filmphotography filmcamera kodak
      portra ilford goldenhour bluehour sonyalpha birthdayparty happybirthday partytime partyplanning partydecor
      partysupplies balloonarch bachelorparty stagdo hendo weddingday weddingplanning weddingplanner bridalshower
      genderreveal housewarming christmasmarket christmastree eastereggs egghunt pumpkinpatch hayride spooky
      spookyseason parade countyfair statefair amusementpark themepark sixflags cedarpoint universalstudios legoland
      trampolinepark lasertag axethrowing
    `),
    // More of what posts say: slang, abbreviations, titles, brands, platforms and events.
    ...words(`
      craftideas makerspace makersgonnamake lasercutter sockknitting fairisle crochetpattern grannysquare frogging
      yarnstash fabricstash quilt quilted sewingmachine sewingpattern embroiderer diamondpainting paintbynumbers
      adultcoloring miniaturepainting modeltrain trainset hoscale birdphotography fishon catchandrelease largemouth
      smallmouth carpfishing muskie steelhead salmonfishing troutfishing tippet dryfly jig crankbait swimbait
      topwater tacklebox fishingtrip gonefishing deerhunting turkeyhunting bowhunter crossbow taggedout deerseason
      gamecamera campout sleepingbag campstove hikingtrail switchbacks trekkingpoles daypack alltrails
      appalachiantrail kiteflying thrillride funhouse partygames cakesmash partyfavors goodiebags halloweencostume
      trunkortreat hauntedhouse pumpkincarving christmaslights uglysweater secretsanta elfontheshelf
      gingerbreadhouse caroling carolers groomsmen bridalparty engagementparty vowrenewal rehearsaldinner photobooth
      familyreunion scrapbooker stationery fountainpen penpal letterwriting calligrapher magnetfishing urbex
      urbanexploring treasurehunt geocache geocacher modelmaking modeller kitbash kitbashing dronephotography
      amateurradio qso weekendproject craftfair craftshow makersmarket handmadegifts crafted handpainted upcycling
      upcycled repurposed weaver spindle handdyed yarnbomb comiccon comicon fancon dragoncon renaissancefaire
      medievalfaire reenactment reenactor woodturner carving whittle nestbox chickadee owling waders chestwaders
      fishingline fishinglicense huntinglicense summiting peakbagger glamper tailgaters festivalseason bonfirenight
      guyfawkes fireworksshow sparklers lanternfestival funrun colorrun pubcrawl barcrawl nightout escapegames
    `),
  ],

  travel: [
    ...words(`
      travel traveling travelling traveler traveller wanderlust globetrotter jetsetter tourist touristy tourism
      sightseeing sightsee attractions itinerary vacation vacationing vacationers vacay staycation getaway holiday
      honeymoon honeymooners trip roadtrip daytrip tour excursion expedition bucketlist visit visiting abroad overseas
      hotel motel hostel resort inn lodge bnb airbnb vrbo booking expedia tripadvisor concierge checkin inclusive
      beachfront flight airline airport airfare layover stopover jetlag redeye carryon tsa passport visa luggage
      baggage suitcase departures arrivals ryanair easyjet lufthansa qantas jetblue amtrak eurostar eurail interrail
      shinkansen ferry rideshare uber lyft cruise cruiseship backpacking backpacker campground campsite glamping
      safari trek trekking snorkeling snorkelling beach guidebook souvenir expat nomad travelogue tickets camping
    `),
    // Getting there and staying: more of what trips are made of.
    ...words(`
      destination traveled travelled sightseer passenger guesthouse couchsurfing timeshare poolside seaside beachside
      oceanfront oceanview scuba snorkel sunbathing jetlagged esta schengen dutyfree airmiles skymiles avios legroom
      turbulence rebooked rebooking vanlife overlanding hitchhiking hitchhike railpass skyscanner trivago marriott
      hyatt sheraton lodging accommodation minibar bellhop babymoon springbreak gapyear globetrotting jetsetting
      postcard stateroom ryokan precheck touring tourer wanderer
    `),
    // Airlines, rail, cars for hire, cruises and the words of trip planning.
    ...words(`
      holidaymakers holidaying daytripper walkingtour citybreak solotravel traveltips travelgram instatravel
      cheapflights agoda hostelworld klm etihad cathay wizz airasia jetstar westjet flixbus megabus sncf trenitalia
      renfe jrpass taxi rentalcar carrental hertz sixt europcar allinclusive cruising embarkation disembarkation
      royalcaribbean ncl cunard islandhopping gondola funicular tuktuk rickshaw evisa travelinsurance packinglist
      checkedbag neckpillow boardingpass tourguide guidedtour touroperator travelagent travelagency lonelyplanet
      fodors travelblogger digitalnomad nomadlife workation airside
    `),
    // More of what posts say: slang, abbreviations, titles, brands, platforms and events.
    ...words(`
      touristtrap hotelroom roomservice latecheckout flightdelay flightcancelled missedflight connectingflight
      economyclass businessclass firstclass premiumeconomy loungeaccess airportlounge prioritypass globalentry
      visaonarrival roadtripping scenicroute rving couchsurfer bookingcom hotelscom googleflights priceline orbitz
      travelocity tui jet2 jet2holidays thomascook virginatlantic britishairways airfrance aircanada
      singaporeairlines qatarairways turkishairlines frequentflyer frequentflier milesandpoints pointsandmiles
      awardtravel travelhacking passportstamps cruiseport portofcall shoreexcursion princesscruises disneycruise
      vikingcruises rivercruise eurotrip travelguide travelvlog travelvlogger travelblog travelphotography
      traveldiaries travelbug traveladapter tsaprecheck bedandbreakfast innkeeper glampsite ecotourism agritourism
      voluntourism medicaltourism hoponhopoff citytour foodtour tourbus coachtrip trainride sleepertrain nighttrain
      orientexpress tgv bullettrain ferryride heathrow gatwick changi schiphol narita haneda ohare stansted
      jfkairport overnighter weekendaway weekendgetaway longweekend travelplans tripplanning tripreport triprecap
      vacationmode holidaymode travelday packingcubes carryononly onebag upgradeto seatupgrade aisleseat windowseat
      middleseat overheadbin flightattendant cabincrew aircrew baggageclaim lostluggage checkedluggage
      passportcontrol arrivalhall departurelounge boardinggate gateagent airbnbhost superhost vacationrental
      holidayrental holidaylet holidayhome holidaycottage cottagestay cabinrental skichalet skiresort skitrip
      skiholiday apresski beachholiday beachvacation allinclusiveresort honeymooning familyvacation familyholiday
      kidstravel travelwithkids solotraveler solotraveller femaletraveler travelbuddy travelcompanion
      travelersnotebook travelchecklist visitnorway visitbritain visitscotland visitjapan
    `),
  ],

  vehicles: [
    // Cars: kinds, makers, models.
    ...words(`
      car auto automobile automotive automaker carmaker vehicle motorist sedan coupe hatchback minivan suv pickup
      truck semitruck roadster convertible supercar hypercar musclecar jeep campervan motorhome rv limo limousine ev
      evs hybrid phev toyota honda chevy chevrolet gmc chrysler nissan subaru mazda hyundai kia volkswagen vw audi bmw
      mercedes benz porsche ferrari lamborghini lambo maserati mclaren bugatti bentley volvo peugeot renault citroen
      skoda lexus acura infiniti cadillac buick tesla rivian polestar corvette camaro corolla camry prius f150 miata
      gti wrx
    `),
    // Parts, mechanics, driving.
    ...words(`
      engine motor horsepower bhp torque rpm turbo turbocharged supercharged supercharger intercooler v6 v8 v12
      drivetrain powertrain chassis axle crankshaft camshaft piston alternator ignition gearbox transmission clutch
      gearshift stickshift cvt 4wd fwd rwd awd 4x4 offroad offroading suspension coilover struts swaybar camber tire
      tyre rims hubcap wheels brake caliper airbag seatbelt headlight taillight windshield wiper sunroof moonroof
      dashboard odometer speedometer tachometer infotainment bumper fender grille exhaust muffler carburetor mpg
      mileage gasoline petrol diesel refuel mechanic carwash tuneup dealer dealership carfax kbb recall lease leasing
      specs trim model parts vin jdm drive driving drivers parking carpark garage
    `),
    // Motorcycles, bicycles, boats, aircraft.
    ...words(`
      motorcycle motorbike biker scooter moped dirtbike atv utv sidecar ducati kawasaki vespa bicycle bike ebike
      derailleur handlebar boat boating boater sailboat sailing catamaran dinghy pontoon speedboat jetski yacht marina
      outboard keel rudder charter towing aircraft airplane aeroplane aviation cessna boeing helicopter jetliner
      cockpit avgeek planespotting
    `),
    // More of driving, upkeep, models, motorcycles, bicycles, boats and aircraft.
    ...words(`
      traffic speeding dashcam drivingtest carpool carpooling hov pothole tow towtruck oilchange coolant antifreeze
      brakepads rotors sparkplug catalytic obd obd2 ecu remap dyno stanced liftkit 4runner silverado f250 landcruiser
      crv rav4 cx5 model3 cybertruck ioniq taycan gt3 amg rs6 e30 e46 s2000 supra gtr nsx rx7 altima sentra elantra
      hellcat c8 z06 mopar hemi v10 wankel twinturbo trackday autocross carshow carmeet carspotting petrolhead
      gearhead topgear autopilot fsd driverless waymo robotaxi locomotive railroad boxcar airbus a320 a380 737 747 787
      dreamliner turboprop floatplane hangar faa ntsb bayliner bowrider tugboat freighter containership sailor
      boatlife mooring starboard jetboat seadoo harley softail sportbike chopper wheelie motovlog motovlogger
      superbike cbr gsxr ktm enduro escooter roadbike mountainbike fixie crankset chainring innertube tubeless shimano
      sram cannondale brompton tradein preowned usedcar testdrive quartermile mph kph gasstation petrolstation
      cupholder frunk bedliner tonneau camper fifthwheel
    `),
  ],
};
