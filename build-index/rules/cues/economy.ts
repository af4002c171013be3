/**
 * Cue words of Finance, Business & Industrial and Jobs & Education (see ./index.ts for
 * the rules every list follows).
 */
import { words } from './words.js';

export const ECONOMY_CUES: Record<string, string[]> = {
  finance: [
    // Banking, credit, personal finance.
    ...words(`
      finance financial fintech bank banker banking account savings deposit withdrawal overdraft atm debit credit loan
      lender mortgage refinance refinancing heloc apr interest rate debt payday fico bankruptcy bankrupt insolvency
      money cash payment paypal venmo zelle remittance budget budgeting frugal frugality paycheck income wealth
      wealthy millionaire billionaire fees accounting accountant bookkeeping cpa invoice ledger
    `),
    // Investing, markets, economy.
    ...words(`
      invest investing investor investment stock shares shareholder fund etf portfolio dividend bond treasury equity
      market nasdaq nyse dow bullish bearish selloff ipo trading trader broker brokerage schwab diversify
      diversification retirement pension annuity 401k ira roth crypto cryptocurrency bitcoin btc ethereum blockchain
      nft defi altcoin dogecoin coinbase binance hodl stablecoin currency forex dollar inflation deflation stagflation
      recession economy economic economist gdp cpi tax taxable irs hmrc deduction insurance insurer premium claim
      deductible underwriting actuary actuarial policy quote
    `),
    // More of markets, tickers, crypto, cards, tax and insurance.
    ...words(`
      networth sp500 qqq vti voo tsla aapl nvda amzn msft ticker valuation marketcap stockmarket wallstreet
      wallstreetbets wsb stonks tendies shortsqueeze daytrader daytrading hedgefund neobank revolut monzo n26
      mastercard amex creditcard creditscore debtfree studentloan ynab expense 1099 inheritance fiduciary etrade
      metamask satoshi solana cardano xrp litecoin memecoin rugpull web3 staking apy fomc pce monetary fiscal
      austerity stimulus bailout devaluation peso rupee yuan ruble usd eur jpy banknote cheque iban receivable payable
      cashflow accountancy cfa quickbooks xero turbotax policyholder payout superannuation retiree nestegg deficit
    `),
    // Public finance.
    ...words(`
      debtceiling imf worldbank
    `),
  ],

  'business-industrial': [
    // Companies, management, marketing.
    ...words(`
      business biz company corporation corp corporate llc ltd enterprise commercial ceo cfo cto boardroom stakeholder
      b2b b2c startup founder cofounder entrepreneur entrepreneurship sme marketing marketer advertising advertiser
      advert branding crm salesforce hubspot kpi kpis roi okr management mgmt consulting consultant outsourcing
      offshoring logistics warehouse warehousing inventory procurement vendor supplier distributor wholesale
      wholesaler freight pallet forklift merger acquisition layoffs restructuring quarterly earnings revenue profit
      profitability ebitda q1 q2 q3 q4 trade export exporter import importer tariff franchise franchisee
    `),
    // Industry: manufacturing, energy, mining, agriculture, construction.
    ...words(`
      industry industrial manufacturing manufacturer factory plant production machining cnc lathe welding welder
      fabrication metalworking foundry smelter smelting steel machinery equipment osha hazmat mining coal ore quarry
      oil petroleum oilfield fracking drilling rig refinery pipeline opec gas lng energy utility solar renewable
      turbine photovoltaic hydropower hydroelectric agriculture agricultural agribusiness agtech farming farm farmer
      crop tractor livestock forestry lumber timber sawmill construction contractor subcontractor excavator bulldozer
      crane scaffolding concrete cement rebar
    `),
    // More of management, operations, energy, resources and heavy industry.
    ...words(`
      supplychain assemblyline lean sixsigma kaizen iso9001 oem rfp rfq scaleup sharktank bizdev chairman chairwoman
      agm yoy qoq headcount downsizing rightsizing reorg liquidation acquirer buyout takeover conglomerate subsidiary
      multinational plc gmbh holdings smallbiz smallbusiness solopreneur ppc cpc cpm leadgen prospecting arr mrr churn
      fulfillment fulfilment trucking cargo maersk dhl sku skus erp netsuite hardhat excavation demolition earthmoving
      paving asphalt masonry infrastructure kilowatt megawatt gigawatt windfarm brent wti shale exxon aramco gazprom
      agronomy agronomist harvester rancher ranching fishery aquaculture textile petrochemical shipbuilding shipyard
      steelmaker steelworks industrialization tradeshow expo wto globalization nearshoring reshoring synergy
      deliverables consultancy mckinsey deloitte pwc kpmg accenture fortune500 managerial
    `),
    // Trade disputes.
    ...words(`
      tradewar
    `),
  ],

  'jobs-education': [
    // Work and careers.
    ...words(`
      job career hiring hired recruiter recruiting recruitment headhunter jobhunting jobseeker applicant apply
      application resume cv interview interviewing internship intern apprentice apprenticeship trainee vacancy
      employer employee employment unemployment unemployed jobless layoff salary wage workplace coworker colleague wfh
      freelance freelancer freelancing onboarding upskill upskilling reskilling workforce
    `),
    // School and university.
    ...words(`
      school preschool kindergarten elementary highschool college university uni campus dorm freshman sophomore
      undergrad undergraduate postgraduate grad graduate graduation graduating alumni commencement diploma degree phd
      doctorate dissertation thesis mba professor lecturer lecture tutor tutoring teacher teaching educator pedagogy
      headteacher headmaster faculty classmate classroom student homework exam midterm finals gpa gre gmat lsat mcat
      ielts toefl semester syllabus curriculum coursework course classes lesson worksheet grade elearning mooc
      coursera udemy duolingo edtech tuition scholarship bursary fafsa admission enrollment enroll enrolled homeschool
      homeschooling literacy numeracy vocational certification education educational learn learning study studying
      linguistics humanities
    `),
    // More of work life, hiring and schooling.
    ...words(`
      hr jobsearch jobhunt jobfair careerfair resignation severance furlough furloughed nightshift 9to5 coworking
      cubicle micromanage micromanager micromanaging burnout workload payraise unionize unionized unionizing
      careerchange mentor mentorship mentoring traineeship coverletter headhunted interviewer offboarding
      accreditation accredited licensure payroll backtoschool recess superintendent schoolboard ofsted gcse igcse
      apush psat jee neet upsc cbse ncert studygram studytok cram cramming flashcards textbook truancy iep esl efl
      phonics spelling grammar vocabulary lessonplan rubric grading honorroll valedictorian salutatorian yearbook
      sorority fraternity frat harvard yale stanford princeton ucla nyu usc ucl lse commonapp ucas erasmus provost
      tenure adjunct postdoc gradschool academia academic scholar fellowship seminar edx moodle pell majoring minoring
      elective prerequisite
    `),
  ],
};
