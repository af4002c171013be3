import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  cleanHolidayName,
  holidayCatalogue,
  HOLIDAYS_SOURCE,
  holidayTopic,
} from '../../../../build-index/entities/sources/holidays.js';
import { topicSurfaceForms } from '../../../../build-index/entities/sources/topic-forms.js';
import { assertWellFormed, named } from './entity-checks.js';

const { entities: holidays, covered } = holidayCatalogue();
const HOL = 'Hobbies & Leisure > Celebrations & Holidays';

test('every holiday is a well-formed EVENT under a backbone node', () => {
  assertWellFormed(holidays, HOLIDAYS_SOURCE);
  assert.ok(holidays.length > 800, `only ${holidays.length} holidays`);
  for (const h of holidays) assert.is(h.type, 'EVENT', h.name);
});

test('Christmas, Diwali, Halloween and Black Friday are topic nodes, not entities', () => {
  assert.is(covered.get('Halloween'), `${HOL} > Halloween`);
  assert.is(covered.get('Diwali'), `${HOL} > Diwali`);
  assert.is(covered.get('Lunar New Year'), `${HOL} > Lunar New Year`);
  const forms = topicSurfaceForms();
  assert.is(forms.get('christmas'), `${HOL} > Christmas`);
  assert.is(forms.get('black friday'), 'Shopping > Deals & Sales > Black Friday');
  assert.is(holidayTopic('Black Friday'), 'Shopping > Deals & Sales > Black Friday');
  for (const n of ['Christmas', 'Diwali', 'Deepavali', 'Divali', 'Halloween', 'Black Friday'])
    assert.not.ok(
      holidays.some((h) => h.name === n || h.aliases.includes(n)),
      `${n} is an entity`,
    );
});

test('holidays land where people browse them', () => {
  assert.is(named(holidays, 'Christmas Day').topic, `${HOL} > Christmas`);
  assert.is(named(holidays, 'Easter Monday').topic, `${HOL} > Easter`);
  assert.is(named(holidays, 'Shrove Tuesday').topic, `${HOL} > Mardi Gras & Carnival`);
  assert.is(named(holidays, 'Mid-Autumn Festival').topic, `${HOL} > Asian Festivals`);
  assert.is(named(holidays, 'Anzac Day').topic, `${HOL} > Public Holidays > Remembrance Days`);
  assert.is(
    named(holidays, 'Bastille Day').topic,
    `${HOL} > Public Holidays > National & Independence Days`,
  );
  assert.is(
    named(holidays, 'Boxing Day').topic,
    'Shopping > Deals & Sales > Seasonal Sales > Boxing Day Sales',
  );
  assert.is(
    named(holidays, 'Good Friday').topic,
    'Religion & Belief > Christianity > Christian Holy Days',
  );
  assert.is(named(holidays, 'Passover').topic, 'Religion & Belief > Judaism > Jewish Holidays');
  assert.is(named(holidays, 'Vesak').topic, 'Religion & Belief > Buddhism > Buddhist Festivals');
  assert.is(named(holidays, 'Mawlid').topic, 'Religion & Belief > Islam > Islamic Holidays');
  assert.is(
    named(holidays, 'Krishna Janmashtami').topic,
    'Religion & Belief > Hinduism > Hindu Festivals',
  );
});

test("one entity per holiday across countries, other countries' names as aliases", () => {
  const labour = named(holidays, 'Labour Day');
  for (const a of ['Labor Day', "Workers' Day", 'May Day'])
    assert.ok(labour.aliases.includes(a), a);
  assert.ok(named(holidays, 'Mawlid').aliases.includes('Hari Maulaud Nabi'));
  assert.ok(named(holidays, 'Passover').aliases.includes('Pesach'));
  assert.is(holidays.filter((h) => /^Easter Monday$/.test(h.name)).length, 1);
  assert.match(named(holidays, 'Easter Monday').description ?? '', /more countries/);
  const owner = new Map<string, string>();
  for (const h of holidays)
    for (const f of [h.name, ...h.aliases]) {
      const k = f.toLowerCase();
      assert.is(owner.get(k) ?? h.id, h.id, `"${f}" names ${owner.get(k)} and ${h.id}`);
      owner.set(k, h.id);
    }
});

test('substitute days, days after, school terms and one-off days are left out', () => {
  assert.is(cleanHolidayName('Christmas Day (substitutes)'), 'Christmas Day');
  assert.is(cleanHolidayName('Vietnamese New Year Holidays'), 'Vietnamese New Year');
  for (const junk of [
    'Day off (transferred from January 1)',
    'The day following Good Friday',
    'Term 2 holidays',
    'National Census 2010',
    'Rosh Hashanah (Day 2)',
    'Public Holiday',
    'Bank Holiday',
  ])
    assert.is(cleanHolidayName(junk), null, junk);
  assert.not.ok(holidays.some((h) => /substitute|transferred|census|\bterm \d/i.test(h.name)));
});

test.run();
