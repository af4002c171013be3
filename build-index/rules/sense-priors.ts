/**
 * Sense priors: the sense a searcher means by a short word, where the data's own priors
 * (WordNet tag counts, which follow 20th-century prose) pick another. Reviewed by hand;
 * applied by the rules writer (sense-prior-boosts.ts): the (form, sense) pair gets
 * SENSE_PRIOR_BOOST times the prior of the strongest other sense of the form, and when the
 * sense does not have the form among its patterns the form becomes one (a clipping WordNet
 * lacks: "app", "vid", "tech"). Context words still choose another sense ("cam shaft").
 *
 * `sense` is a category key: `wn:<offset>` (WordNet 3.1, in every profile: a key missing
 * from the index is an error) or a key of another source (skipped while the version has no
 * such category, e.g. a topic node before the backbone is built into the index).
 * A form is one word or phrase as people type it; its inflections match too ("stats",
 * "apps"). A brand, site or place (an `ent:`, `nsi:` or `geo:` key) named here does not
 * lose to the common noun of its word, as other entities do (KIND_MEANT): the app, not the
 * bird's "twitter".
 */
export interface SensePrior {
  form: string;
  sense: string;
  /** The sense, in words (for review). */
  means: string;
}

export const SENSE_PRIORS: readonly SensePrior[] = [
  // WordNet: the rotating disk and the river Cam; searchers mean a camera (web cam, dash cam).
  { form: 'cam', sense: 'wn:02946154', means: 'camera' },
  // WordNet has no "stats"; online it is sports and game statistics.
  { form: 'stats', sense: 'wn:06030848', means: 'statistic' },
  { form: 'app', sense: 'wn:06582286', means: 'application program' },
  { form: 'vid', sense: 'wn:04541422', means: 'video recording' },
  // WordNet: a motion picture first.
  { form: 'pic', sense: 'wn:03931348', means: 'photograph' },
  // WordNet: a motorcycle first.
  { form: 'bike', sense: 'wn:02837983', means: 'bicycle' },
  // WordNet: spectacles ("phone specs" are specifications).
  { form: 'specs', sense: 'wn:06737816', means: 'specification' },
  // WordNet: a technical school.
  { form: 'tech', sense: 'wn:00951435', means: 'technology' },
  // WordNet: the driver's compartment first.
  { form: 'cab', sense: 'wn:02934150', means: 'taxicab' },
  // WordNet: a worker who routes, and a carpenter's tool.
  { form: 'router', sense: 'wn:04121938', means: 'network router' },
  // WordNet: military weaponry first.
  { form: 'hardware', sense: 'wn:03498434', means: 'computer hardware' },
  // WordNet: the 1960s youth subculture; gamers mean game modifications.
  { form: 'mods', sense: 'topic:games/video-games/game-mods', means: 'game mods (topic node)' },
  // Apps named by words older than they are: WordNet's senses and the spoken counts
  // (film subtitles up to 2007) know only the chirp, the rapid climb and the strife.
  { form: 'twitter', sense: 'ent:simple-icons:x', means: 'Twitter, the social network (X)' },
  { form: 'zoom', sense: 'ent:simple-icons:zoom', means: 'Zoom, the video calls' },
  { form: 'discord', sense: 'ent:simple-icons:discord', means: 'Discord, the chat app' },
  // WordNet: a dog's cry, and dry wood to start a fire.
  { form: 'yelp', sense: 'ent:simple-icons:yelp', means: 'Yelp, the reviews site' },
  { form: 'tinder', sense: 'ent:simple-icons:tinder', means: 'Tinder, the dating app' },
  // WordNet: a raincoat; searchers mean Apple's computers ("how to screenshot on mac").
  { form: 'mac', sense: 'ent:simple-icons:macos', means: "macOS, Apple's Macs" },
  // WordNet's tag counts favour the archipelago over the country, which is from GeoNames.
  { form: 'japan', sense: 'geo:JP', means: 'Japan, the country' },
  // WordNet knows only the verb; the device line is named "Amazon Kindle".
  { form: 'kindle', sense: 'ent:device-detector:amazon-kindle', means: "Amazon's e-readers" },
  // The accounting asset and kindness; searchers mean the charity's thrift stores.
  { form: 'goodwill', sense: 'nsi:goodwill-fca2e3', means: 'Goodwill, the thrift stores' },
  // The store, not a tractor and a supply: its name is "Tractor Supply Company".
  {
    form: 'tractor supply',
    sense: 'nsi:tractorsupplycompany-e159b8',
    means: 'Tractor Supply, the farm stores',
  },
  // WordNet: an aim, and a mark to shoot at; alone, searchers mean the stores ("target
  // coupons"). Phrases keep their senses ("target heart rate").
  { form: 'target', sense: 'nsi:target-c93bbd', means: 'Target, the department stores' },
  // WordNet: a basic commodity, and a wire fastener; alone, the office-supply stores.
  { form: 'staples', sense: 'nsi:staples-1d9396', means: 'Staples, the office-supply stores' },
  // WordNet's "cob" is a hazelnut and a male swan; the phrase is the vegetable.
  { form: 'corn on the cob', sense: 'gpt:6609', means: 'corn, the vegetable' },
];

/** How many times the strongest other sense's prior the chosen sense gets. */
export const SENSE_PRIOR_BOOST = 4;
