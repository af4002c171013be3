/** Explanations as the account sees them: ids encoded, categories at its tier_depth, with paths. */
import type { KeywordExplanation } from '../../workers/engine/keyword-explanation.js';
import type { DocumentExplanation } from '../../workers/engine/document-explanation.js';
import type { CategoryPresenter } from './category-view.js';

function showSense<S extends { category: number }>(presenter: CategoryPresenter, s: S) {
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
    ...(e.nearest ? { nearest: showSense(presenter, e.nearest) } : {}),
    ...(e.model ? { model: showSense(presenter, e.model) } : {}),
  };
}

/** A document's explanation as the account sees it (categories at its tier_depth, ids encoded, paths). */
export function showDocumentExplanation(
  presenter: CategoryPresenter,
  e: DocumentExplanation | undefined,
) {
  if (!e) return { categories: [], mentions: [] };
  return {
    categories: e.categories.map((c) => showSense(presenter, c)),
    mentions: e.mentions.map((m) => ({
      source: m.source,
      chosen: showSense(presenter, m.chosen),
      rivals: m.rivals.map((r) => showSense(presenter, r)),
      count: m.count,
    })),
    ...(e.model ? { model: showSense(presenter, e.model) } : {}),
  };
}
