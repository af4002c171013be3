/**
 * Word lists of the document recognizer (the typing cues shared with nlp/parse are in
 * cues.ts). All lower case.
 */
const words = (s: string): ReadonlySet<string> => new Set(s.trim().split(/\s+/));

/**
 * Closed-class words: capitalized at the start of a sentence or in a headline they are
 * still not names ("The", "In", "Our").
 */
export const FUNCTION_WORDS =
  words(`a an the and or but nor of in on at to for from by with without within into onto upon
  over under about above below between among through during before after since until as than then so such that this
  these those there here it its is are was were be been being am do does did done have has had having not no yes all
  any some each every either neither both few more most other another same own very much many can could may might
  must shall should will would i me my mine we us our ours you your yours he him his she her hers they them their
  theirs who whom whose which what when where why how also just if unless while though although because whether
  let lets let's i'm i've i'll i'd you're you've you'll we're we've they're it's that's there's what's here's
  don't doesn't didn't can't won't isn't aren't wasn't weren't`);

/**
 * Capitalized words and acronyms that are not entities: chat abbreviations, greetings,
 * holidays, roles, units and common technical acronyms.
 */
export const NOT_NAMES =
  words(`lol lmao rofl omg wtf btw imo imho tbh fyi asap rip diy ok okay tv pm am ceo cfo cto coo
  cmo vp svp evp hr pr ai ml faq pdf url usb html css api app apps idk ngl fomo dm dms np ty thx gg nsfw aka eta tba
  tbd ftw irl smh tl dr tldr iirc afaik yolo bff ootd ps pps nb hi hey hello thanks thank please yes no wow yay oops
  ugh hmm lmk hbd gm gn ppl pls plz faq qa gdp cpi hq id ip os pc cpu gpu ram ssd hd 4k hdr led lcd ui ux seo sms
  mph kph km kg lb lbs oz ft usd eur gbp jpy bc ad bce ce utc gmt est pst cst edt pdt mom dad mum grandma grandpa
  mbps gbps kbps mhz ghz khz hz gb mb tb kb kw kwh mw mah mm cm ml db fps rpm psi apr apy ytd yoy qoq
  sir madam mister ma'am merry christmas xmas easter halloween thanksgiving hanukkah chanukah ramadan eid diwali
  valentine valentine's`);

/**
 * Words that open a sentence without being part of a name that follows: "Later Apple
 * Inc. said..." is not a name "Later Apple Inc." (adverbs in -ly are recognized by form).
 */
export const OPENERS =
  words(`later today yesterday tomorrow tonight meanwhile however still now then also finally first
  next last earlier recently currently overall plus even only perhaps maybe again instead otherwise therefore thus
  hence besides indeed yet already soon once twice anyway well sadly luckily honestly basically actually apparently
  obviously clearly seriously literally please thanks congrats congratulations welcome breaking update watch read see
  join meet visit follow check shop buy get try love like`);

/** Roles that, like personal titles, introduce a person's name and are not part of it. */
export const ROLES =
  words(`ceo cfo cto coo founder cofounder co-founder chairman chairwoman chair director manager
  coach spokesman spokeswoman spokesperson anchor host star singer rapper actor actress author writer player
  striker quarterback pitcher goalkeeper midfielder defender forward guard rookie`);

/**
 * Verbs that show the capitalized word before them is a name even at the start of a
 * sentence: "Apple announced...", "Turkey's..." (possessive) works the same way.
 */
export const REPORT_VERBS =
  words(`said says told tells announced announces reported reports released releases launched
  launches unveiled unveils introduced introduces confirmed confirms denied denies acquired acquires bought buys sold
  sells hired hires fired fires sued sues filed files posted posts tweeted tweets revealed reveals plans planned
  agreed agrees warned warns stated states raised raises cut cuts shares stock stocks ceo spokesperson spokesman
  inc inc. corp corp. ltd ltd.`);

/** Company-form words dropped from the end of a name when comparing names ("Apple Inc." = "Apple"). */
export const COMPANY_FORMS =
  words(`inc incorporated corp corporation co company ltd limited llc plc gmbh ag sa nv bv lp llp
  pty pte srl spa oy ab as`);
