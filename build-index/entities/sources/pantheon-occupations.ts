/**
 * Our own table of where a Pantheon occupation sits in the backbone: the topic a reader
 * browses to find such a person (a soccer player under Soccer, a physicist under
 * Physics, an actor under Celebrities). Writers go under their country's literature,
 * popes under the Vatican, a royal born since 1900 among celebrities. Occupations with
 * no good home (explorers, pilots, pirates, adult film actors) are not placed.
 */
import type { PantheonRow } from './pantheon-people.js';

const AE = 'Arts & Entertainment';
const CELEBRITIES = `${AE} > Celebrities & Entertainment News`;
const MUSIC = `${AE} > Music`;
const VISUAL = `${AE} > Visual Arts & Design`;
const SOCIAL = 'Science > Social Sciences';
const TEAM = 'Sports > Team Sports';
const INDIVIDUAL = 'Sports > Individual Sports';
const POLITICS = 'Law & Government > Politics';
const RELIGION = 'Religion & Belief';
const WORLD = 'Books & Literature > World Literatures';

/** Pantheon occupation → backbone path, where the occupation alone decides it. */
export const OCCUPATION_TOPICS: Readonly<Record<string, string>> = {
  POLITICIAN: POLITICS,
  'PUBLIC WORKER': 'Law & Government > Government',
  DIPLOMAT: 'Law & Government > Government > International Relations',
  JUDGE: 'Law & Government > Courts',
  LAWYER: 'Law & Government > Courts',
  'MILITARY PERSONNEL': 'Law & Government > Military > Wars & Conflicts > Military History',
  EXTREMIST: 'Law & Government > Crime & Justice > Terrorism',
  MAFIOSO: 'Law & Government > Crime & Justice > Organized Crime',
  'SOCIAL ACTIVIST': 'People & Society > Social Issues > Activism & Protests',
  ACTOR: CELEBRITIES,
  CELEBRITY: CELEBRITIES,
  PRESENTER: CELEBRITIES,
  'FILM DIRECTOR': `${AE} > Movies > Filmmaking`,
  PRODUCER: `${AE} > Movies > Filmmaking`,
  COMEDIAN: `${AE} > Performing Arts > Stand-Up Comedy`,
  MAGICIAN: `${AE} > Performing Arts > Circus & Magic`,
  DANCER: `${AE} > Performing Arts > Dance`,
  SINGER: MUSIC,
  MUSICIAN: MUSIC,
  CONDUCTOR: `${MUSIC} > Classical Music`,
  JOURNALIST: `${AE} > News & Media > Journalism`,
  PAINTER: `${VISUAL} > Painting & Drawing`,
  ARTIST: VISUAL,
  DESIGNER: VISUAL,
  SCULPTOR: `${VISUAL} > Sculpture`,
  ARCHITECT: `${VISUAL} > Architecture`,
  'COMIC ARTIST': `${AE} > Comics & Animation > Comics`,
  PHOTOGRAPHER: 'Hobbies & Leisure > Photography',
  'FASHION DESIGNER': 'Apparel > Fashion & Style > Fashion Designers & Luxury Brands',
  MODEL: 'Apparel > Fashion & Style > Fashion Modeling',
  CHEF: 'Food & Drink > Food Culture & Safety > Chefs & Food Media',
  'GAME DESIGNER': 'Games > Video Games',
  CRITIC: 'Books & Literature > Nonfiction > Essays & Criticism',
  HISTORIAN: 'Books & Literature > Nonfiction > History Books',
  PHILOSOPHER: `${RELIGION} > Philosophy`,
  PHYSICIST: 'Science > Physics',
  CHEMIST: 'Science > Chemistry',
  BIOLOGIST: 'Science > Biology',
  ASTRONOMER: 'Science > Astronomy & Space',
  ASTRONAUT: 'Science > Astronomy & Space',
  MATHEMATICIAN: 'Science > Mathematics',
  STATISTICIAN: 'Science > Mathematics > Statistics & Probability',
  GEOLOGIST: 'Science > Earth Sciences > Geology',
  PHYSICIAN: 'Science > Scientific Research > History of Science',
  INVENTOR: 'Science > Engineering > Inventions',
  ENGINEER: 'Science > Engineering',
  'COMPUTER SCIENTIST': 'Science > Computer Science',
  ECONOMIST: 'Finance > Economics',
  PSYCHOLOGIST: `${SOCIAL} > Psychology`,
  SOCIOLOGIST: `${SOCIAL} > Sociology`,
  ANTHROPOLOGIST: `${SOCIAL} > Anthropology`,
  ARCHAEOLOGIST: `${SOCIAL} > Archaeology`,
  LINGUIST: `${SOCIAL} > Linguistics`,
  'POLITICAL SCIENTIST': `${SOCIAL} > Political Science`,
  GEOGRAPHER: 'Places > Maps & Geography Facts',
  BUSINESSPERSON: 'Business & Industrial > Business Management > Leadership',
  'SOCCER PLAYER': `${TEAM} > Soccer`,
  COACH: `${TEAM} > Soccer`,
  REFEREE: `${TEAM} > Soccer`,
  'BASKETBALL PLAYER': `${TEAM} > Basketball`,
  'BASEBALL PLAYER': `${TEAM} > Baseball`,
  'AMERICAN FOOTBALL PLAYER': `${TEAM} > American Football`,
  'HOCKEY PLAYER': `${TEAM} > Ice Hockey`,
  CRICKETER: `${TEAM} > Cricket`,
  'TENNIS PLAYER': `${INDIVIDUAL} > Tennis`,
  GOLFER: `${INDIVIDUAL} > Golf > Professional Golf`,
  ATHLETE: `${INDIVIDUAL} > Track & Field`,
  CYCLIST: `${INDIVIDUAL} > Cycling > Road Cycling`,
  GYMNAST: `${INDIVIDUAL} > Gymnastics`,
  SNOOKER: `${INDIVIDUAL} > Billiards & Snooker`,
  'RACECAR DRIVER': 'Sports > Motor Sports',
  BOXER: 'Sports > Combat Sports > Boxing',
  WRESTLER: 'Sports > Combat Sports > Wrestling > Professional Wrestling',
  'MARTIAL ARTS': 'Sports > Combat Sports > Martial Arts',
  SWIMMER: 'Sports > Water Sports > Swimming',
  SKIER: 'Sports > Winter Sports > Skiing',
  SKATER: 'Sports > Winter Sports > Figure Skating & Speed Skating',
  MOUNTAINEER: 'Sports > Extreme & Adventure Sports > Climbing > Mountaineering',
  CHESSMASTER: 'Games > Board Games > Chess',
};

/** Country of birth (Pantheon's spelling, any case) → the literature a writer is filed under. */
const LITERATURE_OF_COUNTRY: Readonly<Record<string, string>> = {
  'united states': `${WORLD} > American Literature`,
  'united kingdom': `${WORLD} > British & Irish Literature`,
  ireland: `${WORLD} > British & Irish Literature`,
  russia: `${WORLD} > Russian Literature`,
};

/** Continent of birth → the literature, where the country does not say. */
const LITERATURE_OF_CONTINENT: Readonly<Record<string, string>> = {
  Europe: `${WORLD} > French & European Literature`,
  'South America': `${WORLD} > Latin American Literature`,
  Africa: `${WORLD} > African Literature`,
  Asia: `${WORLD} > Asian Literature`,
};

/** Spanish- and Portuguese-speaking countries of North America. */
const LATIN_NORTH_AMERICA = new Set([
  'mexico',
  'cuba',
  'guatemala',
  'nicaragua',
  'honduras',
  'el salvador',
  'costa rica',
  'panama',
  'dominican republic',
  'puerto rico',
]);

/** Royals and consorts born in or after this year are in the celebrity news. */
export const MODERN_ROYAL_YEAR = 1900;

/** The backbone path for one biography, or null when its occupation is not placed. */
export function occupationTopic(row: PantheonRow): string | null {
  const country = row.country.toLowerCase();
  switch (row.occupation) {
    case 'WRITER':
      return (
        LITERATURE_OF_COUNTRY[country] ??
        (LATIN_NORTH_AMERICA.has(country)
          ? `${WORLD} > Latin American Literature`
          : (LITERATURE_OF_CONTINENT[row.continent] ?? WORLD))
      );
    case 'COMPOSER':
      return row.birthYear !== null && row.birthYear < 1920 ? `${MUSIC} > Classical Music` : MUSIC;
    case 'NOBLEMAN':
    case 'COMPANION':
      return row.birthYear !== null && row.birthYear >= MODERN_ROYAL_YEAR ? CELEBRITIES : POLITICS;
    case 'RELIGIOUS FIGURE':
      if (/^(anti)?pope\b/i.test(row.name))
        return `${RELIGION} > Christianity > Catholicism > Popes & the Vatican`;
      if (/^saint\b/i.test(row.name)) return `${RELIGION} > Christianity > Catholicism > Saints`;
      return `${RELIGION} > Religious Practice > Clergy & Religious Leaders`;
    default:
      return OCCUPATION_TOPICS[row.occupation] ?? null;
  }
}
