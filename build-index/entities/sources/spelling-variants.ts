/**
 * Other ways people type a product name, lower case: "+" spelled "plus" ("galaxy s24+" →
 * "galaxy s24 plus"), a hyphen as a space ("s-class" → "s class", "rolls-royce" → "rolls
 * royce") and the hyphen of a model code dropped ("f-150" → "f150", "cr-v" → "crv"; a code
 * is a hyphened word with a digit or of at most six characters). The name itself is not
 * returned.
 */
export function spellingVariants(name: string): string[] {
  const base = name.toLowerCase().replace(/\s+/g, ' ').trim();
  const plus = squeeze(base.replace(/\+/g, ' plus'));
  const forms = new Set<string>();
  for (const f of [base, plus]) {
    forms.add(f).add(withoutCodeHyphens(f));
    if (f.includes('-')) forms.add(squeeze(f.replace(/(?<=\S)-(?=\S)/g, ' ')));
  }
  forms.delete(base);
  return [...forms].sort();
}

function squeeze(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

function withoutCodeHyphens(s: string): string {
  return s
    .split(' ')
    .map((w) => (w.includes('-') && (/\d/.test(w) || w.length <= 6) ? w.replace(/-/g, '') : w))
    .join(' ');
}
