/**
 * Cue words of Law & Government, People & Society, Religion & Belief and Places (see
 * ./index.ts for the rules every list follows).
 */
import { words } from './words.js';

export const SOCIETY_CUES: Record<string, string[]> = {
  'law-government': [
    // Law, courts, crime and policing.
    ...words(`
      law legal illegal illegally lawyer attorney barrister solicitor paralegal lawsuit sue sued suing plaintiff
      defendant litigation prosecutor prosecution prosecuted indicted indictment arraigned arraignment subpoena
      testimony testify testified witness jury juror verdict acquitted acquittal guilty convicted conviction
      sentencing sentenced sentence probation parole bail inmate incarcerated incarceration prison prisoner jail
      detention detained deportation deported asylum court courtroom judge scotus appeal appellate ruling injunction
      settlement custody statute constitution constitutional unconstitutional amendment legislation legislative police
      cop policing officer sheriff fbi cia nsa arrest arrested suspect crime criminal homicide murder murdered
      manslaughter robbery burglary burglar theft shoplifting fraud embezzlement bribery corruption smuggling
      trafficking cartel felony misdemeanor dui dwi assault charges evidence penalty
    `),
    // Government, politics, elections, diplomacy, the military.
    ...words(`
      government govt federal public agency department ministry bureaucracy bureaucrat regulation regulatory regulator
      deregulation antitrust license permit ordinance dmv taxpayer politics political politician election reelection
      vote voting voter ballot electoral referendum caucus democrat republican gop dems tory leftist partisan
      bipartisan filibuster impeachment impeach veto lobbying lobbyist policy congress congressman congresswoman
      congressional senate senator parliament parliamentary legislature president presidential presidency potus
      governor mayor councillor councilman supreme diplomacy diplomat diplomatic embassy treaty nato sanctions
      geopolitics geopolitical military army navy soldier troops veteran warfare war missile airstrike ceasefire
      invasion artillery weapon firearm gun rifle ammo ammunition pentagon terrorism terrorist immigration citizenship
      rights defense bill
    `),
    // Kept from the first vocabulary; more of crime, courts, politics and the military.
    ...words(`
      trial lawful unlawful unlawfully legally legality offender rape harassment stalking stalker kidnapping kidnapped
      abducted abduction hostage arson arsonist vandalism vandalized trespassing looting riot gunman gunfire stabbed
      stabbing carjacking hijacking extortion blackmail ransom bribe laundering fraudster scam scammer counterfeit
      piracy copyright trademark patent infringement dmca gdpr compliance ftc doj prosecute plea pleaded pleads
      misconduct exonerated wrongful overturned precedent judiciary judicial magistrate tribunal arbitration litigator
      notary notarized affidavit subpoenaed warrant interrogation handcuffed handcuffs patrol swat firefighter
      firefighting firehouse coastguard infantry battalion brigade regiment sergeant lieutenant colonel admiral
      enlisted enlist conscription militia insurgents insurgency warship submarine bomb bombing explosives grenade
      cyberwarfare espionage spy whistleblower coup dictator dictatorship authoritarian regime democracy democratic
      monarchy sovereignty annexation genocide unsc brexit embargo g7 g20 consulate naturalized greencard mandate
      legislate legislated maga trump biden obama clinton putin zelensky netanyahu modi macron sunak starmer trudeau
      merkel pelosi mcconnell schumer desantis pollster polling gerrymandering inauguration statehouse capitol
      whitehouse kremlin mep policymakers politically propaganda censorship lawmaker
    `),
    // Voting, local government, courts, rights, policing and security.
    ...words(`
      juryduty pollingstation pollingplace ivoted absentee voterid canvassing campaigning presidentialdebate townhall
      citycouncil councilmember alderman bylaw fined courthouse smallclaims classaction negligence malpractice tort
      lawschool barexam clerkship supremecourt firstamendment secondamendment civilrights civilliberties aclu
      dueprocess habeas amnesty pardon pardoned clemency deathpenalty deathrow prisonreform policebrutality bodycam
      taser tased teargas curfew martiallaw nationalguard armedforces defence frontline shelling casualties civilians
      peacetalks foreignpolicy sanctioned mi5 mi6 kgb mossad secretservice dhs borderpatrol cbp uscis deport
      undocumented daca governance publicpolicy assemblyman assemblywoman senatorial gubernatorial mayoral municipal
      civics appropriations redtape foia impeached perjury obstruction treason sedition insurrection votingrights
      gerrymander redistricting swingstate exitpoll incumbent recount electionday sworn constituents constituency
      libdems ukip bundestag knesset duma unitednations
    `),
    // More of what posts say: slang, abbreviations, titles, brands, platforms and events.
    ...words(`
      legislator councilwoman houseofcommons houseoflords primeminister attorneygeneral districtattorney
      publicdefender defenseattorney criminallaw familylaw immigrationlaw lawfirm legalaid probate bailiff courtdate
      courtcase felon convict parolee recidivism grandjury mistrial hungjury crossexamination overruled legalese
      statutory jurisdiction jurisprudence lawenforcement policeofficer crimescene manhunt fugitive mostwanted
      amberalert civilservant civilservice bureaucratic governmentshutdown parliamentarian whitehall downingstreet
      europeanunion electoralcollege popularvote mailinballot votebymail liberal conservative leftwing rightwing
      farright farleft populist populism socialism socialist communism communist fascism fascist marxist libertarian
      centrist nationalism nationalist executiveorder justices chiefjustice usmc warplane fighterjet f35 f16 hamas
      hezbollah isis taliban alqaeda conscript mobilization warhead icbm nukes guncontrol gunlaws nra concealedcarry
      ccw handgun pistol shotgun ar15 glock ministers cabinetminister shadowcabinet coalition electorate ballotbox
      primaries midtermelections generalelection snapelection byelection runningmate vicepresident speakerofthehouse
      houserepublicans housedemocrats senaterepublicans senatedemocrats labourparty sinnfein snp uscongress
      capitolhill beltway thinktank bipartisanship statedepartment homelandsecurity sanctuarycity bordercrisis
      borderwall asylumseekers foodstamps socialsecurity publicsector taxreform taxcuts govern governing governed
      legislating ratified ratify envoy unsecuritycouncil warcrimes hague peacekeepers peacekeeping dronestrike
      militarized paramilitary sergeantmajor generalstaff courtmartial veteransday remembranceday
    `),
  ],

  'people-society': [
    // Family and relationships.
    ...words(`
      family parenting parent mom dad mum motherhood fatherhood parenthood kids child baby infant toddler newborn teen
      teenager adolescent siblings grandparents grandma grandpa grandmother grandfather grandkids grandchildren cousin
      aunt uncle relationship dating boyfriend girlfriend spouse husband wife marriage married divorce divorced
      breakup tinder bumble situationship friendship friends bestie bff love grief grieving mourning loneliness lonely
      emotions feelings empathy compassion kindness advice counseling caregiving caregiver
    `),
    // Society, identity, causes.
    ...words(`
      society social community culture cultural tradition heritage ethnicity ethnic racial racism racist
      discrimination equality inequality diversity inclusion gender feminism feminist misogyny sexism patriarchy lgbt
      lgbtq lgbtqia queer gay lesbian bisexual transgender nonbinary pronouns homophobia transphobia identity activism
      activist protest protesters charity donate donation fundraiser fundraising volunteer volunteering nonprofit ngo
      philanthropy philanthropist poverty homeless homelessness foodbank refugee immigrant migrant diaspora generation
      millennial boomer elderly senior disability disabled etiquette manners anthropology anthropologist sociology
      sociologist women neighbors neighbour adoption language
    `),
    // More of family life, relationships, identity and social causes.
    ...words(`
      momlife dadlife stepmom stepdad stepson stepdaughter stepfamily daughter niece nephew twins fiance fiancee
      datenight ghosting ghosted gaslighting gaslight narcissist narcissistic codependent boundaries redflag selflove
      introvert extrovert gofundme unhoused socialjustice blm blacklivesmatter metoo pridemonth suffrage
      genderequality paygap mansplaining masculinity femininity incel manosphere genz genx zoomer youth ageism ageist
      ableism ableist neurodivergent neurodiversity carer orphan orphanage adoptee surrogacy surrogate childcare
      daycare nanny babysitter babysitting playdate playground tantrum potty diaper nappy stroller pram screentime
      bullying bullied bully cyberbullying slang dialect accent bilingual multilingual indigenous tribe tribal
      aboriginal multicultural multiculturalism assimilation xenophobia xenophobic antisemitism antisemitic
      islamophobia bigotry bigot prejudice stereotype gentrification classism socioeconomic underprivileged
      marginalized humanitarian famine socialworker altruism gratitude heartbreak heartbroken widow widowed widower
      funeral obituary condolences bereavement eulogy
    `),
  ],

  'religion-belief': [
    ...words(`
      religion religious faith faithful spiritual spirituality god goddess deity divine holy sacred jesus christ
      messiah allah buddha krishna shiva vishnu ganesh christian christianity catholic protestant orthodox baptist
      methodist lutheran anglican presbyterian pentecostal evangelical evangelist mormon lds quaker amish jehovah
      islam muslim sunni shia sufi jewish jews judaism hindu hindus hinduism buddhist buddhism sikh sikhism taoism
      confucianism shinto zen pagan paganism wicca wiccan occult atheist atheism agnostic secular bible biblical
      scripture quran koran torah talmud vedas gita upanishads sutra psalm gospel verses theology theologian doctrine
      dogma prayer pray praying worship worshipping sermon homily church chapel cathedral basilica parish parishioners
      congregation pastor priest clergy vicar reverend bishop pope vatican nun monk monastery convent rabbi imam
      mosque synagogue temple shrine altar choir baptism baptized baptised communion eucharist sacrament rosary
      crucifix crucifixion resurrection ramadan eid iftar hajj umrah mecca halal kosher passover hanukkah yom kippur
      rosh hashanah sabbath shabbat diwali holi navratri puja vesak advent easter pilgrimage pilgrim missionary saint
      angel archangel heaven hell afterlife purgatory reincarnation karma soul blessing blessed ritual meditation
      chakra satan satanic demon myth mythology mythical legend folklore norse olympus zeus odin astrology horoscope
      zodiac retrograde sagittarius capricorn aquarius pisces aries taurus virgo libra tarot psychic supernatural
      paranormal ghost haunted haunting exorcism
    `),
    // More of worship, clergy, faiths, scripture and the supernatural.
    ...words(`
      amen hallelujah godly ungodly pious piety devout worshippers believer churchgoer devotional devotion apostle
      disciple prophet nativity crucified resurrected pentecost diocese archdiocese seminary ordained ordination
      deacon evangelism preacher preaching televangelist megachurch tithe tithing hymn sinner repent repentance
      salvation rapture antichrist endtimes heavenly hellfire lucifer demonic exorcist witchcraft coven druid shaman
      shamanism voodoo ouija seance clairvoyant astrologer birthchart natal aura reiki mantra namaste dharma samsara
      moksha sangha bodhisattva dalai monastic koan quranic hadith sunnah sharia haram mufti fatwa jihad ummah
      inshallah alhamdulillah mashallah bismillah suhoor jummah kaaba hijab niqab burqa kippah yarmulke menorah
      mitzvah seder mandir gurdwara ashram bhakti ganesha lakshmi hanuman durga vedic brahmin pooja aarti prasad
      khalsa waheguru vaisakhi canonized canonization beatified crusade inquisition reformation heresy heretic
      blasphemy blasphemous theism deism monotheism polytheism creationism creationist poltergeist cryptid bigfoot
      sasquatch yeti chupacabra mermaid fairy elves centaur minotaur medusa pegasus mythological demigod pantheon
      valhalla ragnarok hades poseidon hera aphrodite athena osiris anubis horus freya
    `),
    // Church life, feasts, practice across faiths, and the esoteric.
    ...words(`
      worshipmusic sundayservice bibleverse biblestudy holyspirit youthgroup vbs sundayschool missiontrip evangelize
      firstcommunion lordsprayer novena ashwednesday goodfriday palmsunday holyweek eastersunday feastday papal
      priesthood celibacy abbey steeple pew pulpit incense vigil prayed meditate meditating spiritualawakening
      thirdeye higherself lawofattraction affirmations smudging witchy witchtok spellwork mercuryretrograde
      zodiacsigns risingsign moonsign numerology angelnumber synchronicity tarotreading tarotcards oraclecards runes
      mediumship spiritguide ghosthunting ghosthunter apparition evp cult sect scientology kabbalah gnostic gnosticism
      esoteric hermetic alchemy dhamma vipassana metta pagoda stupa bhagavad mahabharata ramayana radha shivaratri
      darshan salah salat namaz dhikr masjid ramadankareem ramadanmubarak eidmubarak jannah akhirah deen muslimah
      shabbatshalom roshhashanah sukkot purim chanukah tzedakah shul hasidic gurbani langar jainism zoroastrian
      zoroastrianism bahai taoist confucius idolatry miracle prophecy guardianangel cherub seraphim beelzebub sinful
      holiness sanctity divinity apologetics catechism liturgy liturgical ascetic camino nunnery
    `),
    // More of what posts say: slang, abbreviations, titles, brands, platforms and events.
    ...words(`
      praisethelord godisgood yahweh elohim adonai holyghost almighty heavenlyfather savior saviour redeemer
      virginmary ourlady corinthians ephesians philippians galatians deuteronomy leviticus proverbs nazareth
      bethlehem calvary golgotha lenten catholicism protestantism mormonism adventist unitarian episcopal
      episcopalian calvinist calvinism puritan mennonite anabaptist coptic maronite friar abbot archbishop pontiff
      popefrancis holysee chaplain worshipteam praiseandworship gospelmusic christianmusic hillsong quiettime
      prayerrequest prayerwarrior intercession parable sins sinned forgiven rinpoche lama theravada mahayana
      tibetanbuddhism iskcon harekrishna yatra kumbh janmashtami ganeshchaturthi durgapuja eidalfitr eidaladha
      ramzan allahuakbar subhanallah astaghfirullah dua tawheed sahaba pbuh islamic madrasa madrassa hafiz tajweed
      surah ayah taraweeh tahajjud yeshiva barmitzvah batmitzvah chabad kiddush havdalah tefillin tallit siddur
      midrash mishnah zohar gurunanak sikhi goldentemple manifesting manifestation crystalhealing healingcrystals
      energyhealing lightworker starseed akashic spiritualjourney spiritualgrowth divinefeminine sacredgeometry
      fullmoonritual tarotreader majorarcana minorarcana palmistry palmreading fortuneteller fortunetelling scorpio
      nde neardeath freethinker humanist humanism secularism agnosticism theist deist pantheism animism kami heathen
      heathenry asatru druidry samhain beltane litha ostara imbolc mabon sabbat wheeloftheyear grimoire
      bookofshadows hexes churchservice massgoer holymass sundaymass worshipped worshiping godfearing christlike
      biblereading scripturereading faithbased interfaith ecumenical denomination pastorlife clergyman clergymen
      rabbinic pray4 religiously spiritually godless sacrilege sacrilegious holyland holycity hajji
    `),
  ],

  places: [
    ...words(`
      map atlas cartography geography geographic geographical population populated inhabitants census capital country
      city town village hometown suburb suburban urban rural countryside metropolis metropolitan municipality borough
      district neighborhood neighbourhood downtown uptown state province county region regional territory continent
      located location border coordinates latitude longitude elevation terrain topography distance area flag river
      riverbank lake mountain mountainous valley canyon plateau desert tundra rainforest savanna prairie glacier fjord
      island peninsula archipelago coast coastal coastline shoreline gulf strait canal landmark
    `),
    // More of landforms, waters and settlements.
    ...words(`
      hemisphere equator arctic antarctic oasis steppe marsh marshland wetland estuary lagoon cove cliff hill
      highlands lowlands basin ridge waterfall gorge ravine creek reservoir harbor harbour seaport street avenue
      boulevard zipcode postcode address locality prefecture canton oblast emirate commonwealth statewide countywide
      citywide megacity township outskirts exurbs slum enclave exclave landlocked cartographer geographer populous
      inhabited uninhabited skyline monument
    `),
  ],
};
