/** Word forms the tagger tags MD (modal auxiliary), contractions and clipped forms included. */
export const MODAL_TAGGED = new Set([
  'can',
  'could',
  'may',
  'might',
  'must',
  'shall',
  'should',
  'will',
  'would',
  'ought',
  "'ll",
  'ca',
  'wo',
  'sha',
]);
