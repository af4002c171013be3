import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  cleanName,
  invertMapping,
  mapOverlay,
  topicalMapping,
  type MappableCategory,
} from '../../../build-index/overlays/map-overlay.js';
import type { OverlaySource } from '../../../build-index/overlays/overlay-source.js';
import { parseOverlayExceptions } from '../../../build-index/overlays/overlay-exceptions.js';

/** A small tree in preorder: Vehicles > Cars > (Sports Cars, Convertibles); Food > Meat; Film > Comedy Films. */
const rows: Array<[string, string, number]> = [
  ['tier:vehicles', 'Vehicles', -1],
  ['topic:cars', 'Cars', 0],
  ['topic:sports-cars', 'Sports Cars', 1],
  ['gpt:1', 'Convertibles', 1],
  ['tier:food', 'Food', -1],
  ['wn:meat', 'Meat', 4],
  ['tier:film', 'Film', -1],
  ['topic:comedy', 'Comedy Films', 6],
];
function tree(): MappableCategory[] {
  const cats = rows.map(([key, name, parentIndex], index) => ({
    key,
    name,
    parentIndex,
    index,
    depth: 1,
    end: index + 1,
  }));
  for (const c of cats) {
    for (let p = c.parentIndex; p >= 0; p = cats[p]!.parentIndex) {
      c.depth++;
      cats[p]!.end = Math.max(cats[p]!.end, c.index + 1);
    }
  }
  return cats;
}

const node = (id: string, path: string[], keys: string[] = []) => ({ id, path, keys });

test('a node that is one of our categories maps by its key, before any name', () => {
  const source: OverlaySource = {
    name: 'T_v1_2020',
    slug: 't',
    nodes: [node('7', ['Sports Cars'], ['gpt:1'])],
  };
  const m = mapOverlay(source, tree(), () => -1, []);
  assert.equal([...m.category], [3]);
  assert.equal(m.by, ['key']);
});

test('a name match inside the parent node’s category wins over the engine', () => {
  const source: OverlaySource = {
    name: 'T_v1_2020',
    slug: 't',
    nodes: [node('1', ['Autos & Vehicles']), node('2', ['Autos & Vehicles', 'Sports Cars'])],
  };
  const m = mapOverlay(source, tree(), (text) => (text === 'Autos & Vehicles' ? 0 : 5), []);
  assert.equal([...m.category], [0, 2]);
  assert.equal(m.by, ['classified', 'name']);
});

test('the engine’s answer outside the parent’s category gives way to one inside it', () => {
  const source: OverlaySource = {
    name: 'T_v1_2020',
    slug: 't',
    nodes: [node('1', ['Vehicles']), node('2', ['Vehicles', 'Roadsters'])],
  };
  const calls: Array<[string, number]> = [];
  const m = mapOverlay(
    source,
    tree(),
    (text, within) => {
      calls.push([text, within]);
      if (text === 'Roadsters') return within === 0 ? 2 : 5;
      return -1;
    },
    [],
  );
  assert.equal([...m.category], [0, 2]);
  assert.ok(calls.some(([t, w]) => t === 'Roadsters' && w === 0));
});

test('a node whose category is its overlay parent’s, or above it, is left unmapped', () => {
  const source: OverlaySource = {
    name: 'T_v1_2020',
    slug: 't',
    nodes: [
      node('1', ['Cars']),
      node('2', ['Cars', 'Other Cars']),
      node('3', ['Cars', 'Vehicles (All)']),
    ],
  };
  const m = mapOverlay(source, tree(), (text) => (text === 'Cars' ? 1 : 0), []);
  assert.equal([...m.category], [1, -1, -1]);
  assert.equal(invertMapping(m, source), new Map([[1, [0]]]));
});

test('a category lists the broadest of the nodes mapped to it', () => {
  const source: OverlaySource = {
    name: 'T_v1_2020',
    slug: 't',
    nodes: [
      node('1', ['Golf'], ['topic:cars']),
      node('2', ['Golf', 'Golf Bags'], ['topic:cars']),
      node('3', ['Tennis'], ['topic:cars']),
    ],
  };
  const m = mapOverlay(source, tree(), () => -1, []);
  assert.equal(invertMapping(m, source), new Map([[1, [0, 2]]]));
});

test('a node folded into a backbone topic maps to it by its path', () => {
  const source: OverlaySource = {
    name: 'T_v1_2020',
    slug: 't',
    nodes: [node('1', ['Roadsters'], ['gpt:9', 'path:vehicles > cars'])],
  };
  const m = mapOverlay(source, tree(), () => -1, []);
  assert.equal([...m.category], [1]);
  assert.equal(m.by, ['key']);
});

test('the exceptions file overrides every rule, unmaps with "-", and reports keys the build lacks', () => {
  const source: OverlaySource = {
    name: 'T_v1_2020',
    slug: 't',
    nodes: [node('1', ['Food']), node('2', ['Comedy Films']), node('3', ['Meat'], ['wn:meat'])],
  };
  const exceptions = parseOverlayExceptions(
    'node_id\tcategory\tnote\n# reviewed\n1\ttopic:comedy\twrong sense\n2\t-\tnone\n3\twn:absent\tgone\n',
    'x.tsv',
  );
  const m = mapOverlay(source, tree(), () => 5, exceptions);
  assert.equal([...m.category], [7, -1, 5]);
  assert.equal(m.by, ['exception', null, 'key']);
  assert.equal(
    m.unapplied.map((e) => e.nodeId),
    ['3'],
  );
});

test('an exceptions file naming a node twice is refused with its line', () => {
  assert.throws(
    () => parseOverlayExceptions('node_id\tcategory\tnote\n1\t-\ta\n1\t-\tb\n', 'x.tsv'),
    /x\.tsv:3: node 1 is listed twice/,
  );
});

test('names are cleaned of parentheses and a leading "Other"', () => {
  assert.is(cleanName('Motor Vehicles (By Type)'), 'Motor Vehicles');
  assert.is(cleanName('Other Sports'), 'Sports');
  assert.is(cleanName('All Other Crop Farming'), 'Crop Farming');
});

test('a source node also maps to a topical category only when the category covers its title', () => {
  const source: OverlaySource = {
    name: 'N_v1_2017',
    slug: 'n',
    nodes: [
      node('33', ['Motor Vehicle Dealers']),
      node('331', ['Motor Vehicle Dealers', 'Sports Car Dealers']),
      node('332', ['Motor Vehicle Dealers', 'Used Car Dealers']),
      node('333', ['Motor Vehicle Dealers', 'Car Dealers']),
      node('34', ['Meat Markets']),
      node('35', ['Movie Theaters']),
    ],
  };
  const answers: Record<string, number> = {
    'Motor Vehicle Dealers': 0, // a top tier: too broad
    'Sports Car Dealers': 2, // Sports Cars: the head noun and the word narrowing it
    'Used Car Dealers': 1, // Cars: "Used" narrows the head, and Cars does not say it
    'Car Dealers': 1, // Cars
    'Meat Markets': 5, // Meat
    'Movie Theaters': 7, // Comedy Films: "comedy" and "films" are not in the name
  };
  const m = topicalMapping(source, tree(), (text) => answers[text] ?? -1);
  assert.equal([...m.category], [-1, 2, -1, 1, 5, -1]);
});

test('the topical exceptions decide first, unmap with "-", say the nodes repeating the title, and report keys the build lacks', () => {
  const source: OverlaySource = {
    name: 'N_v1_2017',
    slug: 'n',
    nodes: [
      node('1', ['Meat Markets']),
      node('11', ['Meat Markets', 'Meat Markets (except Frozen)']),
      node('12', ['Meat Markets', 'Sports Car Dealers']),
      node('2', ['Car Dealers']),
      node('3', ['Comedy Films']),
    ],
  };
  const exceptions = parseOverlayExceptions(
    'node_id\tcategory\tnote\n1\ttopic:comedy\twrong sense\n2\t-\tnone\n3\twn:absent\tgone\n',
    'x.tsv',
  );
  const answers: Record<string, number> = {
    'Meat Markets': 5,
    'Sports Car Dealers': 2,
    'Car Dealers': 1,
    'Comedy Films': 7,
  };
  const m = topicalMapping(source, tree(), (text) => answers[text] ?? -1, exceptions);
  // 11 repeats its parent's title: the parent's line says it; 12 does not.
  assert.equal([...m.category], [7, -1, 2, -1, -1]);
  assert.equal(
    m.unapplied.map((e) => e.nodeId),
    ['3'],
  );
});

test('a topical mapping to the category of an overlay ancestor, or above it, is left out', () => {
  const source: OverlaySource = {
    name: 'N_v1_2017',
    slug: 'n',
    nodes: [
      node('1', ['Sports Car Dealers']),
      node('11', ['Sports Car Dealers', 'Car Dealers']),
      node('12', ['Sports Car Dealers', 'Sports Car Rentals']),
    ],
  };
  const answers: Record<string, number> = {
    'Sports Car Dealers': 2,
    'Car Dealers': 1, // Cars, above the parent's Sports Cars
    'Sports Car Rentals': 2, // the parent's own
  };
  const m = topicalMapping(source, tree(), (text) => answers[text] ?? -1);
  assert.equal([...m.category], [2, -1, -1]);
});

test.run();
