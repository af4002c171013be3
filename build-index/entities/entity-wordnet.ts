/**
 * Entity types of WordNet synsets. Named things in WordNet are instance synsets (Barack
 * Obama, the Danube, the Iliad, the Eiffel Tower) plus capitalized class synsets that
 * name groups of people (American, Catholic, Democrat), languages (French), events
 * (World Series) or trade names (Rollerblade). The lexicographer file says what kind of
 * thing a synset is, its hypernyms which entity type fits:
 *
 * - noun.person: instances PERSON; capitalized classes NORP when below inhabitant,
 *   religious person, follower or politician (nationalities, believers, party members)
 *   or a people (the French), PERSON when below spiritual or imaginary being (gods and
 *   mythical figures);
 * - noun.location: GPE below country, administrative district, municipality, urban area,
 *   town or capital; FAC for streets and roads; LOC otherwise (regions, continents);
 *   noun.object (rivers, mountains, lakes, stars): LOC;
 * - noun.group: EVENT for meetings and conferences (Yalta Conference); NORP for ethnic
 *   groups, peoples, tribes, sects, religions and civilizations (not churches); ORG for
 *   other organizations and social groups (agencies, parties, legislatures, bands), but
 *   not families and dynasties;
 * - noun.event, noun.act, noun.state instances (battles, wars, the Cold War) and
 *   capitalized social events, revolutions, wars and festivals: EVENT;
 * - noun.communication: LANGUAGE below natural language (and constructed languages that
 *   are not computer languages); WORK_OF_ART for the Testaments (WordNet files them
 *   under "will"); LAW below law, legal document, treaty, bill, statute, constitution,
 *   amendment, charter (Magna Carta); PRODUCT for named software; ORG for newspapers
 *   and magazines; WORK_OF_ART for named books, compositions, poems, plays and films
 *   (instances) and sacred texts;
 * - noun.artifact instances: ORG for universities, organizations and stock exchanges,
 *   PRODUCT for vehicles and craft, LOC for reservoirs, FAC for the rest (buildings,
 *   bridges, canals, roads, monuments); capitalized one-word artifact classes without
 *   subclasses (trade names: Frisbee, Xerox): PRODUCT.
 * Anything else (common nouns, taxa, foods, dates, units) is not an entity.
 */
import type { EntityType } from '../../workers/entities/types.js';
import { makeBelowTest, resolveSense, type WordNet } from '../sources/wordnet.js';

type Below = (offset: string) => boolean;

function below(wn: WordNet, senses: readonly string[]): Below {
  return makeBelowTest(
    wn,
    senses.map((s) => resolveSense(wn, s)),
  );
}

/** A function from synset offset to entity type (null: not a named entity). Memoized per call. */
export function wordnetEntityTyper(wn: WordNet): (offset: string) => EntityType | null {
  const is = {
    nationality: below(wn, [
      'inhabitant#1',
      'religious_person#1',
      'follower#1',
      'disciple#1',
      'politician#1',
      'politician#2',
    ]),
    being: below(wn, ['spiritual_being#1', 'imaginary_being#1']),
    gpe: below(wn, [
      'country#2',
      'administrative_district#1',
      'municipality#1',
      'urban_area#1',
      'town#1',
      'national_capital#1',
      'state#1',
    ]),
    street: below(wn, ['way#6', 'street#1', 'road#1']),
    meeting: below(wn, ['meeting#1', 'conference#1']),
    people: below(wn, [
      'ethnic_group#1',
      'people#1',
      'people#2',
      'tribe#1',
      'tribe#2',
      'nation#4',
      'sect#1',
    ]),
    faith: below(wn, ['religion#2', 'civilization#1']),
    kin: below(wn, ['kin#1', 'family#1']),
    socialGroup: below(wn, ['social_group#1', 'organization#1']),
    event: below(wn, [
      'social_event#1',
      'revolution#1',
      'war#1',
      'military_action#1',
      'festival#2',
    ]),
    language: below(wn, ['natural_language#1', 'artificial_language#1']),
    computerLanguage: below(wn, ['computer_language#1', 'programming_language#1']),
    law: below(wn, [
      'law#2',
      'legal_document#1',
      'treaty#1',
      'written_agreement#1',
      'bill#1',
      'legislative_act#1',
      'constitution#1',
      'amendment#2',
      'charter#1',
    ]),
    testament: below(wn, ['will#3']),
    scripture: below(wn, ['sacred_text#1']),
    software: below(wn, ['software#1']),
    press: below(wn, ['newspaper#1', 'periodical#1', 'magazine#1']),
    work: below(wn, [
      'sacred_text#1',
      'book#1',
      'literary_composition#1',
      'musical_composition#1',
      'play#1',
      'film#1',
      'poem#1',
      'publication#1',
      'work#7',
      'painting#1',
    ]),
    university: below(wn, ['university#2', 'educational_institution#1']),
    vehicle: below(wn, ['vehicle#1', 'craft#2']),
    water: below(wn, ['body_of_water#1']),
    market: below(wn, ['stock_exchange#1']),
  };

  const memo = new Map<string, EntityType | null>();
  const typeOf = (off: string): EntityType | null => {
    const s = wn.synsets.get(off);
    if (!s) return null;
    // Names are written with capitals: "grail" and "chunnel" are instances, not names.
    const capitalized = /^\p{Lu}/u.test(s.lemmas[0] ?? '');
    if (!capitalized && !(s.instance && s.lemmas.some((l) => /^\p{Lu}/u.test(l)))) return null;
    const leaf = !wn.children.has(off);
    switch (s.lexfile) {
      case 'noun.person':
        if (s.instance) return 'PERSON';
        if (is.being(off)) return 'PERSON';
        return is.nationality(off) || is.people(off) ? 'NORP' : null;
      case 'noun.location':
        if (!s.instance && !leaf) return null;
        if (is.street(off)) return 'FAC';
        return is.gpe(off) ? 'GPE' : 'LOC';
      case 'noun.object':
        return s.instance || leaf ? 'LOC' : null;
      case 'noun.group':
        if (is.meeting(off)) return 'EVENT';
        if (is.people(off)) return 'NORP';
        // Religions and civilizations as groups (Islam, Buddhism); churches are organizations.
        if (is.faith(off) && !/church|denomination/i.test(s.lemmas[0]!)) return 'NORP';
        if (is.kin(off)) return null;
        return is.socialGroup(off) ? 'ORG' : null;
      case 'noun.event':
      case 'noun.act':
      case 'noun.state':
        return s.instance || is.event(off) ? 'EVENT' : null;
      case 'noun.communication':
        if (is.language(off) && !is.computerLanguage(off)) return 'LANGUAGE';
        // The Old and New Testaments are "wills" in WordNet.
        if (is.testament(off)) return 'WORK_OF_ART';
        if (is.law(off)) return 'LAW';
        if (is.software(off) && (s.instance || (leaf && !/[_ ]/.test(s.lemmas[0]!))))
          return 'PRODUCT';
        if (is.press(off)) return 'ORG';
        // Named works are instances; capitalized classes are genres ("Western", "Gregorian
        // chant"), except the sacred texts (Bible, Talmud).
        if (is.work(off) && (s.instance || is.scripture(off))) return 'WORK_OF_ART';
        return null;
      case 'noun.artifact':
        if (s.instance) {
          if (is.university(off) || is.socialGroup(off) || is.market(off)) return 'ORG';
          if (is.vehicle(off)) return 'PRODUCT';
          if (is.water(off)) return 'LOC';
          return 'FAC';
        }
        return leaf && !/[_ ]/.test(s.lemmas[0]!) ? 'PRODUCT' : null;
      default:
        return null;
    }
  };
  return (off: string): EntityType | null => {
    let t = memo.get(off);
    if (t === undefined) memo.set(off, (t = typeOf(off)));
    return t;
  };
}
