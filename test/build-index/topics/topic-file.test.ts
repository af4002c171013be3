import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { VERTICALS } from '../../../build-index/taxonomy/verticals.js';
import {
  backbonePaths,
  countTopics,
  MAX_TOPIC_LEVEL,
  MIN_TOPIC_LEVEL,
  parseTopicFile,
  readTopicBackbone,
  TopicFileError,
  walkTopics,
} from '../../../build-index/topics/topic-file.js';

const MIN_NODES_PER_FILE = 100;
const MIN_NODES_TOTAL = 2500;

const here = path.dirname(fileURLToPath(import.meta.url));

/** The source folder build-index/topics (this file runs from dist/test/build-index/topics/; data files are not copied to dist). */
function topicsDir(): string {
  const candidates = [
    path.join(here, '..', '..', '..', '..', 'build-index', 'topics'),
    path.join(here, '..', '..', '..', 'build-index', 'topics'),
  ];
  for (const c of candidates) {
    try {
      if (statSync(path.join(c, 'README.md')).isFile()) return c;
    } catch {
      // try the next
    }
  }
  throw new Error(`build-index/topics not found (looked in ${candidates.join(', ')})`);
}

/** Asserts that parsing `text` as `f.topics` throws a TopicFileError naming the file, `line` and matching `pattern`. */
function refuses(text: string, line: number, pattern: RegExp): void {
  let err: unknown;
  try {
    parseTopicFile(text, 'f.topics');
  } catch (e) {
    err = e;
  }
  assert.ok(
    err instanceof TopicFileError,
    `expected a TopicFileError for:\n${text}\ngot ${String(err)}`,
  );
  const e = err;
  assert.ok(
    e.message.startsWith(`f.topics:${line}: `),
    `message "${e.message}" should start with "f.topics:${line}: "`,
  );
  assert.is(e.file, 'f.topics');
  assert.is(e.line, line);
  assert.match(e.message, pattern);
}

test('a good nested file parses into nodes with levels, fields and lines', () => {
  const text = [
    '# Sports',
    '',
    'Team Sports = team games ; cues: league',
    '  Baseball = hardball ; cues: pitcher, inning, home run ; not: cricket',
    '    Baseball Leagues & Teams = baseball teams ; cues: roster, standings',
    '      MLB = major league baseball, mlb ; cues: world series',
    '      # a comment between children',
    '      Minor League Baseball = milb',
    '  Basketball',
    'Individual Sports ; not: lonely',
    '  Tennis = lawn tennis',
    '',
  ].join('\n');
  const nodes = parseTopicFile(text, 'sports.topics');
  assert.is(nodes.length, 2);
  const [team, individual] = nodes as [
    NonNullable<(typeof nodes)[0]>,
    NonNullable<(typeof nodes)[0]>,
  ];
  assert.equal(
    {
      name: team.name,
      level: team.level,
      synonyms: team.synonyms,
      cues: team.cues,
      not: team.not,
      line: team.line,
    },
    { name: 'Team Sports', level: 2, synonyms: ['team games'], cues: ['league'], not: [], line: 3 },
  );
  const baseball = team.children[0]!;
  assert.equal(
    [baseball.name, baseball.level, baseball.synonyms, baseball.cues, baseball.not],
    ['Baseball', 3, ['hardball'], ['pitcher', 'inning', 'home run'], ['cricket']],
  );
  const leagues = baseball.children[0]!;
  assert.is(leagues.level, 4);
  assert.equal(
    leagues.children.map((n) => [n.name, n.level, n.line]),
    [
      ['MLB', 5, 6],
      ['Minor League Baseball', 5, 8],
    ],
  );
  assert.equal(leagues.children[0]!.synonyms, ['major league baseball']);
  assert.equal(
    team.children.map((n) => n.name),
    ['Baseball', 'Basketball'],
  );
  assert.equal(team.children[1]!.children, []);
  assert.equal(
    [individual.name, individual.synonyms, individual.cues, individual.not],
    ['Individual Sports', [], [], ['lonely']],
  );
  assert.is(countTopics(nodes), 8);
  assert.equal([...walkTopics(nodes)].map((w) => w.path.join(' > ')).slice(0, 4), [
    'Team Sports',
    'Team Sports > Baseball',
    'Team Sports > Baseball > Baseball Leagues & Teams',
    'Team Sports > Baseball > Baseball Leagues & Teams > MLB',
  ]);
});

test('the same name may recur in different branches, and CRLF line ends are read', () => {
  const nodes = parseTopicFile('A\r\n  Leagues\r\nB\r\n  Leagues = b leagues\r\n', 'f.topics');
  assert.equal(
    nodes.map((n) => n.children[0]!.name),
    ['Leagues', 'Leagues'],
  );
});

test('bad indentation: odd spaces', () => {
  refuses('A\n   B', 2, /not a multiple of 2/);
});

test('bad indentation: tab', () => {
  refuses('A\n\tB', 2, /tab/);
  refuses('A = a\tb', 1, /tab/);
});

test('bad indentation: more than one level deeper than the parent', () => {
  refuses('A\n    B', 2, /more than one level deeper/);
  refuses('A\n  B\n      C', 3, /more than one level deeper/);
  refuses('  A', 1, /first node must be at column 0/);
});

test('level beyond 5', () => {
  refuses('A\n  B\n    C\n      D\n        E', 5, /level 6 is beyond/);
});

test('empty name', () => {
  refuses('A\n  = b, c', 2, /empty name/);
  refuses('; cues: x', 1, /empty name/);
});

test('duplicate sibling names (case-insensitive), at column 0 and deeper', () => {
  refuses('A\n  B\n  C\n  b', 4, /duplicate sibling name "b" \(also on line 2\)/);
  refuses('A\nX\nA', 3, /duplicate sibling name/);
});

test('unknown field', () => {
  refuses('A ; foo: x', 1, /unknown field "foo:"/);
  refuses('A ; cues x', 1, /not "cues: \.\.\." or "not: \.\.\."/);
});

test('fields twice or out of order', () => {
  refuses('A ; cues: x ; cues: y', 1, /given twice/);
  refuses('A ; not: x ; cues: y', 1, /out of order/);
  refuses('A ; cues: x = y', 1, /'=' inside/);
  refuses('A = a = b', 1, /more than one '='/);
});

test('upper-case synonym', () => {
  refuses('A\n  B = b, Bee', 2, /synonym "Bee" is not lower case/);
});

test('empty item or empty list', () => {
  refuses('A = a, , b', 1, /empty item/);
  refuses('A = a,', 1, /empty item/);
  refuses('A ; cues: x, ', 1, /empty item/);
  refuses('A =  ; cues: x', 1, /empty synonyms list/);
  refuses('A ; not:', 1, /empty not list/);
});

test('a synonym repeated within the file', () => {
  refuses(
    'Alpha = a1, b1\n  Beta = c1\nGamma = b1',
    3,
    /synonym "b1" is repeated \(first on line 1\)/,
  );
  refuses('Alpha = a1, a1', 1, /given twice/);
  refuses(
    'Alpha = x1\nBeta = beta2\n  Gamma = alpha',
    3,
    /synonym "alpha" is repeated: it is the name of the node on line 1/,
  );
  refuses(
    'Alpha = beta\nBeta = x1',
    1,
    /synonym "beta" is repeated: it is the name of the node on line 2/,
  );
});

test("a synonym equal to the node's own name is implied and dropped, not refused", () => {
  const [mlb] = parseTopicFile('MLB = major league baseball, mlb', 'f.topics');
  assert.equal(mlb!.synonyms, ['major league baseball']);
});

test('a repeated cue within one node is refused; the same cue on two nodes is fine', () => {
  refuses('A ; cues: x, y, x', 1, /"x" is given twice in "cues:"/);
  assert.is(countTopics(parseTopicFile('A ; cues: x\nB ; cues: x', 'f.topics')), 2);
});

test('readTopicBackbone refuses a file whose name is not a vertical slug', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'topics-'));
  try {
    writeFileSync(path.join(dir, 'README.md'), '# not read\n');
    writeFileSync(path.join(dir, 'sports.topics'), 'Team Sports\n  Baseball\n');
    writeFileSync(path.join(dir, 'games.topics'), 'Video Games\n');
    const backbone = readTopicBackbone(dir);
    assert.equal([...backbone.keys()], ['sports', 'games']); // the order of VERTICALS
    assert.is(countTopics(backbone.get('sports')!), 2);
    writeFileSync(path.join(dir, 'sport.topics'), 'Team Sports\n');
    try {
      readTopicBackbone(dir);
      assert.unreachable('sport.topics should be refused');
    } catch (err) {
      assert.instance(err, TopicFileError);
      assert.match((err as Error).message, /sport\.topics: "sport" is not a vertical slug/);
    }
    rmSync(path.join(dir, 'sport.topics'));
    writeFileSync(path.join(dir, 'games.topics'), 'Video Games\n  Shooters\n     Bad\n');
    try {
      readTopicBackbone(dir);
      assert.unreachable('games.topics should be refused');
    } catch (err) {
      assert.match(
        (err as Error).message,
        new RegExp(`${path.join(dir, 'games.topics').replace(/[.\\/]/g, '\\$&')}:3: `),
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the real backbone folder: every file parses, has >= 100 nodes, levels 2..5', () => {
  const dir = topicsDir();
  const backbone = readTopicBackbone(dir);
  const files = readdirSync(dir).filter((f) => f.endsWith('.topics'));
  assert.is(backbone.size, files.length);
  let total = 0;
  for (const [slug, nodes] of backbone) {
    const n = countTopics(nodes);
    total += n;
    assert.ok(
      n >= MIN_NODES_PER_FILE,
      `${slug}.topics has ${n} nodes, fewer than ${MIN_NODES_PER_FILE}`,
    );
    for (const { node, path: p } of walkTopics(nodes)) {
      assert.ok(
        node.level >= MIN_TOPIC_LEVEL && node.level <= MAX_TOPIC_LEVEL,
        `${slug}: ${p.join(' > ')} at level ${node.level}`,
      );
      assert.is(node.level, p.length + 1, `${slug}: ${p.join(' > ')}`);
    }
  }
  const missing = VERTICALS.map((v) => v.slug).filter((s) => !backbone.has(s));
  assert.equal(missing, [], `verticals without a .topics file: ${missing.join(', ')}`);
  assert.ok(
    total >= MIN_NODES_TOTAL,
    `the backbone has ${total} nodes, fewer than ${MIN_NODES_TOTAL}`,
  );
});

test('backbone paths run from the vertical name down, in lower case', () => {
  const paths = backbonePaths(topicsDir());
  assert.ok(paths.has('sports > team sports > baseball'));
  assert.ok(paths.has('sports'));
  assert.not.ok(paths.has('team sports > baseball'));
});

test.run();
