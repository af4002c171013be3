/**
 * Our own table of the well-known people (and a few fictional characters) of compromise's
 * lexicon: for each lexicon entry, the name people write, the topic the person is known
 * for, and other forms that alone name them. Musicians and writers of the lexicon are
 * placed by the music and book tables instead; the entries listed in
 * PEOPLE_LEFT_OUT name no one in particular.
 */

const AE = 'Arts & Entertainment';
const CELEBRITIES = `${AE} > Celebrities & Entertainment News`;
const PAINTING = `${AE} > Visual Arts & Design > Painting & Drawing`;
const POLITICS = 'Law & Government > Politics';
const MILITARY_HISTORY = 'Law & Government > Military > Wars & Conflicts > Military History';
const PHILOSOPHY = 'Religion & Belief > Philosophy';
const SOCCER = 'Sports > Team Sports > Soccer';
const NBA = 'Sports > Team Sports > Basketball > Basketball Leagues & Teams > NBA';
const NFL = 'Sports > Team Sports > American Football > American Football Leagues & Teams > NFL';
const WRESTLING = 'Sports > Combat Sports > Wrestling > Professional Wrestling';
const TRACK = 'Sports > Individual Sports > Track & Field';
const FAIRY_TALES = "Books & Literature > Children's Books > Fairy Tales & Fables";

export interface PersonRow {
  name: string;
  topic: string;
  aliases?: string[];
  /** PERSON unless said. */
  type?: 'WORK_OF_ART';
}

/** compromise lexicon entry → the person. */
export const PEOPLE: Readonly<Record<string, PersonRow>> = {
  'al capone': { name: 'Al Capone', topic: 'Law & Government > Crime & Justice > Organized Crime' },
  'al pacino': { name: 'Al Pacino', topic: CELEBRITIES },
  archimedes: { name: 'Archimedes', topic: 'Science > Mathematics' },
  aristotle: { name: 'Aristotle', topic: PHILOSOPHY },
  'ashton kutcher': { name: 'Ashton Kutcher', topic: CELEBRITIES },
  banksy: { name: 'Banksy', topic: `${AE} > Visual Arts & Design > Street Art & Graffiti` },
  'barack obama': { name: 'Barack Obama', topic: POLITICS, aliases: ['president obama'] },
  'benazir bhutto': { name: 'Benazir Bhutto', topic: POLITICS },
  'bill gates': { name: 'Bill Gates', topic: 'Computers & Electronics > Software' },
  'cardinal wolsey': {
    name: 'Thomas Wolsey',
    topic: 'Religion & Belief > Christianity > Catholicism',
    aliases: ['cardinal wolsey'],
  },
  'carson palmer': { name: 'Carson Palmer', topic: NFL },
  'christian bale': { name: 'Christian Bale', topic: CELEBRITIES },
  chyna: { name: 'Chyna', topic: WRESTLING },
  cthulhu: { name: 'Cthulhu', topic: 'Books & Literature > Fiction > Horror Fiction' },
  'dalai lama': { name: 'Dalai Lama', topic: 'Religion & Belief > Buddhism > Tibetan Buddhism' },
  'darth vader': { name: 'Darth Vader', topic: `${AE} > Movies > Science Fiction & Fantasy Films` },
  degas: { name: 'Edgar Degas', topic: PAINTING, aliases: ['degas'] },
  'denzel washington': { name: 'Denzel Washington', topic: CELEBRITIES },
  'dick wolf': { name: 'Dick Wolf', topic: `${AE} > TV Shows > TV Dramas > Crime & Police Dramas` },
  'diego maradona': { name: 'Diego Maradona', topic: SOCCER },
  'doctor who': {
    name: 'Doctor Who',
    topic: `${AE} > TV Shows > Sci-Fi & Fantasy TV`,
    type: 'WORK_OF_ART',
  },
  'emeril lagasse': {
    name: 'Emeril Lagasse',
    topic: 'Food & Drink > Food Culture & Safety > Chefs & Food Media',
  },
  'emile zatopek': { name: 'Emil Zátopek', topic: TRACK, aliases: ['emile zatopek'] },
  'florence nightingale': { name: 'Florence Nightingale', topic: 'Health > Doctors & Hospitals' },
  giannis: { name: 'Giannis Antetokounmpo', topic: NBA, aliases: ['giannis'] },
  'haile selassie': { name: 'Haile Selassie', topic: POLITICS },
  'halle berry': { name: 'Halle Berry', topic: CELEBRITIES },
  'harrison ford': { name: 'Harrison Ford', topic: CELEBRITIES },
  'he man': { name: 'He-Man', topic: `${AE} > Comics & Animation > Animation > Cartoons` },
  hitler: { name: 'Adolf Hitler', topic: MILITARY_HISTORY, aliases: ['hitler'] },
  'henry ford': { name: 'Henry Ford', topic: 'Vehicles' },
  'hulk hogan': { name: 'Hulk Hogan', topic: WRESTLING },
  'humphrey bogart': { name: 'Humphrey Bogart', topic: `${AE} > Movies > Classic Films` },
  'jack the ripper': {
    name: 'Jack the Ripper',
    topic: 'Law & Government > Crime & Justice > Violent Crime > Homicide',
  },
  'jawaharlal nehru': { name: 'Jawaharlal Nehru', topic: POLITICS },
  // "jfk" alone is as often the New York airport.
  jfk: { name: 'John F. Kennedy', topic: POLITICS, aliases: ['president kennedy'] },
  'kiefer sutherland': { name: 'Kiefer Sutherland', topic: CELEBRITIES },
  'kobe bryant': { name: 'Kobe Bryant', topic: NBA },
  'lebron james': { name: 'LeBron James', topic: NBA, aliases: ['lebron'] },
  'lech walesa': { name: 'Lech Wałęsa', topic: POLITICS },
  'mata hari': {
    name: 'Mata Hari',
    topic: 'Law & Government > Military > Intelligence & Espionage',
  },
  'miranda july': { name: 'Miranda July', topic: `${AE} > Movies > Independent Films` },
  'mitt romney': { name: 'Mitt Romney', topic: POLITICS },
  monet: { name: 'Claude Monet', topic: PAINTING, aliases: ['monet'] },
  mubarek: { name: 'Hosni Mubarak', topic: POLITICS },
  napoleon: { name: 'Napoleon Bonaparte', topic: MILITARY_HISTORY, aliases: ['napoleon'] },
  'niles crane': { name: 'Niles Crane', topic: `${AE} > TV Shows > TV Comedies` },
  nostradamus: { name: 'Nostradamus', topic: 'Religion & Belief > Divination & Fortune Telling' },
  'oprah winfrey': {
    name: 'Oprah Winfrey',
    topic: `${AE} > TV Shows > Talk Shows`,
    aliases: ['oprah'],
  },
  'paris hilton': { name: 'Paris Hilton', topic: CELEBRITIES },
  pele: { name: 'Pelé', topic: SOCCER },
  pocahontas: {
    name: 'Pocahontas',
    topic: 'People & Society > Ethnic & Identity Groups > Indigenous Peoples',
  },
  'ray romano': { name: 'Ray Romano', topic: `${AE} > TV Shows > TV Comedies` },
  'reese witherspoon': { name: 'Reese Witherspoon', topic: CELEBRITIES },
  rembrandt: { name: 'Rembrandt', topic: PAINTING },
  rivaldo: { name: 'Rivaldo', topic: SOCCER },
  'robin hood': { name: 'Robin Hood', topic: FAIRY_TALES },
  ronaldinho: { name: 'Ronaldinho', topic: SOCCER },
  rothko: { name: 'Mark Rothko', topic: PAINTING, aliases: ['rothko'] },
  rupaul: { name: 'RuPaul', topic: `${AE} > TV Shows > Reality TV` },
  'rush limbaugh': { name: 'Rush Limbaugh', topic: `${AE} > News & Media > Radio` },
  'saddam hussain': { name: 'Saddam Hussein', topic: POLITICS, aliases: ['saddam hussain'] },
  'santa claus': {
    name: 'Santa Claus',
    topic: 'Hobbies & Leisure > Celebrations & Holidays > Christmas',
  },
  'scarlett johansson': { name: 'Scarlett Johansson', topic: CELEBRITIES },
  'shia labeouf': { name: 'Shia LaBeouf', topic: CELEBRITIES },
  'slobodan milosevic': { name: 'Slobodan Milošević', topic: POLITICS },
  'snow white': { name: 'Snow White', topic: FAIRY_TALES },
  socrates: { name: 'Socrates', topic: PHILOSOPHY },
  'theresa may': { name: 'Theresa May', topic: POLITICS },
  'tiger woods': {
    name: 'Tiger Woods',
    topic: 'Sports > Individual Sports > Golf > Professional Golf',
  },
  'tyra banks': { name: 'Tyra Banks', topic: `${AE} > TV Shows > Reality TV` },
  'usain bolt': { name: 'Usain Bolt', topic: TRACK },
  'valentino rossi': {
    name: 'Valentino Rossi',
    topic: 'Sports > Motor Sports > Motorcycle Racing',
  },
  'van gogh': { name: 'Vincent van Gogh', topic: PAINTING, aliases: ['van gogh'] },
  'vin diesel': { name: 'Vin Diesel', topic: CELEBRITIES },
  'walt disney': { name: 'Walt Disney', topic: `${AE} > Comics & Animation > Animation` },
  warhol: { name: 'Andy Warhol', topic: `${AE} > Visual Arts & Design`, aliases: ['warhol'] },
  'will ferrell': { name: 'Will Ferrell', topic: CELEBRITIES },
};

/**
 * Entries that name no one in particular: a given name or surname alone ("taylor",
 * "harrison"), a place ("austin", "sydney"), a name shared by several people ("clinton",
 * "ronaldo", "bronte", "darwin"), a misspelling ("yoko onen"), or a character placed by
 * another source ("sherlock holmes", "spider man"), or the name of a topic node already
 * ("confucius" is a synonym of Confucianism).
 */
// prettier-ignore
export const PEOPLE_LEFT_OUT: readonly string[] = [
  'alexandria', 'austin', 'bertil', 'bhatt', 'brock', 'bronte', 'camillo', 'carson', 'clinton',
  'confucius', 'conan', 'dalton', 'dante', 'darwin', 'diego', 'effie', 'eustace', 'ezekiel',
  'ferguson', 'frans', 'franz', 'gaston', 'goodwin', 'hamid', 'hamilton', 'hammond', 'harrison',
  'hedwig', 'hilde', 'houston', 'humphrey', 'husain', 'ilias', 'inez', 'iron man', 'jefferson',
  'jordan', 'kent', 'kobe', 'lee', 'lu', 'markov', 'mason', 'merlin', 'nettie', 'newman', 'oleg',
  'ora', 'orlando', 'palmer', 'perry', 'pilar', 'piper', 'poe', 'raisa', 'rashid', 'reilley',
  'reilly', 'reinhold', 'ronaldo', 'salvador', 'samara', 'santiago', 'sherlock holmes', 'siegfried',
  'sinbad', 'spider man', 'spiderman', 'superman', 'swami', 'sydney', 'takashi', 'tatum', 'tatyana',
  'taylor', 'thor', 'tripp', 'tully', 'victoria', 'virginia', 'warren', 'wednesday adams',
  'wolfram', 'woode', 'yoko onen', 'yuji', 'yvan', 'yves',
];
