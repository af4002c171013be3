import { grownCopy } from '../typed-arrays.js';

/**
 * The mentions of one document and their candidate senses, as the document scorer
 * collects them window by window: parallel typed arrays reused from document to
 * document (grown by doubling, never shrunk), so scoring a document allocates none of
 * them. Mention m has senses [senseStart[m], senseEnd[m]).
 */
export class MentionTable {
  count = 0;
  weight = new Float64Array(16);
  start = new Int32Array(16);
  end = new Int32Array(16);
  senseStart = new Int32Array(16);
  senseEnd = new Int32Array(16);
  /** The category chosen for the mention (DocumentScorer pass two), or -1. */
  chosen = new Int32Array(16);
  /** The mention's token span in the document's tokens (DocumentScorer.docTokens). */
  tokenStart = new Int32Array(16);
  tokenEnd = new Int32Array(16);
  /** 1 when the context's word vectors overruled the rules' sense (sense-vectors.ts). */
  byVectors = new Uint8Array(16);
  /** 1 when the vector step may weigh the mention's senses (not one everyday word). */
  weighable = new Uint8Array(16);

  senses = 0;
  category = new Int32Array(64);
  score = new Float64Array(64);
  vertical = new Uint8Array(64);
  /** Topicality of the sense's category (1, or less for times, numbers and the like). */
  topical = new Float64Array(64);
  /** Cosine of the context's word vectors to the sense when the vector step weighed it, else NaN. */
  similarity = new Float64Array(64);

  clear(): void {
    this.count = 0;
    this.senses = 0;
  }

  /** Opens a mention; its senses are the ones added until the next open. */
  open(
    weight: number,
    start: number,
    end: number,
    tokenStart: number,
    tokenEnd: number,
    weighable: boolean,
  ): void {
    const m = this.count;
    if (m === this.weight.length) this.growMentions();
    this.weight[m] = weight;
    this.start[m] = start;
    this.end[m] = end;
    this.senseStart[m] = this.senses;
    this.senseEnd[m] = this.senses;
    this.chosen[m] = -1;
    this.tokenStart[m] = tokenStart;
    this.tokenEnd[m] = tokenEnd;
    this.byVectors[m] = 0;
    this.weighable[m] = weighable ? 1 : 0;
    this.count = m + 1;
  }

  addSense(category: number, score: number, vertical: number, topical: number): void {
    const k = this.senses;
    if (k === this.category.length) this.growSenses();
    this.category[k] = category;
    this.score[k] = score;
    this.vertical[k] = vertical;
    this.topical[k] = topical;
    this.similarity[k] = NaN;
    this.senses = k + 1;
    this.senseEnd[this.count - 1] = k + 1;
  }

  /** Drops the last mention and its senses (one left without any sense). */
  dropLast(): void {
    this.count--;
    this.senses = this.senseStart[this.count]!;
  }

  private growMentions(): void {
    const c = this.weight.length * 2;
    this.weight = grownCopy(this.weight, c);
    this.start = grownCopy(this.start, c);
    this.end = grownCopy(this.end, c);
    this.senseStart = grownCopy(this.senseStart, c);
    this.senseEnd = grownCopy(this.senseEnd, c);
    this.chosen = grownCopy(this.chosen, c);
    this.tokenStart = grownCopy(this.tokenStart, c);
    this.tokenEnd = grownCopy(this.tokenEnd, c);
    this.byVectors = grownCopy(this.byVectors, c);
    this.weighable = grownCopy(this.weighable, c);
  }

  private growSenses(): void {
    const c = this.category.length * 2;
    this.category = grownCopy(this.category, c);
    this.score = grownCopy(this.score, c);
    this.vertical = grownCopy(this.vertical, c);
    this.topical = grownCopy(this.topical, c);
    this.similarity = grownCopy(this.similarity, c);
  }
}
