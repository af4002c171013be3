/**
 * Client overlays an administrator uploaded (native-index/overlay-uploads.ts), as the
 * build reads them: an explicit mapping becomes the same rows as an operator's mapping
 * file (client-overlays.ts); a client taxonomy becomes an overlay source whose nodes
 * carry their vocabulary, mapped onto our categories like the built-in overlays
 * (map-overlay.ts), so a client gives only its tree.
 */
import { uploadNodesPreorder, type OverlayUpload } from '../../native-index/overlay-uploads.js';
import type { ClientOverlayFile } from './client-overlays.js';
import type { OverlayNode, OverlaySource } from './overlay-source.js';

/** The upload's mapping rows, shaped like a mapping file's (line: the row's number, from 1). */
export function uploadedMappingFile(u: OverlayUpload): ClientOverlayFile {
  return {
    owner: u.account,
    name: u.name,
    file: `upload ${u.upload_id} (${u.account}/${u.name})`,
    rows: (u.mapping ?? []).map((r, i) => ({
      category: r.category,
      nodeId: r.node_id,
      nodePath: r.node_path,
      line: i + 1,
    })),
  };
}

/** The upload's client taxonomy as an overlay source: nodes in preorder (parents first), with their positive vocabulary. */
export function uploadedTaxonomySource(u: OverlayUpload): OverlaySource {
  const nodes: OverlayNode[] = [];
  for (const { node, path } of uploadNodesPreorder(u.nodes ?? []))
    nodes.push({ id: node.id, path, keys: [], terms: node.positive_vocab });
  return { name: u.name, slug: 'client', nodes };
}
