/** Stop words: dropped from the summarizer's sentence terms. */
export const STOP = new Set(
  `a about above across after afterwards again against all almost alone along already also although
always am among amongst an and another any anyhow anyone anything anyway anywhere are around as at be became because
become becomes becoming been before beforehand behind being below beside besides between beyond both but by can cannot
could did do does doing done down during each either else elsewhere enough even ever every everyone everything
everywhere except few for former formerly from further had has have having he hence her here hereby herein hers herself
him himself his how however i if in indeed into is it its itself just last latter least less many may me meanwhile
might mine more moreover most mostly much must my myself namely neither never nevertheless next no nobody none noone
nor not nothing now nowhere of off often on once one only onto or other others otherwise our ours ourselves out over
own per perhaps please quite rather really same said say says seem seemed seeming seems several she should since so
some somehow someone something sometime sometimes somewhere still such than that the their theirs them themselves then
thence there thereafter thereby therefore therein thereupon these they this those though through throughout thru thus
to together too toward towards under until up upon us very via was we well were what whatever when whence whenever
where whereas whereby wherein whereupon wherever whether which while whither who whoever whole whom whose why will with
within without would yet you your yours yourself yourselves also etc mr mrs ms dr told tell according
`
    .split(/\s+/)
    .filter(Boolean),
);
