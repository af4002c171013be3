/**
 * Our own decisions about the comic-book characters that the `superheroes` package and
 * `@ngneat/falso` (randSuperhero) name. The package list is broad and noisy: besides
 * Marvel and DC characters it holds teams, places, devices and characters of other
 * fiction (video games, cartoons, anime), and many names that are common words.
 */

/** Civilian names that name a well-known character: aliases of the character. */
export const SUPERHERO_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'Captain America': ['Steve Rogers'],
  'Hulk (Marvel)': ['Bruce Banner', 'Incredible Hulk'],
  'Iron Man': ['Tony Stark'],
  'Spider-Man': ['Peter Parker'],
  Superman: ['Clark Kent'],
  Batman: ['Bruce Wayne'],
  'Wonder Woman': ['Diana Prince'],
  'Doctor Strange': ['Stephen Strange', 'Dr. Strange'],
  'Daredevil (Marvel)': ['Matt Murdock', 'Matthew Murdock'],
  'Black Widow (Marvel)': ['Natasha Romanoff'],
  'The Punisher': ['Punisher', 'Frank Castle'],
  'Wolverine (Marvel)': ['James Howlett'],
  'Black Panther': ["T'Challa"],
  'Star-Lord': ['Peter Quill'],
  'Scarlet Witch': ['Wanda Maximoff'],
  'Human Torch': ['Johnny Storm'],
  'Invisible Woman': ['Sue Storm'],
  'Mr. Fantastic': ['Mister Fantastic'],
  Avengers: ['The Avengers'],
};

/**
 * Well-known characters whose name alone is a common word, a mythological figure or an
 * animal: written with their publisher in brackets, whose pattern is "hulk marvel".
 * Keys are the package spellings.
 */
export const SUPERHERO_QUALIFIED: Readonly<Record<string, string>> = {
  Bane: 'Bane (DC)',
  'Black Canary': 'Black Canary (DC)',
  'Black Widow': 'Black Widow (Marvel)',
  Blink: 'Blink (Marvel)',
  Cyclops: 'Cyclops (Marvel)',
  Cypher: 'Cypher (Marvel)',
  Daredevil: 'Daredevil (Marvel)',
  Gambit: 'Gambit (Marvel)',
  Hawk: 'Hawk (DC)',
  Hawkeye: 'Hawkeye (Marvel)',
  Hulk: 'Hulk (Marvel)',
  Huntress: 'Huntress (DC)',
  Ice: 'Ice (DC)',
  Jade: 'Jade (DC)',
  Joker: 'Joker (DC)',
  Loki: 'Loki (Marvel)',
  Magneto: 'Magneto (Marvel)',
  Mystique: 'Mystique (Marvel)',
  Rogue: 'Rogue (Marvel)',
  Shazam: 'Shazam (DC)',
  Storm: 'Storm (Marvel)',
  Thor: 'Thor (Marvel)',
  Venom: 'Venom (Marvel)',
  Wasp: 'Wasp (Marvel)',
  Wolverine: 'Wolverine (Marvel)',
};

/**
 * Well-known characters and teams whose names are phrases of common words, kept as they
 * are: the phrase is used for the character far more than for anything else.
 */
// prettier-ignore
export const SUPERHERO_KEPT: readonly string[] = [
  'Ant-Man', 'Batman', 'Black Bolt', 'Black Panther', 'Captain America', 'Captain Marvel',
  'Doctor Doom', 'Doctor Octopus', 'Doctor Strange', 'Fantastic Four', 'Ghost Rider', 'Green Arrow',
  'Green Goblin', 'Green Lantern', 'Harley Quinn', 'Human Torch', 'Invisible Woman', 'Iron Fist',
  'Iron Man', 'Jessica Jones', 'Luke Cage', 'Martian Manhunter', 'Moon Knight', 'Nick Fury',
  'Poison Ivy', 'Power Girl', 'Red Skull', 'Scarlet Witch', 'She-Hulk', 'Silver Surfer',
  'Spider-Man', 'Spider-Woman', 'Squirrel Girl', 'Superman', 'The Flash', 'The Punisher',
  'Two-Face', 'War Machine', 'Winter Soldier', 'Wonder Woman',
];

/**
 * Package names that pass the word tests but are not comic-book characters (video game,
 * cartoon, anime, film, TV and novel characters; places, devices, companies, storylines;
 * a duplicate of a book or a misspelling), or whose name is still a common word, a
 * surname, a brand or a mythological figure, or the name of a topic node ("Illuminati").
 */
// prettier-ignore
export const SUPERHERO_LEFT_OUT: readonly string[] = [
  'Arachne', 'Asterix', 'Atomic', 'Avalon', 'Azazel', 'Ballistic', 'Baxter Stockman', 'Big Bertha',
  'Buffy', 'Caliban', 'Cammy', 'Captain Planet', 'Cardiac', 'Cerebro', 'Champions', 'Cheetara',
  'Chun-Li', 'Conan the Barbarian', 'Cosmo', 'Cyber', 'Decepticon', 'Defenders', 'Detective Soap',
  'Diablo', 'Dog Brother #1', 'Dyna', 'Elastigirl/Mrs.Incredible', 'Empath', 'Empowered',
  'Ender Wiggin', 'Erza', 'Fairchild', 'Fantastick Four', 'Fenris', 'Feral',
  "Frankenstein's Monster", 'Freefall', 'G.I. Joe', 'Galia', 'Galvatron', 'Gung-Ho', 'Hedge Knight',
  'Hitomi Sakuma', 'Ichigo', 'Illuminati', 'Imperfects', 'Invaders', 'Jann', 'Kabuki', 'Kaoru',
  'Karnak', 'Kasumi', 'Katana', 'Komodo', 'Korg', 'KOS-MOS', 'Kronos', 'Leatherhead', 'Leeloo',
  'Lionheart', 'Lobo', 'Luckman', 'Lucky Pierre', 'Madripoor', 'Manitou', 'Mas', 'Masada',
  'Master Chief', 'Maxima', 'Megatron', 'Michaelangelo', 'Micro/Macro', 'Millenium Guard', 'Miyako',
  'Momoko', 'Mondo Gecko', 'Morph', 'Naoko', 'Nelvana', 'Nite', 'Nitro', 'Ord', 'Ozymandias',
  'PantyMan', 'Quasimodo', 'Ravenous', 'Ronin', 'Runaways', 'Salacious Crumb', 'Samus', 'Sauron',
  'Ser Duncan', 'Serpentor', 'She-Ra', 'Shen', 'SheZow', 'Shi', 'Shinko Yamashiro', 'Shockwave',
  'Skids', 'Spacker Dave', 'Speedy', 'Stark Industries', 'Stepford', 'Stormtrooper', 'Stripperella',
  'Supergran', 'Synch', 'Talos', 'Tecna', 'Teenage Mutant Ninja Turtles', 'Terra', 'The 198',
  'Toro', 'Triathlon', 'Triceraton', 'Trini', 'Troia', 'Turbo', 'Ultra', 'Ultravioletrrr', 'Umar',
  'Valis', 'Varga', 'Venus Dee Milo', 'Violations', 'Virtuous', 'W.I.T.C.H:', 'Watchmen', 'Wendigo',
  'Winged', 'Wither', 'Xena', 'XS', 'Zakuro',
];

/** Teams and organizations among the package names (ORG; the others are characters). */
// prettier-ignore
export const SUPERHERO_TEAMS: readonly string[] = [
  'Acolytes', 'Agents of Atlas', 'Alpha Flight', 'Avengers', 'Blackhawks', 'Celestials',
  'Centurions', 'Clan Destine', 'ClanDestine', 'Cloak and Dagger', 'Dark Avengers', 'Dark X-Men',
  'Deviants', 'Dreadnoughts', 'Elements of Doom', 'Eternals', 'Exiles', 'Fantastic Four',
  'Fantastick Four', 'Four Horsemen of Apocalypse', 'Gamma Corps', 'Gargoyles',
  'Great Lakes Avengers', 'Guardians of the Galaxy', 'Guardsmen', 'H.A.M.M.E.R.', 'Hellions',
  'Heroes For Hire', 'Illuminati', 'Inhumans', 'Iron Cross Army', 'Kree', 'Lethal Legion',
  'Lightning Lords of Nepal', 'Loners', 'Lords of Avalon', 'Luminals', 'Marauders',
  'Masters of Evil', 'Morlocks', 'New X-Men', 'Next Avengers', 'Nextwave', 'Omega Flight',
  'Pet Avengers', 'Proemial Gods', 'Purifiers', 'Reavers', 'S.H.I.E.L.D.', 'S.T.R.I.P.E.',
  "Salem's Seven", 'Sentinels', "Shi'Ar", 'Skrulls', 'Sons of the Tiger', 'Squadron Supreme',
  'Starjammers', 'Stepford Cuckoos', 'Super Hero Squad', 'The Avengers', 'The Enforcers',
  'The Liberteens', 'The Liberty Legion', 'The Renegades', 'The Santerians', 'The Watchers',
  'Thunderbolts', 'U-Foes', 'Ultimates', 'Warbound', 'Wolfpack', 'X-Babies', 'X-Factor',
  'X-Factor Investigations', 'X-Force', 'X-Men', 'X-Statix', 'Young Avengers', 'Young X-Men',
];
