/**
 * News-length texts for the summarizer tests and benchmark (written for this project), and
 * a keyword-based stand-in for the rule engine's per-sentence category evidence.
 */
import type { SentenceCategories } from '../../../workers/nlp/summarize.js';

/** Two interleaved stories: a light-rail extension (TRANSIT) and a basketball title (SPORTS). */
export const TWO_TOPICS = `Council approves Blue Line extension; Tigers win state title

RIVERTON — The Riverton City Council voted 7-2 on Tuesday night to approve a $1.2 billion extension of the Blue Line light-rail service, ending more than a decade of debate over how to connect the eastern suburbs to downtown.
The 9.4-mile rail extension will add six stations between Harbor Park and the Eastgate transit center, and transit officials expect construction to begin in the spring of 2026.
Transit planners estimate the new line will carry about 28,000 riders a day within five years of opening, easing congestion for commuters on the crowded Route 9 corridor.
Meanwhile, the Riverton Central High School basketball team captured its first state championship on Saturday, beating Lakeside 64-58 in the Class 4A final.
Senior guard Maya Okafor scored 27 points, including four three-pointers in the fourth quarter, and was named the tournament's most valuable player.
Coach Daniel Reyes said the championship capped a basketball season in which the Tigers won 29 of their 31 games and never lost on their home court.
Funding for the rail project will come from federal transit grants, a half-cent county sales tax approved by voters in 2022, and bonds issued by the regional transit authority.
Critics on the council argued that the cost per rider was too high and that express buses could serve the same commuters for a fraction of the price.
However, supporters said the light-rail line would spur housing and commercial development around the new stations.
The basketball team will be honored with a parade through downtown Riverton next Friday, and the school plans to display the championship trophy at the public library.
Okafor, who has signed to play college basketball at State University next fall, said the title game was the best performance of her career.
It was a night she will never forget.`;

export const TRANSIT = 101;
export const SPORTS = 202;
export const EDUCATION = 303;

const TRANSIT_WORDS =
  /\b(rail|light-rail|transit|stations?|riders?|commuters?|congestion|buses|route|line|construction|extension)\b/gi;
const SPORTS_WORDS =
  /\b(basketball|championship|points|coach|guard|team|tournament|games?|season|trophy|quarter|title|tigers)\b/gi;
const SCHOOL_WORDS = /\b(school|college|university|students?)\b/gi;

/** Stand-in for the rule engine: one category per keyword family, weight = hits. */
export const keywordCategories: SentenceCategories = (sentence) => {
  const out: Array<{ category: number; weight: number }> = [];
  const t = (sentence.match(TRANSIT_WORDS) ?? []).length;
  const s = (sentence.match(SPORTS_WORDS) ?? []).length;
  const e = (sentence.match(SCHOOL_WORDS) ?? []).length;
  if (t) out.push({ category: TRANSIT, weight: t });
  if (s) out.push({ category: SPORTS, weight: s });
  if (e) out.push({ category: EDUCATION, weight: e });
  return out;
};

export const noCategories: SentenceCategories = () => [];

/** Earnings story with abbreviations, decimals, initials and quotes. */
export const EARNINGS = `SAN JOSE, Calif. (Wire) — Acme Robotics Inc. said on Thursday that third-quarter revenue rose 3.5% to $4.2 billion, beating the $4.05 billion analysts had expected, as U.S. manufacturers kept buying warehouse robots despite higher interest rates.
Chief Executive Dr. Laura Chen told analysts on a conference call that orders from auto makers in the U.S. and Europe were "stronger than at any point since 2019." She added that the company's new No. 5 plant in Austin, Texas, would open in Jan. 2026, ahead of schedule.
Net income climbed to $612 million, or $1.87 a share, from $540 million, or $1.61 a share, a year earlier. Excluding one-time items, Acme earned $1.95 a share, compared with the average estimate of $1.82 from analysts polled by FactSet.
The results lifted Acme shares 6.2 percent in after-hours trading to $148.30. The stock has gained about 40% this year, outpacing the Nasdaq Composite index.
Acme raised its full-year revenue forecast to a range of $16.4 billion to $16.8 billion, from $15.9 billion to $16.3 billion previously. The company also said it would buy back up to $2 billion of its shares over the next two years.
J. K. Patel, an analyst at Harbor Securities Ltd., said the forecast suggested that demand for automation remained resilient even as broader factory activity slowed. "Customers are still spending on robots because labor is scarce and expensive," Patel said.
Acme, which competes with Fanuc Corp. and ABB Ltd., has been expanding into software that coordinates fleets of robots, e.g. scheduling, path planning and maintenance alerts. Software revenue grew 22% in the quarter to $690 million.
Supply-chain problems that hurt results last year have largely eased, Chen said, although shortages of some sensors persist. The company expects gross margins of about 47.5% in the fourth quarter, up from 45.1% a year ago.`;

/** Science story with quotes, ellipses and a question. */
export const SCIENCE = `Researchers at the Northfield Institute of Oceanography say a warm-water "blob" off the Pacific coast has pushed sardine and anchovy populations hundreds of miles north of their usual range, upending fisheries from Oregon to Alaska.
The study, published Wednesday in the journal Marine Ecology Progress, tracked water temperatures and fish catches across 14 monitoring stations between 2013 and 2023.
"We saw anchovies in places where fishermen had never caught them before... and then, two years later, they were gone again," said lead author Dr. Priya Natarajan, a fisheries biologist at the institute.
Why does the shift matter? Sardines and anchovies are a staple food for salmon, seabirds, sea lions and whales, so changes in where they live ripple through the entire coastal food web.
The researchers found that the center of the sardine population moved about 320 kilometres north during the strongest heat wave, which lasted from late 2014 into 2016.
Commercial catches of sardines in California fell by more than 90% over the same period, while fishing fleets in British Columbia reported record hauls.
Natarajan said the findings suggest that fisheries managers should set catch limits that respond to ocean conditions each season rather than relying on fixed annual quotas.
The team plans to extend its monitoring network to 30 stations next year with funding from the National Science Foundation.`;

/** A story whose sentences often depend on the one before (for validation). */
export const DANGLING = `The Harbor County library system will extend its opening hours at all twelve branches starting next month, the county board announced on Monday.
He said the change was the most requested improvement in a survey of more than 4,000 residents last year.
This is the first expansion of library hours since the recession forced cuts in 2009.
But the county will need to hire about 35 additional part-time staff members to cover the evening shifts.
In addition, the main branch downtown will open on Sunday afternoons for the first time in its history.
Library director Angela Moss said the longer hours would help students and working parents who cannot visit during the day.
Therefore the board approved an extra $2.1 million for the library budget in the coming fiscal year.
The county expects evening visits to rise by roughly a third once the new schedule takes effect.
They were also asked whether the branches would offer more study rooms.
Is this enough to keep the branches busy?
These changes follow a similar expansion in neighboring Lake County, where evening attendance doubled within a year.`;

/** Sentences that open with a dangling pronoun or connective (DANGLING). */
export const DANGLING_STARTS = [
  'He said',
  'This is the first',
  'But the county',
  'In addition,',
  'Therefore the board',
  'They were also',
  'Is this enough',
];

/** A page as the HTML extractor would give it: navigation lines, headings, bullets, a byline. */
export const WEB_PAGE = `Home | News | Sports | Weather | Contact
Subscribe to our newsletter
City opens new water treatment plant
By Sam Ortiz
Published June 3, 2024
The city of Millbrook opened a $210 million water treatment plant on Monday that officials say will supply clean drinking water to 180,000 residents for the next fifty years.
The plant replaces a facility built in 1958 that had repeatedly violated state limits for lead and disinfection byproducts.
• Capacity: 40 million gallons a day
• Cost: $210 million
• Opened: June 2024
Mayor Teresa Quinn said the project was paid for with a mix of state loans and a water rate increase that residents approved in 2020.
Engineers designed the plant to handle heavier storms and droughts, with membrane filters that can remove microplastics and PFAS chemicals.
Residents should notice softer water and fewer boil-water notices, according to the utility.
Read more: How the new plant filters water
© 2024 Millbrook Gazette. All rights reserved.`;

/** Deterministic text of at least `chars` characters, varied by repetition number. */
export function bigText(chars: number): string {
  const base = [TWO_TOPICS, EARNINGS, SCIENCE, DANGLING, WEB_PAGE];
  const parts: string[] = [];
  let total = 0;
  for (let r = 0; total < chars; r++) {
    const t = base[r % base.length]!.replace(/\d+/g, (d) => String(Number(d) + r));
    parts.push(t);
    total += t.length + 2;
  }
  return parts.join('\n\n');
}

/** About 5 kB of news text. */
export const NEWS_5K = [EARNINGS, SCIENCE, TWO_TOPICS].join('\n\n');
