import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { LaidOutCategory } from '../../../build-index/build.js';
import {
  nsiLocalNameForms,
  nsiLocalNames,
} from '../../../build-index/languages/nsi-local-names.js';

const data = {
  nsi: {
    'brands/amenity/fast_food': {
      items: [
        {
          displayName: 'Fix Price',
          tags: { name: 'Fix Price', 'name:ru': 'Фикс Прайс', 'name:en': 'Fix Price' },
        },
        {
          displayName: 'IKEA',
          tags: { 'brand:ru': 'IKEA', 'brand:ar': 'ايكيا' },
        },
        { displayName: 'Ziraat Bankası', tags: { 'brand:tr': 'Ziraat Bankası;Ziraat' } },
        { displayName: 'Да', tags: { 'name:ru': 'Да' } },
        { displayName: 'Колесо', tags: { 'name:ru': 'Колесо' } },
      ],
    },
  },
};

test("an item's name:xx and brand:xx tags are its local names, not a name it has in English nor a Latin one in Arabic or Russian", () => {
  const names = nsiLocalNames(data);
  assert.equal([...names.get('ru')!], ['фикс прайс', 'да', 'колесо']);
  assert.equal([...names.get('ar')!], ['ايكيا']);
  assert.equal([...names.get('tr')!].sort(), ['ziraat', 'ziraat bankası']);
  assert.is(names.get('de')!.size, 0);
});

test('the local names go to the brand categories that hold them as patterns, unless every word is an ordinary word', () => {
  const cats = [
    { key: 'nsi:fix-price', patterns: ['fix price', 'фикс прайс'] },
    { key: 'nsi:ikea', patterns: ['ikea'] },
    { key: 'wn:other', patterns: ['фикс прайс'] },
    { key: 'nsi:da', patterns: ['да', 'колесо'] },
  ] as unknown as LaidOutCategory[];
  const names = nsiLocalNames(data);
  assert.equal([...nsiLocalNameForms('ru', cats, names)], [['nsi:fix-price', ['фикс прайс']]]);
  assert.is(nsiLocalNameForms('ar', cats, names).size, 0);
});

test('the package has local names in the eight languages', () => {
  const names = nsiLocalNames();
  assert.ok(names.get('ru')!.size > 100);
  assert.ok(names.get('ar')!.size > 50);
  assert.ok(names.get('fr')!.size > 20);
});

test.run();
