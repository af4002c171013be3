/**
 * Our own table of well-known television series: no package of ours names any
 * (vega-datasets holds films only), so "stranger things" was a stranger, "breaking bad"
 * breakage and "squid game" seafood. Each row: the title, the year the series first aired,
 * its genre node under Arts & Entertainment > TV Shows, other forms that alone name it,
 * and `alone` where our reading overrules the word test of tv-series.ts: `true` for a
 * title of common words that is no everyday phrase ("Breaking Bad"), `false` for one that
 * is ("The Price Is Right").
 */

const TV = 'Arts & Entertainment > TV Shows';

export const TV_GENRES = {
  comedy: `${TV} > TV Comedies`,
  drama: `${TV} > TV Dramas`,
  crime: `${TV} > TV Dramas > Crime & Police Dramas`,
  medicalLegal: `${TV} > TV Dramas > Medical & Legal Dramas`,
  soap: `${TV} > TV Dramas > Soap Operas & Telenovelas`,
  reality: `${TV} > Reality TV`,
  gameShow: `${TV} > Game Shows`,
  talk: `${TV} > Talk Shows`,
  sciFi: `${TV} > Sci-Fi & Fantasy TV`,
  kids: `${TV} > Kids' TV`,
  docuseries: `${TV} > Docuseries & Nonfiction TV`,
  asian: `${TV} > Asian Dramas`,
} as const;

export type TvGenre = keyof typeof TV_GENRES;

export interface TvSeriesRow {
  name: string;
  year: number;
  genre: TvGenre;
  aliases?: readonly string[];
  alone?: boolean;
}

// prettier-ignore
export const TV_SERIES: readonly TvSeriesRow[] = [
  // Comedies
  { name: 'The Office', year: 2005, genre: 'comedy' },
  { name: 'Friends', year: 1994, genre: 'comedy' },
  { name: 'Seinfeld', year: 1989, genre: 'comedy' },
  { name: 'The Simpsons', year: 1989, genre: 'comedy', aliases: ['simpsons'], alone: true },
  { name: 'Family Guy', year: 1999, genre: 'comedy', alone: true },
  { name: 'South Park', year: 1997, genre: 'comedy', alone: true },
  { name: 'The Big Bang Theory', year: 2007, genre: 'comedy', alone: false },
  { name: 'Modern Family', year: 2009, genre: 'comedy' },
  { name: 'Parks and Recreation', year: 2009, genre: 'comedy', aliases: ['parks and rec'], alone: false },
  { name: 'Brooklyn Nine-Nine', year: 2013, genre: 'comedy', aliases: ['brooklyn 99'] },
  { name: 'How I Met Your Mother', year: 2005, genre: 'comedy', aliases: ['himym'] },
  { name: 'Curb Your Enthusiasm', year: 2000, genre: 'comedy' },
  { name: 'Arrested Development', year: 2003, genre: 'comedy' },
  { name: "It's Always Sunny in Philadelphia", year: 2005, genre: 'comedy', aliases: ["it's always sunny"] },
  { name: "Schitt's Creek", year: 2015, genre: 'comedy' },
  { name: 'Ted Lasso', year: 2020, genre: 'comedy', alone: true },
  { name: 'The Bear', year: 2022, genre: 'comedy' },
  { name: 'Abbott Elementary', year: 2021, genre: 'comedy', alone: true },
  { name: 'Two and a Half Men', year: 2003, genre: 'comedy' },
  { name: 'Frasier', year: 1993, genre: 'comedy' },
  { name: 'Cheers', year: 1982, genre: 'comedy' },
  { name: "Bob's Burgers", year: 2011, genre: 'comedy', alone: true },
  { name: 'Rick and Morty', year: 2013, genre: 'comedy', alone: true },
  { name: 'Futurama', year: 1999, genre: 'comedy' },
  { name: 'BoJack Horseman', year: 2014, genre: 'comedy', aliases: ['bojack'] },
  { name: 'Veep', year: 2012, genre: 'comedy', alone: false },
  { name: 'Silicon Valley', year: 2014, genre: 'comedy', alone: false },
  { name: 'What We Do in the Shadows', year: 2019, genre: 'comedy' },
  { name: 'Community', year: 2009, genre: 'comedy' },
  { name: 'Scrubs', year: 2001, genre: 'comedy' },
  { name: 'The Fresh Prince of Bel-Air', year: 1990, genre: 'comedy', aliases: ['fresh prince'] },
  { name: "That '70s Show", year: 1998, genre: 'comedy', aliases: ['that 70s show'] },
  { name: 'Only Murders in the Building', year: 2021, genre: 'comedy' },
  { name: 'Young Sheldon', year: 2017, genre: 'comedy', alone: true },
  { name: 'New Girl', year: 2011, genre: 'comedy' },
  { name: '30 Rock', year: 2006, genre: 'comedy', alone: true },
  { name: 'King of the Hill', year: 1997, genre: 'comedy', alone: false },
  { name: 'American Dad!', year: 2005, genre: 'comedy' },
  { name: 'Saturday Night Live', year: 1975, genre: 'comedy', aliases: ['snl'], alone: true },
  // Dramas
  { name: 'Mad Men', year: 2007, genre: 'drama', alone: true },
  { name: 'Succession', year: 2018, genre: 'drama' },
  { name: 'Yellowstone', year: 2018, genre: 'drama', alone: false },
  { name: 'This Is Us', year: 2016, genre: 'drama', alone: false },
  { name: 'The Crown', year: 2016, genre: 'drama' },
  { name: 'Downton Abbey', year: 2010, genre: 'drama' },
  { name: "The Handmaid's Tale", year: 2017, genre: 'drama', aliases: ["handmaid's tale"] },
  { name: 'The White Lotus', year: 2021, genre: 'drama', alone: true },
  { name: 'The Walking Dead', year: 2010, genre: 'drama', alone: true },
  { name: 'The Last of Us', year: 2023, genre: 'drama', alone: false },
  { name: 'Bridgerton', year: 2020, genre: 'drama' },
  { name: 'Outlander', year: 2014, genre: 'drama', alone: false },
  { name: 'Euphoria', year: 2019, genre: 'drama' },
  { name: 'Severance', year: 2022, genre: 'drama' },
  { name: 'Shameless', year: 2011, genre: 'drama' },
  { name: 'Lost', year: 2004, genre: 'drama' },
  { name: 'Homeland', year: 2011, genre: 'drama' },
  // Crime and police
  { name: 'Breaking Bad', year: 2008, genre: 'crime', alone: true },
  { name: 'Better Call Saul', year: 2015, genre: 'crime' },
  { name: 'The Sopranos', year: 1999, genre: 'crime', aliases: ['sopranos'] },
  { name: 'The Wire', year: 2002, genre: 'crime' },
  { name: 'Peaky Blinders', year: 2013, genre: 'crime', alone: true },
  { name: 'Ozark', year: 2017, genre: 'crime', alone: false },
  { name: 'Narcos', year: 2015, genre: 'crime', alone: false },
  { name: 'Money Heist', year: 2017, genre: 'crime', aliases: ['la casa de papel'], alone: true },
  { name: 'True Detective', year: 2014, genre: 'crime', alone: true },
  { name: 'Mindhunter', year: 2017, genre: 'crime' },
  { name: 'Criminal Minds', year: 2005, genre: 'crime', alone: true },
  { name: 'NCIS', year: 2003, genre: 'crime' },
  { name: 'Law & Order', year: 1990, genre: 'crime', alone: false },
  { name: 'Law & Order: Special Victims Unit', year: 1999, genre: 'crime', aliases: ['law and order svu', 'law & order svu'] },
  { name: 'Dexter', year: 2006, genre: 'crime' },
  { name: 'Sherlock', year: 2010, genre: 'crime' },
  { name: 'Mare of Easttown', year: 2021, genre: 'crime' },
  // Medical and legal
  { name: "Grey's Anatomy", year: 2005, genre: 'medicalLegal', alone: true },
  { name: 'House M.D.', year: 2004, genre: 'medicalLegal', aliases: ['house md'] },
  { name: 'The Good Doctor', year: 2017, genre: 'medicalLegal', alone: false },
  { name: 'Suits', year: 2011, genre: 'medicalLegal' },
  { name: 'The Good Wife', year: 2009, genre: 'medicalLegal', alone: false },
  // Soap operas
  { name: 'The Young and the Restless', year: 1973, genre: 'soap' },
  { name: 'General Hospital', year: 1963, genre: 'soap', alone: false },
  { name: 'Days of Our Lives', year: 1965, genre: 'soap', alone: false },
  { name: 'The Bold and the Beautiful', year: 1987, genre: 'soap', alone: false },
  { name: 'EastEnders', year: 1985, genre: 'soap' },
  { name: 'Coronation Street', year: 1960, genre: 'soap', alone: true },
  { name: 'Emmerdale', year: 1972, genre: 'soap' },
  // Science fiction and fantasy
  { name: 'Stranger Things', year: 2016, genre: 'sciFi', alone: true },
  { name: 'Game of Thrones', year: 2011, genre: 'sciFi' },
  { name: 'House of the Dragon', year: 2022, genre: 'sciFi' },
  { name: 'The Mandalorian', year: 2019, genre: 'sciFi', aliases: ['mandalorian'] },
  { name: 'Westworld', year: 2016, genre: 'sciFi' },
  { name: 'Black Mirror', year: 2011, genre: 'sciFi', alone: true },
  { name: 'The Witcher', year: 2019, genre: 'sciFi', alone: true },
  { name: 'The Boys', year: 2019, genre: 'sciFi' },
  { name: 'Doctor Who', year: 1963, genre: 'sciFi', alone: true },
  { name: 'The X-Files', year: 1993, genre: 'sciFi', aliases: ['x-files', 'x files'] },
  { name: 'WandaVision', year: 2021, genre: 'sciFi' },
  { name: 'The Rings of Power', year: 2022, genre: 'sciFi' },
  { name: 'The Expanse', year: 2015, genre: 'sciFi' },
  { name: 'Supernatural', year: 2005, genre: 'sciFi' },
  { name: 'Buffy the Vampire Slayer', year: 1997, genre: 'sciFi' },
  { name: 'Twin Peaks', year: 1990, genre: 'sciFi', alone: true },
  { name: 'Wednesday', year: 2022, genre: 'sciFi' },
  { name: 'The Umbrella Academy', year: 2019, genre: 'sciFi', alone: true },
  // Reality
  { name: 'Survivor', year: 2000, genre: 'reality' },
  { name: 'The Bachelor', year: 2002, genre: 'reality' },
  { name: 'Love Island', year: 2015, genre: 'reality', alone: true },
  { name: 'The Great British Bake Off', year: 2010, genre: 'reality', aliases: ['great british bake off', 'great british baking show'] },
  { name: "RuPaul's Drag Race", year: 2009, genre: 'reality' },
  { name: 'Keeping Up with the Kardashians', year: 2007, genre: 'reality' },
  { name: 'Big Brother', year: 2000, genre: 'reality' },
  { name: 'American Idol', year: 2002, genre: 'reality', alone: true },
  { name: 'The Voice', year: 2011, genre: 'reality' },
  { name: 'Dancing with the Stars', year: 2005, genre: 'reality' },
  { name: 'Shark Tank', year: 2009, genre: 'reality', alone: true },
  { name: 'Love Is Blind', year: 2020, genre: 'reality', alone: false },
  { name: 'Top Chef', year: 2006, genre: 'reality' },
  { name: 'MasterChef', year: 2010, genre: 'reality' },
  { name: "America's Got Talent", year: 2006, genre: 'reality' },
  // Game shows
  { name: 'Jeopardy!', year: 1964, genre: 'gameShow' },
  { name: 'Wheel of Fortune', year: 1975, genre: 'gameShow', alone: false },
  { name: 'Family Feud', year: 1976, genre: 'gameShow' },
  { name: 'The Price Is Right', year: 1972, genre: 'gameShow', alone: false },
  { name: 'Who Wants to Be a Millionaire', year: 1998, genre: 'gameShow' },
  // Talk
  { name: 'The Tonight Show', year: 1954, genre: 'talk', alone: true },
  { name: 'The Daily Show', year: 1996, genre: 'talk', alone: true },
  { name: 'Last Week Tonight', year: 2014, genre: 'talk', alone: true },
  { name: 'The View', year: 1997, genre: 'talk' },
  { name: 'Jimmy Kimmel Live!', year: 2003, genre: 'talk' },
  { name: 'The Kelly Clarkson Show', year: 2019, genre: 'talk' },
  // Children's
  { name: 'Sesame Street', year: 1969, genre: 'kids', alone: true },
  { name: 'Bluey', year: 2018, genre: 'kids' },
  { name: 'Paw Patrol', year: 2013, genre: 'kids', alone: true },
  { name: 'Peppa Pig', year: 2004, genre: 'kids' },
  { name: 'SpongeBob SquarePants', year: 1999, genre: 'kids', aliases: ['spongebob'] },
  { name: 'Dora the Explorer', year: 2000, genre: 'kids' },
  { name: 'Avatar: The Last Airbender', year: 2005, genre: 'kids', aliases: ['avatar the last airbender', 'last airbender'] },
  { name: 'Adventure Time', year: 2010, genre: 'kids', alone: true },
  { name: 'Gravity Falls', year: 2012, genre: 'kids', alone: true },
  { name: "Blue's Clues", year: 1996, genre: 'kids', alone: true },
  { name: 'Phineas and Ferb', year: 2007, genre: 'kids' },
  // Docuseries
  { name: 'Tiger King', year: 2020, genre: 'docuseries', alone: true },
  { name: 'Making a Murderer', year: 2015, genre: 'docuseries' },
  { name: 'Planet Earth', year: 2006, genre: 'docuseries', alone: false },
  // Asian dramas
  { name: 'Squid Game', year: 2021, genre: 'asian', alone: true },
  { name: 'Crash Landing on You', year: 2019, genre: 'asian' },
  { name: 'Alice in Borderland', year: 2020, genre: 'asian' },
  { name: 'Descendants of the Sun', year: 2016, genre: 'asian' },
  { name: 'Extraordinary Attorney Woo', year: 2022, genre: 'asian' },
];

/** Words that, after a title, say the series is meant ("friends season 3", "the office cast"). */
export const TV_TITLE_SUFFIXES = [
  'season',
  'seasons',
  'episode',
  'episodes',
  'cast',
  'tv show',
  'tv series',
  'series',
  'finale',
  'spoilers',
] as const;

/** Words that, before a title, say the series is meant ("watch the office"). */
export const TV_TITLE_PREFIXES = ['watch'] as const;
