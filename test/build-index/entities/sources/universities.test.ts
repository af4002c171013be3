import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  COLLEGES,
  isInitialsOf,
  loadUniversities,
  topicOf,
  UNIVERSITIES_SOURCE,
  universityEntities,
} from '../../../../build-index/entities/sources/universities.js';
import { readNameLine } from '../../../../build-index/entities/sources/institution-name.js';
import { loadWordFrequencies } from '../../../../build-index/sources/subtlex.js';
import { assertWellFormed, named } from './entity-checks.js';

const started = performance.now();
const cpuBefore = process.cpuUsage();
const universities = loadUniversities();
const cpu = process.cpuUsage(cpuBefore);
const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
const wallMs = Math.round(performance.now() - started);
console.log(`universities: ${universities.length} entities in ${wallMs} ms (${cpuMs} ms CPU)`);
const freq = loadWordFrequencies();

test('every university is well formed, an ORG under Colleges & Universities', () => {
  assertWellFormed(universities, UNIVERSITIES_SOURCE);
  assert.ok(universities.length > 8000, `only ${universities.length} universities`);
  for (const u of universities) {
    assert.ok(u.topic.startsWith(COLLEGES), `${u.name}: ${u.topic}`);
    assert.is(u.type, 'ORG');
    assert.ok(u.context?.includes('university'));
  }
});

test('Chicago and Oxford are there, "The" dropped for an alias', () => {
  const chicago = named(universities, 'The University of Chicago');
  assert.is(chicago.id, 'the-university-of-chicago');
  assert.is(chicago.topic, COLLEGES);
  assert.ok(chicago.aliases.includes('university of chicago'));
  assert.ok(chicago.description?.includes('uchicago.edu'));
  assert.is(named(universities, 'University of Oxford').topic, COLLEGES);
  named(universities, 'Massachusetts Institute of Technology');
  assert.not.ok(universities.some((u) => u.aliases.includes('mit')));
});

test('community colleges and business, law and medical schools go to their nodes', () => {
  assert.is(topicOf('austin community college'), `${COLLEGES} > Community Colleges`);
  assert.is(topicOf('london business school'), `${COLLEGES} > Graduate School > Business School`);
  assert.is(topicOf('yale law school'), `${COLLEGES} > Graduate School > Law School`);
  assert.is(
    topicOf('eastern virginia medical school'),
    `${COLLEGES} > Graduate School > Medical School`,
  );
  assert.is(
    named(universities, 'New York Law School').topic,
    `${COLLEGES} > Graduate School > Law School`,
  );
});

test('schools below college level, units, notes and the domain lists give no entity', () => {
  for (const line of [
    'Millburn High School',
    'Goethe-Gymnasium Bensheim',
    'Colegio San José',
    'Faculty of Medicine, University of Zagreb',
    'Homepage: http://gymnasiumsarstedt.de/',
    'isbstudent.comsats.edu.pk',
    'Sydney Grammar School',
  ])
    assert.is(readNameLine(line, freq).name, undefined, line);
  const names = new Set(universities.map((u) => u.name.toLowerCase()));
  for (const junk of ['millburn high school', 'mdx.ac', 'id.ac', 'ac.be'])
    assert.not.ok(names.has(junk), junk);
});

test('a line is cleaned: entities decoded, acronyms taken out, capitals title-cased', () => {
  assert.equal(readNameLine('Tianjin University of Finance &amp; Economics', freq), {
    name: 'Tianjin University of Finance & Economics',
    key: 'tianjin university of finance and economics',
    recased: false,
    shortForms: [],
  });
  const ula = readNameLine('Universidad Latinoamericana (ULA)', freq);
  assert.is(ula.name, 'Universidad Latinoamericana');
  assert.equal(ula.shortForms, ['ULA']);
  assert.is(
    readNameLine('UNIVERSIDAD TECNOLÓGICA NACIONAL', freq).name,
    'Universidad Tecnológica Nacional',
  );
  assert.is(readNameLine('ardhi university', freq).name, 'Ardhi University');
  assert.equal(readNameLine('aka RGIT', freq).shortForms, ['RGIT']);
});

test('files naming one institution make one entity; generic names none', () => {
  const files = [
    { domain: 'uni-a.edu', lines: ['UNIVERSITY OF ALPHA VALLEY'] },
    { domain: 'alphaville.ac.xx', lines: ['The University of Alpha Valley', 'UOAV', 'ZQXW'] },
    { domain: 'betaburg.xx', lines: ['Universität Betaburg', 'University of Betaburg'] },
    {
      domain: 'gammatown.xx',
      lines: ['University of Gammatown', 'University of Gammatown - East'],
    },
    { domain: 'nu.xx', lines: ['National University'] },
    { domain: 'hs.xx', lines: ['Delta High School'] },
  ];
  const got = universityEntities(files, freq);
  assert.equal(
    got.map((e) => [e.id, e.name, e.aliases]),
    [
      [
        'the-university-of-alpha-valley',
        'The University of Alpha Valley',
        ['university of alpha valley', 'uoav'],
      ],
      ['universitat-betaburg', 'Universität Betaburg', ['university of betaburg']],
      ['university-of-gammatown', 'University of Gammatown', []],
    ],
  );
  assert.ok(got[0]!.description?.includes('alphaville.ac.xx, uni-a.edu'));
});

test('an acronym stands alone only as the initials of the name, once in the data', () => {
  assert.ok(isInitialsOf('buet', 'bangladesh university of engineering and technology'));
  assert.not.ok(isInitialsOf('deree', 'alba graduate business school'));
  const buet = named(universities, 'Bangladesh University of Engineering and Technology');
  assert.ok(buet.aliases.includes('buet'));
  for (const u of universities)
    for (const a of u.aliases) assert.ok(a.includes(' ') || a.length >= 4, `${u.name}: ${a}`);
});

// CPU time, not wall time: the test machine's two cores are shared with other builds.
test('loading the ~24,000 files takes seconds of CPU, not minutes', () => {
  assert.ok(cpuMs < 8000, `${cpuMs} ms`);
});

test.run();
