/**
 * The conferences, divisions and teams of the five North American major leagues in the
 * 2025 and 2025-26 seasons: our own table of facts (league structure changes rarely:
 * renames, relocations, expansion). `@ngneat/falso` and `compromise` list the same teams;
 * their tests check every one of their names is here.
 *
 * A team is written as its full name, then the other forms that alone name it: an
 * unambiguous nickname ("yankees"; not "cubs", "giants", "heat"), a common short form
 * ("la lakers") or a former name of the same franchise ("washington redskins").
 */

const TEAM_SPORTS = 'Sports > Team Sports';

export interface LeagueTable {
  /** Short name, used as the id prefix of its conferences and divisions. */
  league: string;
  /** Topic path of the league's node in the backbone. */
  topic: string;
  /** What the teams play, for descriptions. */
  sport: string;
  /** Clubs are named place + nickname ("Chicago Cubs"), so the nickname alone names one too. */
  nicknamed: boolean;
  conferences: ConferenceTable[];
}

export interface ConferenceTable {
  name: string;
  aliases?: string[];
  /** Either divisions, or teams directly (MLS). */
  divisions?: DivisionTable[];
  teams?: TeamRow[];
}

export interface DivisionTable {
  name: string;
  aliases?: string[];
  teams: TeamRow[];
}

/** Full name, then other forms that alone name the team. */
export type TeamRow = readonly [name: string, ...aliases: string[]];

export const NORTH_AMERICAN_LEAGUES: readonly LeagueTable[] = [
  {
    league: 'MLB',
    nicknamed: true,
    sport: 'baseball',
    topic: `${TEAM_SPORTS} > Baseball > Baseball Leagues & Teams > MLB`,
    conferences: [
      {
        name: 'American League',
        divisions: [
          {
            name: 'American League East',
            aliases: ['al east'],
            teams: [
              ['Baltimore Orioles'],
              ['Boston Red Sox', 'red sox'],
              ['New York Yankees', 'yankees', 'ny yankees'],
              ['Tampa Bay Rays'],
              ['Toronto Blue Jays'],
            ],
          },
          {
            name: 'American League Central',
            aliases: ['al central'],
            teams: [
              ['Chicago White Sox', 'white sox'],
              ['Cleveland Guardians', 'cleveland indians'],
              ['Detroit Tigers'],
              ['Kansas City Royals'],
              ['Minnesota Twins'],
            ],
          },
          {
            name: 'American League West',
            aliases: ['al west'],
            teams: [
              // Named "Athletics" since 2025 and playing in Sacramento until a move to Las
              // Vegas; "athletics" alone is track and field, so the name people still type.
              ['Oakland Athletics', "oakland a's", 'sacramento athletics', 'las vegas athletics'],
              ['Houston Astros', 'astros'],
              ['Los Angeles Angels', 'la angels', 'anaheim angels'],
              ['Seattle Mariners'],
              ['Texas Rangers'],
            ],
          },
        ],
      },
      {
        name: 'National League',
        divisions: [
          {
            name: 'National League East',
            aliases: ['nl east'],
            teams: [
              ['Atlanta Braves'],
              ['Miami Marlins', 'florida marlins'],
              ['New York Mets', 'mets', 'ny mets'],
              ['Philadelphia Phillies', 'phillies'],
              ['Washington Nationals'],
            ],
          },
          {
            name: 'National League Central',
            aliases: ['nl central'],
            teams: [
              ['Chicago Cubs'],
              ['Cincinnati Reds'],
              ['Milwaukee Brewers'],
              ['Pittsburgh Pirates'],
              ['St. Louis Cardinals'],
            ],
          },
          {
            name: 'National League West',
            aliases: ['nl west'],
            teams: [
              ['Arizona Diamondbacks', 'diamondbacks', 'arizona dbacks'],
              ['Colorado Rockies'],
              ['Los Angeles Dodgers', 'dodgers', 'la dodgers'],
              ['San Diego Padres', 'padres'],
              ['San Francisco Giants', 'sf giants'],
            ],
          },
        ],
      },
    ],
  },
  {
    league: 'NFL',
    nicknamed: true,
    sport: 'American football',
    topic: `${TEAM_SPORTS} > American Football > American Football Leagues & Teams > NFL`,
    conferences: [
      {
        name: 'American Football Conference',
        divisions: [
          {
            name: 'AFC East',
            teams: [
              ['Buffalo Bills'],
              ['Miami Dolphins'],
              ['New England Patriots'],
              ['New York Jets', 'ny jets'],
            ],
          },
          {
            name: 'AFC North',
            teams: [
              ['Baltimore Ravens'],
              ['Cincinnati Bengals'],
              ['Cleveland Browns'],
              ['Pittsburgh Steelers', 'steelers'],
            ],
          },
          {
            name: 'AFC South',
            teams: [
              ['Houston Texans'],
              ['Indianapolis Colts'],
              ['Jacksonville Jaguars'],
              ['Tennessee Titans'],
            ],
          },
          {
            name: 'AFC West',
            teams: [
              ['Denver Broncos'],
              ['Kansas City Chiefs'],
              ['Las Vegas Raiders', 'oakland raiders'],
              ['Los Angeles Chargers', 'la chargers', 'san diego chargers'],
            ],
          },
        ],
      },
      {
        name: 'National Football Conference',
        divisions: [
          {
            name: 'NFC East',
            teams: [
              ['Dallas Cowboys'],
              ['New York Giants', 'ny giants'],
              ['Philadelphia Eagles'],
              ['Washington Commanders', 'washington redskins', 'washington football team'],
            ],
          },
          {
            name: 'NFC North',
            teams: [
              ['Chicago Bears'],
              ['Detroit Lions'],
              ['Green Bay Packers'],
              ['Minnesota Vikings'],
            ],
          },
          {
            name: 'NFC South',
            teams: [
              ['Atlanta Falcons'],
              ['Carolina Panthers'],
              ['New Orleans Saints'],
              ['Tampa Bay Buccaneers', 'tampa bay bucs'],
            ],
          },
          {
            name: 'NFC West',
            teams: [
              ['Arizona Cardinals'],
              ['Los Angeles Rams', 'la rams', 'st. louis rams'],
              ['San Francisco 49ers', '49ers', 'niners', 'sf 49ers'],
              ['Seattle Seahawks', 'seahawks'],
            ],
          },
        ],
      },
    ],
  },
  {
    league: 'NBA',
    nicknamed: true,
    sport: 'basketball',
    topic: `${TEAM_SPORTS} > Basketball > Basketball Leagues & Teams > NBA`,
    conferences: [
      {
        name: 'NBA Eastern Conference',
        aliases: ['nba east'],
        divisions: [
          {
            name: 'NBA Atlantic Division',
            teams: [
              ['Boston Celtics', 'celtics'],
              ['Brooklyn Nets'],
              ['New York Knicks', 'knicks', 'ny knicks'],
              ['Philadelphia 76ers', '76ers', 'sixers'],
              ['Toronto Raptors'],
            ],
          },
          {
            name: 'NBA Central Division',
            teams: [
              ['Chicago Bulls'],
              ['Cleveland Cavaliers', 'cleveland cavs'],
              ['Detroit Pistons'],
              ['Indiana Pacers'],
              ['Milwaukee Bucks'],
            ],
          },
          {
            name: 'NBA Southeast Division',
            teams: [
              ['Atlanta Hawks'],
              ['Charlotte Hornets'],
              ['Miami Heat'],
              ['Orlando Magic'],
              ['Washington Wizards'],
            ],
          },
        ],
      },
      {
        name: 'NBA Western Conference',
        aliases: ['nba west'],
        divisions: [
          {
            name: 'NBA Northwest Division',
            teams: [
              ['Denver Nuggets'],
              ['Minnesota Timberwolves', 'timberwolves'],
              ['Oklahoma City Thunder', 'okc thunder'],
              ['Portland Trail Blazers', 'portland blazers'],
              ['Utah Jazz'],
            ],
          },
          {
            name: 'NBA Pacific Division',
            teams: [
              ['Golden State Warriors'],
              ['LA Clippers', 'los angeles clippers'],
              ['Los Angeles Lakers', 'lakers', 'la lakers'],
              ['Phoenix Suns'],
              ['Sacramento Kings'],
            ],
          },
          {
            name: 'NBA Southwest Division',
            teams: [
              ['Dallas Mavericks', 'dallas mavs'],
              ['Houston Rockets'],
              ['Memphis Grizzlies'],
              ['New Orleans Pelicans'],
              ['San Antonio Spurs'],
            ],
          },
        ],
      },
    ],
  },
  {
    league: 'NHL',
    nicknamed: true,
    sport: 'ice hockey',
    topic: `${TEAM_SPORTS} > Ice Hockey > Hockey Leagues & Teams > NHL`,
    conferences: [
      {
        name: 'NHL Eastern Conference',
        divisions: [
          {
            name: 'NHL Atlantic Division',
            teams: [
              ['Boston Bruins'],
              ['Buffalo Sabres'],
              ['Detroit Red Wings', 'red wings'],
              ['Florida Panthers'],
              ['Montréal Canadiens', 'canadiens', 'habs'],
              ['Ottawa Senators'],
              ['Tampa Bay Lightning'],
              ['Toronto Maple Leafs', 'maple leafs'],
            ],
          },
          {
            name: 'NHL Metropolitan Division',
            aliases: ['metropolitan division'],
            teams: [
              ['Carolina Hurricanes'],
              ['Columbus Blue Jackets'],
              ['New Jersey Devils'],
              ['New York Islanders', 'ny islanders'],
              ['New York Rangers', 'ny rangers'],
              ['Philadelphia Flyers'],
              ['Pittsburgh Penguins'],
              ['Washington Capitals'],
            ],
          },
        ],
      },
      {
        name: 'NHL Western Conference',
        divisions: [
          {
            name: 'NHL Central Division',
            teams: [
              ['Chicago Blackhawks'],
              ['Colorado Avalanche'],
              ['Dallas Stars'],
              ['Minnesota Wild'],
              ['Nashville Predators'],
              ['St. Louis Blues'],
              ['Utah Mammoth', 'utah hockey club'],
              ['Winnipeg Jets'],
            ],
          },
          {
            name: 'NHL Pacific Division',
            teams: [
              ['Anaheim Ducks'],
              ['Calgary Flames'],
              ['Edmonton Oilers'],
              ['Los Angeles Kings', 'la kings'],
              ['San Jose Sharks'],
              ['Seattle Kraken'],
              ['Vancouver Canucks', 'canucks'],
              ['Vegas Golden Knights', 'golden knights'],
            ],
          },
        ],
      },
    ],
  },
  {
    league: 'MLS',
    nicknamed: false,
    sport: 'soccer',
    topic: `${TEAM_SPORTS} > Soccer > Soccer Leagues & Teams > MLS`,
    conferences: [
      {
        name: 'MLS Eastern Conference',
        teams: [
          ['Atlanta United FC', 'atlanta united'],
          ['Charlotte FC'],
          // "chicago fire" alone is as often the television series.
          ['Chicago Fire FC'],
          ['FC Cincinnati'],
          ['Columbus Crew', 'columbus crew sc'],
          ['D.C. United', 'dc united'],
          ['Inter Miami CF', 'inter miami'],
          ['CF Montréal', 'montreal impact'],
          ['Nashville SC'],
          ['New England Revolution'],
          ['New York City FC', 'nycfc'],
          ['New York Red Bulls', 'ny red bulls'],
          ['Orlando City SC', 'orlando city'],
          ['Philadelphia Union'],
          ['Toronto FC'],
        ],
      },
      {
        name: 'MLS Western Conference',
        teams: [
          ['Austin FC'],
          ['Colorado Rapids'],
          ['FC Dallas'],
          ['Houston Dynamo FC', 'houston dynamo'],
          ['LA Galaxy', 'los angeles galaxy'],
          ['Los Angeles FC', 'lafc'],
          ['Minnesota United FC', 'minnesota united'],
          ['Portland Timbers'],
          ['Real Salt Lake'],
          ['San Diego FC'],
          ['San Jose Earthquakes'],
          ['Seattle Sounders FC', 'seattle sounders'],
          ['Sporting Kansas City', 'sporting kc'],
          ['St. Louis City SC', 'st. louis city'],
          ['Vancouver Whitecaps FC', 'vancouver whitecaps'],
        ],
      },
    ],
  },
];
