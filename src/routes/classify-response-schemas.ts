/**
 * Shapes of the classify answers, for the OpenAPI document (nothing validates answers at
 * run time): the members every client reads, and `explanation` (`explain: true`) in full.
 */
import { z } from 'zod';

const scoreParts = {
  match: z.number().describe('How well the words match the pattern (length, exactness)'),
  prior: z.number().describe('How likely this sense of these words is, before context'),
  context: z.number().describe("The sense's own context words found beside the match"),
  cue: z.number().describe('Cue words of its vertical'),
  agree: z.number().describe("Agreement with the other matches' verticals"),
  salience: z
    .number()
    .describe('The rest: a penalty for depth in its vertical, a bonus for a commercial sense'),
};

const sense = <P extends z.ZodRawShape>(parts: P) =>
  z.object({
    category_id: z.string(),
    path: z.array(z.string()),
    words: z.string().describe('The words of the input that matched the pattern'),
    score: z.number().describe('The sum of the parts'),
    parts: z.object(parts),
    similarity: z
      .number()
      .optional()
      .describe(
        "Cosine of the context's word vectors to the sense, when they weighed rival senses",
      ),
  });

const keywordSense = sense(scoreParts);
const documentSense = sense({
  ...scoreParts,
  document: z
    .number()
    .describe("Support of the rest of the document for the sense's vertical (pass two)"),
});
const lost = z.string().describe('Why it lost to the chosen sense');

const modelOpinion = z
  .object({
    category_id: z.string(),
    path: z.array(z.string()),
    probability: z.number().describe('Calibrated probability at its depth'),
    sure: z.boolean().describe('The probability reaches ml_threshold'),
    agrees: z
      .boolean()
      .describe("On one path with the rules' answer (one category inside the other)"),
  })
  .describe(
    "Hybrid (classification_type 0) only: the topic model's own answer where it did not decide, the deepest category reaching ml_threshold, else its best class",
  );

export const keywordExplanationSchema = z
  .object({
    source: z
      .enum(['rules', 'vectors', 'model_sense', 'model_weak', 'model', 'nearest_topic', 'none'])
      .describe(
        "What decided: the rules, the context's word vectors between close rival senses, the topic model between close rival senses on other words (sure of its class), the topic model over a weak word sense of the rules (sure of another category), the topic model (no rule matched), the topic nearest the keyword's word vectors, or nothing",
      ),
    chosen: keywordSense.nullable(),
    rivals: z.array(keywordSense.extend({ lost })),
    nearest: z
      .object({
        category_id: z.string(),
        path: z.array(z.string()),
        similarity: z.number().describe("Cosine of the topic's centroid to the keyword's words"),
      })
      .optional()
      .describe('With source nearest_topic: the topic chosen'),
    model: modelOpinion.optional(),
  })
  .describe('Why the keyword got its category (explain: true)');

export const documentExplanationSchema = z
  .object({
    categories: z
      .array(
        z.object({
          category_id: z.string(),
          path: z.array(z.string()),
          source: z
            .enum(['rules', 'cues', 'model'])
            .describe(
              "What placed it: matched phrases, the vertical's cue words, or the topic model",
            ),
          words: z.array(z.string()).describe('The words of the input that placed it'),
          score: z.number(),
          parts: z
            .record(z.string(), z.number())
            .describe(
              'rules and cues: evidence, ancestors, descendants, vertical, depth; model: probability',
            ),
        }),
      )
      .describe('One per scored category, in the same order'),
    mentions: z
      .array(
        z.object({
          source: z
            .enum(['rules', 'vectors'])
            .describe("vectors: the document's word vectors overruled the rules' sense"),
          chosen: documentSense,
          rivals: z.array(documentSense.extend({ lost })),
          count: z.number().int().describe('Occurrences of the phrase with this sense'),
        }),
      )
      .describe('Matched phrases (at most 20): the sense chosen and its rivals'),
    model: modelOpinion.optional(),
  })
  .describe('Why the document got its categories (explain: true)');

const customSource = z
  .enum(['vocabulary', 'zero_shot'])
  .describe("What placed the node: its listed words, or its centroid's similarity (zero-shot)");
const similarity = z
  .number()
  .nullable()
  .describe('zero_shot: cosine of the text and the node centroid; null for vocabulary');

export const customKeywordExplanationSchema = z
  .object({
    source: z.enum(['vocabulary', 'zero_shot', 'none']),
    category_id: z.string().nullable(),
    path: z.array(z.string()),
    words: z.array(z.string()).describe("The keyword's phrases that matched the node's vocabulary"),
    similarity,
  })
  .describe('With dataset_id: why the keyword got its node (explain: true)');

export const customDocumentExplanationSchema = z
  .object({
    categories: z
      .array(
        z.object({
          category_id: z.string(),
          path: z.array(z.string()),
          source: customSource,
          words: z.array(z.string()),
          score: z.number(),
          similarity,
        }),
      )
      .describe('One per scored category, in the same order'),
  })
  .describe('With dataset_id: why the document got its nodes (explain: true)');

const scored = {
  scored_categories: z.array(z.object({ category_id: z.string(), score: z.number() })),
  scored_keywords: z.array(z.object({ keyword: z.string(), score: z.number() })),
  entities: z.array(z.object({ category_id: z.string(), type: z.string() })),
  sentiment: z.number().nullable(),
};
const categories = z
  .record(z.string(), z.unknown())
  .describe('Category by id, as categories/categories answers them');

export const keywordsResponseSchema = z.object({
  results: z.array(
    z.object({
      category_id: z.string().nullable(),
      flags: z.array(z.number()),
      explanation: z
        .union([keywordExplanationSchema, customKeywordExplanationSchema])
        .nullable()
        .optional(),
    }),
  ),
  mappings: z.array(z.string().nullable()),
  categories,
  overlay: z.unknown(),
});

export const socialResponseSchema = z.object({
  results: z.array(
    z.object({
      ...scored,
      flags: z.array(z.unknown()),
      explanation: z.union([documentExplanationSchema, customDocumentExplanationSchema]).optional(),
    }),
  ),
  categories,
  chars: z.number().int(),
  overlay: z.unknown(),
});

export const documentResponseSchema = (withTitle: boolean) =>
  z.object({
    ...(withTitle ? { title: z.string() } : {}),
    ...scored,
    categories,
    chars: z.number().int(),
    overlay: z.unknown(),
    explanation: z.union([documentExplanationSchema, customDocumentExplanationSchema]).optional(),
  });
