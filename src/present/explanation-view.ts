/** A keyword's explanation as the account sees it: ids encoded, categories at its tier_depth, with paths. */
import type {
  ExplainedSense,
  KeywordExplanation,
} from '../../workers/engine/keyword-explanation.js';
import type { CategoryPresenter } from './category-view.js';

function showSense<S extends ExplainedSense>(presenter: CategoryPresenter, s: S) {
  const { category, ...rest } = s;
  const shown = presenter.visible(category);
  return { category_id: presenter.idOf(shown), path: presenter.index.pathAt(shown), ...rest };
}

export function showExplanation(presenter: CategoryPresenter, e: KeywordExplanation | null) {
  if (!e) return null;
  return {
    source: e.source,
    chosen: e.chosen ? showSense(presenter, e.chosen) : null,
    rivals: e.rivals.map((r) => showSense(presenter, r)),
  };
}
