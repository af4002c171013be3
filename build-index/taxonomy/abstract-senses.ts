/**
 * WordNet senses too abstract to stand in a path a reader browses ("Instrumentality >
 * Container > Vessel", "Number > Integer > Large integer", "Content > Idea > Plan"). They
 * stay categories of their own (a query about the concept still lands on it), but nothing
 * hangs below them: what WordNet puts under one hangs under its `home` topic when it has
 * one, else under the nearest ancestor that is no abstract sense (often the vertical).
 */
export interface AbstractSense {
  /** `lemma#n`. */
  sense: string;
  /** Topic path (vertical name down) where its hyponyms go. */
  home?: string;
}

const S = (sense: string, home?: string): AbstractSense => (home ? { sense, home } : { sense });

export const ABSTRACT_SENSES: readonly AbstractSense[] = [
  // The top of the noun hierarchy.
  S('entity#1'),
  S('physical_entity#1'),
  S('abstraction#6'),
  S('thing#12'),
  S('object#1'),
  S('whole#2'),
  S('part#3'),
  S('causal_agent#1'),
  S('matter#3'),
  S('substance#1'),
  S('relation#1'),
  S('group#1'),
  S('social_group#1'),
  S('collection#1'),
  // Artifacts by what they are, not what they are for.
  S('artifact#1'),
  S('instrumentality#3'),
  S('container#1'),
  S('device#1'),
  S('implement#1'),
  S('structure#1'),
  S('covering#2'),
  S('commodity#1'),
  S('support#10'),
  S('system#1'),
  // Mind, events, acts.
  S('psychological_feature#1'),
  S('cognition#1'),
  S('content#5'),
  S('idea#1'),
  S('concept#1'),
  S('event#1'),
  S('happening#1'),
  S('act#2'),
  S('action#1'),
  S('change#3'),
  S('activity#1'),
  S('communication#2'),
  S('message#2'),
  S('signal#1'),
  S('process#6'),
  S('phenomenon#1'),
  S('natural_phenomenon#1'),
  // Attributes and states.
  S('attribute#2'),
  S('quality#1'),
  S('property#2'),
  S('magnitude#1'),
  S('shape#2'),
  S('state#2'),
  S('condition#1'),
  // Quantities, numbers and time.
  S('measure#2', 'Science > Measurement & Units'),
  S('indefinite_quantity#1', 'Science > Measurement & Units'),
  S('definite_quantity#1', 'Science > Measurement & Units'),
  S('unit_of_measurement#1', 'Science > Measurement & Units'),
  S('number#2', 'Science > Mathematics'),
  S('integer#1', 'Science > Mathematics'),
  S('large_integer#1', 'Science > Mathematics'),
  S('digit#1', 'Science > Mathematics'),
  S('cardinal_number#1', 'Science > Mathematics'),
  S('time_period#1', 'Science > Measurement & Units > Time & Calendars'),
  S('calendar_day#1', 'Science > Measurement & Units > Time & Calendars'),
];
