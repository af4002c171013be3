/**
 * How type 2 answers documents at each threshold, and how its top tiers compare, on the
 * newest index version of the data folder (`--data DIR`, else SORTAL_DATA, else ./data):
 *
 *   node dist/test/eval/model-tiers.js [--data DIR]
 *
 * Per split of documents.jsonl (`tune`, `report`): type 2 through the documents task at
 * `ml_threshold` 0.5, 0.6 and 0.75 (documents answered, and right: the answer's top tier
 * is the document's vertical); then, on the plain text, the model's best top tier
 * (`depth: 1`: the tier head, or the rolled-up classes in models before it) against the
 * top tier of its best class.
 */
import { classifyDocumentsTask } from '../../workers/engine/documents-task.js';
import { engineModelFor } from '../../workers/engine/engine-model.js';
import { caseTaskInput, loadDocumentCases } from './documents.js';
import { dataDirFromArgs, newestVersion } from './keywords.js';

const THRESHOLDS = [0.5, 0.6, 0.75];

async function main(): Promise<void> {
  const index = await newestVersion(dataDirFromArgs(process.argv.slice(2)));
  const model = engineModelFor(index);
  if (!model) throw new Error(`${index.version} has no model`);
  const tierName = new Map<number, string>(index.topTiers().map((t) => [t, index.nameAt(t)]));
  const right = (cat: number | undefined, vertical: string): boolean =>
    cat !== undefined && cat >= 0 && tierName.get(index.ancestorAtDepth(cat, 1)) === vertical;
  const cases = loadDocumentCases();
  console.log(`index ${index.version}`);
  for (const split of ['tune', 'report'] as const) {
    const docs = cases.filter((c) => c.split === split);
    const cells = THRESHOLDS.map((threshold) => {
      let answered = 0;
      let ok = 0;
      for (const c of docs) {
        const out = classifyDocumentsTask(
          index,
          caseTaskInput(c, { limit: 1, classificationType: 2, mlThreshold: threshold }),
        );
        const best = out.results[0]?.categories[0];
        if (best === undefined) continue;
        answered++;
        if (right(best, c.vertical)) ok++;
      }
      return `${threshold}: ${answered} answered, ${ok} right`;
    });
    let tierOk = 0;
    let classOk = 0;
    for (const c of docs) {
      if (right(model.predict(c.text, { depth: 1, topK: 1 })[0]?.category, c.vertical)) tierOk++;
      if (right(model.predict(c.text, { topK: 1 })[0]?.category, c.vertical)) classOk++;
    }
    const pct = (k: number) => `${((100 * k) / docs.length).toFixed(1)}%`;
    console.log(`${split} (${docs.length}): type 2 at ${cells.join('; ')}`);
    console.log(`  best top tier ${pct(tierOk)}, best class's top tier ${pct(classOk)}`);
  }
}

await main();
