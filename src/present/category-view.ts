import type { IndexVersion } from '../../native-index/index.js';
import { socialStatsOf } from '../../native-index/social-stats.js';
import type { Account } from '../accounts/accounts.js';
import { codecFor, type IdCodec } from './id-codec.js';
import { categoryText } from './category-text.js';
import { accountIdTexts } from './account-id-texts.js';

export interface CategoryStats {
  social_relevance: number | null;
  social_idf: number | null;
  commercial_score?: number | null;
}

/** A Category object of the API, with ids encoded for one account. */
export interface CategoryView {
  id: string;
  name: string;
  path: string[];
  idpath: string[];
  stats: CategoryStats | null;
  facets: [string, string][] | null;
}

/**
 * Builds API category objects for one account: encodes ids with the account's secret
 * and applies its tier_depth (a category deeper than the account may see is shown as
 * its ancestor at that depth).
 */
export class CategoryPresenter {
  readonly codec: IdCodec;
  private readonly tierDepth: number;
  /** API ids already encoded for this account on this version, by category index. */
  private readonly encoded: Map<number, string>;
  /** Idpaths already written for this account on this version, as JSON without brackets. */
  private readonly idpaths: Map<number, string>;

  constructor(
    readonly index: IndexVersion,
    account: Account,
  ) {
    this.codec = codecFor(account.id_secret);
    this.tierDepth = account.tier_depth;
    const texts = accountIdTexts(index, account.id_secret);
    this.encoded = texts.ids;
    this.idpaths = texts.idpaths;
  }

  /** The index a category is shown as for this account. */
  visible(i: number): number {
    return this.index.depthAt(i) > this.tierDepth
      ? this.index.ancestorAtDepth(i, this.tierDepth)
      : i;
  }

  /** Index of an API id, or -1 when it is not one of this account's ids, unknown, or deeper than the account sees. */
  lookup(token: string): number {
    const id = this.codec.decode(token);
    if (id === undefined) return -1;
    const i = this.index.indexOfId(id);
    if (i < 0 || this.index.depthAt(i) > this.tierDepth) return -1;
    return i;
  }

  idOf(i: number): string {
    let token = this.encoded.get(i);
    if (token === undefined) this.encoded.set(i, (token = this.codec.encode(this.index.idAt(i))));
    return token;
  }

  /** Ids of a category and its ancestors, top tier first; only ids not encoded yet go through the cipher, in one call. */
  private idpathOf(i: number): string[] {
    this.prepare([i]);
    const chain: string[] = [];
    for (let c = i; c >= 0; c = this.index.parentAt(c)) chain.push(this.encoded.get(c)!);
    return chain.reverse();
  }

  view(i: number): CategoryView {
    const idpath = this.idpathOf(i);
    return {
      id: idpath[idpath.length - 1]!,
      name: this.index.nameAt(i),
      path: this.index.pathAt(i),
      idpath,
      stats: socialStatsOf(this.index, i),
      facets: this.index.facetsAt(i),
    };
  }

  /**
   * Encodes, in one cipher call, the ids of these categories and of their ancestors that
   * this account has not encoded yet (a call per category costs more than the cipher).
   */
  prepare(indexes: Iterable<number>): void {
    // (An encoded category's ancestors need not be: idOf encodes one category alone.)
    const seen = new Set<number>();
    const list: number[] = [];
    for (const i of indexes) {
      for (let c = i; c >= 0 && !seen.has(c); c = this.index.parentAt(c)) {
        seen.add(c);
        if (!this.encoded.has(c)) list.push(c);
      }
    }
    if (list.length === 0) return;
    const tokens = this.codec.encodeMany(list.map((c) => this.index.idAt(c)));
    list.forEach((c, k) => this.encoded.set(c, tokens[k]!));
  }

  /**
   * The `categories` dictionary of a reply as JSON text: what JSON.stringify gives for
   * these categories' `view`s keyed by id. What is the same for every account comes from
   * `categoryText`, and each idpath is made once per account and version from its
   * parent's (ancestors repeat across the categories of a long reply).
   */
  dictionaryText(indexes: Iterable<number>): string {
    const list = [...indexes];
    this.prepare(list);
    let out = '{';
    for (let k = 0; k < list.length; k++) {
      const i = list[k]!;
      const id = this.encoded.get(i)!;
      const text = categoryText(this.index, i);
      out += `${k === 0 ? '' : ','}"${id}":{"id":"${id}","name":${text.name},"path":[${text.path}],"idpath":[${this.idpathText(i)}],${text.tail}}`;
    }
    return out + '}';
  }

  /** The idpath of a category whose ids `prepare` encoded, made from its parent's. */
  private idpathText(i: number): string {
    let text = this.idpaths.get(i);
    if (text !== undefined) return text;
    const parent = this.index.parentAt(i);
    const own = `"${this.encoded.get(i)!}"`;
    text = parent >= 0 ? `${this.idpathText(parent)},${own}` : own;
    this.idpaths.set(i, text);
    return text;
  }
}
