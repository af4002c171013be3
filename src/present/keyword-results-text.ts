/**
 * The `results` and `mappings` members of a classify/keywords answer as JSON text, what
 * JSON.stringify gives for `[{category_id, flags}]` and `[category_id]`, written directly:
 * a 1,000-keyword answer is 2,000 small values, and ids are hex (nothing to escape).
 */
export function keywordResultsText(
  ids: ReadonlyArray<string | null>,
  flags: ReadonlyArray<readonly number[] | undefined>,
): { results: string; mappings: string } {
  const results: string[] = new Array<string>(ids.length);
  const mappings: string[] = new Array<string>(ids.length);
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k];
    const quoted = id === null || id === undefined ? 'null' : `"${id}"`;
    const f = flags[k];
    results[k] =
      `{"category_id":${quoted},"flags":${f === undefined || f.length === 0 ? '[]' : `[${f.join(',')}]`}}`;
    mappings[k] = quoted;
  }
  return { results: `[${results.join(',')}]`, mappings: `[${mappings.join(',')}]` };
}
