/**
 * Cue words of Health, Beauty & Fitness, Apparel and Shopping (see ./index.ts for the
 * rules every list follows).
 */
import { words } from './words.js';

export const BODY_CUES: Record<string, string[]> = {
  health: [
    // Care, people and places of medicine.
    ...words(`
      health healthcare medical medicine medication meds prescription prescribed dosage dose mg pill tablets doctor
      physician nurse nursing midwife surgeon gp obgyn gynecologist pediatrician dermatologist cardiologist oncologist
      neurologist psychiatrist radiologist anesthesiologist chiropractor physio physiotherapist physiotherapy
      optometrist ophthalmologist orthodontist dentist dental hospital hospitalized clinic icu nicu ambulance
      paramedic patient telehealth telemedicine checkup medicare medicaid nhs copay diagnosis diagnosed misdiagnosed
      prognosis treatment treat cure cured therapy therapist surgery surgical postop anesthesia anaesthesia biopsy
      mammogram colonoscopy ultrasound xray mri bloodwork labwork vaccine vaccinated vaccination vax immunization
      recovery recovering rehab healing relief remedy clinical
    `),
    // Conditions and symptoms.
    ...words(`
      symptom signs causes disease illness sick sickness infection infected chronic acute syndrome disorder injury injured
      pain painful ache aching sore fever cough coughing sneezing nausea nauseous vomiting diarrhea constipation
      indigestion heartburn reflux gerd ulcer bloating dizziness dizzy vertigo fatigue insomnia apnea narcolepsy
      headache migraine concussion sprain sprained fracture fractured broken bruise bruising bleeding blister swelling
      swollen inflammation inflamed rash itchy itching hives eczema psoriasis asthma arthritis alzheimer dementia
      parkinson epilepsy seizure cardiac cardiology cardiovascular arrhythmia angina cholesterol statin hypertension
      cancer tumor tumour oncology chemotherapy chemo radiotherapy leukemia lymphoma melanoma carcinoma metastatic
      metastasis remission diabetes diabetic insulin glucose a1c obesity obese bmi thyroid hypothyroidism autoimmune
      lupus celiac crohn colitis ibs kidney lungs covid coronavirus pandemic epidemic outbreak quarantine flu
      influenza pneumonia bronchitis sepsis tinnitus glaucoma cataract eyesight toothache cavities allergy allergic
      anaphylaxis epipen inhaler deficiency poisoning overdose toxic toxicity immune immunity blood teeth
    `),
    // Medicines, mental health, reproductive health.
    ...words(`
      ibuprofen acetaminophen tylenol advil aspirin paracetamol antibiotic penicillin amoxicillin antidepressant ssri
      ssris prozac zoloft xanax adderall opioid fentanyl morphine painkiller steroid antihistamine vitamin supplement
      probiotic mental psychiatric psychotherapy cbt adhd autism autistic ocd ptsd bipolar schizophrenia anxiety
      depression depressive trauma suicide suicidal addiction addict sobriety sober relapse alcoholism vaping vape
      nicotine pregnancy pregnant trimester prenatal postpartum miscarriage ivf fertility contraception ovulation
      menstrual menstruation pms endometriosis pcos menopause hormone estrogen testosterone diet healthy
    `),
    // Kept from the first vocabulary.
    ...words(`
      sting bite
    `),
  ],

  'beauty-fitness': [
    // Makeup, skin, hair, nails, fragrance, body care.
    ...words(`
      beauty makeup cosmetic concealer mascara eyeliner eyeshadow eyebrow lashes eyelashes bronzer contouring lipgloss
      lipliner lipstick sephora ulta maybelline fenty glossier mua grwm skin skincare cleanser exfoliate exfoliating
      exfoliant moisturizer moisturiser moisturizing hydrating serum retinol niacinamide hyaluronic collagen spf
      sunscreen facial pores complexion wrinkles acne botox dermaplaning microneedling cream lotion hair hairstyle
      haircut hairdo hairdresser hairstylist barber barbershop salon blowdry balayage haircolor dye curls curly
      ponytail braid updo wig shampoo hairspray frizz frizzy dandruff keratin beard moustache shave shaving razor
      aftershave waxing epilator nails manicure pedicure cuticle fragrance perfume cologne scent deodorant
      antiperspirant spa massage masseuse sauna tattoo tattooed tattooist piercing toning
    `),
    // Fitness and training.
    ...words(`
      fitness fit workout exercise gym gymrat fitfam fitspo training reps sets cardio hiit crossfit pilates yoga yogi
      asana vinyasa zumba barre aerobics calisthenics pushup pullup chinup situp crunches squat deadlift burpee
      kettlebell dumbbell barbell weightlifting weightlifter powerlifting powerlifter bodybuilding bodybuilder muscle
      bicep triceps quads glutes hamstrings abs sixpack physique toned bulking preworkout creatine whey treadmill
      elliptical stairmaster jogging jog stretching strength
    `),
    // More of skin, hair, nails and training.
    ...words(`
      makeover glam glamour makeupartist microblading brow tweezers tweezing selftanner spraytan tanning
      hyperpigmentation pigmentation melasma rosacea pimple zit ampoule kbeauty jbeauty mucin ceramide peptides aha
      bha salicylic glycolic benzoyl tretinoin accutane cerave cetaphil neutrogena olaplex esthetician aesthetician
      cosmetologist cosmetology beautician nailtech nailart gelnails acrylicnails nailpolish manicurist lipbalm
      chapstick lipstain bodywash bathbomb selfcare pamper pampering sheetmask guasha haircare hairgrowth hairloss
      balding baldness hairline minoxidil ombre relaxer locs dreadlocks dreads cornrows flatiron curlingiron blowdryer
      hairdryer beardoil manscaping gymlife gymtok legday armday personaltrainer spotter 1rm legpress lunges hipthrust
      rdl weightloss fatloss slimming proteinshake bcaa spinclass foamrolling plyometrics plyo tabata emom amrap wod
      handstand reformer breathwork
    `),
  ],

  apparel: [
    // Clothes.
    ...words(`
      wear wearing clothes clothing apparel fashion fashionista stylish style outfit ootd wardrobe lookbook streetwear
      athleisure couture catwalk designer boutique dress gown skirt blouse shirt tshirt camisole cardigan sweater
      pullover hoodie sweatshirt sweatpants leggings jeans denim trousers pants chinos khakis blazer suit tuxedo tux
      vest waistcoat jacket coat overcoat trenchcoat parka anorak windbreaker raincoat poncho pajamas pyjamas pjs
      lingerie underwear bra panties socks stockings tights swimsuit swimwear bikini bikinis
    `),
    // Shoes and accessories.
    ...words(`
      shoe sneakers sneakerhead heels stilettos loafers sandals flipflops slippers boots uggs espadrilles moccasins
      footwear nike adidas reebok yeezy accessories handbag bag tote belt scarf hat beanie beret mittens sunglasses
      eyewear jewelry jewellery earring necklace bracelet pendant brooch anklet karat carat gold silver engagement
      gucci prada chanel dior versace balenciaga burberry vuitton fendi givenchy armani ysl zara uniqlo shein asos
      lululemon
    `),
    // Fabrics, fit, tailoring.
    ...words(`
      fabric cotton silk wool leather polyester spandex lycra cashmere velvet satin tweed flannel corduroy chiffon
      suede knit tailor tailoring tailored seamstress hemline sleeve sleeveless neckline collar waist zipper plaid
      oversized baggy petite xxl size sizing fit mens womens winter summer
    `),
    // More garments, footwear, labels and fashion talk.
    ...words(`
      tanktop croptop turtleneck jumpsuit romper overalls dungarees capris culottes maxidress sundress minidress
      bodycon ballgown tulle sequin rhinestones ruffle pleated pleats inseam waistband bootcut selvedge carhartt
      dickies jcrew abercrombie hollister stussy bape hypebeast fitcheck fashionweek nyfw metgala supermodel vogue
      dryclean drycleaning drycleaner alterations hemmed hemming seam knitwear outerwear loungewear sleepwear
      nightwear nightgown bathrobe activewear sportswear gymwear sportsbra shapewear spanx corset garter thong
      undershirt snapback headband bandana necktie bowtie cufflinks suspenders rolex cartier swarovski weddingdress
      bridal kimono sari saree kilt dashiki qipao lehenga kurta abaya asics hoka birkenstock timberland louboutin
      brogues insoles shoelace outsole fastfashion slowfashion fashionable chic preppy dressy formalwear dresscode
      bespoke haute atelier
    `),
  ],

  shopping: [
    ...words(`
      shop shopping shopper shopaholic store storefront retail retailer buy buying purchase purchased sale deal
      bargain discount markdown clearance coupon couponing promo voucher giftcard cashback bogo doorbuster checkout
      cashier refund wishlist splurge splurged haul unboxing restock restocked preorder backorder outlet mall
      supermarket hypermarket marketplace consignment fleamarket yardsale thrift thrifting thrifted auction ebay etsy
      walmart costco aldi lidl tesco kroger shopify aliexpress temu merch merchandise pricey overpriced price cheap
      brand order shipping gift hours locations catalog pharmacy grocery
    `),
    // More of stores, sales, returns and buying online.
    ...words(`
      instore ecommerce etailer dropshipping dropship primeday blackfriday cybermonday boxingday pricedrop freebie
      storewide sitewide layaway afterpay klarna bnpl receipt cart selfcheckout restocking resell resale reseller
      poshmark depop vinted mercari walgreens macys nordstrom kohls jcpenney primark argos asda dollartree kmart
      tjmaxx homegoods samsclub groupon rakuten consumer spree kiosk vending salesperson salesman salesclerk
      shopkeeper storekeeper merchant wares bazaar souk pawnshop gifting packaging unbox unboxed instock
    `),
    // Stores and marketplaces, codes and ways of buying.
    ...words(`
      promocode couponcode discountcode bought shopped parcel shipped shipment bestbuy retailtherapy windowshopping
      departmentstore pricetag discounted halfprice freeshipping flashsale secondhand preloved wholefoods safeway
      publix woolworths carrefour sainsburys waitrose cvs superdrug dollarstore poundland overstock newegg zappos
      grailed shopee lazada flipkart meesho jumia mercadolibre taobao tmall qvc hsn infomercial teleshopping mailorder
      impulsebuy giftguide stockingstuffer shopsmall shoplocal farmersmarket garagesale estatesale dupe
    `),
    // More of what posts say: slang, abbreviations, titles, brands, platforms and events.
    ...words(`
      shoppingmall shoppingcentre shoppingcenter dealoftheday dailydeals lightningdeal amazonfinds amazonhaul
      tiktokshop tiktokmademebuyit founditonamazon targetrun targethaul walmartfinds costcofinds costcohaul
      traderjoes shoppinghaul groceryhaul thrifthaul shoppingspree shoppingday shoppinglist shoppingbag shoppingcart
      addtocart trackingnumber outfordelivery returnpolicy pricematch pricematching priceadjustment rebate
      loyaltycard loyaltyprogram rewardspoints clubcard checkoutline giftwrap giftwrapping giftideas giftsforher
      giftsforhim soldout outofstock backinstock limitededition stockx reselling thriftstore thriftshop opshop
      charityshop bargainhunter dealhunter couponer extremecouponing clearancesale cyberweek impulsebuying
      storecredit ebates ibotta fetchrewards slickdeals hotukdeals marshalls dillards saks bloomingdales
      neimanmarcus selfridges harrods johnlewis debenhams meijer wegmans albertsons morrisons coles dollargeneral
      familydollar fivebelow biglots sears onlineshopping shoponline webshop popupshop popupstore outletmall
      stripmall megastore bigbox superstore conveniencestore cornerstore bodega minimart 7eleven giftshop
      clickandcollect curbsidepickup bopis instacart shipt deliveryfee shippingfee freereturns ripoff msrp rrp
      pricecheck pricecomparison comparisonshopping verifiedpurchase shopfront highstreet shoppingdistrict grocer
      greengrocer purchasing purchaser repurchase reorder preordered backordered orderconfirmation orderstatus
      orderhistory sales2 bogof multibuy megasale bigsale summersale wintersale goingoutofbusiness closingdown
      closeout liquidationsale overstocked
    `),
  ],
};
