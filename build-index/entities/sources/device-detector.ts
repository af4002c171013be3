/**
 * Phones, tablets, wearables, TVs and streaming devices, laptops and consoles by brand and
 * model, from the user-agent tables of `node-device-detector` (MIT), kept as DEVICE_BRANDS
 * says: named product lines of well-known brands. Each model is a PRODUCT under the
 * Computers & Electronics node of its kind, named with its brand ("Samsung Galaxy S24",
 * alias "galaxy s24"), or without it where the line is a name of its own ("iPhone 15",
 * alias "apple iphone 15"). The model number stays in the name: it is what makes "iphone
 * 15 case" about the phone.
 */
import { createRequire } from 'node:module';
import { entitySlug, type NamedEntity } from '../named-entity.js';
import {
  DEVICE_BRANDS,
  type DeviceBrand,
  type DeviceKind,
  type DeviceLine,
} from './device-brands.js';
import { cleanModelName } from './device-model-name.js';
import { spellingVariants } from './spelling-variants.js';

export const DEVICE_DETECTOR_SOURCE = 'device-detector';
export const DEVICE_DETECTOR_PACKAGE = 'node-device-detector';

/** The package's device files read (same shape: brand → regex, device type, models). */
const DEVICE_FILES = ['mobiles', 'notebooks', 'consoles'] as const;

interface RawModel {
  model?: string;
  device?: string;
  brand?: string;
}
interface RawBrand extends RawModel {
  models?: RawModel[];
}

const CE = 'Computers & Electronics';
const PHONES = `${CE} > Mobile Phones`;
const COMPUTERS = `${CE} > Computers`;
const GADGETS = `${CE} > Consumer Electronics`;
const CONSOLES = 'Games > Video Games > Consoles & Platforms';

const KINDS: Readonly<Record<DeviceKind, { topic: string; label: string }>> = {
  phone: { topic: `${PHONES} > Smartphones`, label: 'Smartphone' },
  foldable: { topic: `${PHONES} > Smartphones > Foldable Phones`, label: 'Foldable phone' },
  'basic-phone': { topic: `${PHONES} > Basic Phones`, label: 'Basic phone' },
  tablet: { topic: `${COMPUTERS} > Tablets`, label: 'Tablet' },
  'e-reader': { topic: `${GADGETS} > E-Readers`, label: 'E-reader' },
  smartwatch: { topic: `${GADGETS} > Wearable Technology > Smartwatches`, label: 'Smartwatch' },
  vr: {
    topic: `${GADGETS} > Wearable Technology > VR Headsets & Smart Glasses`,
    label: 'VR headset',
  },
  tv: { topic: `${GADGETS} > Televisions > Smart TVs`, label: 'Smart TV' },
  streamer: { topic: `${GADGETS} > Streaming Devices`, label: 'Streaming device' },
  'smart-speaker': {
    topic: `${GADGETS} > Smart Home > Smart Speakers & Displays`,
    label: 'Smart speaker',
  },
  laptop: { topic: `${COMPUTERS} > Laptops`, label: 'Laptop' },
  'gaming-laptop': { topic: `${COMPUTERS} > Laptops > Gaming Laptops`, label: 'Gaming laptop' },
  '2-in-1': { topic: `${COMPUTERS} > Laptops > 2-in-1 Laptops`, label: '2-in-1 laptop' },
  chromebook: { topic: `${COMPUTERS} > Laptops > Chromebooks`, label: 'Chromebook' },
  desktop: { topic: `${COMPUTERS} > Desktop Computers`, label: 'Desktop computer' },
  'all-in-one': {
    topic: `${COMPUTERS} > Desktop Computers > All-in-One Computers`,
    label: 'All-in-one computer',
  },
  'mini-pc': { topic: `${COMPUTERS} > Desktop Computers > Mini PCs`, label: 'Mini PC' },
  console: { topic: CONSOLES, label: 'Game console' },
  playstation: { topic: `${CONSOLES} > PlayStation`, label: 'Game console' },
  xbox: { topic: `${CONSOLES} > Xbox`, label: 'Game console' },
};

const ANDROID_PHONES = `${PHONES} > Smartphones > Android Phones`;

/** The kind a package device type gives when the line does not say; others are not kept. */
const KIND_OF_TYPE: Readonly<Record<string, DeviceKind>> = {
  smartphone: 'phone',
  phablet: 'phone',
  'feature phone': 'basic-phone',
  tablet: 'tablet',
  wearable: 'smartwatch',
  tv: 'tv',
  'smart speaker': 'smart-speaker',
  'smart display': 'smart-speaker',
  console: 'console',
};

/** Foldable phones by model name (the Droid Razr of 2011 is not one; the Moto Razr is). */
const FOLDABLE = /\b(?:Fold|Flip)\b|^(?:Moto )?Razr\b|^(?:Find N|Magic Vs?)(?:\d|\b)/;

/** One model of the package, placed. */
interface DeviceRow {
  brand: DeviceBrand;
  line: DeviceLine;
  model: string;
  kind: DeviceKind;
}

export function loadDeviceDetectorEntities(): NamedEntity[] {
  return deviceEntities(readDeviceRows());
}

/** Every model of the package's device files that a line of DEVICE_BRANDS keeps. */
export function readDeviceRows(): DeviceRow[] {
  const require = createRequire(import.meta.url);
  const byKey = new Map<string, DeviceBrand>();
  const byName = new Map<string, DeviceBrand>();
  for (const b of DEVICE_BRANDS) {
    for (const k of b.keys) byKey.set(k, b);
    byName.set(b.name.toLowerCase(), b);
  }
  const rows: DeviceRow[] = [];
  for (const file of DEVICE_FILES) {
    const brands = require(`${DEVICE_DETECTOR_PACKAGE}/regexes/device/${file}.js`) as Record<
      string,
      RawBrand
    >;
    for (const key of Object.keys(brands).sort()) {
      const raw = brands[key]!;
      for (const m of raw.models ?? [raw]) {
        const row = placeModel(m, raw, key, byKey, byName);
        if (row) rows.push(row);
      }
    }
  }
  return rows;
}

function placeModel(
  m: RawModel,
  raw: RawBrand,
  key: string,
  byKey: ReadonlyMap<string, DeviceBrand>,
  byName: ReadonlyMap<string, DeviceBrand>,
): DeviceRow | null {
  let brand = byKey.get(m.brand ?? key);
  let model = (m.model ?? '').trim();
  if (!brand || model === '') return null;
  // A sub-brand listed under its parent ("Honor 30" under Huawei) is its own brand's model.
  const [first, ...rest] = model.split(' ');
  const other = byName.get(first!.toLowerCase());
  if (other && other !== brand && rest.length > 0) {
    brand = other;
    model = rest.join(' ');
  }
  const line = brand.lines.find((l) => l.match.test(model));
  const kindOfType = KIND_OF_TYPE[m.device ?? raw.device ?? ''];
  let kind = line?.kind ?? kindOfType;
  if (!line || !kind) return null;
  if (kind === 'phone' && FOLDABLE.test(model)) kind = 'foldable';
  const clean = cleanModelName(model, { bareSizes: kind === 'tablet' || kind === 'e-reader' });
  if (!clean) return null;
  return { brand, line, model: clean, kind };
}

/** The model without its brand names it alone only when it is more than one plain word. */
function standsAlone(model: string): boolean {
  return /\d/.test(model) || model.includes(' ');
}

export function deviceEntities(rows: readonly DeviceRow[]): NamedEntity[] {
  const merged = new Map<
    string,
    { name: string; aliases: Set<string>; kinds: Set<DeviceKind>; row: DeviceRow }
  >();
  for (const row of rows) {
    const { brand, line, model } = row;
    const hasBrand = model.toLowerCase().startsWith(`${brand.name.toLowerCase()} `);
    const name = line.brandless || hasBrand ? model : `${brand.name} ${model}`;
    const aliases = new Set<string>();
    if (line.brandless && !hasBrand) aliases.add(`${brand.name} ${model}`.toLowerCase());
    if (line.alone && !line.brandless && !hasBrand && standsAlone(model))
      aliases.add(model.toLowerCase());
    for (const a of [name, ...aliases]) for (const v of spellingVariants(a)) aliases.add(v);
    aliases.delete(name.toLowerCase());

    const id = entitySlug(name.replace(/\+/g, ' plus '));
    const hit = merged.get(id);
    const entry = hit ?? { name, aliases: new Set<string>(), kinds: new Set(), row };
    for (const a of aliases) entry.aliases.add(a);
    entry.kinds.add(row.kind);
    merged.set(id, entry);
  }

  const kindOrder = Object.keys(KINDS) as DeviceKind[];
  const out: NamedEntity[] = [];
  for (const [id, { name, aliases, kinds, row }] of merged) {
    // A name two kinds share goes to the first kind: "Galaxy Note" is the phone, not the
    // 10.1" tablet whose size the cleaning removed.
    const kind = kindOrder.find((k) => kinds.has(k))!;
    const android = kind === 'phone' && !row.brand.notAndroid && !row.line.notAndroid;
    out.push({
      source: DEVICE_DETECTOR_SOURCE,
      id,
      name,
      aliases: [...aliases].sort(),
      topic: android ? ANDROID_PHONES : KINDS[kind].topic,
      type: 'PRODUCT',
      domain: 'product',
      description: `${KINDS[kind].label} by ${row.brand.name}`,
    });
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
