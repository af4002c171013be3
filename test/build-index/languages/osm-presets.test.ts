import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { osmPresetForms, presetNames } from '../../../build-index/languages/osm-presets.js';
import { resolveSenses } from '../../../build-index/rules/flags-writer.js';

test("the presets' names of a language go to the WordNet category of the place they name", () => {
  const offsets = resolveSenses(['drugstore#1', 'hotel#1', 'restaurant#1']);
  const de = osmPresetForms('de').forms;
  assert.ok(de.get(`wn:${offsets.get('drugstore#1')!}`)?.includes('Apotheke'));
  assert.ok(
    osmPresetForms('es')
      .forms.get(`wn:${offsets.get('restaurant#1')!}`)
      ?.includes('Restaurante'),
  );
  assert.ok(
    osmPresetForms('ru')
      .forms.get(`wn:${offsets.get('hotel#1')!}`)
      ?.includes('Гостиница') ||
      osmPresetForms('ru')
        .forms.get(`wn:${offsets.get('hotel#1')!}`)
        ?.includes('Отель'),
  );
  for (const lang of ['ar', 'de', 'es', 'fr', 'it', 'pt', 'ru', 'tr'] as const)
    assert.ok(osmPresetForms(lang).forms.size >= 40, lang);
});

test('a name written for two regions gives both, without their notes', () => {
  assert.equal(presetNames('Bar (latam) / Bar de copas (es)'), ['Bar', 'Bar de copas']);
  assert.equal(presetNames('Apotheke'), ['Apotheke']);
});

test.run();
