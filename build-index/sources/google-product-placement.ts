/**
 * Where each node of the Google Product Taxonomy goes in the backbone, by the first rule
 * that applies:
 * 1. its entry in GPT_HOMES (google-product-homes.ts): `is`/`is-gear` fold it into a
 *    topic, `under`/`gear` keep it below one, `drop` leaves it out with what is below it;
 * 2. a backbone topic already named like it (by its name, or by every kind its name
 *    coordinates) under the topic it would hang on, or elsewhere in that vertical: it
 *    folds into that topic (below `gear` and `is-gear` nodes only topics under their
 *    target count);
 * 3. otherwise it is kept, below its GPT parent or the topic its parent folded into.
 * A kept node is named by its surface forms (none the backbone owns, none another GPT
 * node is named by, no single word that mostly means something else). One left without
 * a form is the one topic that owns its name if there is one; else, if it holds nothing,
 * it is dropped.
 */
import { BackboneSurfaces, type BackboneTopic, surfaceKey } from './backbone-surfaces.js';
import { GPT_HOMES, type GptHome } from './google-product-homes.js';
import { AMBIGUOUS_ALONE, GPT_PATTERNS } from './google-product-patterns.js';
import type { GptNode } from './google-product-taxonomy.js';
import { coordinatedKinds, productNameForms } from './product-name-patterns.js';
import { PatternSet } from './vocab.js';

export type GptPlacement =
  | {
      kind: 'kept';
      /** Backbone path (lower case) or `gpt:<id>`. */
      parent: string;
      /** Surface forms of its category (none when it only holds other nodes). */
      patterns: string[];
    }
  | { kind: 'folded'; into: string }
  | { kind: 'dropped' };

interface Frame {
  placement: GptPlacement;
  /** Nearest backbone path at or above the node ('' when dropped). */
  home: string;
  /** Nodes below fold only into topics under `home` (below `gear` and `is-gear`). */
  narrow: boolean;
}

/**
 * Where every GPT node goes (by id), given the backbone; `nodes` in file order (parents
 * first). Throws when a GPT_HOMES entry of a branch present names no GPT node, a target is no backbone path, or a top-level branch has no home.
 */
export function placeGoogleProductTaxonomy(
  nodes: readonly GptNode[],
  backbone: BackboneSurfaces,
  homes: ReadonlyMap<string, GptHome> = GPT_HOMES,
): Map<number, GptPlacement> {
  const byPath = new Map(nodes.map((n) => [n.path.join(' > '), n]));
  const branches = new Set(nodes.map((n) => n.path[0]));
  for (const p of homes.keys())
    if (branches.has(p.split(' > ')[0]) && !byPath.has(p))
      throw new Error(`GPT_HOMES: no GPT node "${p}"`);
  const parents = new Set(nodes.map((n) => n.path.slice(0, -1).join(' > ')));
  const naming = new Naming(nodes, backbone);
  const frames = new Map<string, Frame>();
  const framesById = new Map<number, Frame>();
  const out = new Map<number, GptPlacement>();
  for (const node of nodes) {
    const key = node.path.join(' > ');
    const parentPath = node.path.slice(0, -1).join(' > ');
    const up = frames.get(parentPath);
    const entry = homes.get(key);
    let frame: Frame;
    if (entry) {
      frame = fromEntry(key, entry, backbone, framesById);
    } else if (!up) {
      throw new Error(`GPT_HOMES: top-level branch "${key}" has no home`);
    } else if (up.placement.kind === 'dropped') {
      frame = up;
    } else {
      const into = foldTarget(node.name, up.home, up.narrow, backbone);
      const parent = up.placement.kind === 'kept' ? `gpt:${byPath.get(parentPath)!.id}` : up.home;
      frame = into
        ? { placement: { kind: 'folded', into }, home: into, narrow: up.narrow }
        : { placement: { kind: 'kept', parent, patterns: [] }, home: up.home, narrow: up.narrow };
    }
    if (frame.placement.kind === 'kept' && frame !== up) {
      const gear = entry?.mode === 'gear';
      const patterns = naming.patterns(node, gear);
      // A node the backbone already names elsewhere, that leaves no form of its own, is
      // that topic; one that names nothing and holds nothing is left out.
      const owner = patterns.length === 0 && !gear ? naming.soleOwner(node) : undefined;
      if (owner)
        frame = { placement: { kind: 'folded', into: owner }, home: owner, narrow: frame.narrow };
      else if (patterns.length === 0 && !parents.has(key))
        frame = { ...frame, placement: { kind: 'dropped' } };
      else frame = { ...frame, placement: { ...frame.placement, patterns } };
    }
    frames.set(key, frame);
    framesById.set(node.id, frame);
    out.set(node.id, frame.placement);
  }
  return out;
}

function fromEntry(
  path: string,
  entry: GptHome,
  backbone: BackboneSurfaces,
  placed: ReadonlyMap<number, Frame>,
): Frame {
  if (entry.mode === 'drop') return { placement: { kind: 'dropped' }, home: '', narrow: false };
  const fail = (why: string): never => {
    throw new Error(`GPT_HOMES "${path}": ${why}`);
  };
  if (entry.target.startsWith('gpt:')) {
    const target = placed.get(Number(entry.target.slice(4)));
    if (entry.mode !== 'under' || target?.placement.kind !== 'kept')
      fail(`${entry.target} must be a kept GPT node listed before it, with mode "under"`);
    return {
      placement: { kind: 'kept', parent: entry.target, patterns: [] },
      home: target!.home,
      narrow: false,
    };
  }
  const home = entry.target.toLowerCase();
  if (!backbone.has(home)) fail(`"${entry.target}" is no backbone path`);
  switch (entry.mode) {
    case 'is':
    case 'is-gear':
      return { placement: { kind: 'folded', into: home }, home, narrow: entry.mode === 'is-gear' };
    case 'under':
    case 'gear':
      return {
        placement: { kind: 'kept', parent: home, patterns: [] },
        home,
        narrow: entry.mode === 'gear',
      };
  }
}

/**
 * The backbone topic a GPT name duplicates, looked for under `home`, then (unless
 * `narrow`) in home's vertical: a topic named by the whole name, or by every kind the
 * name coordinates. A topic whose own name matches beats one whose synonym does, a
 * shallower one a deeper one; a remaining tie folds nothing.
 */
export function foldTarget(
  name: string,
  home: string,
  narrow: boolean,
  backbone: BackboneSurfaces,
): string | undefined {
  const whole = surfaceKey(name);
  const candidates = new Set(backbone.ownersOf(whole));
  const kinds = (coordinatedKinds(name) ?? []).map(surfaceKey);
  if (kinds.length > 0) {
    const [first, ...rest] = kinds.map((k) => new Set(backbone.ownersOf(k)));
    for (const p of first!) if (rest.every((r) => r.has(p))) candidates.add(p);
  }
  const vertical = backbone.topics.get(home)!.vertical;
  const scopes: Array<(p: string) => boolean> = [(p) => BackboneSurfaces.within(p, home)];
  if (!narrow) scopes.push((p) => backbone.topics.get(p)!.vertical === vertical);
  const byName = (t: BackboneTopic): number => (t.nameKey === whole ? 0 : 1);
  for (const inScope of scopes) {
    const [best, next] = [...candidates]
      .filter(inScope)
      .map((p) => backbone.topics.get(p)!)
      .sort((a, b) => byName(a) - byName(b) || a.level - b.level);
    if (!best) continue;
    if (next && next.level === best.level && byName(next) === byName(best)) return undefined;
    return best.path;
  }
  return undefined;
}

/** Surface forms of GPT names, checked against the backbone and the other GPT names. */
class Naming {
  /** Folded name → id, for nodes named by their own name (no GPT_PATTERNS entry). */
  private readonly gptNames = new Map<string, number>();
  private readonly ambiguous: ReadonlySet<string> = new Set([...AMBIGUOUS_ALONE].map(surfaceKey));

  constructor(
    nodes: readonly GptNode[],
    private readonly backbone: BackboneSurfaces,
  ) {
    for (const n of nodes) if (!GPT_PATTERNS.has(n.id)) this.gptNames.set(surfaceKey(n.name), n.id);
  }

  /**
   * Its GPT_PATTERNS entry, or the forms of its name (for a `gear` node only "<kind>
   * equipment" and "<kind> gear"); without forms the backbone owns, forms another GPT
   * node is named by, and single words that are ambiguous alone.
   */
  patterns(node: GptNode, gear: boolean): string[] {
    const override = GPT_PATTERNS.get(node.id);
    const forms =
      override ??
      (gear
        ? (coordinatedKinds(node.name) ?? [node.name.toLowerCase()]).flatMap((k) => [
            `${k} equipment`,
            `${k} gear`,
          ])
        : productNameForms(node.name));
    const set = new PatternSet();
    for (const f of forms) {
      const key = surfaceKey(f);
      if (key === '' || this.backbone.ownsKey(key)) continue;
      const named = this.gptNames.get(key);
      if (named !== undefined && named !== node.id) continue;
      if (!key.includes(' ') && this.ambiguous.has(key)) continue;
      set.add(f);
    }
    return set.list;
  }

  /** The one backbone topic that the node's forms name, if exactly one does. */
  soleOwner(node: GptNode): string | undefined {
    const forms = GPT_PATTERNS.get(node.id) ?? productNameForms(node.name);
    const owners = new Set(forms.flatMap((f) => this.backbone.ownersOf(surfaceKey(f))));
    return owners.size === 1 ? [...owners][0] : undefined;
  }
}
