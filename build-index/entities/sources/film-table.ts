/**
 * Film titles of vega-datasets' movies.json that pass the word tests but are left out
 * all the same, by our reading: a phrase or idiom in everyday use ("Up in the Air", "The
 * Whole Nine Yards", "Lost in Translation"), a holiday or a date ("Valentine's Day",
 * "Friday the 13th"), a place, building, event or person first ("Pearl Harbor", "World
 * Trade Center", "Marie Antoinette"), a song or a TV series first, a code or abbreviation
 * ("8MM", "X2", "xXx"), or a word of the language ("Inception", "Spanglish").
 */
// prettier-ignore
export const FILM_TITLES_LEFT_OUT: readonly string[] = [
  '10,000 B.C.', '8MM', 'A Time to Kill', 'About a Boy', 'Any Given Sunday', 'Are We There Yet?',
  'As Good as it Gets', 'Behind Enemy Lines', 'Braindead', 'Bring it On', 'Bringing Down the House',
  'City of Angels', 'Clear and Present Danger', 'Courage Under Fire', 'Dead Man Walking',
  "Don't Say a Word", 'Down to Earth', 'Dreamcatcher', 'Drumline', 'End of Days',
  'Enemy of the State', 'Failure to Launch', 'Friday the 13th', 'G-Force', 'Gone in 60 Seconds',
  'Good Night and Good Luck', 'Hide and Seek', 'Home on the Range', 'Hoodwinked', 'In Bruges',
  'Inception', 'Into the Wild', 'Jingle All the Way', 'JFK', 'Kicking and Screaming', 'King Arthur',
  'Kiss the Girls', 'Law Abiding Citizen', 'Like Mike', 'Lost In Space', 'Lost in Translation',
  'Man on Fire', 'Man on the Moon', 'Marie Antoinette', 'Meet the Parents', 'Men of Honor',
  'Message in a Bottle', 'Miss Congeniality', 'Mission to Mars', 'Music and Lyrics',
  "My Best Friend's Wedding", 'My Bloody Valentine', 'Next Friday', 'Night at the Museum',
  'One Hour Photo', 'Out of Africa', 'Out of Sight', 'Pay it Forward', 'Pearl Harbor', 'Pocahontas',
  'Police Academy', 'R.V.', 'Red Dragon', 'Reds', 'Robin Hood', 'Rules of Engagement', 'S.W.A.T.',
  'Save the Last Dance', 'Shall We Dance?', 'Six Days, Seven Nights', 'Sleepers',
  "Something's Gotta Give", 'Spanglish', 'Stand by Me', 'State of Play', 'Stepmom',
  'Stranger Than Fiction', 'Sweet Home Alabama', 'The Day After Tomorrow',
  'The Passion of the Christ', 'The Ten Commandments', 'The Whole Nine Yards', 'Thirteen',
  'Bedazzled', 'Bewitched', 'Jarhead', 'Patton', 'Ronin', 'Solaris', 'Spartacus', 'Transformers',
  'Two Weeks Notice', 'Up in the Air', "Valentine's Day", 'What Lies Beneath', 'What Women Want',
  'Without a Paddle', 'World Trade Center', 'X2', 'xXx', 'Yes Man', "You've Got Mail",
  'Yours, Mine and Ours',
];
