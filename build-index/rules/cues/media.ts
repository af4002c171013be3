/**
 * Cue words of Arts & Entertainment, Books & Literature and Games (see ./index.ts for
 * the rules every list follows).
 */
import { words } from './words.js';

export const MEDIA_CUES: Record<string, string[]> = {
  'arts-entertainment': [
    // Music: making it, genres, instruments, releases, live shows.
    ...words(`
      music musical musician song lyric album band singer vocalist vocals songwriter songwriting composer rapper
      guitarist bassist drummer pianist violinist cellist saxophonist trumpeter frontman frontwoman bandmate dj deejay
      guitar piano violin cello viola saxophone sax trumpet trombone clarinet flute oboe harp ukulele banjo mandolin
      accordion harmonica drums drumkit percussion synth synthesizer turntable keytar chord tabs riff melody harmony
      tempo bpm acoustic unplugged strumming fretboard frets capo octave pedalboard soundcheck setlist encore gig
      headliner headlining opener roadie moshpit mosh concert karaoke remix mixtape playlist soundtrack vinyl
      discography tracklist lp spotify soundcloud bandcamp itunes rock jazz pop hiphop rap rnb edm techno dubstep kpop
      jpop reggae reggaeton punk grunge emo bluegrass funk disco ska blues orchestra orchestral symphony symphonic
      philharmonic concerto sonata overture aria soprano tenor alto baritone libretto operetta cantata fugue nocturne
      opera operatic recital chorus acapella grammy coachella glastonbury lollapalooza eurovision ticketmaster beatles
      beyonce rihanna eminem kanye coldplay metallica bts blackpink adele swiftie
    `),
    // Film and television.
    ...words(`
      movie film filmmaker filmmaking cinema cinematic cinematography cinematographer screenplay screenwriter
      screenwriting storyboard director directed directorial actor actress cast casting costar starring cameo biopic
      romcom slasher superhero superheroes blockbuster sequel prequel remake spinoff trilogy trailer teaser premiere
      screening imax boxoffice hollywood bollywood nollywood cannes sundance berlinale tribeca oscar emmy bafta
      netflix hulu hbo disney disneyplus pixar dreamworks ghibli miyazaki marvel avengers batman spiderman superman
      starwars jedi crunchyroll primevideo tv television telly tvshow show series miniseries docuseries episode season
      finale showrunner sitcom telenovela gameshow talkshow primetime binge bingewatch bingeing spoiler subtitle
      dubbed documentary animation animated cartoon anime celebrity celeb paparazzi gossip tabloid fandom fanbase
      podcast podcaster broadcast broadcaster newscast mtv
    `),
    // Stage: theatre, dance, comedy, circus.
    ...words(`
      theater theatre theatrical broadway westend playwright matinee intermission understudy monologue ensemble
      audition rehearsal backstage onstage comedy comedian standup improv sketch cabaret burlesque vaudeville circus
      acrobat acrobatics juggler juggling clown puppet puppetry pantomime mime dance dancer dancing ballet ballerina
      choreography choreographer choreographed tango waltz breakdance breakdancing flamenco
    `),
    // Visual arts, design, architecture.
    ...words(`
      art artist artwork artistic artsy painting painter drawing sketching sketchbook watercolor watercolour acrylic
      canvas canvases easel brushstroke illustrator illustration mural muralist graffiti streetart portrait
      portraiture impressionist impressionism surrealism surrealist cubism expressionism baroque masterpiece sculpture
      sculptor printmaking lithograph etching gallery museum exhibition exhibit curator curated biennale louvre moma
      guggenheim picasso rembrandt monet vangogh dali warhol banksy frida davinci michelangelo architecture
      architectural facade bauhaus brutalist brutalism photography photoshoot journalist journalism columnist magazine
      newspaper festival entertainment entertainer sing singing premiering
    `),
    // Kept from the first vocabulary.
    ...words(`
      instrument streaming characters tickets
    `),
  ],

  'books-literature': [
    ...words(`
      book bookworm bookish booktok bookstagram bookshelf bookshelves bookclub read reading reader reread rereading
      readathon tbr goodreads novel novella novelist author authored writer writing wordsmith storyteller storytelling
      literature literary lit fiction nonfiction kindle ebook audiobook audible epub isbn paperback hardcover hardback
      edition firstedition publisher publishing publish published imprint selfpublished bestseller bestselling booker
      pulitzer chapter prologue epilogue foreword afterword preface footnote manuscript summary synopsis blurb
      annotated annotation poem poetry poet poetess verse stanza haiku limerick sonnet ode elegy couplet rhyme
      metaphor simile alliteration allegory narrator narrative protagonist antagonist subplot plot foreshadowing
      cliffhanger characters genre fantasy scifi dystopian dystopia utopia romantasy whodunit sleuth mystery memoir
      autobiography biography biographer essay essayist fable fairytale folktale saga anthology fanfic fanfiction
      comic manga manhwa zine tolkien rowling shakespeare shakespearean dickens austen hemingway orwell dostoevsky
      tolstoy chaucer bronte woolf steinbeck faulkner murakami atwood gatsby hobbit hogwarts potterhead narnia dracula
      frankenstein odyssey iliad beowulf library librarian bookstore bookshop bookseller quotes proofread proofreading
      copyeditor typeface
    `),
    // Kept from the first vocabulary; more of reading, writing and publishing.
    ...words(`
      story analysis trilogy bibliophile booklover storybook picturebook novelization prose poetic dnf bookhaul
      booktube bookstagrammer netgalley storygraph nanowrimo amwriting storyline narration encyclopedia almanac
      thesaurus ghostwriter ghostwriting pseudonym sherlock proust nabokov camus kerouac salinger vonnegut bukowski
      plath keats wordsworth byron yeats whitman chekhov marquez borges achebe angelou dostoyevsky pageturner
      unputdownable worldbuilding grimdark literati webtoon ereader
    `),
  ],

  games: [
    // Video games: platforms, genres, play, well-known titles and publishers.
    ...words(`
      game gaming gamer gameplay playthrough letsplay walkthrough speedrun speedrunner speedrunning console xbox
      playstation nintendo ps2 ps3 ps4 ps5 psn gamecube wii snes n64 gameboy psp steam gamepad joystick joycon
      emulator emulation arcade pinball rpg jrpg mmo mmorpg moba fps rts roguelike roguelite metroidvania soulslike
      platformer multiplayer singleplayer splitscreen matchmaking pvp pve npc esport quest sidequest questline respawn
      respawned loot lootbox dlc cutscene leaderboard highscore checkpoint savegame hitbox headshot noob newb gg rng
      cheat cheatcode modding nerf buff nerfed buffed level leveling levelup boss miniboss dungeon mana fortnite
      minecraft roblox zelda mario luigi pokemon pikachu tetris pacman warcraft starcraft overwatch valorant pubg gta
      skyrim witcher elden hearthstone dota counterstrike csgo splatoon metroid kirby simcity tekken genshin gacha
      sega atari capcom ubisoft bethesda konami namco squareenix epicgames
    `),
    // Tabletop, cards, puzzles, toys, gambling.
    ...words(`
      boardgame boardgaming tabletop meeple catan scrabble cluedo jenga yahtzee backgammon checkers domino mahjong
      chess chessboard checkmate stalemate gambit grandmaster castling elo fide lichess dnd d20 dungeonmaster
      warhammer tcg ccg yugioh mtg cards deck solitaire rummy canasta cribbage holdem poker blackjack baccarat
      roulette craps slots jackpot casino bet betting bettor wager wagering sportsbook bookie parlay gamble gambling
      gambler lottery lotto powerball scratchcard bingo keno puzzle jigsaw crossword sudoku wordle riddle brainteaser
      rubik tangram toy lego barbie dollhouse doll plushie funko playset yoyo dice play playing player rules strategy
      tournament pieces
    `),
    // More titles, platforms, play slang, tabletop, betting and toys.
    ...words(`
      trivia pubquiz tradingcards actionfigure gamedev indiedev indiegame godot framerate steamdeck amiibo
      nintendoswitch xboxone gamepass psplus completionist patchnotes earlyaccess battlepass microtransaction emote
      bossfight hardmode permadeath openworld battleroyale deathmatch killstreak noscope aimbot wallhack griefing
      griefer dpad terraria stardew undertale cuphead bioshock borderlands starfield baldur pokedex pokeball ffxiv
      runescape osrs leagueoflegends rocketleague nba2k madden callofduty warzone amongus fallguys rdr2 hyrule
      mariokart smashbros pikmin xenoblade honkai gachapon boardgamegeek bgg gloomhaven carcassonne codenames boggle
      pictionary charades ludo mancala shogi xiangqi baduk wsop draftkings fanduel moneyline pokies croupier
      scratchoff megamillions euromillions raffle sweepstakes wordsearch kakuro nonogram kenken speedcubing cuber
      minifig minifigure hotwheels playmobil furby tamagotchi beyblade squishmallow bratz playdoh
    `),
    // Chess and tabletop, cards, play talk, betting and toys.
    ...words(`
      rook pawn blitz dungeonsanddragons nat20 crit 40k tabletopgames wargaming cardgame deckbuilding deckbuilder
      boosterbox packopening magicthegathering edh ptcg lorcana videogame pcgaming consolegaming retrogaming
      mobilegaming gamingsetup gamingpc gamergirl xp healthbar spawn spawned hitpoints loadout visualnovel otome
      datingsim simulator simracing flightsim cozygames cozygaming candycrush clashofclans subwaysurfers angrybirds
      geoguessr chesscom gdq glitchless fnatic 100thieves faze tsm xqc sportsbetting bettingtips accumulator acca
      bookmaker scratchers pokerstars highroller puzzler stuffie teddybear toybox hasbro mattel toysrus hopscotch
      gamenight
    `),
    // More of what posts say: slang, abbreviations, titles, brands, platforms and events.
    ...words(`
      twitchstreamer rankedplay crosshair aimassist aimtrain aimlab frag fragging gitgud ggs glhf afk tierlist ign
      gamespot kotaku steamsale gog epicgamesstore humblebundle itchio gamejam unrealengine rpgmaker xboxseries
      seriesx ps1 psvita 3ds nds dreamcast megadrive neogeo famicom nes apexlegends eafc codm diablo cyberpunk2077
      eldenring darksouls bloodborne sekiro hollowknight animalcrossing acnh fireemblem persona5 finalfantasy ff7
      ff14 kingdomhearts dragonquest monsterhunter residentevil silenthill metalgear godofwar lastofus tlou
      ghostoftsushima assassinscreed farcry tombraider masseffect dragonage thesims sims4 stardewvalley valheim dayz
      tarkov escapefromtarkov rainbowsix r6 cs2 dota2 tft teamfighttactics warframe destiny2 pathofexile
      worldofwarcraft eveonline redstone skyblock bedwars hypixel robux vbucks gamerscore platinumtrophy ttrpg
      criticalrole sessionzero dicegoblin minipainting ageofsigmar killteam boardgamenight unocards crokinole euchre
      slotmachine freespins betslip bingohall nytgames quordle heardle rubikscube cubing legoset afol duplo nerfgun
      fidgetspinner popit stuffedanimal labubu sonnyangel blindbox popmart gameplayvideo gamingcommunity gamingclip
      twitchclips pcgamer consolewars nintendofan xboxgamepass ps5games gamedesign leveldesign glitches bossbattle
      grindy lootshooter soulsborne farmingsim survivalgame horrorgame gamereview gamerlife trophyhunter
      trophyhunting unlockable questlog skilltree manabar xpboost doublexp lobbies matchmade queueing solоqueue
      soloqueue duoqueue respawning checkpointing savefile newgameplus ng+ minmax minmaxing cheesed
    `),
  ],
};
