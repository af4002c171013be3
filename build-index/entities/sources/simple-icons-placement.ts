/**
 * Where the brands, software, apps and online services of `simple-icons` belong: our own
 * table. The package only names icons (title, slug, colour, source); nothing in it says
 * what a brand is about, so each icon kept here was placed by hand under the topic a
 * publisher or advertiser would file it under. Brands with shops, branches or restaurants
 * are left to name-suggestion-index, car makes and coins to our vehicles and
 * cryptocurrencies sources, programming languages to linguist.
 *
 * Format: a group line "topic path | entity type | context words", then its icons by
 * slug on indented lines. A trailing "~" marks a name that is also a common word or
 * another thing's name (Signal, Notion, Opera): it gets the group's context words. A
 * trailing "^" marks an icon of the other type (a company among products).
 */
export const ICON_PLACEMENT = `
Internet & Telecom > Social Media | ORG | social media, app, account, followers, login
  meta~
Internet & Telecom > Social Media > Social Networking Sites | PRODUCT | social network, app, account, profile, login, friends
  facebook vk mewe nextdoor odnoklassniki qzone myspace clubhouse~ renren
Internet & Telecom > Social Media > Photo & Video Sharing | PRODUCT | app, photos, videos, post, account, followers
  instagram tiktok snapchat pinterest flickr imgur 500px bereal pixelfed vsco kuaishou
  xiaohongshu triller youtubeshorts photobucket smugmug eyeem
Internet & Telecom > Social Media > Microblogging | PRODUCT | app, post, posts, account, followers, timeline
  x threads~ bluesky~ mastodon~ sinaweibo plurk misskey farcaster microdotblog
Internet & Telecom > Social Media > Online Forums & Communities | PRODUCT | forum, community, thread, post, answers
  reddit quora stackoverflow stackexchange 4chan discourse~ lemmy~ zhihu douban slashdot digg
  wykop habr v2ex superuser serverfault producthunt
Internet & Telecom > Social Media > Professional Networking | PRODUCT | professional network, profile, connections
  xing~ viadeo peerlist polywork
Internet & Telecom > Social Media > Content Creators & Influencers | PRODUCT | creators, membership, support, subscribers
  patreon kofi buymeacoffee socialblade boosty linktree
Internet & Telecom > Messaging & Video Calls > Messaging Apps | PRODUCT | app, chat, message, messages, messaging, download
  whatsapp telegram~ signal~ messenger~ wechat line~ viber kakaotalk imessage kik~ threema
  discord~ zalo qq googlemessages icq groupme simplex guilded~ revoltdotchat jabber~ googlechat
Internet & Telecom > Messaging & Video Calls > Video Calls & Conferencing | PRODUCT | video call, meeting, meetings, app, conference
  zoom~ googlemeet webex jitsi gotomeeting bigbluebutton teamspeak mumble~
Internet & Telecom > Email > Email Providers | PRODUCT | email, inbox, mail, login, account
  gmail protonmail tuta maildotcom maildotru gmx webdotde hey~ migadu disroot riseup
Internet & Telecom > Email > Email Clients | PRODUCT | email, mail, client, inbox
  thunderbird~ roundcube
Internet & Telecom > Email > Temporary Email | PRODUCT | email, alias, disposable
  simplelogin addydotio
Internet & Telecom > Search Engines | PRODUCT | search, search engine, results
  google^ baidu^ duckduckgo ecosia startpage qwant kagi naver sogou mojeek metager swisscows
  searxng
Internet & Telecom > Search Engines > AI Search Engines | PRODUCT | ai, search, answers
  perplexity~
Internet & Telecom > Web Browsers | PRODUCT | browser, web browser, download, tabs, extension
  googlechrome~ firefox safari~ opera~ operagx brave~ vivaldi~ torbrowser arc~ librewolf floorp
  zenbrowser gnuicecat
Internet & Telecom > Web Browsers > Browser Extensions | PRODUCT | extension, browser, add-on, chrome
  chromewebstore tampermonkey greasyfork darkreader grammarly honey~ wappalyzer
  immersivetranslate
Internet & Telecom > Web Browsers > Ad Blockers | PRODUCT | ads, ad blocker, block
  adblock adblockplus ublockorigin adguard adaway pihole ghostery
Internet & Telecom > Web Services > Web Hosting | ORG | hosting, web hosting, domain, server
  hostinger cloudways infinityfree alwaysdata ionos infomaniak bisecthosting fozzy rumahweb
Internet & Telecom > Web Services > Web Hosting > VPS & Cloud Hosting | ORG | vps, cloud, server, hosting, droplet
  digitalocean vultr hetzner ovh contabo scaleway upcloud netcup exoscale civo koyeb vercel
  netlify flydotio pythonanywhere
Internet & Telecom > Web Services > Web Hosting > WordPress Hosting | ORG | wordpress, hosting
  kinsta wpengine
Internet & Telecom > Web Services > Domain Names | ORG | domain, domains, registrar, dns
  godaddy namecheap porkbun gandi namesilo netim
Internet & Telecom > Web Services > Website Builders | PRODUCT | website, website builder, template, store
  wix squarespace webflow carrd tildapublishing framer~ shopify
Internet & Telecom > Web Services > Content Management Systems | PRODUCT | cms, website, plugin, theme
  wordpress drupal joomla typo3 umbraco craftcms contentful~ strapi sanity~ storyblok wagtail~
  statamic grav~ octobercms payloadcms decapcms directus sitecore contentstack datocms prismic
  textpattern processwire pimcore elementor yoast
Internet & Telecom > Web Services > URL Shorteners & QR Codes | PRODUCT | link, url, short link
  bitly
Internet & Telecom > Web Services > SSL Certificates | ORG | ssl, certificate, https
  letsencrypt
Internet & Telecom > Web Services > Cloud Storage & File Sharing | PRODUCT | cloud storage, files, file sharing, upload, sync
  dropbox~ googledrive icloud mega~ wetransfer mediafire protondrive nextcloud owncloud seafile
  tresorit filen syncthing egnyte filedotio
Internet & Telecom > Web Services > Website Analytics & Monitoring | PRODUCT | analytics, traffic, website, monitoring
  googleanalytics matomo plausibleanalytics hotjar simpleanalytics similarweb pagespeedinsights
  pingdom uptimekuma statuspage
Internet & Telecom > Web Services > CDN | ORG | cdn, cache, edge
  cloudflare akamai fastly~ bunnydotnet jsdelivr keycdn gcore
Internet & Telecom > Web Services > Online Forms & Surveys | PRODUCT | form, forms, survey, surveys
  googleforms typeform surveymonkey formstack limesurvey qualtrics fillout formspree
Internet & Telecom > Web Services > Online Maps & Navigation | PRODUCT | map, maps, directions, navigation, route
  googlemaps waze openstreetmap here~ tomtom^ osmand organicmaps what3words googleearth
  googlestreetview mapbox^ komoot alltrails
Internet & Telecom > Online Privacy > VPN | PRODUCT | vpn, servers, privacy, subscription
  nordvpn expressvpn surfshark protonvpn mullvad privateinternetaccess openvpn wireguard
  tailscale zerotier
Internet & Telecom > Online Privacy | ORG | privacy, encrypted, secure
  proton~
Internet & Telecom > Online Privacy > Proxies & Anonymity | PRODUCT | tor, anonymous, privacy, onion
  torproject tails~
Internet & Telecom > Blogging & Online Publishing > Blogging Platforms | PRODUCT | blog, blogging, newsletter, post, writers
  medium~ substack blogger~ tumblr livejournal hashnode ghost~ writedotas tistory devdotto
Internet & Telecom > Blogging & Online Publishing > Podcast Hosting | PRODUCT | podcast, hosting, rss feed
  spreaker audioboom
Internet & Telecom > Blogging & Online Publishing > Live Streaming | PRODUCT | stream, streaming, live, streamer
  twitch~ kick~ obsstudio streamlabs xsplit picartodottv facebooklive vimeolivestream
Internet & Telecom > Blogging & Online Publishing > Wikis & Online Encyclopedias | PRODUCT | wiki, article, encyclopedia
  wikipedia fandom~ wikimediacommons wikidata wikibooks wikiquote wikisource wikiversity
  wikivoyage namuwiki miraheze wikidotgg wikimediafoundation^
Internet & Telecom > Blogging & Online Publishing > Video Platforms | PRODUCT | video, videos, channel, watch, upload
  youtube vimeo dailymotion rumble~ bilibili niconico odysee peertube wistia aparat floatplane~
Internet & Telecom > Internet Culture > Memes | PRODUCT | meme, memes, gif, funny
  9gag giphy
Internet & Telecom > Internet Culture > Internet History | ORG | archive, history, wayback machine
  internetarchive
Internet & Telecom > ISPs & Broadband > Internet Speed | PRODUCT | speed test, internet speed, mbps
  speedtest~
Internet & Telecom > ISPs & Broadband > Internet Outages | PRODUCT | outage, down, status
  downdetector
Internet & Telecom > Mobile & Wireless > Mobile Carriers | ORG | carrier, mobile, network, plan, coverage, sim
  o2~ deutschetelekom telefonica movistar airtel jio telenor odido
Internet & Telecom > ISPs & Broadband | ORG | internet, broadband, provider, wifi
  virginmedia ziggo
Internet & Telecom > Pay TV Service | ORG | tv, channels, subscription, package
  foxtel sky~
Internet & Telecom > Telecom Industry & Infrastructure > Telecom Equipment | ORG | telecom, network, 5g
  ericsson
Internet & Telecom > Telecom Industry & Infrastructure | ORG | telecom, mobile industry
  gsma
Internet & Telecom > Telecom Industry & Infrastructure > Internet Infrastructure | PRODUCT | dns, resolver
  1dot1dot1dot1 quad9 nextdns
Internet & Telecom > Telecom Industry & Infrastructure > Telecom Regulation & Net Neutrality | ORG | fcc, regulation, spectrum
  fcc
Computers & Electronics > Software > Operating Systems | PRODUCT | os, operating system, install, update, distro, linux
  android ios macos linux ubuntu debian fedora~ archlinux linuxmint opensuse centos rockylinux
  almalinux manjaro popos elementary~ zorin~ kalilinux freebsd openbsd netbsd nixos gentoo
  slackware harmonyos kaios wearos grapheneos lineageos qubesos reactos endeavouros kubuntu
  xubuntu lubuntu ubuntumate kdeneon garudalinux solus mxlinux deepin voidlinux alpinelinux
  sailfishos asahilinux cachyos nobaralinux parrotsecurity redhat^ suse^ canonical^
Computers & Electronics > Software > Open Source Software | PRODUCT | open source, free software, linux, desktop
  gnu~ kde gnome~ xfce kdeplasma hyprland wine~ linuxfoundation^ mozilla^ apache~^
  opensourceinitiative^
Computers & Electronics > Software | PRODUCT | software, download, install, app, windows, mac
  7zip ccleaner vlcmediaplayer foobar2000 winamp itunes quicktime~ mpv autohotkey alfred~
  raycast~ sharex rainmeter setapp wondershare^ macpaw^ qbittorrent utorrent bittorrent bitcomet
  portableappsdotcom
Computers & Electronics > Software > Mobile Apps | PRODUCT | app, apps, download, install, store
  appstore~ googleplay appgallery fdroid
Computers & Electronics > Software > Productivity Software | PRODUCT | office, documents, productivity, app
  libreoffice apacheopenoffice onlyoffice collaboraonline googlecalendar protoncalendar todoist
  ticktick googletasks deepl googletranslate languagetool zotero mendeley clockify toggltrack
  rescuetime anki
Computers & Electronics > Software > Productivity Software > Word Processors | PRODUCT | document, docs, writing
  googledocs libreofficewriter overleaf typst
Computers & Electronics > Software > Productivity Software > Spreadsheets | PRODUCT | spreadsheet, sheets, formula
  googlesheets libreofficecalc airtable baserow
Computers & Electronics > Software > Productivity Software > Presentation Software | PRODUCT | slides, presentation, deck
  googleslides libreofficeimpress prezi revealdotjs
Computers & Electronics > Software > Productivity Software > Note-Taking Apps | PRODUCT | notes, note taking, app, notebook
  evernote notion~ obsidian~ joplin~ logseq simplenote roamresearch googlekeep anytype affine
  notesnook zettlr trilium siyuan coda~
Computers & Electronics > Software > Productivity Software > PDF Software | PRODUCT | pdf, convert, edit
  ilovepdf
Computers & Electronics > Software > Business Software | PRODUCT | business, saas, software, teams
  zoho^ atlassian^ zapier ifttt n8n make~ calendly odoo
Computers & Electronics > Software > Business Software > CRM Software | PRODUCT | crm, sales, leads, pipeline
  hubspot^ civicrm
Computers & Electronics > Software > Business Software > ERP Software | PRODUCT | erp, enterprise, inventory
  sap~^ erpnext dolibarr totvs^
Computers & Electronics > Software > Business Software > Accounting Software | PRODUCT | accounting, invoices, bookkeeping, tax
  quickbooks xero sage~^ myob akaunting invoiceninja expensify datev^ kashflow intuit^
Computers & Electronics > Software > Business Software > Project Management Software | PRODUCT | project, tasks, board, team
  asana~ jira trello clickup basecamp~ pivotaltracker redmine openproject favro
Computers & Electronics > Software > Business Software > Team Collaboration Software | PRODUCT | team, collaboration, workspace, chat
  confluence~ mattermost rocketdotchat zulip miro~ mural~ loom~ excalidraw tldraw milanote padlet
Computers & Electronics > Software > Creative Software > Photo Editing Software | PRODUCT | photo, photos, editor, edit, image
  gimp~ photopea pixlr picsart removedotbg
Computers & Electronics > Software > Creative Software > Video Editing Software | PRODUCT | video, editing, editor, timeline
  davinciresolve kdenlive wondersharefilmora vegas~ veed screencastify vyond subtitleedit
Computers & Electronics > Software > Creative Software > Audio & Music Software | PRODUCT | daw, music production, audio, plugin, mixing
  audacity~ protools~ bitwig reasonstudios^ ardour~ lmms steinberg^ guitarpro bandlab cycling74^
Computers & Electronics > Software > Creative Software > Graphic Design Software | PRODUCT | design, vector, graphics, ui
  figma inkscape coreldraw sketch~ penpot boxysvg lunacy~ aseprite krita medibangpaint
  googlefonts fontawesome icons8 nounproject iconfinder
Computers & Electronics > Software > Creative Software > 3D & CAD Software | PRODUCT | 3d, cad, modeling, render, design
  blender~ autocad autodesk^ autodeskmaya autodeskrevit sketchup cinema4d houdini~ freecad
  openscad tinkercad rhinoceros~ archicad vectorworks twinmotion sketchfab turbosquid
  dassaultsystemes^ ansys^
Computers & Electronics > Programming | ORG | code, developer, programming
  jetbrains
Computers & Electronics > Programming > Web Development | PRODUCT | javascript, framework, web, frontend, npm
  react~ angular~ vuedotjs svelte~ nextdotjs nuxt nodedotjs deno django~ laravel rubyonrails
  express~ jquery bootstrap~ tailwindcss sass~ webpack vite~ astro~ gatsby~ symfony emberdotjs
  backbonedotjs htmx alpinedotjs threedotjs d3~ chartdotjs electron~ webassembly npm pnpm fastify
  nestjs fastapi flask~ springboot~ remix~ w3schools mdnwebdocs
Computers & Electronics > Programming > Mobile App Development | PRODUCT | mobile, app, ios, android, sdk
  flutter~ ionic~ xcode androidstudio expo~ capacitor~ apachecordova jetpackcompose nativescript
  firebase supabase appwrite
Computers & Electronics > Programming > Game Development | PRODUCT | game engine, game dev, engine, indie
  unity~ unrealengine godotengine gamemaker construct3 robloxstudio cryengine bevy~ cocos~
  playcanvas renpy stencyl fmod wwise gamedeveloper
Computers & Electronics > Programming > Databases | PRODUCT | database, sql, query, db
  mysql postgresql mongodb redis sqlite mariadb elasticsearch apachecassandra neo4j couchbase
  apachecouchdb influxdb clickhouse duckdb cockroachlabs^ planetscale dbeaver phpmyadmin
  apachekafka rabbitmq
Computers & Electronics > Programming > DevOps | PRODUCT | devops, ci, deploy, pipeline, container, cluster
  docker~ kubernetes jenkins~ terraform~ ansible puppet~ githubactions circleci travisci
  prometheus~ grafana datadog newrelic sentry~ pagerduty helm~ podman vagrant~ nomad~ hashicorp^
  istio splunk dynatrace opentelemetry pulumi opentofu buildkite teamcity rancher~ portainer
Computers & Electronics > Programming > Version Control | PRODUCT | git, repository, commit, pull request
  git~ github gitlab bitbucket gitea codeberg sourceforge mercurial~ subversion~ perforce~
  gitkraken sourcetree gitee forgejo
Computers & Electronics > Programming > Developer Tools & IDEs | PRODUCT | ide, editor, code, developer, plugin
  intellijidea pycharm webstorm phpstorm goland clion rider~ rubymine datagrip vim~ neovim
  gnuemacs sublimetext notepadplusplus eclipseide apachenetbeanside cursor~ windsurf~ replit
  codesandbox stackblitz jsfiddle postman~ insomnia~ homebrew~ chocolatey~ githubcopilot
  claudecode warp~ iterm2 alacritty ghostty wezterm tmux vscodium codeblocks spyderide gnubash
  zsh
Computers & Electronics > Programming > Software Testing | PRODUCT | test, testing, automation, qa
  selenium~ cypress~ jest~ pytest junit5 mocha~ appium puppeteer~ vitest cucumber~ testrail
  saucelabs k6
Computers & Electronics > Programming > APIs | PRODUCT | api, rest, endpoint, sdk
  graphql swagger~ hoppscotch rapid~ jsonwebtokens
Computers & Electronics > Programming > Algorithms & Data Structures | PRODUCT | coding, problems, algorithms, contest, interview
  leetcode hackerrank codewars codeforces codechef topcoder adventofcode exercism codingame
  hackerearth
Computers & Electronics > Artificial Intelligence | ORG | ai, model, models, artificial intelligence
  anthropic~ deepmind mistralai moonshotai huggingface~ zdotai~
Computers & Electronics > Artificial Intelligence > AI Chatbots & Assistants | PRODUCT | ai, chatbot, assistant, prompt, chat
  claude~ googlegemini deepseek metaai poe~ kimi~ qwen coze notebooklm minimax~^
Computers & Electronics > Artificial Intelligence > Generative AI | PRODUCT | ai, generate, generator, voice, image
  elevenlabs suno replicate~ v0~ fishaudio
Computers & Electronics > Artificial Intelligence > Machine Learning | PRODUCT | machine learning, model, training, python, neural network
  tensorflow pytorch keras scikitlearn kaggle weightsandbiases mlflow langchain ollama lmstudio
  vllm onnx spacy gradio deepgram
Computers & Electronics > Artificial Intelligence > Computer Vision | PRODUCT | computer vision, image, detection
  opencv yolo~ ultralytics roboflow mediapipe
Computers & Electronics > Artificial Intelligence > Data Science & Analytics | PRODUCT | data, analytics, dashboard, python, notebook
  jupyter pandas~ numpy scipy plotly looker~ metabase qlik apachesuperset kibana redash
  googlebigquery databricks snowflake~ apachespark apachehadoop rstudioide knime dataiku
  streamlit googlecolab statista datacamp
Computers & Electronics > Artificial Intelligence > Robotics | PRODUCT | robot, robotics, ros
  ros~
Computers & Electronics > IT & Enterprise Technology > Cloud Computing | PRODUCT | cloud, cloud computing, compute, serverless
  googlecloud alibabacloud openstack cloudfoundry redhatopenshift elasticcloud minio
Computers & Electronics > IT & Enterprise Technology > Servers & Data Centers | ORG | server, servers, virtualization, data center
  vmware proxmox nutanix supermicro netapp citrix virtualbox qemu nginx apachetomcat caddy~
  haproxy traefikproxy equinixmetal
Computers & Electronics > IT & Enterprise Technology > IT Services & Support | ORG | it services, consulting, support, remote desktop
  accenture infosys wipro tcs teamviewer anydesk rustdesk logmein zendesk intercom~ helpscout
  livechat~ datto
Computers & Electronics > Computer Components > Storage Drives > NAS & Home Servers | PRODUCT | nas, home server, storage, raid
  synology^ qnap^ truenas unraid openmediavault umbrel yunohost cloudron
Computers & Electronics > Computer Networking | ORG | network, networking, router, switch
  cisco junipernetworks mikrotik wireshark
Computers & Electronics > Computer Networking > Routers & Wi-Fi | ORG | router, wifi, mesh, wireless
  tplink netgear linksys ubiquiti keenetic fritz gldotinet openwrt
Computers & Electronics > Computer Security | ORG | security, cybersecurity, threat, breach
  owasp snyk checkmarx qualys symantec
Computers & Electronics > Computer Security > Antivirus Software | PRODUCT | antivirus, virus, malware, scan, protection
  norton~ mcafee avast~ avira bitdefender kaspersky malwarebytes trendmicro virustotal
Computers & Electronics > Computer Security > Passwords & Authentication | PRODUCT | password, passwords, login, 2fa, vault
  1password bitwarden lastpass dashlane keepassxc keeper~ enpass googleauthenticator
  aegisauthenticator 2fas yubico^ okta auth0 keycloak vaultwarden passbolt authelia authentik
Computers & Electronics > Computer Security > Hacking & Data Breaches | PRODUCT | hacking, security, exploit, bug bounty, pentest
  haveibeenpwned hackerone bugcrowd hackthebox tryhackme metasploit burpsuite hashcat intigriti
Computers & Electronics > Computer Security > Network Security & Firewalls | ORG | firewall, network security, vpn, threat
  fortinet paloaltonetworks sonicwall pfsense opnsense snort~ firewalla
Computers & Electronics > Computer Security > Data Backup & Recovery | PRODUCT | backup, restore, recovery, storage
  backblaze veeam duplicati borgbackup rclone
Computers & Electronics > Computer Security | PRODUCT | encryption, privacy, encrypted
  cryptomator gnuprivacyguard
Computers & Electronics > Computers | ORG | laptop, pc, computer, desktop
  dell~ hp~ lenovo asus acer msi fujitsu toshiba system76 tuxedocomputers framework~ commodore~
Computers & Electronics > Computers > Laptops | PRODUCT | laptop, notebook
  thinkpad
Computers & Electronics > Computers > Desktop Computers > Gaming PCs | ORG | gaming, pc, rig
  alienware republicofgamers nzxt
Computers & Electronics > Computer Components > CPUs | ORG | cpu, processor, chip
  intel~ amd riscv sifive snapdragon~
Computers & Electronics > Computer Components > Graphics Cards | ORG | gpu, graphics card, geforce
  nvidia
Computers & Electronics > Computer Components > Computer Memory | ORG | ram, memory, ddr5, ssd
  kingstontechnology
Computers & Electronics > Computer Components > Storage Drives > Hard Drives | ORG | hard drive, hdd, storage
  seagate
Computers & Electronics > Computer Components > PC Cases & Cooling | ORG | case, cooler, cooling, fans, pc build
  coolermaster deepcool corsair~
Computers & Electronics > Computer Peripherals | ORG | peripherals, mouse, keyboard, headset, gaming
  razer steelseries hyperx redragon
Computers & Electronics > Computer Peripherals > Computer Keyboards > Mechanical Keyboards | PRODUCT | keyboard, firmware, keycaps
  qmk
Computers & Electronics > Computer Peripherals > Printers & Scanners | ORG | printer, printers, ink, scanner
  epson kyocera
Computers & Electronics > Computer Peripherals > Printers & Scanners > 3D Printers | ORG | 3d printer, 3d printing, filament, print
  bambulab creality anycubic elegoo flashforge makerbot ankermake vorondesign thingiverse^
  printables~^ octoprint^ thangs^
Computers & Electronics > Computer Peripherals > Graphics Tablets | ORG | drawing tablet, pen, tablet
  wacom
Computers & Electronics > Electronics & Electrical > Semiconductors | ORG | chip, chips, semiconductor, chipmaker
  qualcomm arm~ mediatek broadcom nordicsemiconductor stmicroelectronics nxp espressif
Computers & Electronics > Electronics & Electrical > Microcontrollers & Single-Board Computers | PRODUCT | board, microcontroller, raspberry pi, arduino, gpio
  raspberrypi arduino microbit m5stack platformio micropython esphome
Computers & Electronics > Electronics & Electrical > DIY Electronics | ORG | electronics, kit, sensor, maker
  adafruit sparkfun hackaday^ instructables^ hackster^ digikeyelectronics tindie^
Computers & Electronics > Electronics & Electrical > Circuit Boards & PCBs | PRODUCT | pcb, schematic, circuit
  kicad easyeda ltspice multisim
Computers & Electronics > Consumer Electronics | ORG | electronics, gadgets, devices, tech
  apple~ samsung sony lg panasonic xiaomi huawei hitachi nec~ vestel blackberry~
Computers & Electronics > Mobile Phones | ORG | phone, phones, smartphone, android, mobile
  oneplus oppo vivo~ honor~ motorola nokia htc fairphone meizu
Computers & Electronics > Consumer Electronics > Audio Equipment | ORG | audio, speakers, headphones, sound, hifi
  bose jbl sennheiser beatsbydre audiotechnica denon bluesound yamahacorporation roon~ walkman^
Computers & Electronics > Consumer Electronics > Audio Equipment > Audio Speakers | ORG | speakers, speaker, sound system
  sonos
Computers & Electronics > Consumer Electronics > Home Theater | ORG | home theater, surround sound, audio
  dolby dts~
Computers & Electronics > Consumer Electronics > Cameras | ORG | camera, cameras, lens, photography
  nikon fujifilm leica blackmagicdesign godox peakdesign~
Computers & Electronics > Consumer Electronics > Cameras > Action Cameras | ORG | action camera, 360 camera
  insta360
Computers & Electronics > Consumer Electronics > Drones | ORG | drone, drones, quadcopter
  dji
Computers & Electronics > Consumer Electronics > E-Readers | PRODUCT | ebook, e-reader, ereader, books
  rakutenkobo koreader
Computers & Electronics > Consumer Electronics > GPS & Bluetooth Trackers | PRODUCT | tracker, gps, bluetooth, keys
  tile~ traccar
Computers & Electronics > Consumer Electronics > Wearable Technology | ORG | watch, wearable, smartwatch, gps
  garmin
Computers & Electronics > Consumer Electronics > Wearable Technology > VR Headsets & Smart Glasses | PRODUCT | vr, virtual reality, headset
  oculus~ htcvive sidequest~ googlecardboard
Computers & Electronics > Consumer Electronics > Streaming Devices | ORG | streaming, tv, stick, channels
  roku googlecast googletv
Computers & Electronics > Consumer Electronics > Smart Home | PRODUCT | smart home, automation, devices, hub
  googlehome homeassistant~ homebridge openhab shelly~ zigbee zigbee2mqtt tasmota
Computers & Electronics > Consumer Electronics > Smart Home > Smart Speakers & Displays | PRODUCT | voice assistant, smart speaker
  googleassistant
Computers & Electronics > Consumer Electronics > Smart Home > Smart Lighting & Plugs | PRODUCT | smart bulb, lights, plug, lighting
  philipshue lifx kasasmart twinkly wemo
Computers & Electronics > Consumer Electronics > Smart Home > Smart Home Hubs | PRODUCT | hub, smart home, zigbee
  smartthings
Computers & Electronics > Tech News & Reviews | ORG | tech, technology, news, review, gadgets
  techcrunch arstechnica cnet theregister~ xdadevelopers gsmarenadotcom muo infoq hackernoon
  smashingmagazine sitepoint ifixit
Games > Video Games > Consoles & Platforms > PC Gaming | PRODUCT | pc games, games, launcher, store, library
  steam~ gogdotcom itchdotio battledotnet humblebundle~ gamejolt epicgames^ heroicgameslauncher
  lutris protondb steamdb pcgamingwiki g2a kongregate newgrounds
Games > Video Games > Consoles & Platforms > PlayStation | PRODUCT | playstation, ps5, console, games
  playstation playstation2 playstationportable playstationvita
Games > Video Games > Consoles & Platforms > Handheld Gaming | PRODUCT | handheld, console, portable
  steamdeck analogue~^
Games > Video Games > Consoles & Platforms > Mobile Gaming | PRODUCT | mobile games, app, ios, android
  applearcade
Games > Video Games > Consoles & Platforms > Cloud Gaming | PRODUCT | cloud gaming, stream, games
  stadia shadow~
Games > Video Games > Consoles & Platforms > VR Gaming | PRODUCT | vr, virtual reality, headset, games
  vrchat
Games > Video Games | ORG | game, games, video games, studio, publisher
  activision ea ubisoft riotgames valve~ bungie~ cdprojekt rockstargames squareenix konami sega
  taketwointeractivesoftware 2k gameloft supercell~ mihoyo paradoxinteractive remedyentertainment
  treyarch nexon~ bohemiainteractive gamescience facepunch atari~ embark~
Games > Video Games > Shooter Games | PRODUCT | game, fps, shooter, match, season
  counterstrike valorant thefinals~
Games > Video Games > Shooter Games > Battle Royale Games | PRODUCT | battle royale, game, season, skins
  fortnite pubg
Games > Video Games > Strategy Games > MOBAs | PRODUCT | moba, champions, heroes, game, ranked
  leagueoflegends dota2
Games > Video Games > Sandbox & Open-World Games | PRODUCT | game, games, sandbox, servers
  roblox luanti
Games > Video Games > Indie Games | PRODUCT | game, indie
  undertale
Games > Video Games > Rhythm Games | PRODUCT | rhythm game, beatmap
  osu
Games > Video Games > Game Mods | PRODUCT | mods, mod, modding, addons
  curseforge modrinth thunderstore gamebanana fivem spigotmc
Games > Video Games > Retro Gaming | PRODUCT | retro, emulator, roms, classic games
  retroarch retropie retroachievements
Games > Video Games > Esports | ORG | esports, tournament, league, matches
  eslgaming faceit esea startdotgg^
Games > Video Games > Video Game News & Reviews | ORG | games, reviews, news, gaming
  ign igdb^ opencritic^
Games > Video Games > Gaming Videos & Streams | PRODUCT | gaming, stream, streams, videos
  youtubegaming facebookgaming
Games > Tabletop Role-Playing Games | PRODUCT | ttrpg, rpg, campaign, dungeon master
  roll20 foundryvirtualtabletop criticalrole~
Games > Tabletop Role-Playing Games > Dungeons & Dragons | PRODUCT | d&d, dnd, campaign
  dungeonsanddragons
Games > Board Games | PRODUCT | board game, board games, tabletop
  boardgamegeek
Games > Board Games > Chess | PRODUCT | chess, play chess, rating, puzzles
  chessdotcom lichess
Games > Card Games > Collectible Card Games | PRODUCT | cards, tcg, deck, singles
  cardmarket
Arts & Entertainment > TV Shows > Streaming Services | PRODUCT | streaming, watch, shows, movies, subscription
  netflix hbomax paramountplus crunchyroll plex~ tubi fubo mubi dazn viaplay youtubetv
  youtubekids starz showtime~ itvx tv4play stremio jellyfin emby kodi
Arts & Entertainment > TV Shows > TV Listings | PRODUCT | tv, episodes, watchlist, track
  trakt tvtime~ simkl
Arts & Entertainment > Music > Music Streaming & Charts | PRODUCT | music, songs, playlist, streaming, albums
  spotify applemusic youtubemusic deezer tidal~ pandora~ soundcloud audiomack napster lastdotfm
  shazam~ mixcloud bandcamp~ neteasecloudmusic billboard~^ albumoftheyear musicbrainz
Arts & Entertainment > Music > Music Production & DJing | PRODUCT | dj, producer, beats, tracks, music production
  beatport traxsource 1001tracklists distrokid beatstars reverbnation pioneerdj^
Arts & Entertainment > Music > Song Lyrics | PRODUCT | lyrics, song, songs
  genius~
Arts & Entertainment > News & Media > Podcasts | PRODUCT | podcast, podcasts, episodes, app
  applepodcasts pocketcasts overcast~ castbox podcastaddict playerfm antennapod
Arts & Entertainment > News & Media > Radio | ORG | radio, station, live
  iheartradio^ radiofrance
Arts & Entertainment > Movies > Movie Reviews & News | PRODUCT | movie, movies, reviews, ratings, films
  imdb letterboxd rottentomatoes metacritic themoviedatabase kinopoisk
Arts & Entertainment > Movies > Movie Theaters | ORG | movie tickets, showtimes, theater
  fandango
Arts & Entertainment > News & Media > Newspapers | ORG | news, newspaper, article, subscription
  newyorktimes theguardian~ thewashingtonpost theirishtimes telegraph~ theconversation~ lequipe
Arts & Entertainment > News & Media > Magazines | ORG | magazine, issue, article
  derspiegel udotsdotnews~ prevention~
Arts & Entertainment > News & Media | ORG | news, media, stories
  buzzfeed flipboard^ feedly^ inoreader^ googlenews^ applenews^
Arts & Entertainment > News & Media > TV Networks & Broadcasting | ORG | tv, channel, network, broadcast, shows
  cnn fox~ cbs nbc cbc channel4~ daserste zdf prosieben sat1 rtl rte ndr deutschewelle srgssr
  antena3 hbo animalplanet rtlzwei
Arts & Entertainment > Comics & Animation > Animation > Anime | PRODUCT | anime, manga, episodes, list
  myanimelist anilist kitsu~ shikimori anichart
Arts & Entertainment > Comics & Animation > Comics > Comic Strips & Webcomics | PRODUCT | webcomic, webtoon, comics
  webtoon tapas~
Arts & Entertainment > Comics & Animation > Comics > Manga | PRODUCT | manga, chapters, reader
  mangaupdates mangacollec mihon
Arts & Entertainment > Comics & Animation > Comics > Superhero Comics | ORG | comics, superhero, dc
  dcentertainment
Arts & Entertainment > Visual Arts & Design > Illustration & Digital Art | PRODUCT | art, artist, illustration, digital art, portfolio
  deviantart artstation pixiv
Arts & Entertainment > Visual Arts & Design > Graphic Design | PRODUCT | design, designers, portfolio, inspiration
  behance dribbble awwwards 99designs envato^ freepik unsplash pexels pixabay depositphotos
  dreamstime alamy pond5
Arts & Entertainment > Events & Tickets | PRODUCT | tickets, events, seats
  ticketmaster stubhub seatgeek bookmyshow tickettailor
Arts & Entertainment > Events & Tickets > Concerts & Tours | PRODUCT | concerts, tour dates, live music
  bandsintown songkick
Arts & Entertainment > Events & Tickets > Music Festivals | EVENT | festival, lineup, tickets
  tomorrowland~
Books & Literature > E-books & Audiobooks > Audiobooks | PRODUCT | audiobook, audiobooks, listen
  audible~ audiobookshelf
Books & Literature > Fiction > Fan Fiction | PRODUCT | fanfic, fan fiction, stories
  archiveofourown wattpad
Books & Literature > Reading & Book Culture > Book Reviews & Recommendations | PRODUCT | books, reading, reviews, shelf
  goodreads thestorygraph librarything babelio bookmeter bookbub
Books & Literature > Book Publishing > Self-Publishing | PRODUCT | publish, self-publishing, ebook
  leanpub issuu
Finance > Payments & Money Transfer > Mobile Payments & Digital Wallets | PRODUCT | pay, payment, payments, wallet, app, tap to pay
  applepay googlepay samsungpay alipay paytm phonepe mercadopago picpay fawry qiwi webmoney
  vivawallet fampay
Finance > Payments & Money Transfer > Peer-to-Peer Payments | PRODUCT | send money, pay, payment, transfer, app
  paypal venmo cashapp zelle
Finance > Payments & Money Transfer > International Money Transfers | PRODUCT | transfer, send money abroad, exchange rate, fees
  wise~ payoneer
Finance > Payments & Money Transfer > Buy Now Pay Later | PRODUCT | pay later, installments, checkout
  klarna afterpay zilch~ kueski
Finance > Payments & Money Transfer | PRODUCT | payments, transfer
  sepa
Business & Industrial > Business Services > Payment Processing | ORG | payments, payment processing, merchant, checkout, fees
  stripe~ square~ adyen braintree paddle~ lemonsqueezy sumup~ elavon conekta xendit paysafe
  razorpay pagseguro dodopayments redsys
Finance > Credit Cards | ORG | card, credit card, debit card, payment network
  visa~ mastercard americanexpress discover~ dinersclub~ jcb~
Finance > Banking > Online Banking | ORG | bank, account, banking, card, app
  revolut monzo n26 starlingbank bunq nubank fineco
Finance > Investing > Brokerages & Trading Platforms | ORG | trading, stocks, brokerage, invest, app
  robinhood~ zerodha quantconnect^
Finance > Investing > Market News & Analysis | PRODUCT | stocks, charts, market, analysis
  tradingview ghostfolio
Finance > Investing > Cryptocurrency | PRODUCT | crypto, coins, prices, market cap
  coinmarketcap pinetwork~ ripple~^ youhodler
Finance > Investing > Cryptocurrency > Crypto Exchanges | ORG | crypto, exchange, trading, buy bitcoin
  coinbase binance kucoin okx wazirx zebpay uphold~ blockchaindotcom
Finance > Investing > Cryptocurrency > Crypto Wallets | PRODUCT | wallet, crypto, seed phrase, hardware wallet
  trezor^ walletconnect alby
Finance > Investing > Cryptocurrency > Crypto Mining | PRODUCT | mining, hashrate, miner
  nicehash
Finance > Investing > Cryptocurrency > NFTs | PRODUCT | nft, nfts, collection, marketplace
  opensea rarible
Finance > Investing > Cryptocurrency > DeFi & Web3 | PRODUCT | web3, blockchain, smart contract, defi
  bnbchain openzeppelin thirdweb ipfs web3dotjs ethers~
Finance > Personal Finance > Budgeting | PRODUCT | budget, budgeting, expenses, money
  actualbudget~ fireflyiii~ zaim
People & Society > Charity & Philanthropy > Fundraising | PRODUCT | fundraiser, donate, donation, campaign
  gofundme justgiving everydotorg opencollective liberapay githubsponsors
Business & Industrial > Small Business > Startups | PRODUCT | startup, startups, funding, founders, crowdfunding
  kickstarter ulule ycombinator^ crunchbase wellfound indiehackers
Shopping > Online Shopping > Online Marketplaces | ORG | shop, shopping, buy, order, seller
  aliexpress alibabadotcom ebay etsy allegro~ rakuten shopee taobao bukalapak blibli zalando
  newegg galaxus otto~ farfetch veepee sahibinden
Shopping > Auctions & Classifieds > Classified Ads | PRODUCT | classifieds, ads, for sale, listing
  kleinanzeigen gumtree
Shopping > Auctions & Classifieds > Resale Platforms | PRODUCT | resale, sell, secondhand, used
  vinted stockx
Shopping > Online Shopping > Shipping & Delivery > Order Tracking | PRODUCT | tracking, package, shipment, parcel
  aftership
Shopping > Deals & Sales > Coupons & Promo Codes | PRODUCT | coupon, coupons, deals, promo code
  groupon
Shopping > Deals & Sales > Loyalty & Rewards Programs | PRODUCT | points, rewards, loyalty
  payback~
Shopping > Customer Service & Consumer Rights | PRODUCT | reviews, rating, complaints, company
  trustpilot trustedshops
Business & Industrial > Retail Trade > E-commerce | PRODUCT | online store, ecommerce, store, sell online, checkout
  woocommerce bigcommerce prestashop bigcartel shopware salla vtex gumroad sellfy payhip
Business & Industrial > Retail Trade > E-commerce > Print-on-Demand Business | PRODUCT | print on demand, t-shirts, designs, merch
  redbubble society6 threadless teepublic teespring spreadshirt zazzle cafepress customink~
Travel > Air Travel > Airlines | ORG | airline, flight, flights, booking, baggage, check-in
  americanairlines delta~ unitedairlines southwestairlines jetblue aircanada airfrance
  britishairways lufthansa klm emirates~ qatarairways etihadairways turkishairlines
  singaporeairlines qantas airindia aeroflot aeromexico avianca copaairlines ethiopianairlines
  iberia~ lotpolishairlines airchina chinaeasternairlines chinasouthernairlines japanairlines
  ana~ virginatlantic saudia s7airlines airserbia airtransat akasaair tarom
Travel > Air Travel > Airlines > Low-Cost Airlines | ORG | airline, flight, flights, cheap flights, baggage
  ryanair easyjet wizzair norwegian~ indigo~ airasia lionair pegasusairlines silverairways
Travel > Air Travel > Flights > Flight Status | PRODUCT | flight, tracker, status, live
  flightaware
Travel > Trip Planning > Online Travel Booking | PRODUCT | booking, hotel, hotels, travel, deals, reservation
  bookingdotcom expedia hotelsdotcom tripadvisor trivago tripdotcom klook fareharbor
Travel > Lodging > Vacation Rentals | PRODUCT | rental, stay, host, booking
  airbnb
Travel > Taxis & Ride-Hailing | PRODUCT | ride, driver, app, fare, rides
  uber lyft grab~ gojek
Food & Drink > Restaurants & Dining > Food Delivery & Takeout | PRODUCT | delivery, order food, food delivery, restaurants, app
  ubereats doordash deliveroo justeat~ glovo foodpanda swiggy zomato ifood postmates dunzo
  aiqfome meituan
Food & Drink > Grocery & Food Shopping > Grocery Delivery | PRODUCT | groceries, grocery delivery, order, delivery
  instacart bigbasket
Food & Drink > Grocery & Food Shopping > Meal Kits | ORG | meal kit, recipes, delivery
  hellofresh
Food & Drink > Restaurants & Dining > Restaurant Reviews & Reservations | PRODUCT | restaurant, restaurants, reviews, reservation
  yelp~ happycow tabelog dazhongdianping tablecheck
Food & Drink > Beverages > Alcoholic Beverages > Wine | PRODUCT | wine, wines, ratings, bottle
  vivino
Food & Drink > Beverages > Alcoholic Beverages > Beer | PRODUCT | beer, brewery, check-in
  untappd carlsberggroup^
Food & Drink > Beverages > Energy Drinks | ORG | energy drink, can, caffeine
  redbull
Food & Drink > Beverages > Soft Drinks | ORG | soda, cola, drink
  cocacola
Food & Drink > Cooking & Recipes | PRODUCT | recipes, recipe, cooking, meal plan
  mealie
Beauty & Fitness > Fitness > Fitness Apps & Programs | PRODUCT | workout, workouts, training, app, fitness
  strava runkeeper hevy trainerroad
Beauty & Fitness > Fitness > Fitness Equipment | ORG | bike, treadmill, workout, classes
  peloton~
Beauty & Fitness > Fitness > Fitness Equipment > Fitness Trackers | ORG | fitness tracker, steps, heart rate, sleep
  fitbit
Beauty & Fitness > Wellness & Self-Care > Sleep & Relaxation | ORG | sleep, mattress, temperature
  eightsleep
Health > Conditions & Diseases > Mental Health > Meditation & Mindfulness | PRODUCT | meditation, mindfulness, sleep, app
  headspace~
Apparel > Activewear | ORG | shoes, sneakers, apparel, clothing, sportswear
  underarmour anta lining fila~
Apparel > Footwear > Sneakers | ORG | sneakers, shoes, release
  jordan~
Apparel > Activewear > Outdoor & Hiking Apparel | ORG | jacket, outdoor, hiking, gear
  thenorthface hellyhansen
Home & Garden > Appliances > Vacuums & Floor Care | ORG | robot vacuum, vacuum, cleaning
  irobot ecovacs
Home & Garden > Appliances | ORG | appliance, appliances, washer, kitchen
  maytag delonghi bosch~
Home & Garden > Home Safety & Security > Security Systems & Cameras | ORG | security camera, doorbell, camera, alarm, home security
  ring~ arlo~ wyze vivint imou
Home & Garden > Home Safety & Security > Locks & Locksmiths | ORG | lock, locks, smart lock
  yale~
Home & Garden > HVAC & Climate Control > Thermostats | ORG | thermostat, heating, smart thermostat
  tado
Home & Garden > Home Improvement | PRODUCT | home improvement, contractor, renovation, design
  homeadvisor thumbtack~ houzz homify
Home & Garden > Home Improvement > Tools & Hardware | ORG | tools, power tools, drill
  craftsman~
Real Estate > Homes for Sale | PRODUCT | homes, listings, house, real estate, zestimate
  zillow trulia emlakjet hepsiemlak zingat
Jobs & Education > Education > Online Learning > Online Courses | PRODUCT | course, courses, learn, online, certificate
  coursera edx udemy udacity skillshare pluralsight codecademy freecodecamp futurelearn
  educative~ egghead~ treehouse~ sololearn scrimba frontendmentor theodinproject hyperskill
  greatlearning~ platzi crehana codingninjas geeksforgeeks hexlet htmlacademy khanacademy byjus
  unacademy
Jobs & Education > Education > Online Learning > Educational Apps & Games | PRODUCT | learn, quiz, flashcards, students
  quizlet kahoot symbolab
Jobs & Education > Education > Language Learning | PRODUCT | language, learn, lessons, app
  duolingo
Jobs & Education > Education > Online Learning > Learning Management Systems | PRODUCT | lms, course, students, teachers, class
  moodle canvas~ googleclassroom instructure^
Jobs & Education > Education > Professional Certifications > IT Certifications | ORG | certification, exam, certified
  comptia isc2 linuxprofessionalinstitute scrumalliance credly^
Jobs & Education > Education > Academic Research & Writing | PRODUCT | research, papers, citations, academic
  googlescholar researchgate academia~ semanticscholar orcid scopus ssrn zenodo figshare publons
  dblp
Jobs & Education > Jobs & Careers > Job Search > Job Boards | PRODUCT | jobs, job search, hiring, apply, careers
  indeed~ glassdoor welcometothejungle~ wantedly kununu levelsdotfyi unstop freelancermap
Jobs & Education > Jobs & Careers > Freelancing & Gig Work > Online Freelance Work | PRODUCT | freelance, freelancers, gigs, hire
  upwork fiverr freelancer~ toptal malt~ codementor mentorcruise
Business & Industrial > Business Services > Human Resources | PRODUCT | hr, payroll, employees, hiring
  gusto~ adp^ paychex^ personio hibob~ greenhouse~ wheniwork~
Business & Industrial > Business Management > Customer Service | PRODUCT | support, tickets, helpdesk, customer service
  uservoice
Business & Industrial > Advertising & Marketing > Digital Marketing | PRODUCT | marketing, ads, campaigns, analytics
  googlemarketingplatform adroll buysellads quantcast
Business & Industrial > Advertising & Marketing > Digital Marketing > Pay-Per-Click Advertising | PRODUCT | ads, ppc, campaign, cpc
  googleads
Business & Industrial > Advertising & Marketing > Digital Marketing > Display & Programmatic Advertising | PRODUCT | ads, publisher, display ads, mobile ads
  googleadsense googleadmob googledisplayandvideo360 googlecampaignmanager360
Business & Industrial > Advertising & Marketing > Digital Marketing > Search Engine Optimization | PRODUCT | seo, keywords, rankings, backlinks
  semrush googlesearchconsole
Business & Industrial > Advertising & Marketing > Digital Marketing > Email Marketing | PRODUCT | email marketing, newsletter, campaigns, subscribers
  mailchimp brevo campaignmonitor mailgun sparkpost resend~ listmonk mautic
Business & Industrial > Advertising & Marketing > Digital Marketing > Social Media Marketing | PRODUCT | social media, scheduling, posts, marketing
  hootsuite buffer~ postiz
Business & Industrial > Manufacturing > Aerospace & Defense Manufacturing | ORG | aircraft, aerospace, jets, defense
  airbus boeing bombardier~
Business & Industrial > Manufacturing | ORG | industrial, manufacturing, company, automation
  3m abb siemens generalelectric schneiderelectric rockwellautomation zebratechnologies trimble
Business & Industrial > Agriculture > Farm Equipment | ORG | tractor, tractors, farm equipment
  johndeere
Business & Industrial > Construction > Heavy Equipment | ORG | excavator, heavy equipment, machinery
  caterpillar~
Business & Industrial > Energy & Utilities > Renewable Energy > Solar Power | ORG | solar, inverter, batteries, off grid
  victronenergy
Business & Industrial > Chemicals | ORG | chemicals, chemical, distribution
  brenntag
Vehicles > Commercial Vehicles > Semi Trucks | ORG | truck, trucks, semi, tractor unit, lorry
  daf iveco man~ scania
People & Society > Dating > Online Dating | PRODUCT | dating, dating app, matches, singles
  tinder~ okcupid badoo
People & Society > Community & Social Life > Clubs & Associations | ORG | club, members, meetings, community
  rotaryinternational meetup~^
Science > Astronomy & Space > Space Exploration | ORG | space, rocket, launch, mission, satellites
  nasa spacex isro cnes theplanetarysociety
Science > Astronomy & Space > Telescopes | ORG | telescope, telescopes, astronomy
  celestron
Science > Scientific Research | ORG | research, institute, science
  maxplanckgesellschaft fraunhofergesellschaft ieee acm~
Science > Scientific Research > Scientific Journals & Papers | PRODUCT | papers, preprint, journal, research
  arxiv pubmed elsevier^ clarivate^ paperswithcode osf protocolsdotio
Science > Mathematics | PRODUCT | math, mathematics, equations, computation
  wolframmathematica wolfram^ sagemath octave~ scilab comsol
Health > Medications & Pharmacy | ORG | pharmaceutical, drug, drugs, medicine
  abbott~ abbvie gsk merck boehringeringelheim
Health > Public Health | ORG | health, who, public health
  worldhealthorganization
Law & Government > Government > International Relations > International Organizations | ORG | international, member states, organization
  unitednations europeanunion iata
Religion & Belief > Judaism > Torah & Talmud | PRODUCT | torah, talmud, jewish texts
  sefaria
`;
