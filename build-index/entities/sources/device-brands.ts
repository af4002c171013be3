/**
 * The device brands and product lines we keep from `node-device-detector`: our own table.
 * The package knows about 2,000 brands and 15,000 models, most of them white-label
 * tablets, carrier rebrands and models known only by a code. We keep the brands sold
 * widely in the US, Europe and India, and of those only the product lines people search
 * for by name (Galaxy S, Pixel, Redmi Note, Xperia...): a model outside every listed line
 * is dropped. That is the cap: about 35 brands, their named lines, every model of a line
 * the package lists (a few thousand).
 */

/** What a device is, which decides its topic. */
export type DeviceKind =
  | 'phone'
  | 'foldable'
  | 'basic-phone'
  | 'tablet'
  | 'e-reader'
  | 'smartwatch'
  | 'vr'
  | 'tv'
  | 'streamer'
  | 'smart-speaker'
  | 'laptop'
  | 'gaming-laptop'
  | '2-in-1'
  | 'chromebook'
  | 'desktop'
  | 'all-in-one'
  | 'mini-pc'
  | 'console'
  | 'playstation'
  | 'xbox';

export interface DeviceLine {
  /** Matches the start of the package's model name (brand removed). */
  match: RegExp;
  /**
   * The model name without the brand names the device alone ("galaxy s24", "redmi note
   * 13"); only where the line's name is a coined word, not a plain word or letter ("Edge
   * 40", "Y20", "Play 9").
   */
  alone?: boolean;
  /** Overrides the kind the package's device type gives. */
  kind?: DeviceKind;
  /** Named without the brand ("iPhone 15", "PlayStation 5"); the brand form is an alias. */
  brandless?: boolean;
  /** Phones of the line do not run Android (Lumia, BlackBerry). */
  notAndroid?: boolean;
}

export interface DeviceBrand {
  /** Brand names in the package's files (`mobiles.js` keys, or a model's `brand`). */
  keys: readonly string[];
  /** As the brand writes itself. */
  name: string;
  /** Phones of the brand do not run Android (Apple). */
  notAndroid?: boolean;
  lines: readonly DeviceLine[];
}

const brandless = true;
const alone = true;
const notAndroid = true;

export const DEVICE_BRANDS: readonly DeviceBrand[] = [
  {
    keys: ['Apple'],
    name: 'Apple',
    notAndroid,
    lines: [
      { match: /^iPhone\b/, brandless },
      { match: /^iPad\b/, brandless },
      { match: /^Watch\b/ },
      { match: /^MacBook\b/, brandless, kind: 'laptop' },
      { match: /^iMac\b/, brandless, kind: 'all-in-one' },
      { match: /^Mac Mini\b/i, brandless, kind: 'mini-pc' },
      { match: /^Mac (?:Pro|Studio)\b/, brandless, kind: 'desktop' },
      { match: /^Apple TV\b/, kind: 'streamer' },
      { match: /^HomePod\b/, brandless, kind: 'smart-speaker' },
    ],
  },
  {
    keys: ['Samsung'],
    name: 'Samsung',
    lines: [
      { match: /^Galaxy S(?:\d|$| II\b| III\b)/, alone },
      { match: /^Galaxy Note(?:\s?\d|$| Edge| FE)/, alone },
      { match: /^Galaxy (?:Z |Fold)/, alone },
      { match: /^Galaxy [AMFJ]\d/, alone },
      { match: /^Galaxy Xcover/i, alone },
      { match: /^Galaxy Tab/, alone },
      { match: /^Galaxy Watch/, alone },
      { match: /^Galaxy Gear/, alone, kind: 'smartwatch' },
      { match: /^Galaxy Book/, alone, kind: 'laptop' },
      { match: /^Chromebook/, kind: 'chromebook' },
    ],
  },
  {
    keys: ['Google'],
    name: 'Google',
    lines: [
      { match: /^Pixel(?!book)\b/, alone },
      { match: /^Pixelbook\b/, alone, kind: 'chromebook' },
      { match: /^Nexus\b/, alone },
      { match: /^Chromecast\b/, alone, kind: 'streamer' },
    ],
  },
  {
    keys: ['OnePlus'],
    name: 'OnePlus',
    lines: [
      { match: /^\d/ },
      { match: /^Nord\b/ },
      { match: /^Open$/, kind: 'foldable' },
      { match: /^Pad\b/ },
      { match: /^(?:One|X)$/ },
    ],
  },
  {
    keys: ['Xiaomi'],
    name: 'Xiaomi',
    lines: [
      { match: /^Redmi\b/, alone },
      { match: /^Mi (?:\d|Mix|Note|Max|A\d|Pad)/ },
      { match: /^\d/ },
      { match: /^Mix\b/ },
      { match: /^Pad\b/ },
      { match: /^Black Shark\b/, alone },
      { match: /^Civi\b/ },
      { match: /^(?:Mi Box|MiTV Stick|TV Box)\b/, kind: 'streamer' },
      { match: /^MiTV\b/, kind: 'tv' },
    ],
  },
  { keys: ['POCO'], name: 'POCO', lines: [{ match: /^[MXFC]\d/ }, { match: /^Pad\b/ }] },
  {
    keys: ['Huawei'],
    name: 'Huawei',
    lines: [
      { match: /^Mate ?\d/, alone },
      { match: /^Mate X/, alone, kind: 'foldable' },
      { match: /^MatePad\b/, alone },
      { match: /^MateBook\b/, alone, kind: 'laptop' },
      { match: /^MediaPad\b/, alone },
      { match: /^Pura\b/, alone },
      { match: /^P\d/ },
      { match: /^(?:P50 )?Pocket\b/, kind: 'foldable' },
      { match: /^Nova\b/ },
      { match: /^Y\d/ },
      { match: /^Ascend\b/ },
      { match: /^Watch\b/, kind: 'smartwatch' },
    ],
  },
  {
    keys: ['Honor'],
    name: 'Honor',
    lines: [
      { match: /^\d/ },
      { match: /^X\d/ },
      { match: /^Magic(?:Pad)?\b/ },
      { match: /^Pad\b/ },
      { match: /^Play\b/ },
      { match: /^View\b/ },
    ],
  },
  {
    keys: ['OPPO'],
    name: 'OPPO',
    lines: [
      { match: /^Reno\b/ },
      { match: /^Find\b/ },
      { match: /^[AFK]\d/ },
      { match: /^Pad\b/ },
      { match: /^Watch\b/ },
    ],
  },
  {
    keys: ['Vivo'],
    name: 'Vivo',
    lines: [
      { match: /^iQOO\b/, alone },
      { match: /^X ?\d/ },
      { match: /^X (?:Fold|Flip)/, kind: 'foldable' },
      { match: /^[VYT]\d/ },
      { match: /^Nex\b/ },
      { match: /^Pad\b/ },
    ],
  },
  {
    keys: ['Realme'],
    name: 'Realme',
    lines: [
      { match: /^\d/ },
      { match: /^[CPX]\d/ },
      { match: /^GT\b/ },
      { match: /^Narzo\b/, alone },
      { match: /^Note\b/ },
      { match: /^Pad\b/ },
    ],
  },
  {
    keys: ['Motorola'],
    name: 'Motorola',
    lines: [
      { match: /^Moto\b/, alone },
      { match: /^Razr\b/i, alone, kind: 'foldable' },
      { match: /^Edge\b/ },
      { match: /^Droid\b/ },
      { match: /^ThinkPhone\b/, alone },
      { match: /^One\b/ },
    ],
  },
  {
    keys: ['Nokia'],
    name: 'Nokia',
    lines: [
      { match: /^\d{3}/, notAndroid },
      { match: /^\d/ },
      { match: /^Lumia\b/, alone, notAndroid },
      { match: /^[CGX]\d/ },
      { match: /^N\d/, notAndroid },
    ],
  },
  {
    keys: ['HMD'],
    name: 'HMD',
    lines: [{ match: /^(?:Pulse|Vibe|Fusion|Skyline|Crest|Arc)\b/ }],
  },
  {
    keys: ['Sony'],
    name: 'Sony',
    lines: [
      { match: /^Xperia\b/, alone },
      { match: /^Bravia\b/, alone, kind: 'tv' },
      { match: /^PlayStation\b/, alone, brandless, kind: 'playstation' },
    ],
  },
  {
    keys: ['LG'],
    name: 'LG',
    lines: [
      { match: /^G(?:\d| Flex| Pro| Stylo| Pad)/ },
      { match: /^V\d/ },
      { match: /^(?:Velvet|Wing)\b/i },
      { match: /^Stylo\b/ },
      { match: /^[KQ]\d/ },
      { match: /^Optimus\b/ },
    ],
  },
  {
    keys: ['Asus'],
    name: 'Asus',
    lines: [
      { match: /^ZenFone\b/i, alone },
      { match: /^ROG Phone\b/, alone },
      { match: /^ZenPad\b/, alone },
      { match: /^ZenBook\b/i, alone, kind: 'laptop' },
      { match: /^Transformer\b/, kind: '2-in-1' },
    ],
  },
  {
    keys: ['Lenovo'],
    name: 'Lenovo',
    lines: [
      { match: /^Tab\b/ },
      { match: /^Yoga (?:Tab|Pad|Smart Tab)/ },
      { match: /^Legion\b/, alone },
      { match: /^ThinkPad\b/, alone, kind: 'laptop' },
      { match: /^IdeaPad\b/, alone, kind: 'laptop' },
      { match: /^[KZ]\d/ },
    ],
  },
  {
    keys: ['ZTE'],
    name: 'ZTE',
    lines: [{ match: /^Axon\b/, alone }, { match: /^Blade\b/ }, { match: /^ZMax\b/i }],
  },
  {
    keys: ['Nubia'],
    name: 'Nubia',
    lines: [{ match: /^Red Magic\b/, alone }, { match: /^Z\d/ }, { match: /^Flip\b/ }],
  },
  {
    keys: ['TCL'],
    name: 'TCL',
    lines: [
      { match: /^\d{2}/ },
      { match: /^NxtPaper\b/, alone },
      { match: /^Tab\b/ },
      { match: /^Stylus\b/ },
    ],
  },
  {
    keys: ['Alcatel'],
    name: 'Alcatel',
    lines: [{ match: /^\d/ }, { match: /^(?:Go ?Flip|MyFlip|SmartFlip)\b/, kind: 'basic-phone' }],
  },
  {
    keys: ['HTC'],
    name: 'HTC',
    lines: [
      { match: /^One\b/ },
      { match: /^Desire\b/ },
      { match: /^U\d/ },
      { match: /^(?:Evo|Butterfly)\b/ },
    ],
  },
  {
    keys: ['RIM'],
    name: 'BlackBerry',
    notAndroid,
    lines: [
      {
        match: /^(?:BlackBerry|KEY|Priv|DTEK|Motion|Evolve|Curve|Tour|Passport|Classic|Bold)/,
      },
    ],
  },
  {
    keys: ['Microsoft'],
    name: 'Microsoft',
    lines: [
      { match: /^Lumia\b/, alone, notAndroid },
      { match: /^Surface Duo\b/, alone, kind: 'foldable' },
      { match: /^Surface (?:\d|Pro|Go)/, alone, kind: '2-in-1' },
      { match: /^Surface (?:Book|Laptop)/, alone, kind: 'laptop' },
      { match: /^Xbox\b/, alone, brandless, kind: 'xbox' },
    ],
  },
  {
    keys: ['Amazon'],
    name: 'Amazon',
    lines: [
      { match: /^Fire TV (?:\d-Series|Omni)/, alone, kind: 'tv' },
      { match: /^Fire TV\b/, alone, kind: 'streamer' },
      { match: /^Fire (?:HD|HDX|Max)\b/, alone, kind: 'tablet' },
      { match: /^Fire \d/, kind: 'tablet' },
      { match: /^Kindle Fire\b/, alone, kind: 'tablet' },
      { match: /^Kindle$/, kind: 'e-reader' },
      { match: /^Echo\b/, alone, kind: 'smart-speaker' },
      { match: /^Fire Phone$/, alone },
    ],
  },
  {
    keys: ['Meta'],
    name: 'Meta',
    lines: [
      { match: /^Quest\b/, alone, kind: 'vr' },
      { match: /^Portal\b/, kind: 'smart-speaker' },
    ],
  },
  { keys: ['Nothing'], name: 'Nothing', lines: [{ match: /^Phone\b/ }] },
  {
    keys: ['Infinix'],
    name: 'Infinix',
    lines: [{ match: /^(?:Hot|Note|Zero|Smart|GT)\b/ }],
  },
  {
    keys: ['Tecno Mobile'],
    name: 'Tecno',
    lines: [{ match: /^(?:Camon|Pova)\b/, alone }, { match: /^(?:Spark|Phantom|Pop)\b/ }],
  },
  { keys: ['Sharp'], name: 'Sharp', lines: [{ match: /^Aquos (?:R|Sense|Zero|Wish)/i, alone }] },
  { keys: ['Kyocera'], name: 'Kyocera', lines: [{ match: /^(?:DuraForce|DuraXV|Torque)\b/ }] },
  { keys: ['Cat'], name: 'Cat', lines: [{ match: /^S\d/ }] },
  {
    keys: ['Nvidia'],
    name: 'Nvidia',
    lines: [
      { match: /^SHIELD (?:Android )?TV\b/i, alone, kind: 'streamer' },
      { match: /^SHIELD\b/i, alone },
    ],
  },
  {
    keys: ['Roku'],
    name: 'Roku',
    lines: [{ match: /^(?:Express|Ultra|Streaming Stick)\b/, kind: 'streamer' }],
  },
  { keys: ['ONYX BOOX'], name: 'Onyx Boox', lines: [{ match: /^[A-Z]/, kind: 'e-reader' }] },
  { keys: ['Acer'], name: 'Acer', lines: [{ match: /^Iconia\b/, alone }] },
  {
    keys: ['Dell'],
    name: 'Dell',
    lines: [{ match: /^XPS\b/, alone, kind: 'laptop' }, { match: /^(?:Inspiron|Latitude)\b/ }],
  },
  {
    keys: ['Alienware'],
    name: 'Alienware',
    lines: [{ match: /^Alienware\b/, kind: 'gaming-laptop' }],
  },
  {
    keys: ['HP'],
    name: 'HP',
    lines: [
      { match: /^(?:Spectre|ENVY) x360\b/i, kind: '2-in-1' },
      { match: /^Pavilion\b/, kind: 'laptop' },
    ],
  },
  { keys: ['Sega'], name: 'Sega', lines: [{ match: /^(?:Dreamcast|Saturn)\b/, alone }] },
];
