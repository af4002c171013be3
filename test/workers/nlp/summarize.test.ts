import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import {
  cleanText,
  cutToLimit,
  splitSentences,
  startsDangling,
  summarize,
  type SentenceCategories,
  type SummarizeOptions,
  type SummaryResult,
} from '../../../workers/nlp/summarize.js';
import {
  bigText,
  DANGLING,
  DANGLING_STARTS,
  EARNINGS,
  keywordCategories,
  noCategories,
  SCIENCE,
  SPORTS,
  TRANSIT,
  TWO_TOPICS,
  WEB_PAGE,
} from './summarize-texts.js';

const TEXTS = { TWO_TOPICS, EARNINGS, SCIENCE, DANGLING, WEB_PAGE };
const opts = (
  summaryLimit = 420,
  validate = true,
  inFocus: (c: number) => boolean = () => false,
): SummarizeOptions => ({ summaryLimit, validate, inFocus });

/** The invariants of every result. */
function checkResult(r: SummaryResult, limit: number, input: string): void {
  assert.is(r.inputText, cleanText(input));
  assert.ok(
    r.summary.length <= limit,
    `summary of ${r.summary.length} chars over the limit ${limit}`,
  );
  assert.is(r.summaryRatio, r.inputText.length ? r.summary.length / r.inputText.length : 0);
  for (const s of r.sentences) assert.is(r.inputText.slice(s.start, s.end), s.text);
  for (let k = 1; k < r.chosen.length; k++)
    assert.ok(r.chosen[k - 1]! < r.chosen[k]!, 'chosen ascending');
  if (r.summary.endsWith('…') && r.chosen.length === 1) {
    const whole = r.sentences[r.chosen[0]!]!.text.replace(/\s+/g, ' ');
    if (whole !== r.summary)
      assert.ok(
        whole.startsWith(r.summary.slice(0, -1)),
        'a cut summary is a prefix of its sentence',
      );
  } else {
    // whole sentences, in their original order, joined by one space
    assert.is(r.summary, r.chosen.map((i) => r.sentences[i]!.text.replace(/\s+/g, ' ')).join(' '));
  }
}

// ---------------------------------------------------------------------------------------
// cleanText

test('cleanText normalizes white space, strips controls, keeps paragraph breaks as one newline', () => {
  assert.is(cleanText(''), '');
  assert.is(cleanText(' \n\t\r\n  '), '');
  assert.is(cleanText('  Hello,\t\tworld!  '), 'Hello, world!');
  assert.is(cleanText('One.\r\nTwo.\rThree.\u2028Four.'), 'One.\nTwo.\nThree.\nFour.');
  assert.is(cleanText('Para one.\n\n\n\n   \nPara two.\n \n'), 'Para one.\nPara two.');
  assert.is(cleanText('a\u0000b\u0007c\u001Fd\u007Fe'), 'a b c d e');
  assert.is(cleanText('zero\u200Bwidth soft\u00ADhyphen \uFEFFbom'), 'zerowidth softhyphen bom');
  assert.is(cleanText('non\u00A0breaking\u2003em\u3000ideographic'), 'non breaking em ideographic');
  assert.is(cleanText('lone \uD800 surrogate \uDC00 gone'), 'lone surrogate gone');
  assert.is(cleanText('e\u0301te\u0301'), 'été'); // NFC
  assert.is(cleanText('family 👨‍👩‍👧 emoji'), 'family 👨‍👩‍👧 emoji'); // ZWJ kept
});

test('cleanText is idempotent', () => {
  for (const t of [...Object.values(TEXTS), ' a \r\n\r\n b\t\u00A0c ', '\u0000\u200B\n']) {
    assert.is(cleanText(cleanText(t)), cleanText(t));
  }
  fc.assert(
    fc.property(
      fc.string({ unit: 'binary', maxLength: 200 }),
      (s) => cleanText(cleanText(s)) === cleanText(s),
    ),
    { numRuns: 300 },
  );
});

// ---------------------------------------------------------------------------------------
// splitSentences

function split(text: string): string[] {
  const out = splitSentences(text);
  let prevEnd = 0;
  for (const s of out) {
    assert.is(text.slice(s.start, s.end), s.text, 'offsets slice the text exactly');
    assert.ok(s.start >= prevEnd, 'sentences do not overlap');
    assert.is(s.text, s.text.trim(), 'sentences are trimmed');
    prevEnd = s.end;
  }
  return out.map((s) => s.text);
}

test('split: abbreviations', () => {
  assert.equal(split('Mr. Smith met Dr. Jones at 5 p.m. on Friday. They talked for an hour.'), [
    'Mr. Smith met Dr. Jones at 5 p.m. on Friday.',
    'They talked for an hour.',
  ]);
  assert.equal(split('The U.S. economy grew in the quarter. The U.K. economy shrank.'), [
    'The U.S. economy grew in the quarter.',
    'The U.K. economy shrank.',
  ]);
  assert.equal(split('He moved to the U.S. The move was hard on his family.'), [
    'He moved to the U.S.',
    'The move was hard on his family.',
  ]);
  assert.equal(
    split('Acme Inc. Chief Executive Jane Doe resigned on Monday. Shares of Acme Corp. fell.'),
    ['Acme Inc. Chief Executive Jane Doe resigned on Monday.', 'Shares of Acme Corp. fell.'],
  );
  assert.equal(split('Bring pens, paper, etc. and other supplies. Orders ship today.'), [
    'Bring pens, paper, etc. and other supplies.',
    'Orders ship today.',
  ]);
  assert.equal(
    split(
      'See No. 5 on the list, e.g. the red one, i.e. the best. It opens Jan. 12 at St. Mary Hospital.',
    ),
    [
      'See No. 5 on the list, e.g. the red one, i.e. the best.',
      'It opens Jan. 12 at St. Mary Hospital.',
    ],
  );
  assert.equal(
    split(
      'Smith et al. reported the result in Vol. 3, pp. 12-19. Gov. Newsom and Sen. Padilla replied.',
    ),
    [
      'Smith et al. reported the result in Vol. 3, pp. 12-19.',
      'Gov. Newsom and Sen. Padilla replied.',
    ],
  );
  assert.equal(
    split('SPRINGFIELD, Ill. (AP) — The vote was close. He fell ill. Doctors were called.'),
    ['SPRINGFIELD, Ill. (AP) — The vote was close.', 'He fell ill.', 'Doctors were called.'],
  );
});

test('split: decimals, initials, numbers', () => {
  assert.equal(
    split(
      'Pi is about 3.14159 and e is 2.718. Both are irrational. Prices rose 0.5% to $1,234.56 today.',
    ),
    [
      'Pi is about 3.14159 and e is 2.718.',
      'Both are irrational.',
      'Prices rose 0.5% to $1,234.56 today.',
    ],
  );
  assert.equal(
    split('J. K. Rowling wrote the books. George W. Bush was president. J. A. Smith agreed.'),
    ['J. K. Rowling wrote the books.', 'George W. Bush was president.', 'J. A. Smith agreed.'],
  );
  assert.equal(split('The team won in 2019. In 2020 it lost.'), [
    'The team won in 2019.',
    'In 2020 it lost.',
  ]);
});

test('split: ellipses, quotes, brackets, ! and ?', () => {
  assert.equal(split('Well... maybe not. Wait… This is it. So . . . We go.'), [
    'Well... maybe not.',
    'Wait…',
    'This is it.',
    'So . . .',
    'We go.',
  ]);
  assert.equal(split('She said, "It is done." Then she left.'), [
    'She said, "It is done."',
    'Then she left.',
  ]);
  assert.equal(split('“It is done.” Then she left.'), ['“It is done.”', 'Then she left.']);
  assert.equal(split('"Why?" he asked. "Because," she said. "We won." she added.'), [
    '"Why?" he asked.',
    '"Because," she said.',
    '"We won." she added.',
  ]);
  assert.equal(split('The vote passed (by a wide margin.) Next came the budget.'), [
    'The vote passed (by a wide margin.)',
    'Next came the budget.',
  ]);
  assert.equal(split('Stop! Who goes there? Nobody. Really?! Yes!!!'), [
    'Stop!',
    'Who goes there?',
    'Nobody.',
    'Really?!',
    'Yes!!!',
  ]);
  assert.equal(split('今天天气很好。我们去公园吧！好的'), [
    '今天天气很好。',
    '我们去公园吧！',
    '好的',
  ]);
});

test('split: URLs and emails do not split', () => {
  assert.equal(
    split(
      'Visit https://example.com/a.b?c=d.e or write to info@example.co.uk for details. Thanks to all.',
    ),
    [
      'Visit https://example.com/a.b?c=d.e or write to info@example.co.uk for details.',
      'Thanks to all.',
    ],
  );
  assert.equal(split('The site is www.example.org. It opened today.'), [
    'The site is www.example.org.',
    'It opened today.',
  ]);
});

test('split: line breaks, soft wraps and bullets', () => {
  assert.equal(split('Headline without a period\nFirst sentence here. Second one here.'), [
    'Headline without a period',
    'First sentence here.',
    'Second one here.',
  ]);
  // a hard-wrapped sentence (next line starts in lower case) is one sentence
  assert.equal(split('This sentence is wrapped\nacross two lines. Next one.'), [
    'This sentence is wrapped\nacross two lines.',
    'Next one.',
  ]);
  // but not after final punctuation, nor before a capital
  assert.equal(split('One line.\nnext line.'), ['One line.', 'next line.']);
  assert.equal(split('Title Case Heading\nThe body starts here.'), [
    'Title Case Heading',
    'The body starts here.',
  ]);
  assert.equal(
    split(
      'Key points:\n• Revenue rose 5%\n- Costs fell\n* Margins held\n1. First item here\n2) Second item\n(a) Sub item',
    ),
    [
      'Key points:',
      'Revenue rose 5%',
      'Costs fell',
      'Margins held',
      'First item here',
      'Second item',
      'Sub item',
    ],
  );
  assert.equal(split('line one\r\nLine two\n\n\nLine three'), [
    'line one',
    'Line two',
    'Line three',
  ]);
});

test('split: odd input', () => {
  assert.equal(split(''), []);
  assert.equal(split('   \n\n  '), []);
  assert.equal(split('... !!! ??? ---'), []);
  assert.equal(split('😀🎉👍'), ['😀🎉👍']);
  assert.equal(split('12345 67890'), ['12345 67890']);
  assert.equal(split('no punctuation at all just words'), ['no punctuation at all just words']);
  assert.equal(split('a.b.c.d'), ['a.b.c.d']);
});

test('split: offsets always slice the text (property)', () => {
  const pieces = fc.constantFrom(
    'Mr.',
    'Dr.',
    'U.S.',
    'e.g.',
    'etc.',
    '3.5',
    'J.',
    ' ',
    ' ',
    ' ',
    '\n',
    '\n\n',
    '.',
    '!',
    '?',
    '…',
    '...',
    '"',
    '”',
    '(',
    ')',
    '•',
    '- ',
    '1.',
    'The',
    'he',
    'word',
    'Word',
    '😀',
    '\u00A0',
    '\r\n',
    'x@y.com',
  );
  fc.assert(
    fc.property(
      fc.array(pieces, { maxLength: 40 }),
      fc.string({ maxLength: 20 }),
      (parts, noise) => {
        const text = parts.join('') + noise;
        split(text);
        return true;
      },
    ),
    { numRuns: 1000 },
  );
});

// ---------------------------------------------------------------------------------------
// summarize

test('summary never exceeds the limit (140, 200, 420, 1000) and keeps whole sentences in order', () => {
  for (const [name, text] of Object.entries(TEXTS)) {
    for (const limit of [140, 200, 420, 1000]) {
      for (const validate of [true, false]) {
        for (const [cats, focus] of [
          [noCategories, () => false],
          [keywordCategories, (c: number) => c === TRANSIT],
          [keywordCategories, (c: number) => c === SPORTS],
        ] as const) {
          const r = summarize(text, cats, opts(limit, validate, focus));
          checkResult(r, limit, text);
          assert.ok(r.summary.length > 0, `${name} ${limit}: a summary`);
          if (limit >= 420)
            assert.ok(
              r.summary.length >= limit / 2 ||
                r.chosen.length >= 2 ||
                r.summary === r.inputText.replace(/\n/g, ' '),
              `${name} ${limit}: uses the room`,
            );
        }
      }
    }
  }
});

test('a longer limit never gives a shorter summary here, and 1000 holds several sentences', () => {
  for (const text of Object.values(TEXTS)) {
    const lengths = [140, 200, 420, 1000].map(
      (l) => summarize(text, noCategories, opts(l)).summary.length,
    );
    for (let k = 1; k < lengths.length; k++)
      assert.ok(lengths[k]! >= lengths[k - 1]! * 0.9, lengths.join(','));
    assert.ok(summarize(text, noCategories, opts(1000)).chosen.length >= 3);
  }
});

test('validate drops sentences that do not stand alone; without it they stay eligible', () => {
  const strict = summarize(DANGLING, noCategories, opts(1000, true));
  checkResult(strict, 1000, DANGLING);
  for (const start of DANGLING_STARTS)
    assert.not.ok(strict.summary.includes(start), `validate keeps "${start}": ${strict.summary}`);
  assert.ok(strict.summary.includes('The Harbor County library system will extend'));

  const loose = summarize(DANGLING, noCategories, opts(2000, false));
  checkResult(loose, 2000, DANGLING);
  for (const start of DANGLING_STARTS)
    assert.ok(loose.summary.includes(start), `without validate "${start}" is eligible`);

  // a focus on the dangling sentence picks it only without validation
  const onlyHe: SentenceCategories = (s) =>
    s.startsWith('He said') ? [{ category: 7, weight: 3 }] : [];
  const focusHe = (c: number) => c === 7;
  assert.ok(
    summarize(DANGLING, onlyHe, opts(420, false, focusHe)).summary.includes('He said the change'),
  );
  assert.not.ok(
    summarize(DANGLING, onlyHe, opts(420, true, focusHe)).summary.includes('He said the change'),
  );
});

test('dangling starts', () => {
  const dangling = [
    'He said the plan was sound and would pass.',
    'She added that the vote would be held soon.',
    'It was the largest such project in the state.',
    "It's the largest such project in the state.",
    'They were also asked about the cost of it.',
    'His brother was elected mayor last spring.',
    'Their plan calls for six new stations downtown.',
    'This is the first expansion since 2009 in the region.',
    'This means the county must hire more staff soon.',
    'That was the most requested change in the survey.',
    'These are the first new branches in a decade.',
    'Those were the conditions set by the board.',
    'This, in turn, led to a wave of new orders.',
    'This prompted the board to hire more staff.',
    'However, the board approved the budget on Monday.',
    'But the county will need more staff for evenings.',
    'And the plan was approved without debate.',
    'Also, the branch will open on Sundays.',
    'Moreover the county will hire 35 new workers.',
    'Therefore the board approved an extra $2.1 million.',
    'In addition, the main branch will open on Sundays.',
    'As a result, the library will need more staff.',
    'On the other hand, costs will rise sharply.',
    'Meanwhile, the team captured its first title.',
    'Instead, the council voted to delay the plan.',
    'Then the board voted to approve the budget.',
    'For example, the main branch will open later.',
    'Still, the plan faces opposition from critics.',
    '"However, we will wait," the mayor said.',
    'Such a move would cost the city millions.',
  ];
  const standalone = [
    'The board approved the budget on Monday night.',
    'This year the board approved a larger budget.',
    'That decision surprised many of the residents.',
    'These changes follow a similar expansion elsewhere.',
    'Those residents who attended were pleased.',
    'So far, the plan has drawn little opposition.',
    'Then-President Obama signed the bill into law.',
    'Still water runs deep in the northern lakes.',
    'There are twelve branches in the county system.',
    'In 2020 the county cut library hours sharply.',
    'Investors welcomed the results on Thursday.',
    'We are very happy with the result, the coach said.',
    'Andrew Smith, the mayor, approved the budget.',
    'Italy won the match 2-1 after extra time.',
    'Height restrictions were lifted last year.',
    '2024 was the warmest year on record.',
  ];
  for (const s of dangling) assert.ok(startsDangling(s), `should dangle: ${s}`);
  for (const s of standalone) assert.not.ok(startsDangling(s), `should stand alone: ${s}`);
});

test('validate drops questions, fragments, navigation and boilerplate', () => {
  const r = summarize(WEB_PAGE, noCategories, opts(1000, true));
  checkResult(r, 1000, WEB_PAGE);
  for (const junk of [
    'Home |',
    'Subscribe',
    'By Sam Ortiz',
    'Published June',
    'Capacity:',
    'Read more',
    '©',
    'All rights reserved',
    'City opens new water treatment plant',
  ]) {
    assert.not.ok(r.summary.includes(junk), `validate keeps "${junk}": ${r.summary}`);
  }
  assert.ok(r.summary.startsWith('The city of Millbrook opened'));
  // boilerplate words in a real sentence do not make it junk
  const bakery =
    'Bakery sales soared at the fair.\nThe bakery sold more than 12,000 chocolate chip cookies during the three-day festival, twice as many as last year.\nRead more about cookies';
  const b = summarize(bakery, noCategories, opts(420, true));
  assert.ok(
    b.summary.includes('12,000 chocolate chip cookies') && !b.summary.includes('Read more'),
    b.summary,
  );
  const science = summarize(SCIENCE, noCategories, opts(2000, true));
  assert.not.ok(science.summary.includes('Why does the shift matter?'));
  assert.ok(
    summarize(SCIENCE, noCategories, opts(2000, false)).summary.includes(
      'Why does the shift matter?',
    ),
  );
});

test('focus decides which topic the summary is about', () => {
  const topicOf = (s: string) => {
    const ev = keywordCategories(s, 0);
    const t = ev.find((e) => e.category === TRANSIT)?.weight ?? 0;
    const p = ev.find((e) => e.category === SPORTS)?.weight ?? 0;
    return t > p ? 'transit' : p > t ? 'sports' : 'neither';
  };
  for (const limit of [200, 420]) {
    const transit = summarize(
      TWO_TOPICS,
      keywordCategories,
      opts(limit, true, (c) => c === TRANSIT),
    );
    const sports = summarize(
      TWO_TOPICS,
      keywordCategories,
      opts(limit, true, (c) => c === SPORTS),
    );
    checkResult(transit, limit, TWO_TOPICS);
    checkResult(sports, limit, TWO_TOPICS);
    assert.ok(transit.chosen.length > 0 && sports.chosen.length > 0);
    for (const i of transit.chosen)
      assert.is(topicOf(transit.sentences[i]!.text), 'transit', transit.sentences[i]!.text);
    for (const i of sports.chosen)
      assert.is(topicOf(sports.sentences[i]!.text), 'sports', sports.sentences[i]!.text);
    assert.ok(/rail|transit/i.test(transit.summary) && !/basketball/i.test(transit.summary));
    assert.ok(
      /basketball|championship/i.test(sports.summary) && !/rail|transit/i.test(sports.summary),
    );
  }
  // a focus category with no evidence in the text: plain centrality, as with no focus
  const none = summarize(
    TWO_TOPICS,
    keywordCategories,
    opts(420, true, (c) => c === 999),
  );
  assert.is(none.summary, summarize(TWO_TOPICS, noCategories, opts(420, true)).summary);
});

test('odd categoriesOf results are ignored', () => {
  const odd = ((_s: string, i: number) =>
    i % 3 === 0
      ? null
      : i % 3 === 1
        ? [
            { category: 1, weight: NaN },
            { category: 'x', weight: 2 },
            null,
            { category: 1, weight: -3 },
          ]
        : [{ category: 1, weight: Infinity }]) as unknown as SentenceCategories;
  const r = summarize(
    EARNINGS,
    odd,
    opts(420, true, () => true),
  );
  checkResult(r, 420, EARNINGS);
  assert.is(r.summary, summarize(EARNINGS, noCategories, opts(420)).summary);
});

test('original order is kept', () => {
  for (const text of Object.values(TEXTS)) {
    const r = summarize(
      text,
      keywordCategories,
      opts(1000, true, (c) => c === SPORTS),
    );
    checkResult(r, 1000, text);
    let at = -1;
    for (const i of r.chosen) {
      const pos = r.summary.indexOf(r.sentences[i]!.text.replace(/\s+/g, ' '));
      assert.ok(pos > at, 'sentences appear in document order');
      at = pos;
    }
  }
});

test('empty and whitespace input', () => {
  for (const t of ['', ' ', '\n\n\t \r\n', '\u200B\uFEFF']) {
    const r = summarize(t, keywordCategories, opts());
    assert.equal(r, { inputText: '', summary: '', summaryRatio: 0, sentences: [], chosen: [] });
  }
});

test('a sentence longer than the limit is cut at a word boundary with an ellipsis (last resort)', () => {
  const long =
    'The committee heard testimony from engineers, residents, business owners and transit advocates ' +
    'over the course of nine hours, and it eventually voted to send the proposal back to the planning department ' +
    'with instructions to study three alternative routes, estimate their costs, and report back before the end of the year.';
  for (const limit of [140, 200]) {
    const r = summarize(long, noCategories, opts(limit));
    checkResult(r, limit, long);
    assert.ok(r.summary.endsWith('…'));
    assert.ok(r.summary.length <= limit && r.summary.length > limit * 0.6, `${r.summary.length}`);
    assert.ok(long.startsWith(r.summary.slice(0, -1)));
    assert.ok(
      /[A-Za-z]$/.test(r.summary.slice(0, -1)),
      'cut after a whole word, no trailing comma or space',
    );
    assert.equal(r.chosen, [0]);
  }
  // shorter sentences are preferred to a cut when they fill the summary
  const mixed = `${long} The committee will meet again in March to review the revised proposal and its costs. Residents can comment on the plan online until the end of February.`;
  const m = summarize(mixed, noCategories, opts(200));
  checkResult(m, 200, mixed);
  assert.not.ok(m.summary.endsWith('…'));
  assert.ok(m.summary.length > 66);
  assert.is(cutToLimit('abc def', 7), 'abc def');
  assert.is(cutToLimit('abc def', 6), 'abc…');
  assert.is(cutToLimit('😀😀😀😀', 4), '😀…'); // never half a surrogate pair
  assert.is(cutToLimit('abc', 1), '');
});

test('odd input never throws and respects the limit', () => {
  const odd = [
    '😀🎉👍 🙈🙉🙊',
    'no punctuation at all just a stream of words that goes on and on without any end in sight whatsoever',
    '1234567890 '.repeat(100),
    '3.14159 2.71828 1.41421',
    'word '.repeat(5000),
    '. . . . !!!! ????',
    '\u0000\u0001\u0002',
    'a',
    'Ünïcödé façade naïve café. Ελληνικά κείμενο εδώ. Русский текст здесь.',
    'x'.repeat(3000),
    '"""((([[[{{{',
  ];
  for (const t of odd) {
    for (const limit of [0, 1, 2, 140, 420]) {
      for (const validate of [true, false]) {
        const r = summarize(t, keywordCategories, opts(limit, validate));
        assert.ok(r.summary.length <= limit);
        if (limit >= 140 && r.sentences.length > 0)
          assert.ok(r.summary.length > 0, `a summary of ${JSON.stringify(t.slice(0, 30))}`);
      }
    }
  }
  fc.assert(
    fc.property(
      fc.string({ unit: 'binary', maxLength: 600 }),
      fc.integer({ min: 0, max: 600 }),
      fc.boolean(),
      (text, limit, validate) => {
        const r = summarize(
          text,
          keywordCategories,
          opts(limit, validate, (c) => c === SPORTS),
        );
        checkResult(r, limit, text);
        return true;
      },
    ),
    { numRuns: 300 },
  );
  // non-finite limits fall back to the default
  assert.ok(summarize(EARNINGS, noCategories, opts(NaN)).summary.length <= 420);
});

test('a 1 MB input completes and respects the limit', () => {
  const big = bigText(1_000_000);
  assert.ok(big.length >= 1_000_000);
  const r = summarize(
    big,
    keywordCategories,
    opts(420, true, (c) => c === TRANSIT),
  );
  assert.ok(r.summary.length > 0 && r.summary.length <= 420);
  assert.ok(r.sentences.length > 5000);
  assert.ok(/rail|transit|riders|stations/i.test(r.summary), r.summary);
  const one = summarize('lorem ipsum dolor sit amet '.repeat(40_000), noCategories, opts(420));
  assert.ok(one.summary.endsWith('…') && one.summary.length <= 420);
});

test('deterministic', () => {
  for (const text of [...Object.values(TEXTS), bigText(200_000)]) {
    const a = summarize(
      text,
      keywordCategories,
      opts(420, true, (c) => c === SPORTS),
    );
    const b = summarize(
      text,
      keywordCategories,
      opts(420, true, (c) => c === SPORTS),
    );
    assert.equal(a, b);
  }
});

test.run();
