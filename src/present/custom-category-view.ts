/**
 * Nodes of a custom taxonomy shown as categories: the node's stable 32-hex id, its name,
 * the path and idpath from the user's tree, no stats, no facets. The account's
 * tier_depth applies as for the default taxonomy (a deeper node is shown as its ancestor).
 */
import type { Account } from '../accounts/accounts.js';
import type { CompiledTaxonomy } from '../taxonomies/custom-taxonomies.js';

export interface CustomCategory {
  id: string;
  name: string;
  path: string[];
  idpath: string[];
  stats: null;
  facets: [];
}

export class CustomCategoryPresenter {
  constructor(
    private readonly tax: CompiledTaxonomy,
    private readonly account: Pick<Account, 'tier_depth'>,
  ) {}

  /** The node shown for `node`: itself, or its ancestor at the account's tier_depth. */
  visible(node: number): number {
    const chain = this.chain(node);
    return chain[Math.min(chain.length, Math.max(1, this.account.tier_depth)) - 1]!;
  }

  idOf(node: number): string {
    return this.tax.ids[node]!;
  }

  view(node: number): CustomCategory {
    const chain = this.chain(node);
    return {
      id: this.tax.ids[node]!,
      name: this.tax.names[node]!,
      path: chain.map((n) => this.tax.names[n]!),
      idpath: chain.map((n) => this.tax.ids[n]!),
      stats: null,
      facets: [],
    };
  }

  dictionary(nodes: Iterable<number>): Record<string, CustomCategory> {
    const out: Record<string, CustomCategory> = {};
    for (const n of nodes) out[this.tax.ids[n]!] = this.view(n);
    return out;
  }

  /** Top-level ancestor first, the node last. */
  private chain(node: number): number[] {
    const chain: number[] = [];
    for (let n = node; n >= 0; n = this.tax.parent[n]!) chain.push(n);
    return chain.reverse();
  }
}
