import { z } from 'zod';
import { badRequest } from '../errors.js';
import type { CategoryPresenter } from '../present/category-view.js';
import { isWellFormedId } from '../present/id-codec.js';
import type { IndexVersion } from '../../native-index/index.js';
import { MODEL_FILE } from '../../native-index/model-format.js';
import { SUPPORTED_CONTENT_LANGUAGES } from '../../workers/nlp/languages.js';
import { overlaysParam } from './overlay-params.js';

const supportedLanguages = SUPPORTED_CONTENT_LANGUAGES as readonly string[];

/** The classification parameters every classify call shares (API.md), all optional. */
export const sharedClassifyParams = {
  classification_type: z.number().int().min(0).max(2).optional(),
  ml_threshold: z.number().min(0).max(1).optional(),
  entities: z.boolean().optional(),
  taxonomy_timestamp: z.number().int().optional(),
  dataset_id: z.string().max(200).optional(),
  add_last_node: z.boolean().optional(),
  classify_limit: z.number().int().min(1).max(1000).optional(),
  classify_timeout: z.number().positive().max(600).optional(),
  source_language: z.string().optional(),
  async: z.boolean().optional(),
  overlays: overlaysParam,
};

export interface SharedClassifyParams {
  classification_type?: number | undefined;
  dataset_id?: string | undefined;
  source_language?: string | undefined;
}

/** Checks the shared parameters whose valid values depend on what the service can do now. */
export function checkSharedParams(p: SharedClassifyParams): void {
  if (
    p.source_language !== undefined &&
    !supportedLanguages.includes(p.source_language.toLowerCase())
  ) {
    throw badRequest(
      'unsupported_language',
      `source_language ${JSON.stringify(p.source_language).slice(0, 40)} is not supported; use one of ${supportedLanguages.join(', ')} (ISO 639-1).`,
      'source_language',
    );
  }
}

/** classification_type 2 needs the version's topic model (versions built before it have none). */
export function checkModel(index: IndexVersion, type: number | undefined): void {
  if (type === 2 && !index.hasFile(MODEL_FILE)) {
    throw badRequest(
      'model_unavailable',
      `Index version ${index.version} has no topic model (built before it existed); use classification_type 0 or 1, or wait for the next build.`,
      'classification_type',
    );
  }
}

/** Branch ids (API tokens) to category indexes; an id that is not one of the account's categories is a 400. */
export function branchIndexes(
  presenter: CategoryPresenter,
  branches: readonly string[] | undefined,
  field = 'branches',
): number[] {
  if (!branches) return [];
  return branches.map((token, n) => {
    const i = isWellFormedId(token) ? presenter.lookup(token) : -1;
    if (i < 0)
      throw badRequest(
        'invalid_branch',
        `${field}[${n}] (${JSON.stringify(token).slice(0, 60)}) is not a category id of this account; see categories/tiers.`,
        `${field}.${n}`,
      );
    return i;
  });
}
