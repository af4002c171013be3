/**
 * Our own table of the soccer clubs that `vega-datasets` (football.json: the clubs of five
 * European top divisions, 2013-2017) and `@ngneat/falso` (randFootballTeam) name: the
 * name people write, the league each plays in for the 2025-26 season, and the other forms
 * that alone name it. A club below the leagues the backbone has nodes for, or defunct,
 * hangs under "Soccer Leagues & Teams" itself, which stays true whatever division it
 * reaches.
 *
 * `spelled`: the packages' spellings where the name does not already match (matching
 * ignores case, accents, punctuation, a leading "The" and the tokens FC, CF, AFC, CFC).
 */

const SOCCER = 'Sports > Team Sports > Soccer > Soccer Leagues & Teams';

/** League of a club, as the topic path of its node. */
export const SOCCER_LEAGUES = {
  'Premier League': `${SOCCER} > Premier League`,
  EFL: `${SOCCER} > English Football League`,
  'La Liga': `${SOCCER} > La Liga`,
  'Segunda División': `${SOCCER} > Segunda División`,
  'Serie A': `${SOCCER} > Serie A`,
  'Serie B': `${SOCCER} > Serie B`,
  Bundesliga: `${SOCCER} > Bundesliga`,
  '2. Bundesliga': `${SOCCER} > 2. Bundesliga`,
  'Austrian Bundesliga': `${SOCCER} > Austrian Bundesliga`,
  other: SOCCER,
} as const;

export type SoccerLeague = keyof typeof SOCCER_LEAGUES;

export interface SoccerClubRow {
  name: string;
  league: SoccerLeague;
  country: string;
  aliases?: string[];
  spelled?: string[];
}

interface CountryClubs {
  country: string;
  clubs: Array<Omit<SoccerClubRow, 'country'>>;
}

const TABLE: readonly CountryClubs[] = [
  {
    country: 'England',
    clubs: [
      { name: 'Arsenal FC', league: 'Premier League', aliases: ['arsenal football club'] },
      { name: 'Aston Villa', league: 'Premier League' },
      {
        name: 'AFC Bournemouth',
        league: 'Premier League',
        aliases: ['bournemouth fc'],
        spelled: ['Bournemouth'],
      },
      { name: 'Brentford FC', league: 'Premier League' },
      {
        name: 'Brighton & Hove Albion',
        league: 'Premier League',
        aliases: ['brighton and hove albion', 'brighton fc'],
      },
      { name: 'Burnley FC', league: 'Premier League' },
      { name: 'Chelsea FC', league: 'Premier League', aliases: ['chelsea football club'] },
      { name: 'Crystal Palace', league: 'Premier League', aliases: ['crystal palace fc'] },
      { name: 'Everton FC', league: 'Premier League' },
      { name: 'Fulham FC', league: 'Premier League' },
      { name: 'Leeds United', league: 'Premier League' },
      { name: 'Liverpool FC', league: 'Premier League', aliases: ['liverpool football club'] },
      { name: 'Manchester City', league: 'Premier League', aliases: ['man city'] },
      { name: 'Manchester United', league: 'Premier League', aliases: ['man united', 'man utd'] },
      { name: 'Newcastle United', league: 'Premier League' },
      { name: 'Nottingham Forest', league: 'Premier League' },
      { name: 'Sunderland AFC', league: 'Premier League' },
      { name: 'Tottenham Hotspur', league: 'Premier League' },
      { name: 'West Ham United', league: 'Premier League', aliases: ['west ham'] },
      { name: 'Wolverhampton Wanderers', league: 'Premier League', aliases: ['wolves fc'] },
      { name: 'Barnsley FC', league: 'EFL' },
      { name: 'Birmingham City', league: 'EFL' },
      { name: 'Blackburn Rovers', league: 'EFL' },
      { name: 'Blackpool FC', league: 'EFL' },
      { name: 'Bolton Wanderers', league: 'EFL' },
      { name: 'Bradford City', league: 'EFL' },
      { name: 'Cardiff City', league: 'EFL' },
      { name: 'Charlton Athletic', league: 'EFL' },
      { name: 'Coventry City', league: 'EFL' },
      { name: 'Derby County', league: 'EFL' },
      { name: 'Huddersfield Town', league: 'EFL' },
      { name: 'Hull City', league: 'EFL' },
      { name: 'Ipswich Town', league: 'EFL' },
      { name: 'Leicester City', league: 'EFL' },
      { name: 'Middlesbrough FC', league: 'EFL' },
      { name: 'Norwich City', league: 'EFL', spelled: ['Norwich'] },
      { name: 'Oldham Athletic', league: 'EFL' },
      { name: 'Portsmouth FC', league: 'EFL' },
      { name: 'Queens Park Rangers', league: 'EFL', aliases: ['qpr'] },
      { name: 'Reading FC', league: 'EFL' },
      { name: 'Sheffield United', league: 'EFL' },
      { name: 'Sheffield Wednesday', league: 'EFL' },
      { name: 'Southampton FC', league: 'EFL' },
      { name: 'Stoke City', league: 'EFL' },
      { name: 'Swindon Town', league: 'EFL' },
      { name: 'West Bromwich Albion', league: 'EFL', aliases: ['west brom'] },
      { name: 'Watford FC', league: 'EFL' },
      { name: 'Wigan Athletic', league: 'EFL' },
      // falso's "Wimbledon": the club of today; "wimbledon" alone is the tennis.
      { name: 'AFC Wimbledon', league: 'EFL', spelled: ['Wimbledon'] },
    ],
  },
  {
    country: 'Wales',
    clubs: [{ name: 'Swansea City', league: 'EFL', spelled: ['Swansea'] }],
  },
  {
    country: 'Spain',
    clubs: [
      { name: 'Deportivo Alavés', league: 'La Liga', spelled: ['Alaves'] },
      {
        name: 'Athletic Bilbao',
        league: 'La Liga',
        aliases: ['athletic club bilbao'],
        spelled: ['Athletic'],
      },
      {
        name: 'Atlético Madrid',
        league: 'La Liga',
        aliases: ['atletico de madrid', 'atleti'],
        spelled: ['Atletico'],
      },
      {
        name: 'FC Barcelona',
        league: 'La Liga',
        aliases: ['barca', 'barça'],
        spelled: ['Barcelona'],
      },
      {
        name: 'Celta Vigo',
        league: 'La Liga',
        aliases: ['celta de vigo', 'rc celta'],
        spelled: ['Celta'],
      },
      { name: 'Elche CF', league: 'La Liga' },
      { name: 'RCD Espanyol', league: 'La Liga', aliases: ['espanyol'], spelled: ['Espanyol'] },
      { name: 'Getafe CF', league: 'La Liga' },
      { name: 'Levante UD', league: 'La Liga', spelled: ['Levante'] },
      { name: 'RCD Mallorca', league: 'La Liga', spelled: ['Mallorca'] },
      { name: 'CA Osasuna', league: 'La Liga', aliases: ['osasuna'], spelled: ['Osasuna'] },
      { name: 'Rayo Vallecano', league: 'La Liga', spelled: ['Rayo'] },
      { name: 'Real Betis', league: 'La Liga', aliases: ['betis'], spelled: ['Betis'] },
      {
        name: 'Real Madrid',
        league: 'La Liga',
        aliases: ['real madrid cf'],
        spelled: ['R. Madrid'],
      },
      { name: 'Real Sociedad', league: 'La Liga', spelled: ['R. Sociedad'] },
      { name: 'Sevilla FC', league: 'La Liga' },
      { name: 'Valencia CF', league: 'La Liga' },
      { name: 'Villarreal CF', league: 'La Liga' },
      { name: 'UD Almería', league: 'Segunda División' },
      { name: 'Cádiz CF', league: 'Segunda División' },
      { name: 'Córdoba CF', league: 'Segunda División' },
      {
        name: 'Deportivo de La Coruña',
        league: 'Segunda División',
        aliases: ['deportivo la coruna', 'depor'],
        spelled: ['Deportivo'],
      },
      { name: 'SD Eibar', league: 'Segunda División', spelled: ['Eibar'] },
      { name: 'Granada CF', league: 'Segunda División' },
      { name: 'UD Las Palmas', league: 'Segunda División', spelled: ['Las Palmas'] },
      { name: 'CD Leganés', league: 'Segunda División', spelled: ['Club Deportivo Leganes'] },
      { name: 'Málaga CF', league: 'Segunda División' },
      {
        name: 'Sporting Gijón',
        league: 'Segunda División',
        aliases: ['sporting de gijon'],
        spelled: ['Sporting'],
      },
      { name: 'Real Valladolid', league: 'Segunda División', spelled: ['Valladolid'] },
    ],
  },
  {
    country: 'Italy',
    clubs: [
      {
        name: 'Atalanta BC',
        league: 'Serie A',
        aliases: ['atalanta bergamo'],
        spelled: ['Atalanta'],
      },
      { name: 'Bologna FC', league: 'Serie A', spelled: ['Bologna'] },
      { name: 'Cagliari Calcio', league: 'Serie A', spelled: ['Cagliari'] },
      { name: 'ACF Fiorentina', league: 'Serie A', spelled: ['Fiorentina'] },
      { name: 'Genoa CFC', league: 'Serie A' },
      {
        name: 'Inter Milan',
        league: 'Serie A',
        aliases: ['internazionale', 'fc internazionale milano'],
        spelled: ['Inter'],
      },
      { name: 'Juventus', league: 'Serie A', aliases: ['juventus fc', 'juve'] },
      { name: 'SS Lazio', league: 'Serie A', spelled: ['Lazio'] },
      { name: 'AC Milan', league: 'Serie A', spelled: ['Milan'] },
      { name: 'SSC Napoli', league: 'Serie A', spelled: ['Napoli'] },
      { name: 'Parma Calcio', league: 'Serie A', spelled: ['Parma'] },
      { name: 'AS Roma', league: 'Serie A', spelled: ['Roma'] },
      {
        name: 'US Sassuolo',
        league: 'Serie A',
        aliases: ['sassuolo calcio'],
        spelled: ['Sassuolo'],
      },
      { name: 'Torino FC', league: 'Serie A' },
      { name: 'Udinese', league: 'Serie A', aliases: ['udinese calcio'] },
      { name: 'Hellas Verona', league: 'Serie A', spelled: ['Verona'] },
      { name: 'Cesena FC', league: 'Serie B' },
      { name: 'Empoli FC', league: 'Serie B' },
      { name: 'Frosinone Calcio', league: 'Serie B', spelled: ['Frosinone'] },
      { name: 'Palermo FC', league: 'Serie B' },
      {
        name: 'Delfino Pescara',
        league: 'Serie B',
        aliases: ['pescara calcio'],
        spelled: ['Pescara'],
      },
      { name: 'Sampdoria', league: 'Serie B', aliases: ['uc sampdoria'] },
      { name: 'Carpi FC', league: 'other' },
      { name: 'Catania FC', league: 'other' },
      { name: 'Chievo Verona', league: 'other', aliases: ['chievoverona'], spelled: ['Chievo'] },
      { name: 'FC Crotone', league: 'other' },
      { name: 'US Livorno', league: 'other', spelled: ['Livorno'] },
    ],
  },
  {
    country: 'Germany',
    clubs: [
      { name: 'FC Augsburg', league: 'Bundesliga' },
      { name: 'Bayer Leverkusen', league: 'Bundesliga', aliases: ['bayer 04 leverkusen'] },
      {
        name: 'Bayern Munich',
        league: 'Bundesliga',
        aliases: ['fc bayern', 'bayern munchen', 'fc bayern munchen'],
      },
      { name: 'Borussia Dortmund', league: 'Bundesliga', aliases: ['bvb'] },
      {
        name: 'Borussia Mönchengladbach',
        league: 'Bundesliga',
        aliases: ['gladbach'],
        spelled: ["Borussia M'gladbach"],
      },
      { name: 'Eintracht Frankfurt', league: 'Bundesliga' },
      { name: 'SC Freiburg', league: 'Bundesliga' },
      { name: 'Hamburger SV', league: 'Bundesliga', aliases: ['hamburg sv'] },
      {
        name: 'TSG Hoffenheim',
        league: 'Bundesliga',
        aliases: ['hoffenheim', 'tsg 1899 hoffenheim'],
        spelled: ['1899 Hoffenheim'],
      },
      { name: '1. FC Köln', league: 'Bundesliga', aliases: ['fc koln', 'fc cologne'] },
      { name: 'RB Leipzig', league: 'Bundesliga' },
      { name: '1. FSV Mainz 05', league: 'Bundesliga', aliases: ['mainz 05', 'fsv mainz'] },
      { name: 'VfB Stuttgart', league: 'Bundesliga' },
      { name: 'Werder Bremen', league: 'Bundesliga', aliases: ['sv werder bremen'] },
      { name: 'VfL Wolfsburg', league: 'Bundesliga' },
      { name: 'Eintracht Braunschweig', league: '2. Bundesliga', spelled: ['Eintr. Braunschweig'] },
      { name: 'SV Darmstadt 98', league: '2. Bundesliga' },
      { name: 'Hannover 96', league: '2. Bundesliga' },
      { name: 'Hertha BSC', league: '2. Bundesliga', aliases: ['hertha berlin'] },
      { name: '1. FC Nürnberg', league: '2. Bundesliga', aliases: ['fc nurnberg', 'fc nuremberg'] },
      { name: 'SC Paderborn 07', league: '2. Bundesliga' },
      { name: 'Schalke 04', league: '2. Bundesliga', aliases: ['fc schalke 04', 'schalke'] },
      { name: 'FC Ingolstadt 04', league: 'other' },
    ],
  },
  {
    country: 'Austria',
    clubs: [
      { name: 'SCR Altach', league: 'Austrian Bundesliga', aliases: ['rheindorf altach'] },
      {
        name: 'FK Austria Wien',
        league: 'Austrian Bundesliga',
        aliases: ['austria wien', 'austria vienna'],
      },
      {
        name: 'SK Rapid Wien',
        league: 'Austrian Bundesliga',
        aliases: ['rapid wien', 'rapid vienna'],
      },
      { name: 'SV Ried', league: 'Austrian Bundesliga' },
      {
        name: 'Red Bull Salzburg',
        league: 'Austrian Bundesliga',
        aliases: ['rb salzburg', 'fc red bull salzburg'],
        spelled: ['FC RB Salzburg'],
      },
      { name: 'SK Sturm Graz', league: 'Austrian Bundesliga', aliases: ['sturm graz'] },
      { name: 'Wolfsberger AC', league: 'Austrian Bundesliga' },
      { name: 'FC Admira Wacker', league: 'other', aliases: ['admira wacker'] },
      { name: 'SV Grödig', league: 'other' },
      { name: 'SV Mattersburg', league: 'other' },
      { name: 'SKN St. Pölten', league: 'other' },
      { name: 'FC Wacker Innsbruck', league: 'other', aliases: ['wacker innsbruck'] },
      { name: 'SC Wiener Neustadt', league: 'other' },
    ],
  },
  {
    country: 'Argentina',
    clubs: [
      { name: 'Boca Juniors', league: 'other' },
      { name: 'River Plate', league: 'other', aliases: ['club atletico river plate'] },
      {
        name: 'Club Atlético Independiente',
        league: 'other',
        aliases: ['ca independiente'],
        spelled: ['Independiente'],
      },
      { name: 'Club Atlético Tigre', league: 'other', aliases: ['ca tigre'], spelled: ['Tigre'] },
    ],
  },
  {
    country: 'Brazil',
    clubs: [
      { name: 'Palmeiras', league: 'other', aliases: ['se palmeiras'] },
      { name: 'Athletico Paranaense', league: 'other', aliases: ['atletico paranaense'] },
    ],
  },
  {
    country: 'Colombia',
    clubs: [{ name: 'Atlético Nacional', league: 'other' }],
  },
  {
    country: 'Australia',
    clubs: [
      { name: 'Melbourne Victory', league: 'other' },
      { name: 'Sydney FC', league: 'other' },
    ],
  },
];

/** Every club of the table, with its country. */
export const SOCCER_CLUBS: readonly SoccerClubRow[] = TABLE.flatMap(({ country, clubs }) =>
  clubs.map((c) => ({ ...c, country })),
);

/** Package names deliberately left out: too obscure to name alone without a league we place. */
export const SOCCER_CLUBS_LEFT_OUT: readonly string[] = ['Llaneros'];
