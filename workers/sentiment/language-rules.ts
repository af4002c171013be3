/**
 * The function words that the sentiment rules (sentiment.ts) need in the eight other
 * languages, written by us: negators before the words they negate, negators after them
 * (Turkish "değil": "iyi değil"), intensifiers, contrast and concessive words. Words are
 * as written, one word each ("sin embargo" is its "embargo"); language-lexicon.ts turns
 * them into the language's keys.
 *
 * French "ne" is left out on purpose: it comes with "pas", "jamais" or "rien", and two
 * negators in one scope cancel.
 */
import type { TextLanguage } from '../../text/languages/language-codes.js';

export interface LanguageRuleWords {
  negators: readonly string[];
  postNegators: readonly string[];
  /** Word -> factor on the next valenced word (1.3 "very", 1.5 "extremely"). */
  intensifiers: Readonly<Record<string, number>>;
  contrast: readonly string[];
  concessive: readonly string[];
}

export const LANGUAGE_RULE_WORDS: Readonly<Record<TextLanguage, LanguageRuleWords>> = {
  ar: {
    negators: ['لا', 'لم', 'لن', 'ليس', 'ليست', 'غير', 'بدون', 'دون'],
    postNegators: [],
    intensifiers: { حقا: 1.3, كثيرا: 1.3, أكثر: 1.2, تماما: 1.3 },
    contrast: ['لكن', 'ولكن', 'لكنه', 'لكنها', 'بينما'],
    concessive: ['رغم', 'برغم'],
  },
  de: {
    negators: ['nicht', 'kein', 'keine', 'keinen', 'keiner', 'nie', 'niemals', 'nichts', 'ohne'],
    postNegators: [],
    intensifiers: {
      sehr: 1.3,
      wirklich: 1.3,
      echt: 1.3,
      total: 1.3,
      extrem: 1.5,
      äußerst: 1.5,
      besonders: 1.3,
      so: 1.2,
      ziemlich: 1.1,
    },
    contrast: ['aber', 'jedoch', 'allerdings', 'trotzdem', 'dennoch'],
    concessive: ['obwohl', 'obgleich'],
  },
  es: {
    negators: ['no', 'nunca', 'jamás', 'nada', 'sin', 'ni', 'tampoco', 'ningún', 'ninguna'],
    postNegators: [],
    intensifiers: {
      muy: 1.3,
      realmente: 1.3,
      súper: 1.3,
      super: 1.3,
      extremadamente: 1.5,
      tan: 1.2,
      bastante: 1.1,
      demasiado: 1.3,
      increíblemente: 1.5,
    },
    contrast: ['pero', 'embargo', 'mas'],
    concessive: ['aunque', 'pese'],
  },
  fr: {
    negators: ['pas', 'jamais', 'rien', 'sans', 'non', 'aucun', 'aucune', 'ni', 'guère'],
    postNegators: [],
    intensifiers: {
      très: 1.3,
      vraiment: 1.3,
      trop: 1.3,
      super: 1.3,
      tellement: 1.3,
      extrêmement: 1.5,
      vachement: 1.3,
      assez: 1.1,
      si: 1.2,
    },
    contrast: ['mais', 'cependant', 'pourtant', 'toutefois', 'néanmoins'],
    concessive: ['quoique', 'malgré'],
  },
  it: {
    negators: ['non', 'mai', 'niente', 'nulla', 'senza', 'nessuno', 'nessuna', 'né'],
    postNegators: [],
    intensifiers: {
      molto: 1.3,
      davvero: 1.3,
      veramente: 1.3,
      troppo: 1.3,
      super: 1.3,
      estremamente: 1.5,
      proprio: 1.2,
      così: 1.2,
      abbastanza: 1.1,
    },
    contrast: ['ma', 'però', 'tuttavia', 'comunque', 'eppure'],
    concessive: ['sebbene', 'benché', 'nonostante'],
  },
  pt: {
    negators: ['não', 'nunca', 'jamais', 'nada', 'sem', 'nem', 'nenhum', 'nenhuma'],
    postNegators: [],
    intensifiers: {
      muito: 1.3,
      realmente: 1.3,
      super: 1.3,
      extremamente: 1.5,
      tão: 1.2,
      bastante: 1.1,
      demais: 1.3,
      bem: 1.1,
    },
    contrast: ['mas', 'porém', 'contudo', 'entretanto', 'todavia'],
    concessive: ['embora', 'apesar'],
  },
  ru: {
    negators: ['не', 'нет', 'никогда', 'ничего', 'без', 'ни', 'нисколько'],
    postNegators: [],
    intensifiers: {
      очень: 1.3,
      действительно: 1.3,
      реально: 1.3,
      крайне: 1.5,
      слишком: 1.3,
      супер: 1.3,
      так: 1.2,
      весьма: 1.2,
      довольно: 1.1,
    },
    contrast: ['но', 'однако', 'зато'],
    concessive: ['хотя', 'несмотря'],
  },
  tr: {
    negators: ['hiç', 'asla'],
    postNegators: ['değil', 'değildi', 'değilim', 'yok'],
    intensifiers: {
      çok: 1.3,
      gerçekten: 1.3,
      aşırı: 1.5,
      fazla: 1.2,
      oldukça: 1.1,
      en: 1.2,
      süper: 1.3,
    },
    contrast: ['ama', 'fakat', 'ancak', 'lakin'],
    concessive: ['rağmen'],
  },
};
