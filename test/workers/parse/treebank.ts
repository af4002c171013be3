/**
 * Hand-annotated dependency treebank for the parse engine (test/eval/parse.ts).
 *
 * Each sentence: `# id`, `# split` (`dev`: used while writing and tuning the rules;
 * `report`: held out, only scored for the numbers we publish), `# text`, then one line per
 * token: `index form TAG head label` (1-based index within the sentence, head 0 = ROOT);
 * the opening-quote tag is written LQ here (a raw template cannot hold two backticks).
 * Tokenization follows our tokenizer (wink-nlp's, with `n't`, `'s`, `%`, `$` split off).
 *
 * Conventions (ClearNLP / spaCy English label set, Penn Treebank tags):
 * - the copula "be" heads its clause (nsubj, attr for a noun predicate, acomp for an
 *   adjective); auxiliaries (aux, auxpass, infinitival "to" = aux) depend on the main verb;
 * - prepositions head their object (prep -> pobj, pcomp for a clause); passive "by" = agent;
 * - coordination: the first conjunct heads; cc attaches to the conjunct before it and each
 *   further conjunct to the previous one (conj chain); noun compounds are left-chained;
 * - "$" heads its amount (nummod), "%" is a noun (NN) with its number as nummod;
 * - temporal noun phrases without a preposition (last week, every day) are npadvmod;
 * - punctuation attaches to the head of the smallest subtree whose words surround it,
 *   otherwise (sentence edges) to the root.
 */

export interface GoldToken {
  form: string;
  tag: string;
  /** 0-based index of the head within the sentence; the root points to itself. */
  head: number;
  label: string;
}

export interface GoldSentence {
  id: string;
  split: 'dev' | 'report';
  text: string;
  tokens: GoldToken[];
}

const RAW = String.raw`
# id d01
# split dev
# text The company reported strong earnings for the third quarter.
1 The DT 2 det
2 company NN 3 nsubj
3 reported VBD 0 ROOT
4 strong JJ 5 amod
5 earnings NNS 3 dobj
6 for IN 5 prep
7 the DT 9 det
8 third JJ 9 amod
9 quarter NN 6 pobj
10 . . 3 punct

# id d02
# split dev
# text Shares of Apple rose 3% on Tuesday after the announcement.
1 Shares NNS 4 nsubj
2 of IN 1 prep
3 Apple NNP 2 pobj
4 rose VBD 0 ROOT
5 3 CD 6 nummod
6 % NN 4 dobj
7 on IN 4 prep
8 Tuesday NNP 7 pobj
9 after IN 4 prep
10 the DT 11 det
11 announcement NN 9 pobj
12 . . 4 punct

# id d03
# split dev
# text Was the new policy approved by the board?
1 Was VBD 5 auxpass
2 the DT 4 det
3 new JJ 4 amod
4 policy NN 5 nsubjpass
5 approved VBN 0 ROOT
6 by IN 5 agent
7 the DT 8 det
8 board NN 6 pobj
9 ? . 5 punct

# id d04
# split dev
# text The battery life is excellent, but the screen scratches easily.
1 The DT 3 det
2 battery NN 3 compound
3 life NN 4 nsubj
4 is VBZ 0 ROOT
5 excellent JJ 4 acomp
6 , , 4 punct
7 but CC 4 cc
8 the DT 9 det
9 screen NN 10 nsubj
10 scratches VBZ 4 conj
11 easily RB 10 advmod
12 . . 4 punct

# id d05
# split dev
# text I bought this blender for my mother and she loves it.
1 I PRP 2 nsubj
2 bought VBD 0 ROOT
3 this DT 4 det
4 blender NN 2 dobj
5 for IN 2 prep
6 my PRP$ 7 poss
7 mother NN 5 pobj
8 and CC 2 cc
9 she PRP 10 nsubj
10 loves VBZ 2 conj
11 it PRP 10 dobj
12 . . 2 punct

# id d06
# split dev
# text Where can I find the cheapest flights to London?
1 Where WRB 4 advmod
2 can MD 4 aux
3 I PRP 4 nsubj
4 find VB 0 ROOT
5 the DT 7 det
6 cheapest JJS 7 amod
7 flights NNS 4 dobj
8 to IN 7 prep
9 London NNP 8 pobj
10 ? . 4 punct

# id d07
# split dev
# text The bridge was built in 1932 and renovated in 2005.
1 The DT 2 det
2 bridge NN 4 nsubjpass
3 was VBD 4 auxpass
4 built VBN 0 ROOT
5 in IN 4 prep
6 1932 CD 5 pobj
7 and CC 4 cc
8 renovated VBN 4 conj
9 in IN 8 prep
10 2005 CD 9 pobj
11 . . 4 punct

# id d08
# split dev
# text Officials said the storm had caused widespread damage across the region.
1 Officials NNS 2 nsubj
2 said VBD 0 ROOT
3 the DT 4 det
4 storm NN 6 nsubj
5 had VBD 6 aux
6 caused VBN 2 ccomp
7 widespread JJ 8 amod
8 damage NN 6 dobj
9 across IN 6 prep
10 the DT 11 det
11 region NN 9 pobj
12 . . 2 punct

# id d09
# split dev
# text Do not buy this product if you need a reliable charger.
1 Do VB 3 aux
2 not RB 3 neg
3 buy VB 0 ROOT
4 this DT 5 det
5 product NN 3 dobj
6 if IN 8 mark
7 you PRP 8 nsubj
8 need VBP 3 advcl
9 a DT 11 det
10 reliable JJ 11 amod
11 charger NN 8 dobj
12 . . 3 punct

# id d10
# split dev
# text The museum, which opened last year, attracts thousands of visitors.
1 The DT 2 det
2 museum NN 9 nsubj
3 , , 2 punct
4 which WDT 5 nsubj
5 opened VBD 2 relcl
6 last JJ 7 amod
7 year NN 5 npadvmod
8 , , 9 punct
9 attracts VBZ 0 ROOT
10 thousands NNS 9 dobj
11 of IN 10 prep
12 visitors NNS 11 pobj
13 . . 9 punct

# id d11
# split dev
# text She wants to start her own business in Chicago.
1 She PRP 2 nsubj
2 wants VBZ 0 ROOT
3 to TO 4 aux
4 start VB 2 xcomp
5 her PRP$ 7 poss
6 own JJ 7 amod
7 business NN 4 dobj
8 in IN 4 prep
9 Chicago NNP 8 pobj
10 . . 2 punct

# id d12
# split dev
# text The report was written by two economists at the central bank.
1 The DT 2 det
2 report NN 4 nsubjpass
3 was VBD 4 auxpass
4 written VBN 0 ROOT
5 by IN 4 agent
6 two CD 7 nummod
7 economists NNS 5 pobj
8 at IN 7 prep
9 the DT 11 det
10 central JJ 11 amod
11 bank NN 8 pobj
12 . . 4 punct

# id d13
# split dev
# text Our team tested the camera in low light and in bright sunshine.
1 Our PRP$ 2 poss
2 team NN 3 nsubj
3 tested VBD 0 ROOT
4 the DT 5 det
5 camera NN 3 dobj
6 in IN 3 prep
7 low JJ 8 amod
8 light NN 6 pobj
9 and CC 6 cc
10 in IN 6 conj
11 bright JJ 12 amod
12 sunshine NN 10 pobj
13 . . 3 punct

# id d14
# split dev
# text Why did the government raise taxes on small businesses?
1 Why WRB 5 advmod
2 did VBD 5 aux
3 the DT 4 det
4 government NN 5 nsubj
5 raise VB 0 ROOT
6 taxes NNS 5 dobj
7 on IN 6 prep
8 small JJ 9 amod
9 businesses NNS 7 pobj
10 ? . 5 punct

# id d15
# split dev
# text The new phone is lighter and faster than the previous model.
1 The DT 3 det
2 new JJ 3 amod
3 phone NN 4 nsubj
4 is VBZ 0 ROOT
5 lighter JJR 4 acomp
6 and CC 5 cc
7 faster JJR 5 conj
8 than IN 7 prep
9 the DT 11 det
10 previous JJ 11 amod
11 model NN 8 pobj
12 . . 4 punct

# id d16
# split dev
# text Prices for oil and natural gas fell sharply last week.
1 Prices NNS 7 nsubj
2 for IN 1 prep
3 oil NN 2 pobj
4 and CC 3 cc
5 natural JJ 6 amod
6 gas NN 3 conj
7 fell VBD 0 ROOT
8 sharply RB 7 advmod
9 last JJ 10 amod
10 week NN 7 npadvmod
11 . . 7 punct

# id d17
# split dev
# text He has been working at the factory since 2010.
1 He PRP 4 nsubj
2 has VBZ 4 aux
3 been VBN 4 aux
4 working VBG 0 ROOT
5 at IN 4 prep
6 the DT 7 det
7 factory NN 5 pobj
8 since IN 4 prep
9 2010 CD 8 pobj
10 . . 4 punct

# id d18
# split dev
# text The customer service representative was very helpful.
1 The DT 4 det
2 customer NN 3 compound
3 service NN 4 compound
4 representative NN 5 nsubj
5 was VBD 0 ROOT
6 very RB 7 advmod
7 helpful JJ 5 acomp
8 . . 5 punct

# id d19
# split dev
# text There is a small park near the train station.
1 There EX 2 expl
2 is VBZ 0 ROOT
3 a DT 5 det
4 small JJ 5 amod
5 park NN 2 attr
6 near IN 5 prep
7 the DT 9 det
8 train NN 9 compound
9 station NN 6 pobj
10 . . 2 punct

# id d20
# split dev
# text Honestly, the headphones sound great for the price.
1 Honestly RB 5 advmod
2 , , 5 punct
3 the DT 4 det
4 headphones NNS 5 nsubj
5 sound VBP 0 ROOT
6 great JJ 5 acomp
7 for IN 6 prep
8 the DT 9 det
9 price NN 7 pobj
10 . . 5 punct

# id d21
# split dev
# text The minister announced that the country will host the summit.
1 The DT 2 det
2 minister NN 3 nsubj
3 announced VBD 0 ROOT
4 that IN 8 mark
5 the DT 6 det
6 country NN 8 nsubj
7 will MD 8 aux
8 host VB 3 ccomp
9 the DT 10 det
10 summit NN 8 dobj
11 . . 3 punct

# id d22
# split dev
# text Students who complete the course receive a certificate.
1 Students NNS 6 nsubj
2 who WP 3 nsubj
3 complete VBP 1 relcl
4 the DT 5 det
5 course NN 3 dobj
6 receive VBP 0 ROOT
7 a DT 8 det
8 certificate NN 6 dobj
9 . . 6 punct

# id d23
# split dev
# text Please return the item within 30 days of purchase.
1 Please UH 2 intj
2 return VB 0 ROOT
3 the DT 4 det
4 item NN 2 dobj
5 within IN 2 prep
6 30 CD 7 nummod
7 days NNS 5 pobj
8 of IN 7 prep
9 purchase NN 8 pobj
10 . . 2 punct

# id d24
# split dev
# text The court ruled against the company on Monday.
1 The DT 2 det
2 court NN 3 nsubj
3 ruled VBD 0 ROOT
4 against IN 3 prep
5 the DT 6 det
6 company NN 4 pobj
7 on IN 3 prep
8 Monday NNP 7 pobj
9 . . 3 punct

# id d25
# split dev
# text My kids play with these toys every day.
1 My PRP$ 2 poss
2 kids NNS 3 nsubj
3 play VBP 0 ROOT
4 with IN 3 prep
5 these DT 6 det
6 toys NNS 4 pobj
7 every DT 8 det
8 day NN 3 npadvmod
9 . . 3 punct

# id d26
# split dev
# text How long does the battery last?
1 How WRB 2 advmod
2 long RB 6 advmod
3 does VBZ 6 aux
4 the DT 5 det
5 battery NN 6 nsubj
6 last VB 0 ROOT
7 ? . 6 punct

# id d27
# split dev
# text Investors were worried about rising interest rates.
1 Investors NNS 2 nsubj
2 were VBD 0 ROOT
3 worried JJ 2 acomp
4 about IN 3 prep
5 rising VBG 7 amod
6 interest NN 7 compound
7 rates NNS 4 pobj
8 . . 2 punct

# id d28
# split dev
# text The chef prepared a delicious meal with fresh vegetables.
1 The DT 2 det
2 chef NN 3 nsubj
3 prepared VBD 0 ROOT
4 a DT 6 det
5 delicious JJ 6 amod
6 meal NN 3 dobj
7 with IN 3 prep
8 fresh JJ 9 amod
9 vegetables NNS 7 pobj
10 . . 3 punct

# id d29
# split dev
# text Police arrested a man suspected of stealing cars.
1 Police NNS 2 nsubj
2 arrested VBD 0 ROOT
3 a DT 4 det
4 man NN 2 dobj
5 suspected VBN 4 acl
6 of IN 5 prep
7 stealing VBG 6 pcomp
8 cars NNS 7 dobj
9 . . 2 punct

# id d30
# split dev
# text This laptop has a great keyboard, a bright display and long battery life.
1 This DT 2 det
2 laptop NN 3 nsubj
3 has VBZ 0 ROOT
4 a DT 6 det
5 great JJ 6 amod
6 keyboard NN 3 dobj
7 , , 6 punct
8 a DT 10 det
9 bright JJ 10 amod
10 display NN 6 conj
11 and CC 10 cc
12 long JJ 14 amod
13 battery NN 14 compound
14 life NN 10 conj
15 . . 3 punct

# id d31
# split dev
# text The package arrived two days late and the box was damaged.
1 The DT 2 det
2 package NN 3 nsubj
3 arrived VBD 0 ROOT
4 two CD 5 nummod
5 days NNS 6 npadvmod
6 late RB 3 advmod
7 and CC 3 cc
8 the DT 9 det
9 box NN 11 nsubjpass
10 was VBD 11 auxpass
11 damaged VBN 3 conj
12 . . 3 punct

# id d32
# split dev
# text Microsoft plans to invest $10 billion in the startup.
1 Microsoft NNP 2 nsubj
2 plans VBZ 0 ROOT
3 to TO 4 aux
4 invest VB 2 xcomp
5 $ $ 4 dobj
6 10 CD 7 compound
7 billion CD 5 nummod
8 in IN 4 prep
9 the DT 10 det
10 startup NN 8 pobj
11 . . 2 punct

# id d33
# split dev
# text "We are very pleased with the results," said Jane Smith, the company's chief executive.
1 " LQ 11 punct
2 We PRP 3 nsubj
3 are VBP 11 ccomp
4 very RB 5 advmod
5 pleased JJ 3 acomp
6 with IN 5 prep
7 the DT 8 det
8 results NNS 6 pobj
9 , , 11 punct
10 " '' 11 punct
11 said VBD 0 ROOT
12 Jane NNP 13 compound
13 Smith NNP 11 nsubj
14 , , 13 punct
15 the DT 16 det
16 company NN 19 poss
17 's POS 16 case
18 chief JJ 19 amod
19 executive NN 13 appos
20 . . 11 punct

# id d34
# split dev
# text The Federal Reserve, which meets next week, is expected to keep rates unchanged.
1 The DT 3 det
2 Federal NNP 3 compound
3 Reserve NNP 11 nsubjpass
4 , , 3 punct
5 which WDT 6 nsubj
6 meets VBZ 3 relcl
7 next JJ 8 amod
8 week NN 6 npadvmod
9 , , 11 punct
10 is VBZ 11 auxpass
11 expected VBN 0 ROOT
12 to TO 13 aux
13 keep VB 11 xcomp
14 rates NNS 13 dobj
15 unchanged JJ 13 oprd
16 . . 11 punct

# id d35
# split dev
# text After the meeting, the two leaders signed an agreement on trade and security.
1 After IN 8 prep
2 the DT 3 det
3 meeting NN 1 pobj
4 , , 8 punct
5 the DT 7 det
6 two CD 7 nummod
7 leaders NNS 8 nsubj
8 signed VBD 0 ROOT
9 an DT 10 det
10 agreement NN 8 dobj
11 on IN 10 prep
12 trade NN 11 pobj
13 and CC 12 cc
14 security NN 12 conj
15 . . 8 punct

# id d36
# split dev
# text I ordered the blue one, but they sent me a red one instead.
1 I PRP 2 nsubj
2 ordered VBD 0 ROOT
3 the DT 5 det
4 blue JJ 5 amod
5 one NN 2 dobj
6 , , 2 punct
7 but CC 2 cc
8 they PRP 9 nsubj
9 sent VBD 2 conj
10 me PRP 9 dative
11 a DT 13 det
12 red JJ 13 amod
13 one NN 9 dobj
14 instead RB 9 advmod
15 . . 2 punct

# id r01
# split report
# text The central bank raised interest rates for the fourth time this year.
1 The DT 3 det
2 central JJ 3 amod
3 bank NN 4 nsubj
4 raised VBD 0 ROOT
5 interest NN 6 compound
6 rates NNS 4 dobj
7 for IN 4 prep
8 the DT 10 det
9 fourth JJ 10 amod
10 time NN 7 pobj
11 this DT 12 det
12 year NN 4 npadvmod
13 . . 4 punct

# id r02
# split report
# text Did the package arrive on time?
1 Did VBD 4 aux
2 the DT 3 det
3 package NN 4 nsubj
4 arrive VB 0 ROOT
5 on IN 4 prep
6 time NN 5 pobj
7 ? . 4 punct

# id r03
# split report
# text The vacuum cleaner is powerful but very noisy.
1 The DT 3 det
2 vacuum NN 3 compound
3 cleaner NN 4 nsubj
4 is VBZ 0 ROOT
5 powerful JJ 4 acomp
6 but CC 5 cc
7 very RB 8 advmod
8 noisy JJ 5 conj
9 . . 4 punct

# id r04
# split report
# text The senator, who is running for reelection, criticized the proposal.
1 The DT 2 det
2 senator NN 10 nsubj
3 , , 2 punct
4 who WP 6 nsubj
5 is VBZ 6 aux
6 running VBG 2 relcl
7 for IN 6 prep
8 reelection NN 7 pobj
9 , , 10 punct
10 criticized VBD 0 ROOT
11 the DT 12 det
12 proposal NN 10 dobj
13 . . 10 punct

# id r05
# split report
# text Thousands of people gathered in the main square to protest.
1 Thousands NNS 4 nsubj
2 of IN 1 prep
3 people NNS 2 pobj
4 gathered VBD 0 ROOT
5 in IN 4 prep
6 the DT 8 det
7 main JJ 8 amod
8 square NN 5 pobj
9 to TO 10 aux
10 protest VB 4 advcl
11 . . 4 punct

# id r06
# split report
# text The software was updated last night and now the app crashes constantly.
1 The DT 2 det
2 software NN 4 nsubjpass
3 was VBD 4 auxpass
4 updated VBN 0 ROOT
5 last JJ 6 amod
6 night NN 4 npadvmod
7 and CC 4 cc
8 now RB 11 advmod
9 the DT 10 det
10 app NN 11 nsubj
11 crashes VBZ 4 conj
12 constantly RB 11 advmod
13 . . 4 punct

# id r07
# split report
# text What is the best way to clean a leather sofa?
1 What WP 2 attr
2 is VBZ 0 ROOT
3 the DT 5 det
4 best JJS 5 amod
5 way NN 2 nsubj
6 to TO 7 aux
7 clean VB 5 acl
8 a DT 10 det
9 leather NN 10 compound
10 sofa NN 7 dobj
11 ? . 2 punct

# id r08
# split report
# text The factory produces cars and trucks for export.
1 The DT 2 det
2 factory NN 3 nsubj
3 produces VBZ 0 ROOT
4 cars NNS 3 dobj
5 and CC 4 cc
6 trucks NNS 4 conj
7 for IN 3 prep
8 export NN 7 pobj
9 . . 3 punct

# id r09
# split report
# text I returned the shoes because they were too small.
1 I PRP 2 nsubj
2 returned VBD 0 ROOT
3 the DT 4 det
4 shoes NNS 2 dobj
5 because IN 7 mark
6 they PRP 7 nsubj
7 were VBD 2 advcl
8 too RB 9 advmod
9 small JJ 7 acomp
10 . . 2 punct

# id r10
# split report
# text The president met with leaders from several countries in Paris.
1 The DT 2 det
2 president NN 3 nsubj
3 met VBD 0 ROOT
4 with IN 3 prep
5 leaders NNS 4 pobj
6 from IN 5 prep
7 several JJ 8 amod
8 countries NNS 6 pobj
9 in IN 3 prep
10 Paris NNP 9 pobj
11 . . 3 punct

# id r11
# split report
# text The study found that coffee may reduce the risk of diabetes.
1 The DT 2 det
2 study NN 3 nsubj
3 found VBD 0 ROOT
4 that IN 7 mark
5 coffee NN 7 nsubj
6 may MD 7 aux
7 reduce VB 3 ccomp
8 the DT 9 det
9 risk NN 7 dobj
10 of IN 9 prep
11 diabetes NN 10 pobj
12 . . 3 punct

# id r12
# split report
# text These speakers are easy to set up and sound amazing.
1 These DT 2 det
2 speakers NNS 3 nsubj
3 are VBP 0 ROOT
4 easy JJ 3 acomp
5 to TO 6 aux
6 set VB 4 xcomp
7 up RP 6 prt
8 and CC 3 cc
9 sound VBP 3 conj
10 amazing JJ 9 acomp
11 . . 3 punct

# id r13
# split report
# text The new stadium will be completed next summer.
1 The DT 3 det
2 new JJ 3 amod
3 stadium NN 6 nsubjpass
4 will MD 6 aux
5 be VB 6 auxpass
6 completed VBN 0 ROOT
7 next JJ 8 amod
8 summer NN 6 npadvmod
9 . . 6 punct

# id r14
# split report
# text Who is responsible for the delay?
1 Who WP 2 nsubj
2 is VBZ 0 ROOT
3 responsible JJ 2 acomp
4 for IN 3 prep
5 the DT 6 det
6 delay NN 4 pobj
7 ? . 2 punct

# id r15
# split report
# text The company's profits increased by 20% in the last quarter.
1 The DT 2 det
2 company NN 4 poss
3 's POS 2 case
4 profits NNS 5 nsubj
5 increased VBD 0 ROOT
6 by IN 5 prep
7 20 CD 8 nummod
8 % NN 6 pobj
9 in IN 5 prep
10 the DT 12 det
11 last JJ 12 amod
12 quarter NN 9 pobj
13 . . 5 punct

# id r16
# split report
# text We stayed at a hotel near the beach for a week.
1 We PRP 2 nsubj
2 stayed VBD 0 ROOT
3 at IN 2 prep
4 a DT 5 det
5 hotel NN 3 pobj
6 near IN 5 prep
7 the DT 8 det
8 beach NN 6 pobj
9 for IN 2 prep
10 a DT 11 det
11 week NN 9 pobj
12 . . 2 punct

# id r17
# split report
# text The film, directed by a young director, won several awards.
1 The DT 2 det
2 film NN 10 nsubj
3 , , 2 punct
4 directed VBN 2 acl
5 by IN 4 agent
6 a DT 8 det
7 young JJ 8 amod
8 director NN 5 pobj
9 , , 10 punct
10 won VBD 0 ROOT
11 several JJ 12 amod
12 awards NNS 10 dobj
13 . . 10 punct

# id r18
# split report
# text Farmers are struggling with the drought in the south.
1 Farmers NNS 3 nsubj
2 are VBP 3 aux
3 struggling VBG 0 ROOT
4 with IN 3 prep
5 the DT 6 det
6 drought NN 4 pobj
7 in IN 6 prep
8 the DT 9 det
9 south NN 7 pobj
10 . . 3 punct

# id r19
# split report
# text Can you recommend a good book about history?
1 Can MD 3 aux
2 you PRP 3 nsubj
3 recommend VB 0 ROOT
4 a DT 6 det
5 good JJ 6 amod
6 book NN 3 dobj
7 about IN 6 prep
8 history NN 7 pobj
9 ? . 3 punct

# id r20
# split report
# text The store offers free shipping on all orders over $50.
1 The DT 2 det
2 store NN 3 nsubj
3 offers VBZ 0 ROOT
4 free JJ 5 amod
5 shipping NN 3 dobj
6 on IN 5 prep
7 all DT 8 det
8 orders NNS 6 pobj
9 over IN 8 prep
10 $ $ 9 pobj
11 50 CD 10 nummod
12 . . 3 punct

# id r21
# split report
# text She quickly opened the door and looked outside.
1 She PRP 3 nsubj
2 quickly RB 3 advmod
3 opened VBD 0 ROOT
4 the DT 5 det
5 door NN 3 dobj
6 and CC 3 cc
7 looked VBD 3 conj
8 outside RB 7 advmod
9 . . 3 punct

# id r22
# split report
# text The mayor said the project would create hundreds of jobs.
1 The DT 2 det
2 mayor NN 3 nsubj
3 said VBD 0 ROOT
4 the DT 5 det
5 project NN 7 nsubj
6 would MD 7 aux
7 create VB 3 ccomp
8 hundreds NNS 7 dobj
9 of IN 8 prep
10 jobs NNS 9 pobj
11 . . 3 punct

# id r23
# split report
# text The cable stopped working after two weeks.
1 The DT 2 det
2 cable NN 3 nsubj
3 stopped VBD 0 ROOT
4 working VBG 3 xcomp
5 after IN 3 prep
6 two CD 7 nummod
7 weeks NNS 5 pobj
8 . . 3 punct

# id r24
# split report
# text Scientists have discovered a new species of frog in the rainforest.
1 Scientists NNS 3 nsubj
2 have VBP 3 aux
3 discovered VBN 0 ROOT
4 a DT 6 det
5 new JJ 6 amod
6 species NN 3 dobj
7 of IN 6 prep
8 frog NN 7 pobj
9 in IN 3 prep
10 the DT 11 det
11 rainforest NN 9 pobj
12 . . 3 punct

# id r25
# split report
# text The fabric feels soft and the color matches the picture.
1 The DT 2 det
2 fabric NN 3 nsubj
3 feels VBZ 0 ROOT
4 soft JJ 3 acomp
5 and CC 3 cc
6 the DT 7 det
7 color NN 8 nsubj
8 matches VBZ 3 conj
9 the DT 10 det
10 picture NN 8 dobj
11 . . 3 punct

# id r26
# split report
# text Tickets for the concert sold out in minutes.
1 Tickets NNS 5 nsubj
2 for IN 1 prep
3 the DT 4 det
4 concert NN 2 pobj
5 sold VBD 0 ROOT
6 out RP 5 prt
7 in IN 5 prep
8 minutes NNS 7 pobj
9 . . 5 punct

# id r27
# split report
# text The airline canceled dozens of flights during the strike.
1 The DT 2 det
2 airline NN 3 nsubj
3 canceled VBD 0 ROOT
4 dozens NNS 3 dobj
5 of IN 4 prep
6 flights NNS 5 pobj
7 during IN 3 prep
8 the DT 9 det
9 strike NN 7 pobj
10 . . 3 punct

# id r28
# split report
# text I would not recommend this seller to anyone.
1 I PRP 4 nsubj
2 would MD 4 aux
3 not RB 4 neg
4 recommend VB 0 ROOT
5 this DT 6 det
6 seller NN 4 dobj
7 to IN 4 prep
8 anyone NN 7 pobj
9 . . 4 punct

# id r29
# split report
# text The police are investigating the cause of the fire.
1 The DT 2 det
2 police NNS 4 nsubj
3 are VBP 4 aux
4 investigating VBG 0 ROOT
5 the DT 6 det
6 cause NN 4 dobj
7 of IN 6 prep
8 the DT 9 det
9 fire NN 7 pobj
10 . . 4 punct

# id r30
# split report
# text When the rain stopped, the children went outside to play.
1 When WRB 4 advmod
2 the DT 3 det
3 rain NN 4 nsubj
4 stopped VBD 8 advcl
5 , , 8 punct
6 the DT 7 det
7 children NNS 8 nsubj
8 went VBD 0 ROOT
9 outside RB 8 advmod
10 to TO 11 aux
11 play VB 8 advcl
12 . . 8 punct

# id r31
# split report
# text The charger works with most phones and tablets.
1 The DT 2 det
2 charger NN 3 nsubj
3 works VBZ 0 ROOT
4 with IN 3 prep
5 most JJS 6 amod
6 phones NNS 4 pobj
7 and CC 6 cc
8 tablets NNS 6 conj
9 . . 3 punct

# id r32
# split report
# text Local residents have complained about the noise from the airport.
1 Local JJ 2 amod
2 residents NNS 4 nsubj
3 have VBP 4 aux
4 complained VBN 0 ROOT
5 about IN 4 prep
6 the DT 7 det
7 noise NN 5 pobj
8 from IN 7 prep
9 the DT 10 det
10 airport NN 8 pobj
11 . . 4 punct

# id r33
# split report
# text "The economy is growing faster than we expected," the finance minister told reporters on Friday.
1 " LQ 15 punct
2 The DT 3 det
3 economy NN 5 nsubj
4 is VBZ 5 aux
5 growing VBG 15 ccomp
6 faster RBR 5 advmod
7 than IN 9 mark
8 we PRP 9 nsubj
9 expected VBD 6 advcl
10 , , 15 punct
11 " '' 15 punct
12 the DT 14 det
13 finance NN 14 compound
14 minister NN 15 nsubj
15 told VBD 0 ROOT
16 reporters NNS 15 dobj
17 on IN 15 prep
18 Friday NNP 17 pobj
19 . . 15 punct

# id r34
# split report
# text Amazon, Google and Facebook are facing new rules in the European Union.
1 Amazon NNP 7 nsubj
2 , , 1 punct
3 Google NNP 1 conj
4 and CC 3 cc
5 Facebook NNP 3 conj
6 are VBP 7 aux
7 facing VBG 0 ROOT
8 new JJ 9 amod
9 rules NNS 7 dobj
10 in IN 7 prep
11 the DT 13 det
12 European NNP 13 compound
13 Union NNP 10 pobj
14 . . 7 punct

# id r35
# split report
# text The headphones are comfortable, although the bass could be stronger.
1 The DT 2 det
2 headphones NNS 3 nsubj
3 are VBP 0 ROOT
4 comfortable JJ 3 acomp
5 , , 3 punct
6 although IN 10 mark
7 the DT 8 det
8 bass NN 10 nsubj
9 could MD 10 aux
10 be VB 3 advcl
11 stronger JJR 10 acomp
12 . . 3 punct

# id r36
# split report
# text Rescue workers searched the rubble for survivors after the earthquake struck the city.
1 Rescue NN 2 compound
2 workers NNS 3 nsubj
3 searched VBD 0 ROOT
4 the DT 5 det
5 rubble NN 3 dobj
6 for IN 3 prep
7 survivors NNS 6 pobj
8 after IN 11 mark
9 the DT 10 det
10 earthquake NN 11 nsubj
11 struck VBD 3 advcl
12 the DT 13 det
13 city NN 11 dobj
14 . . 3 punct
`;

function parseTreebank(raw: string): GoldSentence[] {
  const out: GoldSentence[] = [];
  for (const block of raw.split(/\n\s*\n/)) {
    const lines = block
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.length > 0);
    if (lines.length === 0) continue;
    let id = '';
    let split: 'dev' | 'report' = 'dev';
    let text = '';
    const rows: Array<{ form: string; tag: string; head1: number; label: string }> = [];
    for (const line of lines) {
      if (line.startsWith('# id ')) id = line.slice(5).trim();
      else if (line.startsWith('# split '))
        split = line.slice(8).trim() === 'report' ? 'report' : 'dev';
      else if (line.startsWith('# text ')) text = line.slice(7);
      else {
        const parts = line.split(/\s+/);
        if (parts.length !== 5) throw new Error(`treebank ${id}: bad line "${line}"`);
        const [idx, form, tag, head, label] = parts as [string, string, string, string, string];
        if (Number(idx) !== rows.length + 1)
          throw new Error(`treebank ${id}: index ${idx} out of order`);
        rows.push({ form, tag: tag === 'LQ' ? '``' : tag, head1: Number(head), label });
      }
    }
    const tokens = rows.map((r, i) => ({
      form: r.form,
      tag: r.tag,
      head: r.head1 === 0 ? i : r.head1 - 1,
      label: r.label,
    }));
    out.push({ id, split, text, tokens });
  }
  return out;
}

export const TREEBANK: readonly GoldSentence[] = parseTreebank(RAW);
