/**
 * Cue words of Computers & Electronics, Internet & Telecom and Science (see ./index.ts
 * for the rules every list follows).
 */
import { words } from './words.js';

export const TECH_CUES: Record<string, string[]> = {
  'computers-electronics': [
    // Programming and software.
    ...words(`
      programming programmer code coding coder developer dev software tutorial install installer installing uninstall
      reinstall download library framework api apis sdk cli gui ui ux syntax function compiler compile compiling
      script scripting documentation docs github gitlab bitbucket git repo codebase refactor refactoring debug
      debugging debugger stacktrace segfault bsod error array variable class method object loop regex json yaml xml
      database query sql mysql postgres postgresql mongodb sqlite redis server datacenter npm pip module package
      version string list dictionary hashmap boolean recursion algorithm async multithreading interpreter ide vscode
      vim emacs terminal commands shortcuts linter backend frontend fullstack devops docker kubernetes k8s aws azure
      gcp javascript typescript nodejs golang kotlin csharp cpp php perl haskell html css linux ubuntu debian macos
      ios windows microsoft powerpoint photoshop adobe autocad malware ransomware spyware antivirus cybersecurity
      hacker hacking hacked encryption encrypted cryptography hackathon stackoverflow ai chatgpt openai llm gpt
      pytorch tensorflow nlp copilot midjourney app update firmware driver
    `),
    // Hardware and devices.
    ...words(`
      computer computing pc desktop laptop chromebook ultrabook thinkpad mac macbook imac hardware chip cpu cpus gpu
      gpus processor ram ssd hdd nvme pcie motherboard mobo psu bios uefi overclock overclocking benchmark rgb nvidia
      amd ryzen radeon geforce rtx gtx threadripper qualcomm snapdragon arduino microcontroller soldering pcb
      transistor resistor capacitor monitor keyboard trackpad touchpad touchscreen stylus webcam projector printer ink
      toner usb usbc hdmi displayport charger powerbank battery iphone ipad ipod airpods smartwatch smartphone android
      samsung galaxy tablet oneplus xiaomi huawei lenovo dell asus acer logitech corsair headphones earbuds earphones
      headset speaker soundbar subwoofer amplifier hifi audiophile oled lcd 4k hdr 1080p 1440p 144hz pixels camera
      gadget electronics tech techie wireless bluetooth
    `),
    // More of systems, development, security, AI and devices.
    ...words(`
      ghz mhz gigabyte terabyte megabyte gb tb dropbox onedrive icloud os kernel bootloader dualboot troubleshoot
      troubleshooting helpdesk sysadmin sre zeroday cve pentest pentesting infosec 2fa mfa passkey authentication
      biometric faceid touchid spreadsheet figma opengl vulkan directx shader render rendering cad 3dprinter esp32 iot
      smarthome siri homekit zigbee chromecast roku firestick ipados watchos chromeos win11 apk jailbreak jailbroken
      sideload sideloading bloatware changelog semver deprecated monorepo microservices serverless endpoint webhook
      graphql oauth jwt cors localhost ssh powershell cmd sudo chmod cron cronjob nginx cicd webpack vite eslint
      reactjs nextjs vuejs svelte angularjs django laravel springboot dotnet jvm rustlang swiftui xcode jupyter numpy
      scipy matplotlib sklearn scikit kaggle huggingface machinelearning deeplearning datascience datascientist
      bigdata tableau powerbi databricks chatbot genai deepfake anthropic deepmind cuda tpu fpga riscv x86 tsmc
      chipmaker semiconductor supercomputer mainframe homelab nas kvm vm vms virtualbox vmware hyperv wsl distro
      archlinux centos redhat rhel freebsd unix posix fortran cobol erlang ocaml matlab lua flutter bose sennheiser
      jbl sonos gopro dji vr oculus hololens wearable fitbit garmin calculator ti84 dongle magsafe thumbdrive
      flashdrive microsd harddrive floppy cdrom walkman discman mp3 mp4 codec watercooling pcbuild pcmasterrace
      battlestation keycap mousepad trackball ultrawide gsync freesync vram ddr4 ddr5 overclocked undervolt
      undervolting alienware
    `),
  ],

  'internet-telecom': [
    ...words(`
      internet web website webpage homepage url domain dns ip ipv4 ipv6 http ssl hosting webhost wordpress www online
      browser firefox incognito captcha vpn firewall wifi broadband isp router modem ethernet lan hotspot tethering
      fiber fibre ftth dsl adsl comcast xfinity verizon vodafone telstra starlink 5g 4g 3g lte mbps gbps kbps
      speedtest ping latency jitter bandwidth throttling upload download outage downtime cyberattack ddos phishing
      spam phone mobile cell cellular smartphone carrier telecom telco sim esim roaming coverage signal unlimited
      prepaid postpaid plan data landline voicemail call text sms mms voip skype whatsapp telegram viber wechat
      imessage facetime email gmail yahoo hotmail inbox login password blog blogger blogging vlog vlogger seo google
      googled youtube youtuber tiktok tiktoker instagram insta facebook fb twitter tweet tweeted retweet subreddit
      redditor pinterest linkedin snapchat bluesky hashtag viral meme influencer emoji emojis gif netizen streaming
    `),
    // Kept from the first vocabulary; more of the web, social platforms and telephony.
    ...words(`
      network provider webmaster webhosting cpanel godaddy namecheap cloudflare cdn telecommunications telephony pbx
      cellphone handset ringtone texting texted dm dms unfollow unfollowed livestream livestreaming clickbait
      doomscrolling shadowban shadowbanned forum upvote downvote netiquette adblock adblocker popup hyperlink backlink
      serp pagerank bing duckduckgo darkweb dox doxxed doxxing kickstarter patreon onlyfans substack tumblr myspace
      quora imgur giphy messenger gchat emailed emailing unsubscribe spamming optus centurylink ookla repeater
      extender wan ipaddress subnet tcp udp packet gigabit megabits 6g nbn ofcom fcc icann robocall callerid antenna
      payphone telegraph fax pager dialtone connectivity offline laggy buffering metaverse streamer livestreamer
      vtuber monetize monetization adsense webinar videocall videochat chatroom squarespace wix
    `),
  ],

  science: [
    // Physics, chemistry, mathematics.
    ...words(`
      science scientific scientist research researcher experiment hypothesis theory empirical phenomena laboratory lab
      microscope specimen physics physicist quantum relativity einstein gravity gravitational particle electron proton
      neutron photon quark boson higgs neutrino cern collider entropy thermodynamics kinetic velocity wavelength
      radiation radioactive isotope fission electromagnetic optics chemistry chemist chemical molecule molecular atom
      atomic reaction enzyme acid oxidation hydrogen oxygen nitrogen methane carbon co2 polymer titration element
      compound formula properties structure math mathematics mathematician theorem equation algebra calculus geometry
      trigonometry polynomial fractal fibonacci probability statistics statistical
    `),
    // Life and earth sciences, weather, space.
    ...words(`
      biology biologist microbiology microbe bacteria virology genome genomic gene genetic dna rna crispr mutation
      chromosome mitochondria photosynthesis cell organism evolution evolutionary darwin taxonomy neuroscience
      neuroscientist neuron ecology ecosystem biodiversity botany botanist paleontology paleontologist dinosaur fossil
      species geology geologist volcano volcanic eruption earthquake seismic tectonic tsunami magnitude meteorology
      meteorologist weather forecast rainfall snowfall thunderstorm storm hurricane tornado cyclone typhoon blizzard
      heatwave drought flooding flood humidity celsius fahrenheit temperature climate astronomy astronomer
      astrophysics astrophysicist cosmology cosmos universe galaxy nebula supernova quasar exoplanet planet mars
      jupiter saturn neptune uranus pluto moon lunar orbit orbital spacecraft rocket spacex nasa astronaut cosmonaut
      telescope hubble meteor meteorite asteroid comet eclipse solstice equinox stargazing constellation space star
    `),
    // More of the sciences, their tools, people, earth and sky.
    ...words(`
      biochem biochemistry biochemist ochem inorganic electrolysis catalysis ionic covalent molarity stoichiometry
      helium lithium uranium plutonium sodium potassium ammonia ethanol benzene nanotechnology nanoparticles graphene
      superconductor superconductivity spectroscopy spectrometer centrifuge petri pipette beaker bunsen peerreviewed
      preprint arxiv statistically fieldwork topology arithmetic logarithm conjecture riemann euler gauss pythagoras
      pythagorean newtonian galileo copernicus kepler hawking feynman curie mendel sagan bohr heisenberg schrodinger
      planck antimatter cosmic spacetime wormhole pulsar magnetar redshift parsec interstellar andromeda solarsystem
      perseids astrophotography planetarium observatory isro jaxa launchpad liftoff spacewalk microgravity
      weightlessness geoscience geophysics magma lava aftershock richter sediment sedimentary igneous metamorphic
      mineral quartz erosion landslide avalanche sinkhole permafrost oceanography monsoon jetstream barometric
      barometer dewpoint precipitation drizzle sleet hailstorm hailstones windchill snowstorm weatherman forecaster
      globalwarming emissions ozone pollution pollutants smog aqi deforestation ecologist biome pollinators
      pollination chlorophyll mitosis meiosis cytoplasm nucleus ribosome amino microscopic bacterial geneticist
      heredity allele genotype phenotype zoology entomologist entomology ornithology ornithologist herpetology
      archaeology archaeologist archaeological
    `),
  ],
};
