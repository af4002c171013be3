/** The words of a whitespace-separated list (cue vocabularies are written as running lists). */
export function words(text: string): string[] {
  const t = text.trim();
  return t === '' ? [] : t.split(/\s+/);
}
