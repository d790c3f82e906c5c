import type { SeedArticle } from './seed-types';

export const articlesA: SeedArticle[] = [
  // ---------------------------------------------------------------- News
  {
    slug: 'riccarton-road-bus-lanes-to-run-all-day-from-march',
    title: 'Riccarton Road bus lanes to run all day from March',
    standfirst:
      "Christchurch councillors have voted to extend bus lane hours on one of the city's busiest corridors, despite strong objections from retailers who say they will lose customers.",
    authorSlug: 'ben-harrington',
    categorySlugs: ['news'],
    tagSlugs: ['christchurch', 'transport', 'local-government'],
    layout: 'standard',
    daysAgo: 2,
    hour: 9,
    bodyHtml: `<p>Bus lanes on Riccarton Road in Christchurch will operate from 7am to 7pm every day from the start of March, after city councillors voted 10–6 on Thursday to extend hours that currently cover only the morning and evening peaks. The decision removes daytime parking from about 140 kerbside spaces between Hagley Park and Church Corner.</p>
<p>Council transport staff told the meeting that buses on the corridor had become steadily less reliable outside the traditional rush hours. Their figures showed a weekday trip from the Riccarton interchange to the central city took on average nine minutes longer at 1pm than at 8am, largely because buses were stuck behind vehicles waiting to turn into side streets and shopping centre car parks.</p>
<blockquote>"People assume the middle of the day is quiet. On Riccarton Road it isn't. We have students, shift workers and people heading to appointments, and they are all sitting in the same queue," said the council's head of transport planning, Miriama Hollis.</blockquote>
<p>Retailers along the strip have argued for months that losing daytime parking would hurt trade, particularly for older customers and businesses that rely on quick pick-ups. A petition organised by the Riccarton Traders Collective gathered about 2,300 signatures, and several shop owners spoke during the public forum section of the meeting.</p>
<p>Dry-cleaner Grant Pullar, whose shop has been on the road for 22 years, said many of his regulars were in their seventies and would not take a bus with an armful of shirts. "I'm not against buses. I'm against being told my customers can walk 400 metres from a side street when some of them can barely manage the footpath outside the door," he said.</p>
<p>To soften the change, the council has agreed to convert 35 spaces on nearby side streets into 15-minute loading and pick-up bays, and to add four mobility parks closer to the main shopping blocks. Councillors also asked staff to report back after six months with data on both bus travel times and retail foot traffic, so the effect on businesses can be measured rather than guessed at.</p>
<p>Councillor Daniel Ruatapu, who voted against the extension, said the city was again making a transport decision before it had a plan for the people most affected. "We keep doing the engineering first and the conversation second. I'd have liked the loading bays in place and tested before we switched the lanes on," he said.</p>
<p>The regional council, which runs the city's bus network, welcomed the vote and said it would review timetables on the routes that use Riccarton Road once new travel-time data was available. Enforcement cameras already installed for the peak-hour lanes will be used for the extended hours, with a four-week warning period before any fines are issued.</p>`,
  },
  {
    slug: 'sulphur-point-walkway-reopens-after-geothermal-repairs',
    title: 'Sulphur Point walkway reopens after geothermal repairs',
    standfirst:
      'A lakeside loop in Rotorua closed for nearly two years has reopened on stainless steel piles, after rising ground temperatures softened the old timber supports.',
    authorSlug: 'aroha-tane',
    categorySlugs: ['news'],
    tagSlugs: ['regions', 'tourism', 'local-government'],
    layout: 'standard',
    daysAgo: 9,
    hour: 14,
    bodyHtml: `<p>A popular walkway on the edge of Lake Rotorua has reopened after nearly two years of repairs, during which ground temperatures beneath parts of the track climbed high enough to soften the timber supports and crack the concrete footings. The 1.8-kilometre loop at Sulphur Point, which links the lakefront to the Government Gardens, was closed in sections from early last year after a council inspection found three viewing platforms were no longer safe.</p>
<p>Rotorua Lakes Council says the rebuild cost $3.4 million, about $900,000 more than first budgeted, largely because engineers had to redesign the structure to sit above ground that is now hotter and more active than when the original track was built. The new boardwalk uses composite decking and stainless steel piles, with sensors placed under the most active sections to monitor temperature and ground movement.</p>
<blockquote>"This is living ground. It moves, it steams and it changes, and we had to design for the next thirty years of that rather than the last thirty," said project engineer Hineroa Walker.</blockquote>
<p>Local hapū were involved in the design from the start, and the reopened track includes new pou and interpretation panels telling the stories of the area, including its long use for cooking and bathing. Kaumātua Te Rangi Morehu, who led a dawn blessing on Saturday, said it was important visitors understood they were walking through a place with deep history rather than simply a pleasant stretch of lakeside.</p>
<p>For tourism operators, the reopening comes at a welcome time. Several said the closure had removed one of the few free attractions they could recommend to families and cruise passengers on a tight schedule. Bike hire owner Sina Tupou said demand had already picked up on the first weekend, with visitors asking for routes that combine the walkway with the wider lakefront.</p>
<p>Not everyone is thrilled with the result. Some regular walkers have complained that a section near the bird roosting area has been rerouted further from the water, adding several minutes to the loop. The council says the change was made on the advice of ecologists, who wanted to reduce disturbance to black-billed gulls and other birds that nest on the point.</p>
<p>The council has also introduced a rule banning dogs from the most active geothermal section, after two incidents in which pets strayed off the old track and were burned. Signs now mark the restricted area, and rangers will patrol on weekends through summer to explain the rule and hand out maps.</p>
<p>The next stage of lakefront work, including upgraded toilets and more shade near the playground, will go out for public consultation in the new year as part of the council's long-term plan. Council staff say they want to hear from walkers, families and operators before final designs are drawn up.</p>`,
  },
  {
    slug: 'the-long-drive-how-west-coast-patients-get-to-hospital',
    title: 'The long drive: how West Coast patients get to hospital',
    standfirst:
      'For many people on the Coast, specialist care means a full day on the road and a volunteer driver. We followed the journey and asked where the system is fraying.',
    authorSlug: 'ben-harrington',
    additionalAuthorSlugs: ['priya-nair'],
    categorySlugs: ['news'],
    tagSlugs: ['health', 'regions', 'transport'],
    layout: 'feature',
    daysAgo: 45,
    hour: 7,
    bodyHtml: `<p>At 5.40am on a Tuesday in winter, the car park outside the Westport medical centre is already half full. Most of the vehicles belong not to staff but to patients and their whānau, who are about to begin a journey of more than three hours over the Southern Alps or up through the Buller Gorge to keep an appointment at a hospital in Christchurch or Nelson. For many people on the West Coast, specialist care is not a short trip across town. It is a full day, sometimes two, and a tank of petrol they can barely afford.</p>
<p>Over several weeks, Pānui spoke to patients, drivers, nurses and health managers about how that system works and where it breaks down. What emerged was a picture of a region that relies heavily on goodwill, volunteer drivers and a travel subsidy scheme that almost everyone agrees has not kept pace with the cost of getting anywhere.</p>
<h2>A day on the road</h2>
<p>Coral Bennie, 67, has made the trip to Christchurch for cancer treatment eleven times this year. Her husband no longer drives long distances, so she relies on a community shuttle run by volunteers from a local trust. The van leaves at 6am, stops in Reefton and Springs Junction, and arrives in Christchurch shortly before midday if the Lewis Pass is clear.</p>
<blockquote>"You get very good at sitting still. The treatment itself is forty minutes. The rest of the day is the road," she said. "I am grateful for every one of those drivers, but I do wonder what happens when they get too old to do it."</blockquote>
<p>The trust that runs the shuttle has 23 volunteer drivers, and its coordinator, Lyle Marsden, says their average age is 71. Recruiting younger drivers has proven difficult because most people of working age cannot take a whole weekday off. In the past year the service has cancelled nine trips because no driver was available, forcing patients to reschedule or find their own way over the hill. Petrol money for the van comes from a mix of grants, raffles and a donation tin at the local supermarket.</p>
<h2>The subsidy gap</h2>
<p>Patients who travel long distances for specialist treatment can apply for help through the national travel assistance scheme, which pays a per-kilometre rate and contributes toward accommodation. Health workers on the Coast say the rules are confusing, the forms are long and the payments arrive weeks after the money has been spent. Several patients told us they had never applied because they did not know the scheme existed, or assumed they would not qualify.</p>
<p>Rural nurse specialist Anahera Kemp, who works out of a clinic in Greymouth, now keeps a stack of printed forms in her bag and helps patients fill them in during home visits. "The scheme was designed for people who have a printer, an email address and time to chase a claim. Plenty of my patients have none of those things," she said.</p>
<h2>Bringing care closer</h2>
<p>Some of the pressure is easing. Telehealth appointments, which expanded rapidly during the pandemic, now handle a large share of follow-up consultations, and a visiting oncology nurse service has been running monthly clinics in Greymouth since last year. Health managers estimate that each appointment delivered locally saves a patient roughly seven hours of travel. But scans, surgery and many types of treatment still require a trip across the mountains, and the region's ageing population means demand is rising faster than local services can be added.</p>
<p>For Coral Bennie, the answer is not complicated. She would like more treatment delivered closer to home, a simpler way to claim travel costs and some recognition for the volunteers who keep the current system running. "They keep saying the Coast is resilient," she said. "We are. But resilient shouldn't mean we just put up with it forever."</p>`,
  },
  {
    slug: 'slip-closes-napier-taupo-road-for-third-time-this-winter',
    title: 'Slip closes Napier–Taupō road for third time this winter',
    standfirst:
      'About 4,000 cubic metres of rock and mud came down overnight after heavy rain, and engineers warn the highway could stay shut for days.',
    authorSlug: 'aroha-tane',
    categorySlugs: ['news', 'climate'],
    tagSlugs: ['weather', 'transport', 'regions'],
    layout: 'standard',
    daysAgo: 1,
    hour: 7,
    bodyHtml: `<p>State Highway 5 between Napier and Taupō is closed again after a large slip came down in the hill country north-west of Eskdale overnight, the third time the route has been cut by slips since June. Crews were called shortly after 2am, when a truck driver reported rocks and mud across both lanes following more than 90 millimetres of rain in twelve hours.</p>
<p>The transport agency says geotechnical engineers will assess the hillside this morning before any clean-up begins. The slip is estimated at about 4,000 cubic metres, and the agency warned the road could stay closed for at least two days if the slope above it continues to move. The only practical detour adds more than three hours to the journey, sending traffic south through the Hawke's Bay plains and across the central North Island.</p>
<p>Regional manager Tama Rēweti said the section had been under close watch since the last closure in August, when a smaller slip was cleared within a day. "The ground here is saturated. Every time we get a heavy band of rain sitting over the ranges, these slopes let go. We are not going to reopen until we are confident it is safe for people to drive underneath it," he said.</p>
<p>For businesses that depend on the route, the repeated closures are becoming expensive. Hawke's Bay trucking operator Nerida Sawyer said her company had already rerouted drivers twice this winter, each time adding fuel, wages and overnight accommodation costs.</p>
<blockquote>"One closure you absorb. Three in four months starts to show up in what we have to charge customers, and in the end that gets passed on to everyone," Sawyer said.</blockquote>
<p>MetService has issued a heavy rain watch for the Hawke's Bay ranges until Thursday evening, with further bursts of rain expected as a slow-moving low crosses the North Island. Forecasters say totals are unlikely to match last night's, but warned that even moderate rain on saturated hills could trigger further slips.</p>
<p>People living in the small settlements along the highway say they are used to disruption but are growing tired of it. School bus runs have been cancelled for the day, and the district council says it is checking on isolated residents, some of whom lost power overnight when a line came down further along the road.</p>
<p>The agency has previously signalled it is investigating longer-term options for the worst sections of the route, including rock netting, improved drainage and, in one location, moving the road away from the slope altogether. Those projects are still at the design stage and are not yet funded. A spokesperson said the latest slip would be added to the evidence being gathered for that work, and that drivers should check the journey planner and allow plenty of extra time on all routes through the region today.</p>`,
  },
  {
    slug: 'burst-water-main-floods-cuba-street-shops',
    title: 'Burst water main floods Cuba Street shops',
    standfirst:
      'A century-old pipe gave way before dawn, sending water into basements in Te Aro and cutting supply to about 300 properties.',
    authorSlug: 'aroha-tane',
    categorySlugs: ['news'],
    tagSlugs: ['wellington', 'local-government'],
    layout: 'standard',
    daysAgo: 18,
    hour: 12,
    bodyHtml: `<p>Several shops and cafés on Wellington's Cuba Street were flooded early on Monday when a century-old water main burst beneath the road, sending water across the footpath and into basements before crews could shut it off. The break happened at about 4.15am near the intersection with Ghuznee Street, and water ran down the street for more than an hour.</p>
<p>The city's water services provider said the cast-iron pipe was laid in the 1920s and had been flagged as high risk in its most recent condition assessment, but was not scheduled for replacement for several more years. A spokesperson said crews had to close a series of valves to isolate the break, cutting water supply to about 300 properties in Te Aro for most of the morning.</p>
<p>Bookshop owner Kezia Armitage arrived to find about 20 centimetres of water in her basement storeroom, where she kept overflow stock and the shop's collection of signed editions. "I just stood at the top of the stairs and watched boxes floating. Some of those books we will never be able to replace," she said. She estimated the loss at more than $30,000 and was still working out what her insurance would cover.</p>
<p>Next door, a café that opened only three months ago lost its refrigeration when water reached the switchboard. Co-owner Ruben Faleolo said the business would be closed for at least a week while electricians made the building safe. "We've put everything we have into this place. A week without trade is a very big deal for us," he said.</p>
<blockquote>"Every part of this city is sitting on pipes that are older than the buildings above them. Today it was Cuba Street. Tomorrow it will be somewhere else," said local ward councillor Lisiate Moala.</blockquote>
<p>Wellington's water network has been under scrutiny for years, with thousands of leaks reported annually and a backlog of pipe renewals that the council has acknowledged will take decades to clear. The council recently approved extra funding for renewals in its long-term plan, but officials have warned that even at the increased rate, much of the central city network will not be replaced for another fifteen to twenty years.</p>
<p>The water provider says it will pay for emergency clean-up on the affected properties and has set up a claims process for businesses. Retailers have been advised to photograph damage and keep receipts. A permanent repair is expected to be finished by Wednesday, with traffic management in place on Cuba Street and nearby side streets until then.</p>
<p>The Cuba Street business association says it will meet council officials later this week to ask whether pipes under the busiest parts of the street can be moved up the replacement list. Its chair said members were sympathetic to the scale of the problem, but could not afford to be flooded twice.</p>`,
  },
  {
    slug: 'a-kura-that-started-in-a-garage-marks-25-years-in-opotiki',
    title: 'A kura that started in a garage marks 25 years in Ōpōtiki',
    standfirst:
      'Nine tamariki, three determined mothers and a borrowed carpet: the founders and first students of a Māori-medium school look back on a quarter of a century.',
    authorSlug: 'aroha-tane',
    additionalAuthorSlugs: ['rawiri-pohatu'],
    categorySlugs: ['news', 'te-ao-maori'],
    tagSlugs: ['education', 'te-reo', 'regions'],
    layout: 'feature',
    daysAgo: 120,
    hour: 10,
    bodyHtml: `<p>The first classroom of Te Kura o Te Awa Hōhonu was a single-car garage on a quiet street in Ōpōtiki, with a carpet donated by a local marae, a second-hand whiteboard and nine tamariki whose parents had decided they wanted their children educated entirely in te reo Māori. Twenty-five years later, the kura has 180 students, a purpose-built campus beside the river and a waiting list. This weekend, hundreds of former students, teachers and whānau returned to celebrate.</p>
<h2>Nine children and a garage</h2>
<p>Whaea Mereana Tautahi was one of the parents who started it. She was 29, had recently finished a teaching qualification, and was frustrated that the only option for her children after kōhanga reo was an English-medium school where te reo was taught for an hour a week. "We had raised them in the language and then we were supposed to hand them over and watch it disappear. We couldn't do that," she said. She and two other mothers taught the first class for a year without pay while they worked through the long process of becoming a recognised school. Fundraising came from hāngī, raffles and a stall at the Saturday market, and the children's grandparents took turns bringing lunch.</p>
<blockquote>"People said it was a nice idea that wouldn't last. We used to joke that the garage was our proof. If we could teach in there through a Bay of Plenty summer, we could do anything," Tautahi said.</blockquote>
<h2>Growing up in the language</h2>
<p>Among the original nine was Hēmi Rāwiri, now a secondary school teacher in Tauranga and himself a parent of two kura students. He remembers lessons held outdoors when the garage was too hot, and the way older whānau members would drop by to share stories and waiata. "At the time I didn't know it was unusual. It was just school. It was only later, at university, that I realised how much had been given to us by people who had very little," he said.</p>
<p>Former students now include lawyers, nurses, builders, broadcasters and at least a dozen teachers, several of whom have come back to work at the kura. Principal Ariana Heke says that circle is the real measure of success. Around a third of the current staff attended the kura themselves, and many of today's students are children of former students. "Our language is carried by people, not by buildings or policies. When I see a graduate standing in front of a class here, speaking to tamariki in te reo, that is what our founders were fighting for," she said.</p>
<h2>The challenges ahead</h2>
<p>The celebrations were not without concern for the future. Like many Māori-medium schools, the kura struggles to recruit fluent teachers, particularly for science and mathematics at senior levels. Heke says she has advertised some positions three or four times without success, and has relied on staff taking on extra classes. Resources are another gap. Far more material is available in te reo than in the 1990s, but teachers still spend evenings translating and adapting resources for senior students.</p>
<p>The kura has recently partnered with a regional polytechnic to offer its own senior students a pathway into teaching, in the hope that some will return to Ōpōtiki after graduating. Heke admits it is a long-term plan, but says long-term thinking is how the kura began in the first place. "Our founders were planning for mokopuna they had not met yet. We are trying to do the same," she said.</p>
<p>On Saturday afternoon, the original nine gathered for a photo outside the garage, which still stands and is now used by its owner to store a boat. Tautahi stood beside them, a little teary. "It looks smaller than I remember," she said, laughing. "But it held everything we needed."</p>`,
  },
  {
    slug: 'drone-sighting-grounds-rescue-helicopter-near-timaru',
    title: 'Drone sighting forces rescue helicopter to circle near Timaru',
    standfirst:
      'A crew carrying an injured farm worker held over paddocks for twelve minutes after spotting a drone in its flight path, prompting a warning to hobby pilots.',
    authorSlug: 'ben-harrington',
    categorySlugs: ['news'],
    tagSlugs: ['regions', 'health', 'technology'],
    layout: 'standard',
    daysAgo: 60,
    hour: 16,
    bodyHtml: `<p>A rescue helicopter carrying an injured farm worker was forced to circle over paddocks south of Timaru for twelve minutes on Sunday afternoon after the crew spotted a drone operating close to its flight path. The incident has prompted renewed calls for recreational drone users to learn the rules around emergency aircraft.</p>
<p>The helicopter had collected a man in his forties who had been pinned by a quad bike on a property near Pareora, and was heading to Timaru Hospital when the pilot saw the drone at roughly the same altitude, about 300 metres ahead. The crew immediately turned away and notified air traffic control, which alerted police.</p>
<blockquote>"At that height, a drone strike on a rotor or the windscreen could bring us down. We had a patient in the back who needed a hospital, and instead we were circling while we waited to find out whether the sky was clear," said the helicopter's chief pilot, Warrick Dunphy.</blockquote>
<p>The patient was eventually landed at the hospital and is in a stable condition. The rescue trust that operates the helicopter said the delay did not affect his outcome, but that it easily could have in a more serious case, such as a cardiac arrest or major bleed, where minutes matter.</p>
<p>Police later found a 19-year-old man who had been filming a nearby river with the drone. Sergeant Amiria Toleafoa said he had been cooperative and had not realised a helicopter was approaching until it was almost overhead. He has been referred to aviation authorities, who can issue fines for breaches of drone rules.</p>
<p>Under civil aviation rules, recreational drones must generally be flown below 120 metres, kept within the operator's line of sight and kept well clear of crewed aircraft at all times. Operators also generally need permission before flying within four kilometres of an aerodrome, which includes many hospital helipads. The rescue trust says many hobby pilots are unaware of those limits.</p>
<p>Dunphy said his crews had reported four close drone sightings this year, up from one the year before, and he expected more as cheap drones with long-range cameras became common. He said most operators were not reckless, but simply did not think about where emergency helicopters fly. "We don't follow roads or flight lines. We fly the shortest path to the patient and the shortest path to the hospital, and sometimes that is right over the top of your paddock," he said.</p>
<p>The trust is now working with local drone clubs on an awareness campaign that will include signs at popular river and beach spots. It has also asked retailers in the region to include a card with new drone purchases explaining the rules and urging operators to land immediately if they hear a helicopter approaching.</p>`,
  },
  {
    slug: 'waiheke-ferry-service-under-review-after-cancellations',
    title: 'Waiheke ferry service under review after a summer of cancellations',
    standfirst:
      'Islanders say the boat is their motorway. After one sailing in sixteen failed to run over summer, Auckland Transport has ordered a review of reliability and fares.',
    authorSlug: 'aroha-tane',
    categorySlugs: ['news'],
    tagSlugs: ['auckland', 'transport', 'cost-of-living'],
    layout: 'standard',
    daysAgo: 5,
    hour: 18,
    bodyHtml: `<p>Auckland Transport has launched a formal review of ferry services to Waiheke Island after a summer in which hundreds of sailings were cancelled or cut short, leaving commuters stranded and visitors queuing for hours at the downtown terminal. The review will examine crew shortages, vessel maintenance and how cancellations are communicated to passengers.</p>
<p>Figures presented to the Waiheke Local Board show that between December and February, about 6 per cent of scheduled sailings on the island's main route did not run, more than double the rate of the previous summer. On some weekends the figure was closer to one in six. The operator has blamed a shortage of qualified skippers and engineers, along with unplanned repairs on two of its older vessels.</p>
<p>For island residents who work in the city, each cancellation can mean a missed shift, a late pick-up from childcare or an expensive night in a hotel. Nurse Talia Fonoti, who commutes to a city hospital four days a week, said she had been late to work seven times over summer. "I leave home at 5.45 to catch a boat that is supposed to get me in with plenty of time. When it doesn't run, there's nothing I can do. You can't exactly drive," she said.</p>
<blockquote>"The ferry isn't a tourist attraction for us. It's our motorway. If the motorway was closed one day in sixteen, there would be an inquiry by lunchtime," said local board member Graham Tuiasosopo.</blockquote>
<p>Fares are also part of the review. A return adult fare on the main route now costs more than $50 for passengers without a concession, and residents say the price has risen steadily while reliability has fallen. Many locals use discounted multi-trip products, but visitors and occasional travellers pay full price, which some tourism operators on the island say is putting off day-trippers.</p>
<p>The operator said in a statement that it had hired and trained additional crew over autumn and expected reliability to improve significantly before next summer. It said it understood passengers' frustration and had introduced text alerts so that cancellations were communicated earlier.</p>
<p>The review is expected to report back by the end of the year. Options being considered include changes to the contract with the operator, financial penalties for cancellations, and whether Auckland Transport should take a greater role in running the service directly. Any change to the contract would need to be negotiated and could take several years to come into effect.</p>
<p>Residents are being invited to share their experiences through an online survey, which will stay open for six weeks. The local board will also host two public meetings on the island next month, one of them in the evening so that commuters can attend.</p>`,
  },

  // ---------------------------------------------------------------- Politics
  {
    slug: 'what-a-four-year-parliamentary-term-would-actually-change',
    title: 'What a four-year parliamentary term would actually change',
    standfirst:
      'A bill to lengthen the term of Parliament is before a select committee. Here is what it proposes, the arguments on each side, and what happens next.',
    authorSlug: 'james-whitcombe',
    categorySlugs: ['politics'],
    tagSlugs: ['elections', 'explainer'],
    layout: 'feature',
    daysAgo: 30,
    hour: 8,
    bodyHtml: `<p>New Zealand is one of only a handful of democracies where voters choose a national government every three years. Supporters of a longer term argue that the short cycle leaves governments with barely enough time to pass major legislation before they are back on the campaign trail. Opponents say the three-year term is one of the few checks on power in a country with a single chamber of Parliament and no single written constitution. With a bill to extend the term now before a select committee, here is what would actually change, and what would not.</p>
<h2>What is being proposed</h2>
<p>The bill would extend the maximum term of Parliament from three years to four, with the change taking effect only if approved by voters at a binding referendum held alongside the next general election. The term of Parliament is one of a small number of reserved provisions in electoral law that can only be changed by a 75 per cent vote of all MPs or by a majority at a referendum, so the referendum route is the one most people expect.</p>
<p>The bill also includes a second change that has received less attention: fixed election dates. At present, the prime minister chooses when the election is held, within the limits of the term. Under the bill, elections would fall on the second Saturday of October every four years, unless Parliament was dissolved early after a government lost a confidence vote. Supporters say that would end months of speculation and give electoral officials and voters more certainty. Critics reply that a fixed date would simply move the campaign earlier, with parties gearing up a full year before polling day because everyone would know exactly when it was coming.</p>
<h2>The case for four years</h2>
<p>Advocates argue a longer term would lead to better policy. A government elected in October typically spends its first months forming a coalition and appointing ministers, then passes its first Budget, and by the middle of its second year is already thinking about the next campaign. Dr Fiona Rennick, a public law lecturer who made a submission in support, says the current cycle rewards quick announcements over careful planning. "Large infrastructure projects, health reforms and climate policy all take longer than three years to design and test. We keep starting things and abandoning them," she said.</p>
<h2>The case against</h2>
<p>Opponents point out that New Zealand has no upper house to revise or delay legislation, and that the courts cannot strike down Acts of Parliament. That means elections are the main way voters can hold a government to account, and a longer term would make those moments rarer. Law student Tomasi Latu, 23, told the committee that young voters already feel disconnected from politics. "Adding an extra year between chances to have a say is not going to fix that," he said.</p>
<blockquote>"If you want a four-year term, earn it. Show us stronger checks first, then ask for more time," Latu told MPs.</blockquote>
<p>Voters have rejected a longer term twice before, in referendums held in 1967 and 1990, both times by large margins. Polling since then has been mixed, with support often depending on how the question is worded and which party happens to be in government at the time. Political scientists note that supporters of the party in power tend to warm to a longer term, while opposition voters cool on it, which makes the timing of any referendum a political calculation in its own right.</p>
<h2>What happens next</h2>
<p>The select committee is due to report back to Parliament early next year. If the bill passes its remaining stages, the referendum question would be finalised and both sides would be able to register campaigns and spend money promoting their case. For now, the most likely outcome is a long public argument about trust, accountability and whether three years is enough time to govern well.</p>`,
  },
  {
    slug: 'rental-warrant-of-fitness-bill-passes-first-reading',
    title: 'Rental warrant of fitness bill passes first reading',
    standfirst:
      "A member's bill requiring independent inspections of rental homes every three years has survived its first vote, but the government says it will not back it in its current form.",
    authorSlug: 'james-whitcombe',
    categorySlugs: ['politics', 'business'],
    tagSlugs: ['housing', 'cost-of-living', 'health'],
    layout: 'standard',
    daysAgo: 3,
    hour: 17,
    bodyHtml: `<p>A member's bill that would require every rental property to pass a regular independent inspection before it could be let has passed its first reading in Parliament, after a minor governing party unexpectedly agreed to support it to select committee. The bill passed by 64 votes to 59 on Wednesday night.</p>
<p>The Residential Tenancies (Rental Warrant of Fitness) Amendment Bill, drawn from the member's ballot last month, was introduced by opposition MP Kiri Ngāwhika. It would build on the existing healthy homes standards by requiring landlords to obtain a warrant from an accredited inspector every three years. The inspection would cover heating, insulation, ventilation and moisture, along with basic safety checks such as secure railings, working smoke alarms and safe wiring.</p>
<p>Under the current system, landlords must sign a statement saying their property complies with the standards, but compliance is largely checked only when a tenant complains or the regulator carries out a targeted investigation. Ngāwhika told the House that approach put the burden on tenants, many of whom are reluctant to complain for fear of losing their home.</p>
<blockquote>"We require a warrant for a car that sits in a driveway. It is not radical to ask for one on a house where children sleep," Ngāwhika said during the debate.</blockquote>
<p>The minor party's housing spokesperson said it had real concerns about cost and bureaucracy, but believed the committee process would give landlords and tenants a chance to be heard before any final decision. The party has reserved its position on the second reading.</p>
<p>Landlord groups have been critical. Property investors' representative Colin Ashby said a three-yearly inspection could cost owners several hundred dollars each time, and that those costs would inevitably be passed on through rents. "Most landlords already do the right thing. This punishes them for the behaviour of a minority and makes renting more expensive at exactly the wrong time," he said.</p>
<p>Tenant advocates say inspections catch problems that tenants either do not notice or do not feel able to raise. Renters' advocate Losana Vake, who works with families in South Auckland, said many of the homes she visited still had mould, draughty windows or heaters that did not work, despite landlords having signed compliance statements. "A statement is a piece of paper. An inspection is someone actually looking," she said.</p>
<p>The housing minister told reporters the government would not support the bill beyond select committee in its current form, but was open to discussing better enforcement of existing standards. Officials have been asked to estimate how many inspectors would be needed and the likely cost to landlords and the regulator.</p>
<p>The select committee will call for public submissions in the coming weeks and is expected to report back within six months. Both landlord and tenant groups say they are preparing detailed submissions.</p>`,
  },
  {
    slug: 'wellington-council-votes-to-pause-cycleway-programme',
    title: 'Wellington council votes to pause cycleway programme',
    standfirst:
      'Four planned routes are on hold for at least a year after a 9–7 vote, with councillors citing pipes, seawalls and pressure on rates.',
    authorSlug: 'james-whitcombe',
    categorySlugs: ['politics'],
    tagSlugs: ['wellington', 'local-government', 'transport'],
    layout: 'standard',
    daysAgo: 14,
    hour: 19,
    bodyHtml: `<p>Wellington City Council has voted to pause work on four planned cycleways for at least a year, as councillors try to balance a growing infrastructure bill against pressure to keep rates rises down. The decision, made 9–7 after a tense four-hour debate on Wednesday, affects routes planned for Karori, Ngaio, Miramar and Kilbirnie, which were due to begin construction over the next eighteen months.</p>
<p>Councillors who supported the pause said the city could not afford to keep starting new projects while water pipes, seawalls and earthquake-prone buildings competed for the same money. The four routes together were budgeted at about $48 million, partly funded by the national transport agency. Deputy mayor Sarah Kingi-Oates said the council needed to finish what it had started before starting anything new.</p>
<p>Cycling advocates packed the public gallery, and several speakers warned that pausing the programme would undo years of consultation and planning. Cycle commuter and parent Jacob Whittle told councillors he had been promised a safe route from Karori to the city for his teenage daughters for years. "Every year there is a reason to wait. Meanwhile my kids are riding down a hill with buses beside them," he said.</p>
<blockquote>"This is not a pause, it is a cancellation with better manners," said councillor Rangi Paewai, who voted against the motion.</blockquote>
<p>Business groups were more supportive. The local chamber of commerce said some retailers had lost parking and foot traffic during earlier cycleway construction, and that a pause would give the council time to review how future projects were designed and staged. Some residents in the affected suburbs also welcomed the decision, particularly where proposed routes would have removed on-street parking outside homes without driveways.</p>
<p>The vote has implications beyond the four routes. Council staff warned that some national co-funding may be lost if projects do not proceed within agreed timeframes, and that the city could end up paying more later as construction costs rise. Contracts for design work already under way will need to be renegotiated or ended.</p>
<p>Local government observers say the decision reflects a broader shift, as councils around the country reassess big spending programmes in the face of ratepayer anger over steep rates increases. Cycleways have become a particular flashpoint because they combine visible construction disruption with changes to parking, which tends to provoke strong reactions even among people who support the idea in principle.</p>
<p>Staff will report back in twelve months with updated costings and a recommendation on whether to restart, redesign or abandon each route. In the meantime, the council has agreed to fund a smaller programme of low-cost safety improvements, such as painted lanes, slower speed zones near schools and better pedestrian crossings, along the affected corridors.</p>`,
  },
  {
    slug: 'why-so-few-of-us-vote-in-local-elections',
    title: 'Why so few of us vote in local elections',
    standfirst:
      'Councils decide our rates, roads, water and parks, yet most of us never post back our voting papers. We asked voters, candidates and researchers what is going wrong.',
    authorSlug: 'james-whitcombe',
    additionalAuthorSlugs: ['aroha-tane'],
    categorySlugs: ['politics'],
    tagSlugs: ['local-government', 'elections', 'explainer'],
    layout: 'feature',
    daysAgo: 200,
    hour: 11,
    bodyHtml: `<p>Every three years, New Zealanders are sent a postal voting pack asking them to choose their mayor, councillors, regional councillors and, in many places, members of local boards and community trusts. Most of us never send it back. Turnout in local elections has hovered at or below about 40 per cent for much of the past two decades, and in some city wards it has fallen closer to one in three. For a level of government that decides rates, water, roads, libraries and planning rules, that is a striking level of disengagement.</p>
<p>We asked voters, candidates and researchers why so many people sit it out, and what might change that.</p>
<h2>"I don't know who any of them are"</h2>
<p>The most common answer we heard was simple: people do not feel they know enough to choose. Voting packs can list dozens of candidates, most with little public profile, and the short statements in the booklet offer limited information. Hamilton resident Jade Pōtae, 34, said she opened her pack last time, looked at twenty-two names competing for four council seats, and put it back in the envelope. "I vote in every general election. But I wasn't going to tick boxes at random for people I'd never heard of," she said.</p>
<p>Local media coverage has thinned over the same period, with far fewer reporters sitting through council meetings than a generation ago. Researchers say that makes it harder for voters to know what their council has done, and harder for challengers to build a profile. In several smaller districts, the only regular coverage of council decisions now comes from community Facebook pages, which can be lively but are rarely a reliable guide to what was actually decided.</p>
<h2>The postal problem</h2>
<p>Local elections are still conducted almost entirely by post, at a time when many younger people rarely send or receive letters, and some would struggle to find a post box. Local government researcher Dr Matiu Brennan says the fall in turnout tracks closely with the decline of postal services. "We are asking people to use a technology that has largely disappeared from their lives, to vote in an election they hear little about. The result is predictable," he said. Online voting trials have been discussed repeatedly but shelved over concerns about security and public confidence. The postal period itself is also long, and voters who intend to return their papers often simply forget until it is too late to post them.</p>
<h2>Who does vote</h2>
<p>Turnout is not evenly spread. Older homeowners vote at much higher rates than younger renters, and turnout is usually lower in suburbs with more Māori and Pacific residents. That means councils are elected disproportionately by one group of residents, and candidates know it. Former councillor and community worker Talia Sapolu says she watched campaigns focus almost entirely on rates, because that was what the most reliable voters cared about.</p>
<blockquote>"If you are young and renting, the council is making decisions about your bus route, your housing supply and your parks, but nobody is campaigning for your vote," Sapolu said.</blockquote>
<h2>What might help</h2>
<p>Ideas raised by the people we spoke to include:</p>
<ul>
<li>Offering in-person or online voting alongside postal packs.</li>
<li>Better publicity for local elections, or aligning them more closely with the general election cycle.</li>
<li>Funding independent local journalism to cover councils between elections.</li>
<li>Teaching local government in schools, so first-time voters understand what councils actually do.</li>
</ul>
<p>None is a quick fix, and several carry costs or risks. But without some change, councils will continue to be chosen by a minority of the people they serve. As Brennan put it: "A council elected by a third of the city can still govern. The question is whether the other two-thirds feel it is governing for them."</p>`,
  },
  {
    slug: 'rural-families-fear-changes-to-school-bus-eligibility',
    title: 'Rural families fear changes to school bus eligibility',
    standfirst:
      'The government is reviewing who qualifies for free school transport. Farming families and small-school principals say the bus is what keeps their communities together.',
    authorSlug: 'james-whitcombe',
    categorySlugs: ['politics'],
    tagSlugs: ['education', 'transport', 'regions', 'farming'],
    layout: 'standard',
    daysAgo: 22,
    hour: 13,
    bodyHtml: `<p>Parents in rural communities are warning that proposed changes to school bus eligibility could leave hundreds of children without a safe way to get to school, after the education minister confirmed the government is reviewing the rules that decide which students qualify for free transport.</p>
<p>At present, students generally qualify for government-funded school transport if they live more than a set distance from their nearest appropriate school and there is no suitable public transport. A discussion document released by the Ministry of Education this week floats several options to reduce costs, including raising the distance thresholds, ending eligibility for students who attend a school other than their closest one, and asking councils to take on more responsibility for routes.</p>
<blockquote>"Every dollar we spend driving a half-empty bus down a gravel road is a dollar we can't spend in the classroom. We need a system that is fair, but also sustainable," the minister told reporters at Parliament.</blockquote>
<p>The ministry says school transport costs have risen sharply because of fuel prices, driver wages and new safety requirements. Officials say some routes carry only a handful of students, and that the eligibility rules have not been substantially updated in decades.</p>
<p>Rural families say the review misunderstands what the bus means to them. In the hill country west of Taumarunui, sheep and beef farmer Rochelle Karaitiana drives her three children 14 kilometres each morning to meet the bus on the main road. If thresholds were raised, she fears the route would be cut back further, leaving her with a 40-minute round trip twice a day. "We're not asking for a taxi to the door. We're asking for a bus that still exists in five years," she said.</p>
<p>Principals of small rural schools say the bus is closely tied to their survival. If families cannot easily get children to school, some will move to town or switch to distance learning, and rolls will shrink further. Bevan Horomona, principal of a two-teacher school in inland Taranaki, said losing five or six students could cost the school a teaching position. "Then you get a spiral. Fewer teachers, fewer families willing to stay, and eventually the school closes. That's not a saving, it's the end of a community," he said.</p>
<p>Rural advocacy groups have urged the government to weigh road safety as well as cost. Many rural roads have no footpaths and high speed limits, and children walking or cycling to a distant bus stop in winter darkness face real risks. Advocates also point out that some families have little real choice of school, because the nearest one may not offer the subjects or learning support their children need.</p>
<p>Submissions on the discussion document close in eight weeks. The minister has said no changes will take effect for at least eighteen months, and that any new rules would be phased in to give families time to adjust. Opposition MPs have already signalled they will campaign against the proposals in rural electorates.</p>`,
  },
  {
    slug: 'select-committee-hears-thousands-on-dual-place-names-bill',
    title: 'Select committee hears from thousands on dual place names bill',
    standfirst:
      'More than 4,000 submissions have been lodged on a bill requiring Māori and English place names on new public signs. Hearings are under way from Whangārei to Dunedin.',
    authorSlug: 'james-whitcombe',
    categorySlugs: ['politics', 'te-ao-maori'],
    tagSlugs: ['te-reo', 'local-government', 'treaty', 'transport'],
    layout: 'standard',
    daysAgo: 75,
    hour: 15,
    bodyHtml: `<p>More than 4,000 people and organisations have made submissions on a bill that would require councils and government agencies to display both the Māori and English names of places on new signs and official documents, making it one of the most heavily submitted-on pieces of legislation this year. The select committee began hearing oral submissions this week, with sessions scheduled in Whangārei, Rotorua, Wellington, Christchurch and Dunedin.</p>
<p>The Place Names (Dual Signage) Bill would apply only where an official dual name has already been assigned, or where a Māori name has been formally recorded by the national place names authority. It would not change any existing name, and would apply to new or replacement signs rather than requiring councils to replace signs all at once. Supporters say that makes it a modest change that could be absorbed into normal maintenance budgets.</p>
<blockquote>"Our tūpuna named these places long before any surveyor arrived. Seeing those names beside the English is not about erasing anyone's history. It is about finally telling all of it," said Hēni Tukariri, a kaumātua who spoke on behalf of a Northland marae.</blockquote>
<p>Opponents raised concerns about cost, clarity and consultation. A submission from a coalition of rural ratepayers argued that councils should be able to decide signage policy locally, and that some communities had not been properly consulted about dual names assigned in their area. Retired engineer Malcolm Dryden told the committee in Christchurch that he supported te reo Māori but believed signs needed to be quick to read at speed. "A road sign has about two seconds to do its job. I want the committee to think hard about design," he said.</p>
<p>Road safety was a recurring theme. Several transport engineers told the committee that well-designed bilingual signs were already common overseas, including in Wales, Ireland and parts of Canada, and that drivers adapted quickly. They recommended national rules for font, size and the order of languages to avoid confusion.</p>
<p>Local government submitters were divided. Some councils said they already used dual names and welcomed national consistency. Others warned the bill would add to costs at a time when budgets were stretched, particularly for small rural councils with long road networks. Several asked for a transition period of at least ten years.</p>
<p>Te reo advocates said the visibility of the language in everyday places mattered for learners and for children growing up in Māori-medium education. Teacher Sione Havili told the committee his students noticed every new bilingual sign. "When they see their language on a sign at the end of the road, it tells them it belongs here, not just in the classroom," he said.</p>
<p>The committee is due to report back in four months. The bill's sponsor has signalled openness to amendments on timing and design, but says the core principle of displaying both names wherever they exist should remain.</p>`,
  },
  {
    slug: 'auckland-approves-rates-rise-after-marathon-budget-meeting',
    title: 'Auckland approves 7.9 per cent rates rise after marathon budget meeting',
    standfirst:
      'The increase is lower than first proposed but well above what many councillors campaigned on, and some flood-prone suburbs will pay considerably more.',
    authorSlug: 'james-whitcombe',
    categorySlugs: ['politics'],
    tagSlugs: ['auckland', 'local-government', 'cost-of-living', 'housing'],
    layout: 'standard',
    daysAgo: 100,
    hour: 21,
    bodyHtml: `<p>Auckland Council has approved an average residential rates increase of 7.9 per cent for the coming year, after a budget meeting that stretched past 10pm and featured more than forty amendments, most of them unsuccessful. The increase is lower than the 9.5 per cent proposed in the draft budget but higher than the figure many councillors had campaigned on.</p>
<p>For a typical household, the rise will add roughly $280 to the annual rates bill, though the exact amount varies widely depending on property value and location. Some households, particularly in areas with new targeted rates for stormwater and flood resilience, will face increases well above the average.</p>
<p>Councillors who backed the budget described it as the least bad option available, given rising interest costs, the ongoing bill for repairs after recent storms and the need to maintain ageing infrastructure. About $60 million in savings has been found through staff reductions, a review of council property and cuts to some community grants, but officials warned that deeper cuts would start to affect core services.</p>
<blockquote>"Nobody around this table wanted to put up rates by this much. But the alternative is to let pipes fail, roads crumble and libraries close, and then hand the bill to our children," said finance committee chair Lorraine Tuhiwai.</blockquote>
<p>Councillors who opposed the budget argued it did not go far enough to find savings. Councillor Peter Vaughan-Smith, who moved an unsuccessful amendment to cap the rise at 5 per cent, said ratepayers were already struggling with mortgage costs, insurance and food prices. "We keep asking households to tighten their belts while the council loosens its own," he said.</p>
<p>Community groups lobbied hard against cuts to grants. Representatives from sports clubs, arts organisations and youth services filled the public gallery, and a late amendment restored about $4 million of the proposed reductions, paid for by deferring some park upgrades. Pacific community leader Faamoe Leota said the grants funded services that would cost far more to replace if they disappeared. "You cut a youth programme in Ōtara and you pay for it later in other ways," she said.</p>
<p>The budget also confirms a new targeted rate in several flood-prone catchments, which will fund drainage improvements and the purchase of properties at high risk of repeat flooding. Residents in affected areas have questioned why the rate applies to everyone in a catchment, including homes on higher ground that are not at risk.</p>
<p>Ratepayers will receive their new assessments from July. The council says help is available through the government's rates rebate scheme for low-income homeowners, and through payment plans for those struggling to meet instalments. Advocates say take-up of the rebate remains low and have urged eligible residents, especially pensioners, to check whether they qualify.</p>`,
  },
  {
    slug: 'growth-compacts-are-splitting-the-countrys-mayors',
    title: "Growth compacts are splitting the country's mayors. Here's why",
    standfirst:
      'Ten-year deals between the government and groups of councils promise money in return for housing targets. Some mayors call it a breakthrough; others call it a bribe.',
    authorSlug: 'james-whitcombe',
    categorySlugs: ['politics', 'business'],
    tagSlugs: ['regions', 'local-government', 'housing', 'transport'],
    layout: 'feature',
    daysAgo: 260,
    hour: 6,
    bodyHtml: `<p>When the government announced its plan for long-term "growth compacts" with the regions last year, the pitch was straightforward. Councils that agreed to build more housing, speed up consenting and work together on infrastructure would get a multi-year funding commitment and a seat at the table with ministers. Twelve months on, the first three compacts have been signed, more than a dozen regions are waiting in line, and mayors are bitterly divided over whether the scheme is a breakthrough or a bribe.</p>
<h2>What a compact involves</h2>
<p>Each compact is a ten-year agreement between central government and a group of neighbouring councils. The councils commit to targets for new homes, changes to planning rules and, in some cases, new ways of funding infrastructure such as targeted rates or road tolls. In return, the government commits to co-fund a list of agreed projects, usually roads, water and public transport, and to fast-track certain approvals. The details are negotiated region by region, which ministers say allows flexibility and critics say invites favouritism. Officials from several ministries sit on each negotiating team, and councils say the process can take more than a year from first meeting to signing.</p>
<h2>The enthusiasts</h2>
<p>Mayors in the regions that have signed are largely positive. One described the process as the first time in a decade that central government had treated councils as partners rather than supplicants. In one region that signed in the first round, a long-delayed bypass has now been funded, and two large subdivisions have received fast-tracked approval. "For years we went to Wellington with a begging bowl. Now we go with a plan, and there's money on the other side of the table," said Kevin Rautahi, a mayor from the central North Island.</p>
<h2>The sceptics</h2>
<p>Others are far less impressed. Several smaller councils say they lack the staff and money to prepare the detailed proposals the government wants, leaving them at the back of the queue. Some worry that housing targets are unrealistic in places where population growth is slow. And a number of mayors have privately complained that the projects being funded look suspiciously like the ones that match the governing parties' election promises.</p>
<blockquote>"If your region has a motorway the government already wanted to build, congratulations, you are a partner. If you need a water treatment plant nobody in Wellington has heard of, you are a problem to be managed," said one South Island mayor, who asked not to be named because negotiations were continuing.</blockquote>
<p>There are also questions about accountability. Because compacts are negotiated agreements rather than legislation, they do not pass through Parliament, and their full terms are not always published. Local government law specialist Dr Anna Ferris says that makes it hard for ratepayers to know what their council has signed up to. "If a council is committing to a decade of targets and new charges, residents deserve to see that before it's signed, not after," she said.</p>
<h2>What comes next</h2>
<p>The government says it will sign at least four more compacts this year and review the programme after five years. Ministers argue that long-term certainty is better than the old pattern of one-off grants, and point to faster consenting in the signed regions as evidence the approach is working. They have also promised a simpler application process for smaller councils, though details have yet to be released.</p>
<p>For councils still waiting, the advice from across the sector is to prepare now: joint planning documents, shared data and a clear, agreed list of priorities are likely to make the difference at the negotiating table. Whether the compacts end up narrowing the gap between regions, or widening it between those with the capacity to negotiate and those without, may not be clear for years.</p>`,
  },

  // ---------------------------------------------------------------- Business
  {
    slug: 'south-auckland-bakery-moves-staff-to-four-day-week',
    title: 'South Auckland bakery moves staff to a four-day week',
    standfirst:
      'Unable to match the wages offered by supermarkets, a family-owned bakery chain is offering its bakers something else: a third day off, on the same pay.',
    authorSlug: 'mele-fifita',
    categorySlugs: ['business'],
    tagSlugs: ['auckland', 'food', 'cost-of-living'],
    layout: 'standard',
    daysAgo: 4,
    hour: 10,
    bodyHtml: `<p>A family-owned bakery chain with five shops across South Auckland has moved its 60 staff to a four-day working week without cutting pay, in what its owners describe as a last-ditch attempt to hold on to skilled bakers in a tight labour market. Lalelei Bakehouse, which began as a single shop in Māngere in 2006, switched to the new roster at the start of the month after a three-month trial at two of its stores.</p>
<p>Under the arrangement, full-time staff work four shifts of about nine and a half hours instead of five eight-hour shifts, and receive the same weekly wage. Owners Losa and Tavita Fuimaono say they were spending heavily on recruitment and training, only to lose bakers to supermarkets and large commercial bakeries that could offer higher pay.</p>
<blockquote>"We couldn't compete on money. But we could compete on time. Our bakers start at 3am, and a third day off makes a huge difference to whether they can see their kids," said Losa Fuimaono.</blockquote>
<p>The results of the trial surprised even the owners. Sick leave across the two trial stores fell by nearly a third, nobody resigned during the three months, and production per shift held steady. Tavita Fuimaono said the bakers had reorganised their routines to make the longer shifts work, including preparing dough in larger batches and staggering start times.</p>
<p>Baker Viliami Tuipulotu, who has worked at the Ōtara store for eight years, said the change had transformed his week. "Before, I had one day off and I spent it sleeping. Now I have time for church, for my family and for my own life. I'm not going anywhere," he said.</p>
<p>The shift has not been without teething problems. Customers at some stores noticed a smaller range on Mondays while rosters bedded in, and the business had to hire six additional part-time staff to cover opening hours across seven days. The owners estimate their wage bill has risen by about 8 per cent overall, which they hope to recover through lower recruitment costs and less waste.</p>
<p>Workplace researchers say the bakery is part of a small but growing group of New Zealand businesses experimenting with shorter weeks, though most examples have been in office-based industries where output is easier to measure. Employment relations lecturer Dr Grace Whaanga said food production was harder to adapt because of long opening hours and physical work, making the bakery's experience worth watching. "Long shifts in a hot kitchen can wear people down. The real test is whether the benefits hold up after a year, not three months," she said.</p>
<p>The Fuimaonos will review the arrangement in twelve months and say they will share the results with other small businesses considering a similar change. For now, prices have not changed. "Our customers are feeling the cost of living like everyone else. We're not putting it on the price of a pineapple pie," Losa Fuimaono said.</p>`,
  },
  {
    slug: 'the-first-home-squeeze-why-hamilton-buyers-feel-stuck',
    title: 'The first-home squeeze: why Hamilton buyers feel stuck',
    standfirst:
      'Kirikiriroa was meant to be the affordable alternative to Auckland. For young families paying high rents while saving for a deposit, it rarely feels that way.',
    authorSlug: 'mele-fifita',
    categorySlugs: ['business'],
    tagSlugs: ['housing', 'cost-of-living', 'regions'],
    layout: 'feature',
    daysAgo: 40,
    hour: 7,
    bodyHtml: `<p>On a Saturday morning in Rototuna, a three-bedroom townhouse with a small courtyard and a single garage is open for viewing. Within half an hour, fourteen groups have walked through. Most are couples in their late twenties or early thirties, many with children in tow, and nearly all are first-home buyers. Listed at just under $700,000, the townhouse sits squarely in the price range that Hamilton's first-home buyers are chasing, at a time when saving a deposit has rarely felt harder.</p>
<p>Hamilton, or Kirikiriroa, has long been pitched as the affordable alternative to Auckland, an hour and a half up the road. But prices rose sharply over the past decade and rents followed, and many young households now say they are stuck: paying too much in rent to save, and earning too little to borrow enough.</p>
<h2>The rent trap</h2>
<p>Ashleigh and Marcus Te Huia rent a three-bedroom house in Nawton for $620 a week. Between them they earn about $130,000 a year, working in aged care and logistics. They have two children and have been saving for a deposit for five years. "We've got about $48,000 in KiwiSaver and savings. Every time we get closer, prices move or the bank changes what they'll lend us," Ashleigh said. After rent, groceries, childcare and petrol, they manage to put away about $150 a week, when nothing goes wrong.</p>
<blockquote>"People tell us to cut back on coffees. We don't buy coffees. We buy nappies and petrol," Marcus said.</blockquote>
<h2>What the banks want</h2>
<p>Mortgage adviser Anjali Desai, who works with first-home buyers across the Waikato, said lending had eased somewhat over the past year, but that affordability tests remained the main barrier. Banks assess whether borrowers could keep up repayments at a higher test interest rate, which can cap what a household can borrow even if it already pays more in rent than the mortgage would cost. "I regularly see couples paying $650 a week in rent who are told they can't afford a mortgage of $600 a week. It's frustrating for them and, frankly, for me," she said.</p>
<h2>Schemes and shortcuts</h2>
<p>Some buyers are turning to shared ownership schemes, in which a community housing provider or iwi organisation retains part of the equity, or to rent-to-own arrangements. Others are pooling money with siblings or parents. Developer Craig Henwood, who builds terraced housing in the city's eastern suburbs, said smaller homes on smaller sections had become the entry point for many. "The quarter-acre dream has become the two-bedroom townhouse reality. For a lot of people, that's fine. They just want a foot in the door," he said.</p>
<p>Government support for first-home buyers has also shifted over recent years, with some grants scaled back, putting more weight on KiwiSaver withdrawals and low-deposit lending. Housing advocates say that has made the path harder for those on modest or single incomes. Several told us the biggest single barrier was not the deposit itself but the time it takes to save one while paying market rent, during which prices can move out of reach again.</p>
<h2>Is it getting better?</h2>
<p>There are some signs of relief. House prices in Hamilton have eased from their peak, more new builds have come to market and mortgage rates have fallen from recent highs. Economist Rachel Goodall says conditions for first-home buyers are the best they have been in three years, but adds a caution. "Better doesn't mean easy. Prices relative to incomes are still far higher than they were a generation ago," she said.</p>
<p>Back in Rototuna, the Te Huias did not make an offer. The townhouse sold before auction for $712,000. They are now looking at a two-bedroom unit further from the city. "We'll get there," Ashleigh said. "We just didn't think it would take this long."</p>`,
  },
  {
    slug: 'kiwifruit-growers-count-cost-of-shipping-delays',
    title: 'Kiwifruit growers count the cost of shipping delays',
    standfirst:
      'Late vessels left fruit sitting in Bay of Plenty coolstores for up to three weeks, and orchardists expect lower returns as a result.',
    authorSlug: 'mele-fifita',
    categorySlugs: ['business'],
    tagSlugs: ['farming', 'regions', 'technology'],
    layout: 'standard',
    daysAgo: 11,
    hour: 8,
    bodyHtml: `<p>Kiwifruit growers in the Bay of Plenty are facing lower returns this season after a run of shipping delays left fruit sitting in coolstores for longer than planned, increasing the risk of soft fruit and rejected pallets at overseas markets. Industry figures suggest several hundred thousand trays were held back for up to three weeks in April and May as vessels arrived late at the Port of Tauranga.</p>
<p>Exporters say the delays were caused by a combination of congestion at Asian transhipment hubs, bad weather and a shortage of refrigerated containers. While most fruit eventually shipped, longer storage means more fruit is lost to softening or rot before it reaches consumers, and the cost of that loss is ultimately shared by growers.</p>
<blockquote>"Kiwifruit is a living product. Every extra day in the coolstore is a day it gets closer to not being saleable. We did everything right in the orchard and then watched it wait on the wharf," said Te Puke grower Dianne Kereama.</blockquote>
<p>Kereama, who runs a 12-hectare orchard with her brother, estimates the delays could cut her per-hectare return by 8 to 10 per cent compared with early forecasts. For an orchard carrying significant debt after recent investment in new varieties, she said, that could be the difference between a modest profit and a loss.</p>
<p>Packhouse operators have felt the squeeze too. Coolstore manager Hamish Twyford said his facility had run at capacity for weeks, forcing staff to shuffle pallets constantly and adding overtime costs. The packhouse had invested in monitoring technology that measures fruit firmness more precisely, helping decide which pallets should ship first, but he said that could only do so much when ships were not turning up.</p>
<p>Kiwifruit is one of New Zealand's largest horticultural exports, and the Bay of Plenty economy leans heavily on it. Seasonal workers, contractors, transport firms and local retailers all feel the effect when orchard incomes fall. Regional economic development staff said early signs were that grower spending on equipment and orchard development had already slowed.</p>
<p>Exporters are now looking at ways to reduce the risk next season, including spreading shipments across more vessels, chartering more ships and adjusting picking schedules to avoid peaks. Some are examining whether more fruit can be sent to markets with shorter shipping times. But growers say many of the causes are global and largely outside the industry's control.</p>
<p>Port officials say they worked with shipping lines to prioritise refrigerated cargo where possible, and that schedules have largely returned to normal. Growers will learn their final returns for the season later in the year, once fruit sales in overseas markets are complete.</p>`,
  },
  {
    slug: 'what-a-week-of-groceries-costs-in-five-towns',
    title: 'What a week of groceries costs in five towns',
    standfirst:
      'We bought the same 25-item basket in Christchurch, Hamilton, Whanganui, Kaitāia and Westport in the same week. The gap between cheapest and dearest was almost $30.',
    authorSlug: 'mele-fifita',
    additionalAuthorSlugs: ['ben-harrington'],
    categorySlugs: ['business'],
    tagSlugs: ['cost-of-living', 'food', 'regions', 'christchurch'],
    layout: 'standard',
    daysAgo: 25,
    hour: 6,
    bodyHtml: `<p>How much does it cost to fill a trolley in different parts of New Zealand? To find out, Pānui reporters bought the same basket of 25 everyday items in five towns over the same week, choosing the cheapest available version of each item at the largest supermarket in each place. The results show a gap of almost $30 between the cheapest and most expensive towns, with the smallest and most remote communities paying the most.</p>
<p>The basket included staples such as bread, milk, eggs, butter, rice, pasta, cheese, mince, chicken, apples, bananas, carrots, potatoes, onions, canned tomatoes, breakfast cereal, nappies and toilet paper. Prices were recorded on a weekday, without loyalty cards or member-only specials.</p>
<p>Here is what we paid:</p>
<ul>
<li><strong>Christchurch:</strong> $148.60</li>
<li><strong>Hamilton:</strong> $151.20</li>
<li><strong>Whanganui:</strong> $156.90</li>
<li><strong>Kaitāia:</strong> $171.40</li>
<li><strong>Westport:</strong> $177.30</li>
</ul>
<p>In Westport, freight costs and limited competition were the obvious explanations. The town has one full-size supermarket, and the nearest alternative is more than an hour's drive away. Shopper Deanne Collis, a mother of four, said she buys in bulk whenever she travels to Greymouth or Nelson. "If you're going over the hill for an appointment anyway, you take the chilly bin and come back with a month of mince," she said.</p>
<p>In Kaitāia, fresh produce was noticeably dearer, with a kilogram of carrots costing almost twice what we paid in Christchurch. Community worker Ngaire Herewini said many families rely on home gardens, fishing and sharing kai to stretch their budgets. "The supermarket price is only part of the story. The real cost is when you can't get to the supermarket at all because you can't afford the petrol," she said.</p>
<blockquote>"Where there is only one store, there is less pressure on prices. Add freight and smaller volumes, and remote shoppers end up paying more for the same basket," said competition economist Dr Sam Ellery.</blockquote>
<p>Ellery said the results matched what shoppers in smaller centres have long reported, and noted that efforts to encourage new competitors into the grocery sector had so far made slow progress, particularly outside the main cities.</p>
<p>Supermarket operators say freight, wages and store running costs are higher in remote locations, and that they absorb some of those costs to keep prices as consistent as possible. One operator pointed out that many specials are national, and that shoppers using loyalty programmes can reduce their bill considerably.</p>
<p>Our survey is only a snapshot: prices change weekly, specials vary and a single basket cannot capture everything families buy. But for households already stretched, a difference of $30 a week adds up to more than $1,500 a year. We will repeat the exercise in six months to see whether the gap has narrowed.</p>`,
  },
  {
    slug: 'christchurch-firm-wins-contract-for-satellite-ground-stations',
    title: 'Christchurch firm wins $26m contract for satellite ground stations',
    standfirst:
      'A 40-person engineering company near Christchurch Airport will build eight ground stations for a European earth observation operator, starting in the Arctic.',
    authorSlug: 'mele-fifita',
    categorySlugs: ['business', 'science'],
    tagSlugs: ['christchurch', 'technology', 'space'],
    layout: 'standard',
    daysAgo: 150,
    hour: 12,
    bodyHtml: `<p>A Christchurch engineering company with 40 staff has signed a contract worth about $26 million to design and build a network of satellite ground stations for a European earth observation operator, in one of the largest export deals yet for New Zealand's small but fast-growing space sector. Southlight Antennas, based in an industrial park near Christchurch Airport, will supply eight ground stations over three years, with the first due to be installed in northern Scandinavia next year.</p>
<p>Ground stations are the dish antennas and associated electronics that communicate with satellites as they pass overhead, downloading images and data and sending commands back up. Demand has grown rapidly as thousands of small satellites have been launched into low Earth orbit, each needing regular contact with the ground.</p>
<blockquote>"People picture rockets when they think about space, but every satellite up there is useless without someone on the ground catching its data. That's our niche, and it turns out the world needs a lot of it," said Southlight's chief executive, Hana Brightwater.</blockquote>
<p>The company was founded eight years ago by Brightwater and two former university researchers who had worked on radio astronomy projects. It started by building antennas for weather and research agencies before winning its first commercial satellite contract three years ago. Most of its engineers studied in Canterbury, and the company says it has at times struggled to recruit specialists in radio frequency engineering.</p>
<p>New Zealand's position in the Southern Hemisphere makes it attractive for ground stations, because satellites in polar orbits pass overhead regularly and there is relatively little radio interference in many rural areas. Several international operators already run facilities here. Southlight's pitch is that it can export the same expertise to sites anywhere in the world.</p>
<p>Head of engineering Tomás Quintero, who moved to Christchurch from Chile to join the company, said the new contract would require the team to adapt its designs for extreme cold, heavy snow loads and long periods of darkness. "Canterbury nor'westers are a good training ground. But the Arctic in January is a different kind of test," he said.</p>
<p>The deal will allow the company to hire about 15 more staff, mostly engineers and technicians, and to expand its workshop. Business leaders in the city say the contract is evidence that efforts to build an aerospace cluster in Ōtautahi are starting to produce results well beyond the research stage.</p>
<p>Brightwater said the company was also in talks with operators in Australia and Southeast Asia, and believes the opportunity is far bigger than one contract. "We're a small team at the bottom of the world, but the sky is the same size everywhere," she said.</p>`,
  },
  {
    slug: 'queenstown-rents-hit-record-as-visitors-return',
    title: 'Queenstown rents hit a record as visitors return',
    standfirst:
      'The average weekly rent has passed $850, and employers say they can fill their restaurants and ski lifts but cannot house the people who staff them.',
    authorSlug: 'mele-fifita',
    categorySlugs: ['business'],
    tagSlugs: ['housing', 'tourism', 'regions'],
    layout: 'standard',
    daysAgo: 180,
    hour: 14,
    bodyHtml: `<p>The average weekly rent in Queenstown has reached a record of more than $850, according to the latest tenancy bond figures, as a strong tourism season pushes up demand for housing from seasonal workers and long-term residents alike. The figure is more than a third higher than the national average and has prompted warnings from employers that staff shortages could worsen through the ski season.</p>
<p>Property managers say many listings attract dozens of applicants within hours. Some landlords have shifted properties into short-term visitor accommodation, where nightly rates in peak periods far exceed what long-term tenants can pay. Others are letting rooms rather than whole houses, with a single room in a shared home now commonly advertised for $350 to $450 a week.</p>
<blockquote>"I've had chefs accept a job, fly in and leave within a fortnight because they couldn't find anywhere to live. We can fill the restaurant every night. What we can't do is house the people who cook the food," said restaurant owner Mariana Ortega.</blockquote>
<p>For long-time residents, the pressure is pushing them further out. Teacher Mark Devlin and his partner moved from Frankton to Cromwell last year after their landlord sold the house they had rented for six years. He now commutes about 45 minutes each way through the Kawarau Gorge. "We love this place. But we're one of maybe a dozen families at school who've moved out of the basin in the past two years," he said.</p>
<p>The district council has been pursuing several ways to increase the supply of affordable homes, including requiring some new developments to contribute to affordable housing and working with a community housing trust that offers rent-controlled and shared-ownership homes. But council staff acknowledge supply is unlikely to catch up with demand any time soon.</p>
<p>Tourism operators say the housing shortage is now one of the main brakes on growth in the region. Some employers have bought or leased houses to accommodate staff, while others have cut opening hours. One adventure tourism company recently converted part of its office into bunk rooms for seasonal guides.</p>
<p>Economists caution that Queenstown's market is unusual, with visitors, holiday-home owners and workers all competing for a limited supply of land hemmed in by lakes and mountains. Housing economist Dr Liam Cotter said the town showed how quickly tourism success could turn into housing stress. "The things that make Queenstown attractive also make it very hard to build your way out of the problem," he said.</p>
<p>Renters' advocates have called for tighter rules on short-term rentals in residential streets and more investment in purpose-built worker accommodation, particularly ahead of winter, when the ski fields open and the town's population swells again.</p>`,
  },
  {
    slug: 'the-money-that-crosses-the-pacific-every-payday',
    title: 'The money that crosses the Pacific every payday',
    standfirst:
      'Remittances from New Zealand keep families and whole economies going in Tonga and Samoa. For the people sending them, that love comes at a cost.',
    authorSlug: 'mele-fifita',
    additionalAuthorSlugs: ['leilani-moana'],
    categorySlugs: ['business'],
    tagSlugs: ['pacific', 'cost-of-living', 'auckland'],
    layout: 'feature',
    daysAgo: 300,
    hour: 19,
    bodyHtml: `<p>Every second Thursday, after her pay lands, Ana Tukuafu sits at her kitchen table in Ōtāhuhu and opens a money transfer app on her phone. She sends $200 to her mother in Nukuʻalofa, $100 to an uncle whose roof was damaged in a storm and, when there is a wedding or a funeral, more. Tukuafu, a 38-year-old hospital cleaner with three children of her own, has done this for almost twenty years. "It's not a choice, really. It's who we are. If I have, they have," she said.</p>
<p>Across New Zealand, tens of thousands of Pacific families do the same. Remittances, the money migrants send to relatives in their home countries, are a lifeline for economies such as Tonga and Samoa, where by some estimates they are equivalent to a quarter or more of the entire economy. But for the people sending the money, often on modest wages in a country with a rising cost of living, that generosity comes with real strain.</p>
<h2>An obligation of love</h2>
<p>Researcher Dr Sione Fonua, who has studied remittance patterns among families in South Auckland, says the practice is grounded in values of reciprocity and service to family, expressed in Tongan as fatongia, or duty. "It is often described in economic terms, but it's really about relationships. Sending money is how you stay part of your family and village when you live thousands of kilometres away," he said. His research found many households sent between 5 and 15 per cent of their income overseas, with spikes around church obligations, funerals and disasters. After cyclones or volcanic eruptions in the islands, transfers from New Zealand can surge within days, often arriving faster than official aid.</p>
<h2>The squeeze at home</h2>
<p>As rent, food and fuel prices have climbed, some families say they are sending less, or borrowing to keep sending the same. Budgeting adviser Malia Taufa, who works with a Pacific community trust, regularly sees clients who have taken out high-interest loans to meet obligations back home. "Nobody wants to be the one who says no when a cousin's house is damaged or a grandmother is sick. So people say yes, and then they come to me when the power bill can't be paid," she said.</p>
<blockquote>"We talk about budgeting as if it's only maths. For our families, it's also about identity, faith and love. You have to respect that if you want to help," Taufa said.</blockquote>
<h2>The cost of sending</h2>
<p>Transfer fees are another burden. Sending a few hundred dollars through a bank or traditional money transfer service can lose a noticeable slice to fees and exchange rate margins, though app-based services have pushed costs down. Fintech founder Daniel Aufai, whose small Auckland start-up offers low-fee transfers to several Pacific nations, says tough banking compliance rules have made it hard for smaller providers to survive. "Every time a bank closes a remittance company's account, the cost goes up for the people who can least afford it," he said.</p>
<h2>Looking ahead</h2>
<p>Younger Pacific New Zealanders are beginning to reshape the tradition. Some pool money with cousins to fund specific projects, such as school fees or water tanks, rather than sending regular cash. Others are investing in small businesses in their home islands. Student and part-time retail worker Lupe Vaipulu, 21, contributes to a fund run through her family's group chat rather than sending money on her own. "It's more organised. We can see where it goes and make sure it actually helps," she said. Her parents were sceptical at first, she added, but came round once the first water tank was installed at her grandmother's house.</p>
<p>For Ana Tukuafu, the obligation remains simple. She has never visited her mother's new house, built partly with money she sent, but she has seen the photos. "One day I'll sit on that porch," she said. "Until then, I'll keep sending."</p>`,
  },
  {
    slug: 'wool-growers-bet-on-rugs-woven-in-aotearoa',
    title: 'Wool growers bet on rugs made in Aotearoa',
    standfirst:
      'Sixty sheep farmers have pooled their money to turn strong wool into finished rugs in Feilding, rather than selling it as a raw commodity at rock-bottom prices.',
    authorSlug: 'mele-fifita',
    categorySlugs: ['business'],
    tagSlugs: ['farming', 'regions'],
    layout: 'standard',
    daysAgo: 350,
    hour: 9,
    bodyHtml: `<p>A group of 60 sheep farmers from the Manawatū and Rangitīkei has pooled money to set up a small rug-making operation in Feilding, hoping to earn more from their strong wool by turning it into finished products. The Ruahine Fibre Co-operative launched its first range this month: eight designs of hand-finished floor rugs sold directly to customers online and through a handful of interiors stores.</p>
<p>Strong wool prices have been low for years, with the value of a fleece often barely covering the cost of shearing. Co-operative chair Graeme Arbuckle, who farms near Hunterville, said many members had been close to giving up on sheep altogether. "When you're paying the shearer more than you get for the wool, something has to change. We decided that instead of complaining about the price, we'd try to make something worth paying for," he said.</p>
<p>The co-operative has invested about $1.8 million, including a loan from a regional development fund, to lease a former warehouse and buy second-hand tufting and finishing machinery from Europe. It employs eleven staff, several of whom previously worked in carpet mills that closed over the past two decades. Production manager Waimarie Hape, who spent 19 years at a carpet factory, said it was good to see those skills used again. "When the mills shut, a lot of knowledge walked out the door. Some of it's walked back in," she said.</p>
<blockquote>"New Zealand strong wool is one of the best fibres in the world for flooring. It's hard-wearing, it's naturally flame-resistant and it doesn't end up as plastic in the ocean. We just stopped telling that story," Hape said.</blockquote>
<p>The rugs are priced between $900 and $3,200, considerably more than synthetic alternatives. The co-operative is betting that a growing number of buyers will pay a premium for natural fibres and traceable local products. Each rug carries a tag naming the farms that supplied the wool, and customers can scan a code to see photographs of the properties.</p>
<p>Industry analysts are cautiously optimistic. Agribusiness consultant Fiona McLachlan said several earlier attempts to add value to strong wool had struggled to reach the scale needed to lift farm incomes. "The idea is sound. The challenge is volume. A rug business can be profitable without moving the national wool price. The question for members is whether it makes a difference to their own bottom line," she said.</p>
<p>For now, the co-operative pays members a premium of around 30 per cent above the market price for wool used in its products, though that covers only a small share of their total clip. Arbuckle hopes the proportion will grow as sales increase and the co-operative adds products such as stair runners and acoustic wall panels.</p>
<p>Orders in the first two weeks have exceeded expectations, he said, with buyers in Auckland and Wellington making up most of the sales. "If we can make this work in Feilding, there's no reason it can't work in other wool districts. That's the dream, anyway," he said.</p>`,
  },

  // ---------------------------------------------------------------- Climate
  {
    slug: 'warm-seas-leave-paua-divers-worried-on-kaikoura-coast',
    title: 'Warm seas leave pāua divers worried on the Kaikōura coast',
    standfirst:
      'A summer-long marine heatwave is thinning kelp forests along a coast whose pāua fishery only recently recovered from the 2016 earthquake.',
    authorSlug: 'hannah-odonnell',
    categorySlugs: ['climate', 'science'],
    tagSlugs: ['oceans', 'conservation', 'regions'],
    layout: 'standard',
    daysAgo: 6,
    hour: 11,
    bodyHtml: `<p>Recreational and commercial divers on the Kaikōura coast are reporting thinning kelp and unusually small, weak pāua after weeks of sea temperatures well above normal, raising concerns about a fishery that only recently recovered from the 2016 earthquake. The coast has been in a marine heatwave since early January, with surface temperatures in some bays running 2 to 3 degrees above the long-term average for the time of year.</p>
<p>Marine heatwaves occur when ocean temperatures stay unusually high for an extended period. They have become more frequent and more intense around New Zealand over the past two decades, and scientists expect that trend to continue as the ocean warms. Kelp, which provides food and shelter for pāua and many other species, is particularly sensitive to high temperatures and the low nutrient levels that often come with them.</p>
<blockquote>"I've been diving these reefs for thirty years. This summer, there are places where the kelp looks like it's been thinned out with a rake. The pāua are there, but they're hungry," said commercial diver Kelvin Arahanga.</blockquote>
<p>Marine ecologist Dr Isla Barraclough, who has monitored kelp on the coast since the earthquake, said her team had recorded significant losses of bull kelp at three of their eight survey sites. Bull kelp grows in the surf zone and is vulnerable because warm water weakens it before big swells tear it away. "We don't yet know how much of this will recover when temperatures drop. Some sites may bounce back within a season. Others could shift to a different kind of reef altogether," she said.</p>
<p>The pāua fishery on the coast reopened in 2021 after being closed for several years following the earthquake, which lifted large areas of reef out of the water. Since then it has been managed cautiously, with short seasons and reduced daily limits. Local iwi and fishing groups have played a central role in those decisions, and some are now calling for precautionary measures this season.</p>
<p>Fisheries managers say they are watching closely and will consider the latest survey data before the next season's settings are confirmed. Options could include a shorter season, smaller catch limits or temporary closures of the worst-affected areas. Any decision would be made in consultation with tangata whenua and the wider fishing community.</p>
<p>For divers, the worry goes beyond this season. Dive shop owner Freya Lindqvist said visitors were already asking where the kelp had gone. "People come here because this coast is alive. If it starts to look empty under the water, that changes what Kaikōura is," she said.</p>
<p>Scientists expect sea temperatures to ease as autumn sets in, but warn that the effects of this summer's heat may not be fully visible until later in the year. They are asking divers to report unusual observations through a citizen science programme, which helps fill the gaps between formal surveys.</p>`,
  },
  {
    slug: 'after-the-flood-tairawhiti-farmers-rebuild-on-higher-ground',
    title: 'After the flood: Tairāwhiti farmers rebuild on higher ground',
    standfirst:
      'Houses on trucks, woolsheds moved up the hill and river flats handed back to harakeke: how one farming family is adapting to storms that keep coming.',
    authorSlug: 'hannah-odonnell',
    categorySlugs: ['climate', 'business'],
    tagSlugs: ['farming', 'weather', 'regions'],
    layout: 'feature',
    daysAgo: 35,
    hour: 8,
    bodyHtml: `<p>From the ridge above their woolshed, Awhina and Dean Kupenga can see where their old house used to be. It stood on a terrace beside the river for almost eighty years, through droughts, storms and at least three major floods, until last autumn's storm filled it with a metre and a half of silt. Now there is nothing left but a concrete pad and a line of fence posts half buried in grey sediment. Their new home, a modest prefabricated house trucked in from Hawke's Bay, sits 40 metres higher up the hill.</p>
<p>"We argued about it for weeks," Awhina said. "Dean's grandfather built that house. But we sat down with the maps and the rainfall records and asked ourselves whether we wanted to do this again in ten years. The answer was no."</p>
<h2>Moving up, not out</h2>
<p>Across Tairāwhiti, farmers are making similar decisions. After a series of damaging storms, many are moving houses, yards and woolsheds away from flood-prone flats, and rethinking which parts of their land they farm at all. Regional council land management adviser Hēmi Rangiuia says around forty landowners have asked for advice on relocating buildings since the last major flood. "Twenty years ago, people rebuilt where they had always been. Now they're asking where the water will be in thirty years, and that's a very different conversation," he said.</p>
<h2>The forestry question</h2>
<p>Much of the damage came not only from water but from woody debris, the slash and logs left behind after pine harvesting, which washed down hillsides and piled up against bridges, fences and houses. For the Kupengas, whose boundary adjoins a plantation forest, that debris was the most frightening part. "It was like a battering ram. Logs the size of power poles coming down the river," Dean said. It took contractors three weeks to clear the debris from their flats and the bridge on their access road.</p>
<p>Rules on forestry slash have since been tightened, but farmers remain divided over plantation forests. Some see them as the cause of the problem; others, including some who have planted pines themselves, say the real issue is how and where forests are harvested. Several landowners told Pānui they were now planting natives and poplars on their steepest hills, to hold the soil without the risks of clear-fell harvesting.</p>
<h2>Who pays</h2>
<p>Relocating a house or woolshed is expensive, and insurance payouts often cover only repairs, not a move. The Kupengas have spent about $380,000 on their new house, access track and water supply, partly funded by a recovery grant and the rest by extending their mortgage. Rural banker Sandra Pēwhairangi said lenders were increasingly factoring flood risk into farm lending and valuations. "Land that floods regularly is worth less, and everyone knows it now. That's a hard reality for families whose wealth is tied up in the farm," she said.</p>
<blockquote>"We talk about climate adaptation like it's a report on a shelf. Out here it's a house on a truck and a bank loan," Awhina said.</blockquote>
<h2>A different kind of farm</h2>
<p>The Kupengas have also changed how they farm. The river flats, once their best finishing country, are now fenced off and planted in harakeke, tī kōuka and willows to slow future floodwaters and trap sediment. They carry fewer cattle and have shifted more stock onto the rolling country higher up. Production is down, Dean says, but so are costs, and the farm feels more secure. "We used to think the flats were the farm. Now the flats are the buffer."</p>
<p>On a clear day the river looks harmless again, winding quietly towards the sea. Awhina still checks the forecast several times a day. "You don't forget. But you can choose what you do next. We chose higher ground."</p>`,
  },
  {
    slug: 'otaki-solar-co-op-cuts-power-bills-for-40-homes',
    title: 'Ōtaki solar co-op cuts power bills for 40 homes',
    standfirst:
      'Shares start at $50, and renters and pensioners are among the members. The community-owned array is already saving households about $35 a month.',
    authorSlug: 'hannah-odonnell',
    categorySlugs: ['climate'],
    tagSlugs: ['energy', 'housing', 'cost-of-living', 'regions'],
    layout: 'standard',
    daysAgo: 12,
    hour: 15,
    bodyHtml: `<p>Forty households in Ōtaki are paying noticeably less for electricity after a community-owned solar array on the edge of town began feeding power into the local network this winter, in one of the first projects of its kind in the lower North Island. The 250-kilowatt array, built on a former grazing block leased from a local trust, is owned by a co-operative whose members include renters, pensioners and families in social housing.</p>
<p>Under the scheme, members buy shares in the co-operative for as little as $50, with the option of paying in instalments. Electricity generated by the array is sold into the grid through a partner retailer, and the value is credited to members' power bills according to their share. Members in the first group are saving an average of about $35 a month, according to the co-operative's figures.</p>
<blockquote>"Solar has always been something for people who own their roof and have ten thousand dollars spare. We wanted to build something for people who have neither," said co-operative chair Wiremu Hēnare-Boyd.</blockquote>
<p>The project cost about $620,000, funded through a government grant for community energy, a loan from a local credit union and donations from businesses. Volunteers, including retired electricians and students from a nearby trades course, helped with site preparation and fencing. The co-operative expects to repay the loan over twelve years, after which more of the income will go directly to members.</p>
<p>Pensioner Joan Ketley, 79, joined after seeing a notice at the community centre. She lives alone in a state house and said winter power bills had left her choosing between heating and other essentials. "Thirty-five dollars doesn't sound much to some people, but to me it means I can have the heater on in the evening without worrying," she said.</p>
<p>Energy researchers say community-owned generation can help reduce energy hardship while adding renewable supply to the grid, but that regulatory and technical barriers remain. Connection costs, network charges and the complexity of sharing output among many households have slowed similar projects elsewhere. Energy policy researcher Dr Esther Liang said the rules had not been written with community projects in mind. "Our electricity system was built for big generators and individual customers. Anything in between has to fight its way through," she said.</p>
<p>The co-operative is already planning a second stage, which would add battery storage and open membership to a further 60 households. Organisers say batteries would let them store power during the day and release it during the evening peak, when prices are highest and most households need heating.</p>
<p>Marae, iwi organisations and community groups in other towns have contacted the co-operative for advice, and members have begun writing a guide to help others copy the model. "We made plenty of mistakes and we'd like other people not to make the same ones," Hēnare-Boyd said.</p>`,
  },
  {
    slug: 'wellingtons-south-coast-seawall-plan-goes-to-consultation',
    title: "Wellington's south coast seawall plan goes out for consultation",
    standfirst:
      'Options range from rebuilding the walls to moving the road back from the sea. The hardest question, as always, is who pays.',
    authorSlug: 'hannah-odonnell',
    categorySlugs: ['climate', 'politics'],
    tagSlugs: ['wellington', 'oceans', 'local-government', 'weather'],
    layout: 'standard',
    daysAgo: 20,
    hour: 9,
    bodyHtml: `<p>Wellington City Council has released options for protecting the city's exposed south coast from rising seas and storm surges, ranging from rebuilding existing seawalls to gradually moving roads and homes back from the shoreline. Public consultation opens on Monday and runs for eight weeks.</p>
<p>The plan covers the coastline from Ōwhiro Bay to Lyall Bay and Moa Point, where the coastal road, wastewater pipes and hundreds of homes sit just metres from the sea. Several sections of seawall were damaged in storms in recent winters, and the road has been closed repeatedly by waves and debris. Council engineers say many of the existing walls are nearing the end of their design life.</p>
<p>Four options are set out in the consultation document:</p>
<ul>
<li><strong>Hold the line:</strong> rebuild and raise seawalls along most of the coast, estimated at $180 million to $240 million over thirty years.</li>
<li><strong>Soften the edge:</strong> replace some walls with dunes, gravel beaches and planting to absorb wave energy.</li>
<li><strong>Managed retreat:</strong> gradually move the road and some infrastructure inland along the most exposed sections.</li>
<li><strong>A mix:</strong> different approaches for different bays, depending on risk, cost and community views.</li>
</ul>
<p>Council coastal adaptation lead Nadia Fermor said the aim was not to impose a solution but to start a long conversation with the people most affected. "Whatever we choose, the sea is going to keep rising. The question is how we share the cost, the risk and the decisions over the next fifty to a hundred years," she said.</p>
<blockquote>"My family has lived on this bay for three generations. I understand the science, but it's one thing to read about retreat and another to hear it applied to your own front door," said Island Bay resident Tupe Alofaituli.</blockquote>
<p>The most contentious question is likely to be funding. Coastal protection is currently paid for largely through general rates, meaning ratepayers across the city share the cost of protecting a relatively small number of coastal properties. Some participants in earlier workshops argued that was fair, because the coast road and the infrastructure beneath it serve the whole city. Others said homeowners who choose to live by the sea should contribute more.</p>
<p>Environmental groups have urged the council to favour nature-based options wherever possible, pointing to the coast's value for little penguins, seabirds and recreation. Hard seawalls can cause the beaches in front of them to erode, they say, reducing the very amenity residents want to protect.</p>
<p>The consultation comes as councils nationwide wait for clearer national direction on climate adaptation, including how managed retreat might be funded and whether central government will share the cost. Council staff say the south coast plan has been designed to fit whatever national framework emerges. A decision on the preferred approach is expected next year.</p>`,
  },
  {
    slug: 'kaka-return-to-dunedin-backyards-as-trapping-expands',
    title: 'Kākā return to Dunedin backyards as trapping expands',
    standfirst:
      'Sightings of the noisy native parrots in suburban Ōtepoti have roughly tripled in three years, thanks to a sanctuary and thousands of backyard traps.',
    authorSlug: 'hannah-odonnell',
    categorySlugs: ['climate'],
    tagSlugs: ['conservation', 'regions', 'education'],
    layout: 'standard',
    daysAgo: 90,
    hour: 17,
    bodyHtml: `<p>Residents in several Dunedin suburbs are reporting kākā in their gardens for the first time in living memory, as the noisy native parrots spread beyond the fenced sanctuary north of the city and a growing network of backyard traps cuts predator numbers. Volunteers who run a city-wide bird count say kākā sightings in suburban areas have roughly tripled over the past three years, with regular visitors now recorded in North East Valley, Roslyn and parts of the Otago Peninsula.</p>
<p>Kākā were once common throughout the South Island but disappeared from much of their range as forests were cleared and introduced predators, particularly stoats and possums, raided their nests. Birds released into the sanctuary at Orokonui have bred successfully, and over time some have ventured into the surrounding bush and the city beyond.</p>
<blockquote>"The first time one landed on my washing line, I genuinely thought someone's pet had escaped. Then it started screeching and I realised I was looking at a wild parrot in my garden in Dunedin," said Roslyn resident Ellen Marchetti.</blockquote>
<p>Much of the credit is going to a trapping programme that now includes more than 6,000 backyard traps across the city, along with trap lines in reserves and on the peninsula. Volunteer coordinator Rewi Tipene said the number of households taking part had grown steadily, helped by free traps, workshops and an online map showing catches. "Every rat caught in a backyard is one that isn't climbing a tree to eat eggs. It adds up faster than people think," he said.</p>
<p>The return of kākā has also brought some complaints. The birds have powerful beaks and curious natures, and some residents have found them stripping bark from fruit trees, tugging at roof flashings or helping themselves to food left out for other birds. Conservation staff are urging people not to feed them, saying bread, sugar water and nuts can cause illness and make birds dependent on people.</p>
<p>Ornithologist Dr Kate Harwood said the spread into the suburbs was a good sign but should not be taken for granted. The population remains small, and birds face risks from cars, windows and disease as well as predators where trapping is patchy. "It's a fragile success. The moment trapping effort drops, predator numbers will climb again, and birds nesting outside the sanctuary fence will be the first to suffer," she said.</p>
<p>Schools have embraced the birds as a teaching opportunity. Pupils at one primary school have built and installed nest boxes in a nearby reserve, and classes track kākā sightings as part of their science lessons. Teachers say children now recognise the bird's call and can tell it apart from tūī and korimako.</p>
<p>Organisers are encouraging residents to log sightings through the app used by the bird count, and to contact the trapping network if they would like a free trap. They hope kākā will one day be as familiar in Ōtepoti as they have become in Wellington, where birds from the city's own sanctuary are now a common sight across the suburbs.</p>`,
  },
  {
    slug: 'explainer-why-canterburys-groundwater-is-under-pressure',
    title: "Explainer: why Canterbury's groundwater is under pressure",
    standfirst:
      "The water beneath the plains supplies Christchurch taps, feeds spring-fed streams and irrigates a huge share of the country's farmland. Here is how it works and what is threatening it.",
    authorSlug: 'hannah-odonnell',
    additionalAuthorSlugs: ['ben-harrington'],
    categorySlugs: ['climate'],
    tagSlugs: ['farming', 'christchurch', 'explainer', 'health'],
    layout: 'feature',
    daysAgo: 220,
    hour: 13,
    bodyHtml: `<p>Canterbury sits on top of one of the largest groundwater systems in New Zealand. Beneath the plains, water that fell as rain or snow in the foothills and the Southern Alps moves slowly through layers of gravel towards the sea, sometimes taking decades to make the journey. That water supplies drinking water to Christchurch and many smaller towns, feeds spring-fed streams and rivers, and irrigates a large share of the country's farmland. It is also under growing pressure, both in how much is taken and in what ends up in it.</p>
<h2>How the system works</h2>
<p>Groundwater in Canterbury is recharged mainly by rain soaking into the plains and by water leaking from braided rivers such as the Waimakariri and Rakaia. The gravels beneath the plains act like a giant sponge. Near the coast, layers of finer sediment trap the water under pressure, which is why some wells around Christchurch flow without pumping. The water coming out of a tap in the city may have fallen as rain many years earlier, which is one reason it has long been prized for its quality and has needed little treatment.</p>
<h2>Quantity: how much is being used?</h2>
<p>Irrigation is by far the largest use of groundwater in the region, dwarfing what is taken for drinking water and industry. The expansion of irrigated dairy farming over the past three decades greatly increased demand, and several groundwater zones are now considered fully allocated, meaning no new consents to take water will be granted. In dry summers, some wells run low and spring-fed streams shrink or dry up altogether. Hydrogeologist Dr Neil Atherton says timing matters as much as volume. "We take the most water in summer, exactly when rivers are lowest and recharge is weakest. The system has some buffering, but it isn't infinite," he said.</p>
<h2>Quality: what is getting in?</h2>
<p>The bigger concern for many scientists is nitrate, a form of nitrogen that leaches from farmland, largely from animal urine and fertiliser, into groundwater. Because the water moves slowly, nitrate that entered the ground years ago is still working its way through the system, and concentrations in some areas are rising. Some rural communities and private well owners have recorded levels high enough to prompt health advice or the installation of treatment systems. Researchers continue to study possible links between nitrate in drinking water and long-term health risks, and some have called for more precautionary limits than the current drinking water standard.</p>
<blockquote>"The nitrate we measure today tells us about land use ten or twenty years ago. Even if everything changed tomorrow, we'd still be living with the past for a long time," Atherton said.</blockquote>
<h2>What about climate change?</h2>
<p>Projections suggest Canterbury will become warmer and parts of the plains drier, with more variable rainfall and less snow in the mountains. That could reduce recharge in some years and increase demand for irrigation, while heavier downpours could flush more contaminants into the ground. Rising seas could also push salt water further into coastal aquifers over time.</p>
<h2>What is being done</h2>
<p>Regional rules now limit nitrogen losses from farms, require farm environment plans and restrict further intensification in some catchments. Many farmers have cut fertiliser use, improved irrigation efficiency and planted stream margins. Mid Canterbury dairy farmer Sue Thorrold said her family had reduced nitrogen losses significantly through precision irrigation and changes to how stock are wintered. "Farmers drink this water too. Nobody wants to be part of the problem," she said.</p>
<p>Environmental groups argue progress has been too slow and the limits too generous, and the debate about how fast farming must change is far from settled. For now, the slow-moving water beneath the plains will keep carrying the consequences of decisions made on the surface, for better or worse.</p>`,
  },
  {
    slug: 'snow-warning-for-central-plateau-as-polar-blast-arrives',
    title: 'Snow warning for central plateau as polar blast arrives',
    standfirst:
      'The Desert Road is likely to close and heavy snow is forecast for inland Canterbury and Otago as the first big cold outbreak of winter sweeps north.',
    authorSlug: 'hannah-odonnell',
    categorySlugs: ['climate', 'news'],
    tagSlugs: ['weather', 'transport', 'farming', 'regions'],
    layout: 'standard',
    daysAgo: 0,
    hour: 6,
    bodyHtml: `<p>Snow is expected to fall to low levels across the central North Island from this afternoon, with the Desert Road likely to close and heavy snow warnings in place for parts of the South Island, as the first significant polar blast of the winter sweeps up the country. MetService says a deep southerly flow behind a cold front will bring temperatures well below average for the next three days, with snow possible to 400 metres in Southland and Otago and to around 600 metres on the central plateau.</p>
<p>Forecasters say the Desert Road section of State Highway 1 between Waiouru and Rangipō is almost certain to close at some point over the next 36 hours. The transport agency has positioned snowploughs and grit trucks nearby and is urging drivers heading through the plateau to travel this morning or delay their trips until the weekend.</p>
<blockquote>"This is a proper cold outbreak. It's not going to be a light dusting. Anyone heading over the passes needs chains, warm clothing, food and water in the car, and a plan if the road closes behind them," said MetService meteorologist Jess Corrigan.</blockquote>
<p>In the South Island, heavy snow warnings cover inland Canterbury, the Mackenzie Basin and high parts of Otago, where up to 30 centimetres could settle above 800 metres. Road snowfall warnings are in place for Lewis Pass, Arthur's Pass, Porters Pass and the Crown Range. Lines companies say they have crews on standby for outages caused by snow-laden trees falling on power lines.</p>
<p>Farmers have been urged to move stock to sheltered paddocks and make sure they have supplementary feed on hand. The timing is particularly hard for sheep farmers in parts of Canterbury and Otago where early lambing has begun. Rural support trust coordinator Janine Harker said newborn lambs were vulnerable in prolonged cold and wet conditions. "If you've got ewes lambing, get them somewhere with shelter now, not when the snow's already falling," she said.</p>
<p>The cold will bite in the cities too. Overnight temperatures in Christchurch, Dunedin and Queenstown are forecast to fall well below zero over the next two nights, with widespread frosts as skies clear. Health officials are reminding people to check on elderly neighbours and to keep homes heated to at least 18 degrees, particularly where there are babies or people with breathing conditions.</p>
<p>Ski field operators, by contrast, are delighted. Several fields that delayed their opening because of a mild start to winter said the snow could allow them to open within days. "We've been watching the forecast like hawks. This is exactly what we needed," said one North Island ski area manager.</p>
<p>The southerly is expected to ease later in the weekend as a ridge of high pressure moves over the country, though hard frosts are likely to continue into next week. Drivers are advised to check road conditions before setting out and to follow the latest warnings.</p>`,
  },
  {
    slug: 'auckland-falls-short-of-urban-ngahere-tree-targets',
    title: 'Auckland falls short of its urban ngahere tree targets',
    standfirst:
      'A council-commissioned review finds the city is losing mature trees on private land about as fast as it plants new ones, and the leafiest suburbs are not the ones that need shade most.',
    authorSlug: 'hannah-odonnell',
    categorySlugs: ['climate'],
    tagSlugs: ['auckland', 'conservation', 'local-government', 'housing'],
    layout: 'standard',
    daysAgo: 400,
    hour: 16,
    bodyHtml: `<p>Auckland is losing mature trees about as fast as it is planting new ones in many of its older suburbs, according to a council-commissioned review that found the city well off track to meet its goal of increasing tree canopy cover. The review, based on aerial imagery and laser mapping, found that canopy cover across the urban area had barely changed over five years, with gains in parks and new subdivisions cancelled out by losses on private land.</p>
<p>The city's urban ngahere strategy set a target of 30 per cent canopy cover across the urban area, with no local board area below 15 per cent. The review found overall cover sitting at about 18 per cent, with several local board areas in the south and west well below the minimum. Areas with the least canopy tend to be those with lower incomes and more new housing.</p>
<blockquote>"Trees are not decoration. They cool streets, soak up stormwater and clean the air. If the neighbourhoods that need those benefits most are losing trees fastest, we have a fairness problem as well as an environmental one," said urban ecologist Dr Rosa Kingsley, who contributed to the review.</blockquote>
<p>The biggest losses were on residential sections, particularly where older homes with large gardens were replaced with townhouses or subdivided. Changes to planning law more than a decade ago removed general protection for many trees on private land, meaning most can now be felled without a resource consent. The review estimated that thousands of mature trees had been removed from private properties during the study period.</p>
<p>Developers say they are being asked to deliver more homes on smaller sites and that keeping large trees is not always possible. Property developer Aaron Wihongi said his company tried to retain established trees where it could, but a single large tree could make a site unworkable. "We want leafy streets too. But if the choice is a pōhutukawa or six homes for families, that's a hard call, and the rules at the moment point one way," he said.</p>
<p>Council arborists say street trees and parks can only partly make up for losses on private land, because most of the city's land is in private hands. The council has stepped up its planting programme, including large-scale planting in parks and along streets in low-canopy areas, but young trees take decades to provide the shade and stormwater benefits of mature ones.</p>
<p>Community groups have been filling some of the gaps. In Māngere, a volunteer group has planted more than 3,000 trees on school grounds and reserves over four years, working with local marae and schools. Organiser Sefo Leiataua said the aim was shade for children as much as anything. "Our kids play on fields with no shade in thirty-degree heat. Trees are a health issue here," he said.</p>
<p>The review recommends stronger incentives for keeping trees on private land, better protection for notable trees and a targeted planting programme focused on the lowest-canopy suburbs. Councillors will consider the recommendations as part of the next long-term plan.</p>`,
  },
];
