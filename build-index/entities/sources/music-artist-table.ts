/**
 * Our own table of the genre of each music artist that `@faker-js/faker` (music.artist),
 * `@ngneat/falso` (randSinger) and `compromise` (its lexicon's people) name, and whether
 * the artist is a person or a group. Written from general knowledge; an artist's genre
 * is the one a record shop or a streaming service files them under first.
 *
 * An entry is "Name|alias|alias": the name as people write it, then other forms that
 * alone name the artist. A name that alone is a common word or a place ("Queen",
 * "Nirvana", "Boston") is written with its kind in brackets, "Queen (band)", whose pattern
 * is "queen band": the bare word is left to its common sense.
 */

const MUSIC = 'Arts & Entertainment > Music';

export const MUSIC_GENRES = {
  pop: `${MUSIC} > Pop Music`,
  kpop: `${MUSIC} > Pop Music > K-Pop`,
  jpop: `${MUSIC} > Pop Music > J-Pop`,
  cpop: `${MUSIC} > Pop Music > C-Pop`,
  synth: `${MUSIC} > Pop Music > Synth-Pop & New Wave`,
  rock: `${MUSIC} > Rock Music`,
  classicRock: `${MUSIC} > Rock Music > Classic Rock`,
  hardRock: `${MUSIC} > Rock Music > Hard Rock`,
  alt: `${MUSIC} > Rock Music > Alternative & Indie Rock`,
  punk: `${MUSIC} > Rock Music > Punk Rock`,
  metal: `${MUSIC} > Rock Music > Heavy Metal`,
  hipHop: `${MUSIC} > Hip-Hop & Rap`,
  trap: `${MUSIC} > Hip-Hop & Rap > Trap & Drill`,
  rnb: `${MUSIC} > R&B & Soul`,
  country: `${MUSIC} > Country Music`,
  edm: `${MUSIC} > Electronic & Dance Music`,
  jazz: `${MUSIC} > Jazz`,
  blues: `${MUSIC} > Blues`,
  disco: `${MUSIC} > Disco`,
  tradPop: `${MUSIC} > Traditional Pop & Easy Listening`,
  classical: `${MUSIC} > Classical Music`,
  folk: `${MUSIC} > Folk & World Music`,
  reggae: `${MUSIC} > Folk & World Music > Reggae & Caribbean Music`,
  latin: `${MUSIC} > Folk & World Music > Latin Music`,
  brazil: `${MUSIC} > Folk & World Music > Brazilian Music`,
  africa: `${MUSIC} > Folk & World Music > Afrobeats & African Music`,
  india: `${MUSIC} > Folk & World Music > Indian & Bollywood Music`,
  gospel: `${MUSIC} > Gospel & Christian Music`,
  soundtrack: `${MUSIC} > Soundtracks & Film Scores`,
  children: `${MUSIC} > Children's Music`,
  relaxation: `${MUSIC} > Relaxation & Meditation Music`,
  musicals: 'Arts & Entertainment > Performing Arts > Theater > Broadway & Musicals',
} as const;

export type MusicGenre = keyof typeof MUSIC_GENRES;

/** Genre → solo artists (PERSON) and groups (ORG). */
// prettier-ignore
export const MUSIC_ARTISTS: Readonly<
  Record<MusicGenre, { people?: readonly string[]; groups?: readonly string[] }>
> = {
  pop: {
    people: [
      'Adele', 'Alec Benjamin', 'Ali Gatie', 'Andy Grammer', 'Annie Lennox', 'Avril Lavigne',
      'Aya Nakamura', 'B. J. Thomas', 'Bazzi', 'Bebe Rexha', 'benny blanco', 'BoyWithUke',
      'Britney Spears', 'Carly Simon', 'Cher', 'Céline Dion', 'Christina Aguilera',
      'Christina Perri', 'Christopher Cross', 'Colbie Caillat', 'Cyndi Lauper', 'd4vd',
      'Daniel Powter', 'Demi Lovato', 'Dennis Lloyd', 'Dido (singer)', 'Dermot Kennedy', 'Doja Cat',
      'Dua Lipa', 'Dusty Springfield', 'Ed Sheeran', 'Ella Henderson', 'Ellie Goulding',
      'Elton John', 'Fergie (singer)', 'Fiersa Besari', 'Frankie Valli', 'George Michael', 'Gotye',
      'Gwen Stefani', 'Hailee Steinfeld', 'Halsey', 'Harry Nilsson', 'Harry Styles', 'James Arthur',
      'James TW', 'Janet Jackson', 'Jason Mraz', 'Jaymes Young', 'Jennifer Lopez|jlo',
      'Jennifer Warnes', 'Jeremy Zucker', 'Jess Glynne', 'Jessie J', 'Jewel (singer)', 'Joji',
      'Jon Bellion', 'JP Saxe', 'Julia Michaels', 'Justin Bieber', 'JVKE', 'Karen Carpenter',
      'Katy Perry', 'Kelly Clarkson', 'Kenny Loggins', 'Kesha|ke$ha', 'Kim Carnes', 'Kim Petras',
      'Kimbra', 'Kylie Minogue', 'Labrinth', 'Lady Gaga', 'Lana Del Rey', 'Lauv', 'Leona Lewis',
      'Lesley Gore', 'Liam Payne', 'Lisa Loeb', 'Little Peggy March', 'Louis Tomlinson',
      'Madison Beer', 'Madonna', 'Mahalini', 'Mariah Carey', 'Mark Ronson', 'Melanie Martinez',
      'Michael Jackson', 'Michael McDonald', 'Michael Sembello', 'Mike Posner', 'Miley Cyrus',
      'Nadin Amizah', 'Nancy Sinatra', 'Neil Diamond', 'Neil Sedaka', 'Normani', 'Olivia Rodrigo',
      'P!nk', 'Pamungkas', 'Paula Abdul', 'Peter Cetera', 'Pharrell Williams', 'Prince (musician)',
      'Quinn XCII', "Rag'n'Bone Man", 'Raye (singer)', 'Rick Astley', 'Rihanna', 'Rita Ora',
      'Rizky Febian', 'Ronnie Spector', 'Ruel', 'Ruth B.', 'Sabrina Carpenter', 'Sam Smith',
      'Sasha Alex Sloan', 'Sean Kingston', 'Sezen Aksu', 'Shawn Mendes', 'Sheena Easton', 'Sia',
      "Sinéad O'Connor", 'Sophie Ellis-Bextor', 'Stephen Sanchez', 'Stevie B', 'Stromae',
      'Tate McRae', 'Taylor Swift', 'Terry Jacks', 'The Kid Laroi', 'Tom Jones', 'Tove Lo',
      'Trevor Daniel', 'Vanessa Carlton', 'Vanessa Williams', 'Whitney Houston', 'Willow (singer)',
      'Zara Larsson', 'Zayn|zayn malik',
    ],
    groups: [
      'ABBA', 'Ace of Base', 'Backstreet Boys', 'Boyce Avenue', 'Captain & Tennille', 'DNCE',
      'Fifth Harmony', 'Fine Young Cannibals', 'Jonas Brothers', 'Maroon 5', 'MKTO', 'NSYNC|n sync',
      'One Direction', 'Owl City', 'Paul & Paula', 'Pentatonix', 'Roxette', 'Savage Garden',
      'Spice Girls', 'Starland Vocal Band', 'The Archies', 'The Bangles',
      'The Carpenters|carpenters band', 'The Chiffons', 'The Cowsills', 'The Dixie Cups',
      'The Four Seasons (band)|frankie valli and the four seasons', 'The Osmonds',
      'The Partridge Family', 'The Righteous Brothers', 'The Ronettes', 'The Shangri-Las',
      'The Vamps (band)', 'Wham! (band)', 'Wilson Phillips',
    ],
  },
  kpop: {
    people: ['Agust D', 'Jimin', 'Lisa (rapper)', 'Taeyeon', 'V (singer)'],
    groups: [
      '(G)I-DLE|gidle|g idle|i-dle', 'Aespa', 'Ateez', 'Blackpink', 'BTS', 'Day6', 'Enhypen',
      'Itzy', 'IVE (group)', 'Le Sserafim', 'Monsta X', 'NCT 127', 'NCT Dream',
      'Red Velvet (group)', 'Seventeen (group)', 'Stray Kids', 'Tomorrow X Together',
      'Twice (group)',
    ],
  },
  jpop: {
    people: ['Fujii Kaze', 'Kenshi Yonezu', 'Yuuri'],
    groups: ['King Gnu', 'Official Hige Dandism', 'One Ok Rock', 'Yoasobi'],
  },
  cpop: { people: ['Jay Chou', 'JJ Lin'] },
  synth: {
    people: ['Gary Numan'],
    groups: [
      'A-ha (band)', 'Culture Club', 'Devo', 'Dexys Midnight Runners', 'Eurythmics',
      'Pet Shop Boys', 'Tears for Fears', "The B-52's|b-52s|b52s", "The Go-Go's|go-gos",
      'Years & Years (band)',
    ],
  },
  rock: {
    people: [
      'Alannah Myles', 'Bonnie Tyler', 'Bono (singer)', 'Bryan Adams', 'Captain Beefheart',
      'Chris Isaak', 'John Mayer', 'Rick Springfield', 'Rob Thomas', 'Sting (musician)',
      'Tom Waits',
    ],
    groups: [
      'Dewa 19', 'Joan Jett & the Blackhearts|joan jett', 'Måneskin', 'Men at Work (band)',
      'Nickelback', 'U2',
    ],
  },
  classicRock: {
    people: [
      'Billy Joel', 'Bob Seger', 'Brian Wilson', 'Bruce Channel', 'Bruce Springsteen',
      'Buddy Holly', 'Chuck Berry', 'David Bowie', 'Dion (singer)', 'Don Henley', 'Eddie Cochran',
      'Elvis Presley|elvis', 'Eric Burdon', 'Freddie Mercury', 'Gene Vincent', 'Gregg Allman',
      'Janis Joplin', 'Jerry Lee Lewis', 'Jim Morrison', 'Jimi Hendrix|hendrix', 'Joe Cocker',
      'John Fogerty', 'John Lennon', 'Levon Helm', 'Little Richard', 'Lou Reed', 'Mick Jagger',
      'Neil Young', 'Paul McCartney', 'Paul Rodgers', 'Peter Gabriel', 'Ricky Nelson',
      'Ringo Starr', 'Ritchie Valens', 'Robert Plant', 'Rod Stewart', 'Roger Daltrey',
      'Roy Orbison', 'Steve Perry', 'Steve Winwood', 'Stevie Nicks', 'Van Morrison',
    ],
    groups: [
      'Bachman-Turner Overdrive', 'Bill Haley & His Comets|bill haley', 'Dire Straits',
      'Electric Light Orchestra', 'Fleetwood Mac', 'Foreigner (band)', 'Gary Lewis & the Playboys',
      'Grand Funk Railroad', "Herman's Hermits",
      'John Fred & His Playboy Band|john fred & the playboy band', 'Paul Revere & the Raiders',
      'Pink Floyd', 'Queen (band)', 'REO Speedwagon', 'Sam the Sham & the Pharaohs', 'Santana',
      'Strawberry Alarm Clock', 'Supertramp', 'The Animals (band)', 'The Beatles|beatles',
      'The Box Tops', 'The Doobie Brothers', 'The Doors (band)', 'The Edgar Winter Group',
      'The Everly Brothers', 'The Fireballs', 'The Guess Who', 'The Hollies',
      'The J. Geils Band|j geils band', 'The Kingsmen', 'The Lemon Pipers', "The Lovin' Spoonful",
      'The McCoys', 'The Monkees', 'The Moody Blues', 'The Rolling Stones|rolling stones',
      'The Spencer Davis Group', 'The Turtles (band)', 'The Young Rascals', 'The Zombies (band)',
      'Three Dog Night', 'Tom Petty and the Heartbreakers|tom petty', 'Tommy James & the Shondells',
      'Toto (band)', 'ZZ Top',
    ],
  },
  hardRock: {
    people: ['Axl Rose', 'Steven Tyler'],
    groups: [
      'Aerosmith', 'Audioslave', 'Deep Purple', 'Mötley Crüe', 'Scorpions (band)', 'Shinedown',
      'Skillet (band)', 'Survivor (band)', 'Three Days Grace',
    ],
  },
  alt: {
    people: [
      'Beck (musician)', 'Björk', 'Cavetown', 'Hayley Williams', 'Jeff Buckley', 'Kurt Cobain',
      'Morrissey', 'Santigold', 'Thom Yorke', 'Yoko Ono',
    ],
    groups: [
      'Alice in Chains', 'Arcade Fire', 'Blur (band)', 'Cigarettes After Sex',
      'Florence + the Machine|florence and the machine', 'Foo Fighters', 'Foster the People',
      'Glass Animals', 'Goo Goo Dolls', 'Gorillaz', 'Grouplove', 'Hoobastank', 'Imagine Dragons',
      'Incubus (band)', 'Kaleo', 'Kings of Leon', 'Kodaline', 'Lifehouse', 'Linkin Park',
      'Lord Huron', 'Milky Chance', 'Mother Mother', 'Muse (band)', 'Nirvana (band)',
      'No Doubt (band)', 'Oasis (band)', 'Pearl Jam', 'Portugal. The Man', 'R.E.M.|rem band',
      'Radiohead', 'Rage Against the Machine', 'Rainbow Kitten Surprise',
      'Red Hot Chili Peppers|rhcp', 'Snow Patrol', 'Sublime (band)', 'The Black Keys',
      'The Cranberries (band)', 'The Cure (band)', 'The Fray (band)', 'The Killers (band)',
      'The Kooks', 'The National (band)', 'The Neighbourhood (band)', 'The Script (band)',
      'The Smashing Pumpkins|smashing pumpkins', 'The Strokes (band)', 'The Verve (band)',
      'The White Stripes', 'Twenty One Pilots', 'Vampire Weekend', 'Wallows (band)', 'Weezer',
    ],
  },
  punk: {
    people: ['Iggy Pop', 'Patti Smith'],
    groups: [
      'Blink-182', 'Fall Out Boy', 'Green Day', 'Pierce the Veil', 'Sum 41',
      'The All-American Rejects', 'The Clash (band)', 'The Offspring (band)',
    ],
  },
  metal: {
    groups: [
      'Bring Me the Horizon', 'Deftones', 'Evanescence', 'Five Finger Death Punch', 'Ghost (band)',
      'Godsmack', 'Hollywood Undead', 'I Prevail', 'Megadeth', 'Rammstein', 'Sabaton',
      'System of a Down|soad', 'Volbeat',
    ],
  },
  hipHop: {
    people: [
      '2 Chainz', 'A Boogie wit da Hoodie', 'AJ Tracey', 'Arizona Zervas', 'Baby Keem',
      'BigXthaPlug', 'B.o.B', 'Bonez MC', 'Booba', 'Bryce Vine', 'Capital Bra', 'Cardi B', 'Coolio',
      'Dave (rapper)', 'Denzel Curry', 'Diddy|p diddy|puff daddy|sean combs', 'DJ Khaled', 'DMX',
      'Dr. Dre', 'Drake', 'Eminem', 'Fetty Wap', 'Flo Rida', 'Freddie Dredd', 'French Montana',
      'G-Eazy', 'Gzuz', 'Ice Cube (rapper)', 'Ice Spice', 'Iggy Azalea', 'J. Cole', 'Jack Harlow',
      'Jay-Z|jay z|jayz', 'Kanye West', 'Kevin Gates', 'Kid Cudi', 'Kollegah', 'Latto', 'Lil Dicky',
      "Lil' Kim", 'Lil Mosey', 'Lil Nas X', 'Lil Tjay', 'Lil Wayne', 'Lupe Fiasco',
      'Machine Gun Kelly|mgk', 'Macklemore', 'MC Hammer', 'Meek Mill', 'Morad', 'Nas (rapper)',
      'Nekfeu', 'Nelly (rapper)', 'Nicki Minaj', 'Ninho', 'Nipsey Hussle', 'Niska',
      'Pitbull (rapper)', 'Plan B (musician)', 'Polo G', 'Pouya', 'Pusha T', 'RAF Camora',
      'Rick Ross', 'Rod Wave', 'Roddy Ricch', 'RZA', 'Saweetie', 'Sfera Ebbasta', 'Sir Mix-a-Lot',
      'Snoop Dogg', 'Stormzy', 'T-Pain', 'T.I.', 'The Game (rapper)',
      'The Notorious B.I.G.|notorious big|biggie smalls', 'Timbaland', 'Tone Loc', 'Tory Lanez',
      'Tupac Shakur|2pac|tupac', 'Ty Dolla $ign|ty dolla sign', 'Tyga', 'Ufo361', 'Wale (rapper)',
      'will.i.am', 'Wiz Khalifa', 'Wyclef Jean', 'XXXTentacion', 'Xzibit', 'YNW Melly', 'Yo Gotti',
      'Young Dolph', 'YoungBoy Never Broke Again|nba youngboy', 'Yung Gravy', 'iann dior',
    ],
    groups: [
      'A Tribe Called Quest', 'Black Eyed Peas (band)', 'Brockhampton', 'D-Block Europe', 'NEFFEX',
      'OutKast', 'Run-DMC', '$uicideboy$|suicideboys',
    ],
  },
  trap: {
    people: [
      '21 Savage', 'Central Cee', 'Desiigner', 'Future (rapper)', 'Ghostemane', 'Gucci Mane',
      'Gunna', 'Jeezy', 'Key Glock', 'Kodak Black', 'Lil Baby', 'Lil Durk', 'Lil Pump', 'Lil Skies',
      'Lil Uzi Vert', 'Lil Yachty', 'Metro Boomin', 'Moneybagg Yo', 'Offset (rapper)', 'Pop Smoke',
      'Rich the Kid', 'Ski Mask the Slump God', 'Trippie Redd', 'Yeat', 'Young Thug',
    ],
  },
  rnb: {
    people: [
      '6lack', 'Al Green', 'Alina Baraz', 'Anderson .Paak|anderson paak', 'Aretha Franklin',
      'Arthur Conley', 'Barry White', 'Beyoncé', 'Bill Doggett', 'Bill Withers', 'Billy Davis Jr.',
      'Billy Paul', 'Billy Preston', 'Bobby Lewis', 'Brent Faiyaz', 'Chaka Khan', 'Chris Brown',
      'Ciara (singer)', "Colby O'Donis", 'Curtis Mayfield', 'Dadju', 'Darlene Love', 'David Ruffin',
      'Dionne Warwick', 'Donny Hathaway', 'Edwin Starr', 'Etta James', 'Fats Domino', 'Frank Ocean',
      'Freda Payne', 'Gene Chandler', 'Gladys Knight|gladys knight & the pips', 'H.E.R.',
      'Isaac Hayes', 'Jackie Wilson', 'Jacquees', 'James Brown', 'Jay Sean', 'Jean Knight',
      'Jeremih', 'John Legend', 'Johnnie Taylor', 'Jorja Smith', 'Kehlani', 'Khalid (singer)',
      'Lauryn Hill|ms. lauryn hill', 'Leon Bridges', 'Lionel Richie', 'Luther Vandross',
      'Mario (singer)', 'Marvin Gaye', 'Mary J. Blige', 'Mary Wells', 'Miguel (singer)',
      'Minnie Riperton', 'Ne-Yo', 'Otis Redding', 'Patti LaBelle', 'Percy Sledge',
      'Pink Sweat$|pink sweats', 'R. Kelly', 'Ray Charles', 'Ray Parker Jr.', 'Regina Belle',
      'Roberta Flack', 'Robin Thicke', 'Sam Cooke', 'Sam Moore', 'Sly Stone', 'Smokey Robinson',
      'Solomon Burke', 'Steve Lacy', 'Stevie Wonder', 'Summer Walker', 'Tammi Terrell',
      "Terence Trent D'Arby", 'Tina Turner', 'Toni Braxton', 'Trey Songz', 'Wilbert Harrison',
      'Wilson Pickett',
    ],
    groups: [
      'All-4-One', 'Archie Bell & the Drells', 'Earth, Wind & Fire|earth wind and fire',
      'En Vogue (group)', 'Kool & the Gang', 'Sade (band)', 'SWV', 'The Coasters', 'The Commodores',
      'The Contours', 'The Detroit Spinners', 'The Drifters', 'The Emotions (group)',
      'The Flamingos (band)', 'The Honey Cone', 'The Isley Brothers',
      'The Jackson 5|jackson 5|jackson five', 'The Marvelettes', 'The Miracles (band)',
      "The O'Jays", 'The Platters (band)', 'The Supremes', 'The Temptations', 'TLC (group)',
    ],
  },
  country: {
    people: [
      'Alan Jackson', 'Bailey Zimmerman', 'Billy Swan', 'Blake Shelton', 'Brett Young',
      'Charlie Rich', 'Chris Young', 'Cody Johnson', 'Cole Swindell', 'Darius Rucker',
      'Dolly Parton', 'Faith Hill', 'Freddy Fender', 'Gene Autry', 'George Jones', 'George Strait',
      'Hank Williams', 'Hardy (singer)', 'Jason Aldean', 'Jimmie Rodgers', 'Johnny Cash',
      'Johnny Horton', 'Juice Newton', 'Kacey Musgraves', 'Kane Brown', 'Kenny Chesney',
      'Kenny Rogers', 'Lainey Wilson', 'Lee Brice', 'Merle Haggard', 'Miranda Lambert',
      'Nate Smith', 'Patsy Cline', 'Pee Wee King', 'Ray Stevens', 'Red Foley', 'Roger Miller',
      'Roy Acuff', 'Sam Hunt', 'Shania Twain', 'Tennessee Ernie Ford', 'Thomas Rhett', 'Toby Keith',
      'Tyler Hubbard', 'Vernon Dalhart', 'Willie Nelson', 'Zach Bryan',
    ],
    groups: [
      'Al Dexter & His Troopers', 'Brooks & Dunn', 'Dan + Shay|dan and shay',
      'Lady Antebellum|lady a band', 'Old Dominion (band)', 'Zac Brown Band',
    ],
  },
  edm: {
    people: [
      'Alesso', 'Armin van Buuren', 'Becky Hill', 'David Guetta', 'deadmau5', 'Don Diablo',
      'Felix Jaehn', 'Flume (musician)', "Gigi D'Agostino", 'Gryffin', 'Joel Corry', 'Jonas Blue',
      'Kaytranada', 'Kenya Grace', 'Kungs', 'Kygo', 'Marshmello', 'Martin Garrix', 'Matoma', 'Moby',
      'Oliver Heldens', 'Robin Schulz', 'Sam Feldt', 'Skrillex', 'Steve Aoki', 'Timmy Trumpet',
    ],
    groups: [
      'Daft Punk', 'Deee-Lite', 'Dimitri Vegas & Like Mike', 'Disclosure (band)',
      'Empire of the Sun (band)', 'Loud Luxury', 'Major Lazer', 'Rudimental', 'Seeb',
      'Swedish House Mafia', 'The Chainsmokers|chainsmokers',
    ],
  },
  jazz: {
    people: [
      'Artie Shaw', 'Ben Bernie', 'Ben Selvin', 'Bobby McFerrin', 'Coleman Hawkins', 'Count Basie',
      'Ethel Waters', 'Fats Waller', 'Harry James', 'Kay Kyser', 'Louis Jordan', 'Nina Simone',
      'Norah Jones', 'Paul Whiteman', 'Pee Wee Hunt', 'Sammy Kaye', 'Stan Getz', 'Tommy Dorsey',
    ],
  },
  blues: {
    people: [
      'B.B. King', 'Bessie Smith', 'Bobby Blue Bland', 'Bonnie Raitt', "Howlin' Wolf",
      'John Lee Hooker', 'Muddy Waters',
    ],
  },
  disco: {
    people: [
      'Amii Stewart', 'Anita Ward', 'Donna Summer', 'Gloria Gaynor', 'Thelma Houston', 'Van McCoy',
    ],
    groups: [
      'A Taste of Honey', 'Bee Gees', 'Boney M.', 'Chic (band)', 'Lipps Inc.', 'Peaches & Herb',
      'Silver Convention', 'Sister Sledge', 'The Hues Corporation', 'Village People',
    ],
  },
  tradPop: {
    people: [
      'Al Jolson', 'Al Martino', 'Barbra Streisand', 'Bette Midler', 'Bing Crosby', 'Bobby Darin',
      'Bobby Vinton', 'Cliff Edwards', 'Dean Martin', 'Dinah Shore', 'Eddie Cantor', 'Eddy Howard',
      'Fanny Brice', 'Frank Sinatra|sinatra', 'Frankie Avalon', 'Fred Astaire', 'Guy Mitchell',
      'Herb Alpert', 'Jo Stafford', 'Johnnie Ray', 'Johnny Mathis', 'Johnny Mercer', 'Joni James',
      'Kate Smith', 'Kitty Kallen', 'Liberace', 'Margaret Whiting', 'Mary Ford', 'Michael Bublé',
      'Nat King Cole', 'Pat Boone', 'Patti Page', 'Paul Robeson', 'Percy Faith', 'Rosemary Clooney',
      'Sammy Davis Jr.', 'Teresa Brewer', 'Tommy Edwards', 'Vera Lynn',
    ],
    groups: [
      "Jerry Murad's Harmonicats", 'The Ames Brothers', 'The Chordettes', 'The Crew-Cuts',
      'The Four Aces', 'The Ink Spots', 'The Mills Brothers', 'The New Vaudeville Band',
    ],
  },
  classical: {
    people: [
      'Frédéric Chopin|chopin', 'Mario Lanza', 'Olivier Messiaen|messiaen',
      'Sergei Rachmaninoff|rachmaninoff',
    ],
  },
  folk: {
    people: [
      'Art Garfunkel', 'Ben Howard', 'Bob Dylan', 'Don McLean', 'Donovan (singer)', 'Harry Chapin',
      'Jack Johnson (musician)', 'James Taylor', 'Joni Mitchell', 'Passenger (singer)', 'Vance Joy',
      'Woody Guthrie',
    ],
    groups: [
      'Angus & Julia Stone', 'Mumford & Sons', 'Peter, Paul and Mary', 'Simon & Garfunkel',
      'The Head and the Heart', 'The Kingston Trio', 'The Lumineers', 'The Mamas & the Papas',
      'The Seekers (band)', 'The Weavers (band)',
    ],
  },
  reggae: {
    people: [
      'Bob Marley|bob marley & the wailers', 'Johnny Nash', 'Sean Paul', 'Shaggy (musician)',
      'Toots Hibbert',
    ],
    groups: ['UB40'],
  },
  latin: {
    people: [
      'Aitana', 'Alejandro Sanz', 'Alfredo Olivas', 'Anuel AA', 'Bad Bunny', 'Becky G', 'Bizarrap',
      'C. Tangana', 'Carín León', 'Carlos Vives', 'Chayanne', 'Cris Mj', 'Danny Ocean', 'DJ Luian',
      'DJ Nelson', 'Don Omar', 'El Alfa', 'Eladio Carrión', 'Enrique Iglesias', 'Farruko', 'Feid',
      'Gera MX', 'Jay Wheeler', 'Juan Gabriel', 'Juan Luis Guerra|juan luis guerra 4.40', 'Juanes',
      'Justin Quiles', 'Karol G', 'Lunay', 'Luis Miguel', 'Luis R Conriquez', 'Marco Antonio Solís',
      'Maria Becerra', 'Melendi', 'Mon Laferte', 'Myke Towers', 'Natti Natasha', 'Nicki Nicole',
      'Nicky Jam', 'Peso Pluma', 'Prince Royce', 'Rauw Alejandro', 'Rels B', 'Ricardo Arjona',
      'Ricky Martin', 'Romeo Santos', 'Sebastián Yatra', 'Sech', 'Tainy', 'Vicente Fernández',
      'Yandel', 'Young Miko',
    ],
    groups: [
      'Banda El Recodo', 'Eslabon Armado', 'Fuerza Regida', 'Grupo Firme', 'Grupo Marca Registrada',
      'La Adictiva Banda San José de Mesillas', 'La Oreja de Van Gogh', 'Los del Río',
      'Los Dos Carnales', 'Los Lobos', 'Los Temerarios', 'Los Tigres del Norte',
      'Los Tucanes de Tijuana', 'Mambo Kingz', 'Mau y Ricky', 'Morat', 'Piso 21', 'Reik',
      'Soda Stereo',
    ],
  },
  brazil: {
    people: [
      'Ana Castela', 'Anitta', 'Gusttavo Lima', 'João Gilberto', 'Luan Santana', 'Ludmilla',
      'MC Ryan SP',
    ],
    groups: ['Bruno & Marrone', 'Diego & Victor Hugo'],
  },
  africa: {
    people: ['Asake', 'Burna Boy', 'CKay', 'Davido', 'Omah Lay', 'Rema', 'Tems'],
  },
  india: {
    people: [
      'Amitabh Bhattacharya', 'Anirudh Ravichander', 'Asees Kaur', 'Atif Aslam', 'Badshah',
      'Diljit Dosanjh', 'Harris Jayaraj', 'Karan Aujla', 'Mohit Chauhan', 'Rahat Fateh Ali Khan',
      'Sachet Tandon', 'Sid Sriram', 'Sidhu Moose Wala', 'Sonu Nigam', 'Tanishk Bagchi',
      'Tulsi Kumar', 'Yuvan Shankar Raja',
    ],
    groups: ['Sachin-Jigar', 'Vishal-Shekhar'],
  },
  gospel: {
    people: ['Mavis Staples'],
    groups: [
      'Bethel Music', 'Elevation Worship', 'Hillsong United', 'Hillsong Worship',
      'The Edwin Hawkins Singers', 'The Staple Singers',
    ],
  },
  soundtrack: { people: ['Anton Karas', 'Hans Zimmer', 'John Williams'] },
  children: { people: ['Raffi'] },
  relaxation: { people: ['Enya', 'Yanni'] },
  musicals: { people: ['Leslie Odom Jr.', 'Lin-Manuel Miranda'] },
};

/**
 * Package names deliberately not placed: a common word, phrase, place or given name that
 * no bracketed form would help, a record label or collective, a children's audio drama,
 * an actor, a video game, or a duplicate spelling whose other form is placed.
 */
// prettier-ignore
export const MUSIC_ARTISTS_LEFT_OUT: readonly string[] = [
  '$NOT', '? & The Mysterians', 'AC/DC', 'Ado', 'All Time Low', 'Alok', 'America',
  'American Quartet', 'Association', 'Aventura', 'Berlin', 'Bibi Blocksberg', 'Bibi und Tina',
  'Birdy', 'BONES', 'Boston', 'Bradley Cooper', 'Bread', 'Camilo', 'Champs', 'Cheat Codes',
  'Chicago', 'CRO', 'Daya', 'Die drei !!!', 'Dreamville', 'EMF', 'Exile', 'Extreme',
  'Garfunkel and Oates', 'Glee Cast', 'gnash', 'girl in red', 'Internet Money', 'Jamie Foxx',
  'Jimmy Dean', 'Kina', 'KK', 'KSI', 'KYLE', 'League of Legends', 'LMFAO', 'Lofi Fruits Music',
  'Love Unlimited', 'Luciano', 'Lulu', 'M', 'Mabel', 'MAX', 'Melanie', 'Miracle Tones', 'Mora',
  'Mya', 'Nayer', 'Next', 'OMI', 'Paul Russell', 'Pineapple StormTv', 'Player', 'PLK', 'PNL',
  'Quality Control', 'Regard', 'Rick Dees & his Cast of Idiots', 'Ryan Lewis', 'SCH', 'Shubh',
  'Silk', 'Sleeping At Last', 'Tag Team', 'The Diamonds', 'TKKG', 'The Foundations',
  'The Living Tombstone', 'The Penguins', 'The Score', 'Three Man Down', 'Topic', 'Trueno', 'Tulus',
  'Two Feet', 'Upchurch', 'UZI', "Why Don't We", 'Xavi', 'YG',
];
