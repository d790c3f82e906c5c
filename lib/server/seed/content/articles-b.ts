import type { SeedArticle } from './seed-types';

export const articlesB: SeedArticle[] = [
  // ---------------------------------------------------------------- Te Ao Māori
  {
    slug: 'night-classes-full-car-parks-te-reo-boom-small-town-halls',
    title: 'Night classes and full car parks: the te reo boom reaching small-town halls',
    standfirst:
      'A volunteer-run evening programme that began with twelve learners in one draughty hall now fills community centres across the central North Island every week.',
    authorSlug: 'rawiri-pohatu',
    categorySlugs: ['te-ao-maori'],
    tagSlugs: ['te-reo', 'education', 'regions'],
    layout: 'feature',
    daysAgo: 2,
    hour: 7,
    bodyHtml: `<p>At half past six on a Tuesday the car park outside the Taihape community hall is already full. Utes are parked on the grass verge, a school van idles by the gate and a handful of latecomers jog through the drizzle clutching ring binders. Inside, forty-odd adults sit in a horseshoe of plastic chairs, practising the difference between <em>tēnei</em>, <em>tēnā</em> and <em>tērā</em> while an urn hisses in the corner.</p>
<p>This is Kōrero ā-Pō, an evening te reo Māori programme run by a small charitable trust and staffed almost entirely by volunteers. It started four years ago with twelve learners and one kaiako. This term it is running in eleven halls between the Rangitīkei and the southern shores of Lake Taupō, and organisers say the waiting list has never been longer.</p>
<h2>Starting with what people already have</h2>
<p>Tania Rewiti, who wrote most of the course material at her kitchen table, says the idea was simple: meet people where they live, at a time they can actually come, and never make anyone feel stupid.</p>
<blockquote>"A lot of our learners carry some whakamā about the reo. Some had it beaten out of their grandparents, some just never had the chance. So the first rule is that nobody gets corrected in front of the room. We celebrate the attempt," Rewiti says.</blockquote>
<p>Each ten-week block builds on everyday language: greetings at the dairy, instructions on the farm, reading a karakia before kai, helping tamariki with homework. Learners are grouped by confidence rather than by ability, and every session finishes with a waiata that the whole room sings together.</p>
<h2>Who is turning up</h2>
<p>The mix in the hall is striking. There are kaumātua brushing up on reo they heard as children, young parents whose kids are at kōhanga reo, a cluster of nurses from the local medical centre and at least three retired shearers.</p>
<p>One of them, Graeme Olsen, is seventy-one and admits he signed up because his granddaughter kept answering him in a language he could not follow.</p>
<blockquote>"She'd say something at the tea table and the whole family would laugh and I'd be sitting there like a stunned mullet. Now I can give a bit back. Not much yet, mind you, but she reckons my pronunciation is getting there," Olsen says.</blockquote>
<p>The trust does not charge fees. It runs on small community grants, a koha jar on the supper table and the goodwill of hall committees who waive hire costs. Kaiako are paid a modest allowance for travel, and most say they would do the work regardless.</p>
<h2>Growing pains</h2>
<p>Success has brought its own problems. Rewiti says the trust could open another six venues tomorrow if it had the teachers, and she worries about burning out the people who already drive long distances on dark winter roads.</p>
<ul>
<li>Eleven halls are running classes this term, up from three two years ago.</li>
<li>More than 420 adults are enrolled, with roughly 150 more on a waiting list.</li>
<li>Only nine kaiako share the teaching load, several of them covering two towns a week.</li>
</ul>
<p>To ease the pressure the trust has started a mentoring stream, pairing confident second-year learners with kaiako so they can eventually lead beginner groups themselves. Ngaire Pōtae, who coordinates the stream, says it mirrors how the reo has always been passed on.</p>
<blockquote>"You learn, then you turn around and hold the door open for the next person. That is not a new idea. We are just doing it in a hall with a leaky roof," she says.</blockquote>
<p>Back in Taihape the session is wrapping up. Chairs are stacked, the urn is emptied and a dozen people linger by the door, trying out their sentences on each other in the cold. Nobody seems in a hurry to leave.</p>`,
  },
  {
    slug: 'marae-solar-project-keeps-lights-on-after-winter-storm',
    title: 'Marae solar project keeps the lights on after winter storm',
    standfirst:
      'When lines came down across the district, a marae fitted with panels and batteries became the place where whānau charged phones, kept medicine cold and cooked hot meals.',
    authorSlug: 'rawiri-pohatu',
    additionalAuthorSlugs: ['hannah-odonnell'],
    categorySlugs: ['te-ao-maori', 'climate'],
    tagSlugs: ['energy', 'weather', 'regions'],
    layout: 'standard',
    daysAgo: 9,
    hour: 12,
    bodyHtml: `<p>For three days after last week's storm, the only building with power for kilometres around was the wharekai at a small rural marae inland from the coast. While lines crews worked to restore supply to thousands of homes, the marae ran entirely on the solar panels and battery bank installed on its roof less than a year ago.</p>
<p>Marae trustees say the system, paid for through a mix of community funding and fundraising by whānau, was designed with exactly this scenario in mind. It stores enough energy to keep the kitchen, chillers and a handful of power points running through two overcast days, and the panels top it up even in weak winter light.</p>
<blockquote>"We always said the marae should be the place people come to when things go wrong. Now it actually can be. People came in with their phones, their insulin, their babies' bottles, and we could help every one of them," says trustee Hemi Karaitiana.</blockquote>
<p>Over the course of the outage, volunteers served more than 600 hot meals, kept a freezer full of donated meat from spoiling and set up a charging table that rarely had a free socket. A local nurse used the wharenui to check on elderly residents who had been without heating.</p>
<h2>Part of a wider push</h2>
<p>The marae is one of a growing number of rural community buildings adding their own generation and storage. Energy researchers say that in areas at the end of long distribution lines, where outages are more frequent and take longer to fix, local systems can make a real difference to resilience.</p>
<p>Dr Anahera Whiu, who studies community energy projects, says the benefits go beyond emergencies.</p>
<blockquote>"In normal times the system cuts the marae's power bill sharply, which frees up money for other things. But the bigger value is confidence. Whānau know there is somewhere to go. That matters when the weather is getting wilder," she says.</blockquote>
<p>Karaitiana says the trustees are now looking at adding a second battery and a small water pump so the marae can also supply drinking water when the local scheme is disrupted. They have also offered to share what they learned with other marae in the region considering similar projects.</p>
<p>Not everything went smoothly. The trustees discovered that the emergency lighting in the wharenui was wired to the grid rather than the solar system, and one of the chillers tripped the inverter when it started. Both problems are being fixed.</p>
<p>"You learn by doing," Karaitiana says. "Next time we will be even better prepared. Unfortunately, I think there will be a next time."</p>`,
  },
  {
    slug: 'weavers-reviving-harakeke-varieties-lost-for-a-generation',
    title: 'The weavers reviving harakeke varieties lost for a generation',
    standfirst:
      'A network of weavers and gardeners is tracking down rare flax plants in backyards and roadsides, bringing treasured weaving varieties back into community pā harakeke.',
    authorSlug: 'rawiri-pohatu',
    categorySlugs: ['te-ao-maori', 'culture'],
    tagSlugs: ['conservation', 'regions', 'te-reo'],
    layout: 'feature',
    daysAgo: 45,
    hour: 9,
    bodyHtml: `<p>The harakeke bush that Mihi Tautahi has been hunting for three years turned out to be growing behind a tyre shop. It had been planted decades earlier by someone nobody could name, and it was half-strangled by convolvulus. But when she ran a blade through one of its leaves and pulled out the fibre, she knew she had found it.</p>
<blockquote>"It was the colour of the muka. Soft, almost golden, and it stripped so cleanly. My kuia used to talk about flax like this and I had never actually held it. I sat in the car and cried," Tautahi says.</blockquote>
<p>Tautahi is one of about thirty weavers and gardeners in a loose network that has spent the past five years searching for harakeke varieties prized by earlier generations of weavers but now rarely grown. The group calls itself Te Kupenga Harakeke, and its members swap cuttings, notes and photographs across the North Island.</p>
<h2>Why varieties matter</h2>
<p>To an untrained eye, one flax bush looks much like another. To a weaver, the differences are enormous. Some varieties produce long, fine fibre ideal for cloaks. Others have stiff, broad leaves suited to kete and whāriki. Some are prized for how well they take dye, others for how they dry without curling.</p>
<p>Many of those specialised plants were once grown in carefully tended pā harakeke, with knowledge of each one passed down within whānau. As weaving declined through the twentieth century, many of the plantations were lost to farming, housing and neglect, and with them went the names and the know-how.</p>
<p>Weaver and network co-founder Rangi Heke says the work is as much about recovering knowledge as plants.</p>
<blockquote>"Every variety has a story. Who planted it, what it was used for, how you harvest it. When we find a plant, we also go looking for the people who remember it. Sometimes we are just in time," Heke says.</blockquote>
<h2>How the network works</h2>
<p>The group's methods are practical and low-tech. Members keep records of where plants are found, photograph leaf shape and colour, and test fibre quality by hand. Cuttings are divided carefully and shared among community gardens, kura and marae so no single site holds the only copy.</p>
<ul>
<li>More than forty distinct varieties have been recorded so far.</li>
<li>Cuttings have gone to over twenty community pā harakeke.</li>
<li>Harvesting follows tikanga: the central shoot and the two leaves either side of it are never cut.</li>
</ul>
<p>Botanists who have seen the network's work describe it as a valuable living collection. Some plants appear to be hybrids or local selections that have never been formally catalogued, and the group is now talking with a regional botanic garden about keeping a backup planting of the rarest ones.</p>
<h2>Passing it on</h2>
<p>The network now runs harvesting days for rangatahi, where young people learn to identify varieties, cut leaves correctly and prepare muka. Organisers say demand from schools has grown quickly, partly because weaving has become a more visible part of kapa haka and art programmes.</p>
<p>Sixteen-year-old Kaea Morunga attended her first session last summer and now helps look after a small pā harakeke at her school.</p>
<blockquote>"I used to think flax was just something on the side of the road. Now I drive past bushes and I'm like, is that one special? My mum says I've ruined car trips," she says.</blockquote>
<p>For Tautahi, the plant behind the tyre shop has become something of a pilgrimage site. The owner has agreed to leave it alone, and cuttings from it are now growing in five different places. She visits every few months to clear the weeds, and she has started bringing her own mokopuna along so they know where it is. "It waited a long time for someone to come back for it," she says. "The least I can do is keep it tidy, and make sure the next generation never has to go looking for it the way I did."</p>`,
  },
  {
    slug: 'maori-housing-trust-hands-over-first-papakainga-homes',
    title: 'Māori housing trust hands over first papakāinga homes in Northland',
    standfirst:
      'Six families have moved into new homes on ancestral land after a decade of planning, paperwork and fundraising by a small whānau trust.',
    authorSlug: 'rawiri-pohatu',
    additionalAuthorSlugs: ['mele-fifita'],
    categorySlugs: ['te-ao-maori', 'business'],
    tagSlugs: ['housing', 'regions', 'cost-of-living'],
    layout: 'standard',
    daysAgo: 60,
    hour: 14,
    bodyHtml: `<p>The keys were handed over at dawn, after a karakia and before the hāngī was lifted. By mid-morning six families were carrying couches, cots and boxes of kitchenware into new homes on a gentle rise overlooking a harbour in Northland, on land their tūpuna lived on for generations.</p>
<p>The papakāinga development is the first completed by a small whānau land trust that has spent more than ten years working towards it. The trust's chair, Wiremu Hōhaia, says the day was emotional for everyone involved.</p>
<blockquote>"Some of these whānau have been renting cold, damp houses in town for years, paying more than they could afford. Now they are home, on their own whenua, next to their cousins and their aunties. You cannot put a value on that," Hōhaia says.</blockquote>
<h2>A long road</h2>
<p>Building on multiply-owned Māori land has long been difficult. Owners need to agree on how land is used, banks are often reluctant to lend when land cannot be sold or mortgaged in the usual way, and councils' infrastructure requirements can add large costs before a single house goes up.</p>
<p>The trust worked through those hurdles one at a time. It held dozens of hui with shareholders, many of whom live in Auckland or Australia, to agree a plan. It negotiated with the district council over water and wastewater, eventually installing its own treatment system. And it put together funding from grants, a community lender and its own reserves.</p>
<p>The six homes are modest, warm and built to a high standard of insulation. Each has three bedrooms, and families will pay rent set well below the local market, with an option to move towards ownership over time.</p>
<h2>Lessons for others</h2>
<p>Housing advocates say developments like this one can ease pressure on the wider rental market while keeping whānau connected to their land. But they warn that each project still takes enormous effort from volunteers.</p>
<p>Community housing adviser Lisa Tamehana says smaller trusts need more practical support.</p>
<blockquote>"The people driving these projects are usually working full time and doing this at night. They are learning about consents, engineering and finance from scratch. If we made that pathway simpler, we would see many more homes," she says.</blockquote>
<p>The trust has already started planning a second stage of eight homes and a shared kitchen garden. Hōhaia says the first families have become the best advertisement for the next.</p>
<p>Among them is Shannon Paraone, a mother of three who had been living in a two-bedroom rental with her parents. She says her children ran straight to the window when they saw the view.</p>
<p>"They asked if we were on holiday," she says. "I told them no, this is just where we live now."</p>`,
  },
  {
    slug: 'rangatahi-app-turns-pepeha-practice-into-a-game',
    title: 'Rangatahi-designed app turns pepeha practice into a game',
    standfirst:
      'Three secondary students built a phone game that helps learners practise introducing themselves in te reo Māori, and thousands have downloaded it.',
    authorSlug: 'rawiri-pohatu',
    categorySlugs: ['te-ao-maori', 'science'],
    tagSlugs: ['te-reo', 'technology', 'education'],
    layout: 'standard',
    daysAgo: 120,
    hour: 16,
    bodyHtml: `<p>For many people, standing up to deliver a pepeha is nerve-wracking. The short speech introduces who you are through your connections to mountains, rivers, waka and people, and it is often the first thing learners of te reo Māori are asked to do in public. Three students from a Hamilton secondary school decided there had to be an easier way to practise.</p>
<p>Their answer is Tūhono, a free phone game in which players build a pepeha step by step, record themselves saying each line and earn points for pronunciation and confidence. The app has been downloaded more than 9000 times since it launched at the start of the school year.</p>
<blockquote>"We all had to do pepeha at school and we all hated getting up in front of everyone. So we thought, what if you could practise on your own, where nobody is watching, until you feel ready?" says co-creator Tamati Ruakere, who is in Year 13.</blockquote>
<h2>How it works</h2>
<p>Players start by choosing the parts of a pepeha that apply to them. The app is careful not to assume anything about a player's background, and it includes options for people who are not Māori or who do not yet know their whakapapa connections.</p>
<ul>
<li>Each line is modelled by a fluent speaker and broken into small chunks.</li>
<li>Players record themselves and compare their recording against the model.</li>
<li>Streaks and badges reward regular practice rather than perfection.</li>
</ul>
<p>The students built the app during an after-school coding club with help from their digital technology teacher and a volunteer developer. Pronunciation recordings were provided by a group of fluent speakers who gave their time for free.</p>
<p>Their teacher, Kerry Whitfield, says she mostly stayed out of the way.</p>
<blockquote>"They did the design, the testing, the arguing about colour schemes. My job was mainly to order pizza and remind them that exams exist," she says.</blockquote>
<h2>Careful with tikanga</h2>
<p>The team says it took advice from kaumātua before launching, particularly about how to handle personal information. Recordings stay on the player's phone and are never uploaded, and the app does not collect names or locations.</p>
<p>Language educators say tools like Tūhono can help reduce anxiety, though they stress that apps are not a replacement for speaking with other people. The students agree, and their next update will include a mode for practising with friends.</p>
<p>Ruakere says the best feedback so far came from his nan, who tried the app at a whānau birthday.</p>
<p>"She got a higher score than me," he says. "I am never hearing the end of it."</p>`,
  },
  {
    slug: 'hapu-monitoring-programme-maps-tuna-decline-waikato',
    title: 'Tracking the tuna: hapū monitoring programme maps eel decline in Waikato streams',
    standfirst:
      'Volunteers checking fyke nets before dawn have built one of the most detailed local pictures yet of how freshwater eels are faring in farmland streams.',
    authorSlug: 'rawiri-pohatu',
    categorySlugs: ['te-ao-maori', 'science'],
    tagSlugs: ['conservation', 'farming', 'regions'],
    layout: 'standard',
    daysAgo: 20,
    hour: 6,
    bodyHtml: `<p>It is still dark when Pita Hohepa wades into a narrow stream between two dairy paddocks and hauls up a fyke net. Inside, three tuna twist in the torchlight. He measures each one, notes its weight and species on a waterproof sheet, and releases them back into the water.</p>
<p>Hohepa is one of about twenty hapū members who take part in a monitoring programme across small streams in the Waikato. Over four seasons the volunteers have recorded more than 3000 eels, building a picture of where tuna are thriving and where they are disappearing.</p>
<blockquote>"Our old people could tell you exactly which bend in the stream had the big ones. We wanted that same knowledge, but written down and backed up with numbers, so nobody can say we are imagining things," Hohepa says.</blockquote>
<h2>What the numbers show</h2>
<p>The results are mixed. In streams with fenced and planted banks, volunteers are catching healthy numbers of tuna across a range of sizes, suggesting eels are breeding and growing well. In unshaded drains with high summer temperatures, catches are smaller and large eels are rare.</p>
<p>The most worrying finding is the scarcity of very large, older females. These are the eels that eventually migrate to the Pacific Ocean to breed, and without them the population cannot replace itself.</p>
<p>Freshwater ecologist Dr Fiona Clarke, who has helped the hapū design its methods, says the data is robust.</p>
<blockquote>"This is careful, consistent monitoring over many sites. It tells us things that occasional scientific surveys would miss, because the volunteers are out there every season and they know these streams intimately," Clarke says.</blockquote>
<h2>Working with farmers</h2>
<p>The programme has deliberately involved landowners from the start. Several farmers now join the early morning checks, and a handful have fenced and planted stream edges after seeing the results on their own properties.</p>
<p>Dairy farmer Neil Sutherland says the data changed his thinking.</p>
<p>"I'd always seen the drain as just a drain. When you pull up a metre-long eel that has probably been living there longer than I've owned the farm, you look at it differently," he says.</p>
<p>The hapū plans to share its findings with the regional council and hopes the data will inform how streams in the area are managed. It is also running wānanga to train more rangatahi in monitoring so the work can continue for decades.</p>
<p>For Hohepa, the goal is simple. "I want my mokopuna to be able to catch a feed of tuna from this stream," he says. "That is the measure that matters."</p>`,
  },
  {
    slug: 'what-happens-after-a-treaty-settlement-plain-guide',
    title: 'What happens after a Treaty settlement? A plain-language guide',
    standfirst:
      'Settlements make headlines when they are signed, but the real work starts afterwards. Here is how the process generally works and what comes next.',
    authorSlug: 'rawiri-pohatu',
    additionalAuthorSlugs: ['james-whitcombe'],
    categorySlugs: ['te-ao-maori', 'politics'],
    tagSlugs: ['treaty', 'explainer', 'local-government'],
    layout: 'standard',
    daysAgo: 200,
    hour: 10,
    bodyHtml: `<p>Treaty of Waitangi settlements tend to appear in the news at two moments: when a deed of settlement is signed, and when the legislation giving effect to it passes through Parliament. In between, and especially afterwards, there is a great deal that rarely gets explained. This guide sets out the general shape of the process.</p>
<h2>What is being settled?</h2>
<p>Historical Treaty claims relate to actions or failures of the Crown that breached the promises made in Te Tiriti o Waitangi. They cover things like land confiscations, unfair land purchases and laws that stripped away resources. The Waitangi Tribunal, established in 1975, investigates claims and makes recommendations, but settlements themselves are negotiated directly between claimant groups and the Crown.</p>
<h2>What does a settlement usually include?</h2>
<ul>
<li><strong>An apology and acknowledgements</strong> from the Crown, setting out the historical wrongs.</li>
<li><strong>Financial and commercial redress</strong>, often including cash and the option to buy certain Crown-owned properties.</li>
<li><strong>Cultural redress</strong>, which may include the return of sites of significance, place name changes and formal roles in managing rivers, lakes or reserves.</li>
</ul>
<p>Experts regularly point out that the financial value of settlements is a small fraction of what was lost. Most groups describe settlement as a foundation rather than full compensation.</p>
<h2>Then what?</h2>
<p>Before a settlement is finalised, the claimant group must set up a post-settlement governance entity, usually a trust, to receive and manage the redress on behalf of its members. That entity has to be accountable to its people, holding elections and reporting on its finances.</p>
<p>After settlement, the focus shifts to growing the assets and using them well. Many entities invest in property, farming, fisheries or tourism, and use the returns to fund education grants, health services, housing and language revitalisation.</p>
<blockquote>"People imagine a cheque arrives and the story ends. In reality, the signing is the start of a very long job: building an organisation, growing an economy and trying to heal relationships that were damaged over generations," says governance adviser Rachel Mātene.</blockquote>
<h2>Relationships with councils</h2>
<p>Cultural redress often creates new, formal relationships with local government. Some settlements establish joint committees to manage natural features, or require councils to consider iwi management plans. These arrangements can change how decisions about water, land use and planning are made in a region for decades to come.</p>
<p>Public law specialist Tom Halloran says those relationships are where much of the practical impact shows up.</p>
<blockquote>"The headline dollar figure gets the attention. But the governance arrangements are often what shapes everyday decisions about a river or a harbour," he says.</blockquote>
<p>Settlements are intended to be full and final for historical claims. They do not extinguish the Treaty relationship itself, which continues to shape how the Crown and Māori engage on issues today.</p>`,
  },
  {
    slug: 'matariki-kai-festival-otautahi-doubles-in-size',
    title: 'Matariki kai festival in Ōtautahi doubles in size',
    standfirst:
      'A community celebration of seasonal food, storytelling and remembrance drew thousands to a Christchurch park, with organisers already planning for next year.',
    authorSlug: 'rawiri-pohatu',
    categorySlugs: ['te-ao-maori', 'culture'],
    tagSlugs: ['food', 'christchurch', 'te-reo'],
    layout: 'standard',
    daysAgo: 300,
    hour: 19,
    bodyHtml: `<p>The smoke from a dozen hāngī pits drifted across a Christchurch park on Saturday as thousands of people turned out for Hautapu Kai, a community Matariki festival that has roughly doubled in size since last year.</p>
<p>Organisers estimate more than 8000 people came through over the day, sampling food from more than forty stalls, listening to stories about the Matariki cluster and joining an evening remembrance where the names of loved ones who died during the year were read aloud.</p>
<blockquote>"Matariki is about looking back, being together in the present and planning for the year ahead. Food sits at the heart of all three. Sharing kai is how we show care for each other," says festival organiser Kiri Waaka.</blockquote>
<h2>Seasonal and local</h2>
<p>Stallholders were asked to focus on food that is in season in Waitaha during winter. That meant plenty of kūmara, pūhā, watercress and root vegetables, alongside slow-cooked meats, fried bread and steamed puddings. Several stalls offered dishes made with kawakawa and horopito, and a queue for rēwena bread stretched for most of the afternoon.</p>
<p>Chef Hemi Te Paa, who ran a stall selling smoked mussels with kūmara cakes, says the focus on local produce was a deliberate choice.</p>
<blockquote>"For our tūpuna, Matariki was tied to the harvest and what was stored for winter. We wanted people to taste food that belongs to this place, at this time of year," he says.</blockquote>
<h2>More than food</h2>
<p>The festival also featured a storytelling tent where speakers explained the names and meanings of the stars in the cluster, and a children's area with harakeke weaving, kite-making and games. A group of local kura performed waiata throughout the afternoon.</p>
<p>The evening remembrance was the most moving part of the day for many. As dusk fell, families gathered near a small stage and wrote names on cards that were read out by kaumātua before a karakia.</p>
<p>Visitor Sarah Duncan, who came with her two children, says she did not expect to be so affected.</p>
<p>"We lost my dad in March. Hearing his name read out with everyone else's, in the cold, under the stars, was really special. The kids want to come back every year now," she says.</p>
<p>Organisers say the rapid growth brought challenges, including long queues and a shortage of parking. They are already looking at a larger site and extending the festival over two days next year.</p>`,
  },
  // ---------------------------------------------------------------- Culture
  {
    slug: 'review-the-long-white-shift',
    title: 'Review: The Long White Shift is the hospital drama we did not know we needed',
    standfirst:
      'A new six-part series set on the night shift of a stretched provincial hospital is tender, funny and furious in equal measure, and it never once reaches for a helicopter.',
    authorSlug: 'sophie-lin',
    categorySlugs: ['culture'],
    tagSlugs: ['screen', 'health', 'regions'],
    layout: 'feature',
    daysAgo: 3,
    hour: 20,
    bodyHtml: `<p>The first thing you notice about <em>The Long White Shift</em> is the light. Not the clean, blue glow of the glossy American hospital shows we grew up on, but the tired fluorescent yellow of a ward corridor at three in the morning, where a vending machine hums and a mop bucket has been left beside a fire door. It is the light of a place running on fumes, and the show never lets you forget it.</p>
<p>Set over one winter on the night shift at a fictional provincial hospital somewhere in the lower North Island, the six-part series follows a handful of nurses, a newly qualified doctor and an orderly who seems to know more about everyone's business than the chief executive. There are no helicopter rescues, no secret surgeries and no love triangles conducted in supply cupboards. There is, instead, a great deal of waiting.</p>
<h2>Small stakes, enormous feeling</h2>
<p>That might sound like a recipe for boredom. It is anything but. Creator and head writer Marama Tuhiwai, who spent a decade working as a nurse before turning to screenwriting, has an unerring sense of how small moments carry huge weight. An elderly farmer refusing to take off his boots. A teenage mum who will not say who hurt her. A charge nurse quietly covering an extra shift for the third time in a week because there is simply nobody else.</p>
<blockquote>"I wanted to show the bits that never make the news. The nurse who sits with someone who is dying because the family cannot get there in time. The jokes you make at four in the morning so you do not cry. That is the real drama," Tuhiwai told Pānui ahead of the premiere.</blockquote>
<p>At the centre of it all is Ngaio Whare as Dee Paraone, a charge nurse with twenty years on the ward and the patience of a saint right up until the moment she does not. Whare is extraordinary: dry, warm and utterly believable, she can shift from bawling out a junior doctor to holding a frightened patient's hand inside a single scene without a false note.</p>
<h2>A cast that feels lived in</h2>
<p>Around her, the ensemble is uniformly strong. Sam Feleti brings a gentle comic energy to Isaac, the orderly who runs an unofficial betting pool on which consultant will be grumpiest. Hazel Brennan, as a young doctor freshly arrived from Auckland, has the hardest job, playing a character who is initially insufferable, but by the fourth episode she has earned every scrap of our sympathy.</p>
<p>The writing is alert to the politics of health care without ever becoming a lecture. Staffing shortages, long waits and exhausted workers are simply the weather of the show, the conditions everyone has to work in. A subplot about a proposed restructure of the regional service is handled with real bite, and a scene in which Dee reads out the roster to a room of silent colleagues is one of the angriest pieces of television I have seen this year.</p>
<h2>Where it stumbles</h2>
<p>It is not flawless. The fifth episode leans too heavily on a melodramatic storm sequence that feels borrowed from a different, louder show, and a thread involving a stolen prescription pad fizzles out without much payoff. Some viewers may also find the pace in the early episodes too gentle, especially if they are expecting a conventional medical thriller.</p>
<ul>
<li><strong>Watch it for:</strong> Ngaio Whare's performance and the superb ensemble.</li>
<li><strong>Best episode:</strong> the third, which takes place almost entirely in the emergency department waiting room.</li>
<li><strong>Skip it if:</strong> you need an explosion every twenty minutes.</li>
</ul>
<p>But these are small complaints about a series that gets so much right. By the final episode, which ends not with a cliffhanger but with the quiet handover to the morning shift, I felt as though I had been on the ward myself, tired and moved and a little more grateful for the people who do this work every night. <em>The Long White Shift</em> is a quietly radical piece of local television, and it deserves a second season.</p>`,
  },
  {
    slug: 'review-tidewater-otago-crime-series',
    title: 'Review: Tidewater is a slow-burn Otago crime series worth the patience',
    standfirst:
      'A missing fisherman, a tight-lipped harbour town and a detective with her own reasons for coming home. The set-up is familiar, but the execution is anything but.',
    authorSlug: 'sophie-lin',
    categorySlugs: ['culture'],
    tagSlugs: ['screen', 'regions', 'oceans'],
    layout: 'standard',
    daysAgo: 12,
    hour: 21,
    bodyHtml: `<p>Every crime series needs a place with secrets, and <em>Tidewater</em> has found a good one. The eight-part drama is set in a fictional fishing town on the Otago coast, all weatherboard cottages, grey water and a pub where conversations stop when a stranger walks in. When a well-liked fisherman fails to return from a morning trip, his empty boat drifting near the heads, the town closes ranks.</p>
<p>Into this steps Detective Sergeant Kate Moynihan, played with a wonderful stillness by Rachel Fenwick. Moynihan grew up in the town and left as fast as she could. Now she is back, ostensibly on temporary assignment, but it soon becomes clear she has unfinished business of her own.</p>
<h2>Taking its time</h2>
<p>The biggest compliment I can pay <em>Tidewater</em> is that it trusts its audience. The first two episodes move slowly, almost stubbornly, laying out the relationships between a dozen locals before anything dramatic happens. Impatient viewers may drift away. Those who stay will find that almost every small detail, from a borrowed ute to a row about quota, pays off later.</p>
<blockquote>"We wanted the town itself to be the main character. Small coastal communities have long memories and complicated loyalties. The mystery is really just a way into that," says director Luke Abernethy.</blockquote>
<p>The coast looks spectacular, but the cinematography avoids tourism-advert prettiness. Most scenes are shot in flat winter light, with wind constantly whipping hair into faces and rain streaking windscreens. You can almost feel the cold coming through the screen.</p>
<h2>Strong support</h2>
<p>Fenwick is excellent, but the supporting cast is what lifts the series. Manaia Karetai is terrific as the missing man's brother, a quiet figure whose grief curdles into suspicion, and veteran actor Jill Mackay steals every scene as the town's formidable harbourmaster.</p>
<p>If there is a weakness, it is the final episode, which tries to tie up too many threads too quickly and relies on a confession scene that feels a little convenient. But the emotional resolution is satisfying, and the last image of the empty wharf at dawn lingers long after the credits.</p>
<p><em>Tidewater</em> is not reinventing the crime genre, and it does not need to. It is a confident, atmospheric and thoroughly local series that rewards patience. Put the kettle on, settle in, and give it at least three episodes before making up your mind.</p>`,
  },
  {
    slug: 'inside-kainga-series-year-on-a-porirua-street',
    title: 'Inside Kāinga, the documentary series that spent a year on one Porirua street',
    standfirst:
      'The makers of a new observational series moved into a cul-de-sac for twelve months. The result is a warm, unvarnished portrait of a neighbourhood that rarely sees itself on screen.',
    authorSlug: 'sophie-lin',
    additionalAuthorSlugs: ['leilani-moana'],
    categorySlugs: ['culture'],
    tagSlugs: ['screen', 'wellington', 'pacific', 'housing'],
    layout: 'feature',
    daysAgo: 35,
    hour: 18,
    bodyHtml: `<p>When a two-person film crew first turned up on a quiet cul-de-sac in Porirua, the neighbours assumed they were from the council. Then they assumed they were from the police. By the time the crew had been there a month, borrowing sugar and helping push-start cars, people had mostly stopped assuming anything and started offering them cups of tea.</p>
<p>That slow process of trust is at the heart of <em>Kāinga</em>, an eight-part observational documentary series that follows the residents of one street over a full year. There is no narrator, no host and almost no interviews to camera. Instead, the series simply watches: birthdays, funerals, rugby on the lawn, arguments over parking, a church fundraiser, a teenager's first day at a new job.</p>
<h2>Earning the right to film</h2>
<p>Director Losa Fa'amausili grew up a few suburbs away and says she was tired of seeing places like Porirua portrayed only through crime and hardship.</p>
<blockquote>"Every time our communities are on the news, it is because something has gone wrong. But that is such a tiny part of life here. I wanted to show the rest of it, the humour, the generosity, the way people look after each other's kids without even thinking about it," she says.</blockquote>
<p>Before filming a single frame, Fa'amausili and producer Ben Takerei spent weeks knocking on doors, explaining the project and asking what residents would and would not want shown. Every household had the right to view footage featuring them before broadcast and to ask for anything to be removed. A few families declined to take part entirely, and the series respects that: their houses appear only in the background.</p>
<p>Takerei says that agreement shaped everything about the production.</p>
<blockquote>"We were guests on that street. If people did not want something in, it came out, no argument. Funnily enough, that made people more relaxed, and we ended up with far more intimate material than if we had pushed," he says.</blockquote>
<h2>The people of the street</h2>
<p>The series has several standout characters. There is Aunty Tina, a retired school cook who feeds half the neighbourhood and runs the unofficial street noticeboard from her letterbox. There are the Tuilagi-Mason twins, eleven years old and permanently on bikes, who appoint themselves the crew's assistants. And there is Dennis, a gruff widower who spends the first episode complaining about the camera and the last three episodes quietly teaching a young neighbour to fix engines in his garage.</p>
<p>Housing runs like a current beneath everything. One family is living in a house with a leaking roof while they wait for repairs, and another faces the end of their tenancy halfway through the year. The series does not editorialise, but the worry on people's faces says plenty. In one quietly brutal scene, a father sits in his car outside the house after a phone call with the landlord, engine off, for a long time before going back inside to make dinner.</p>
<h2>Why it works</h2>
<p>What makes <em>Kāinga</em> special is its patience and its generosity. The editing lets scenes breathe, and the camera stays at a respectful distance during the hardest moments. When a much-loved grandmother on the street dies in the sixth episode, the series shows the preparations for her funeral, the food, the singing and the chairs borrowed from every house, rather than the grief itself. It is devastating precisely because it holds back.</p>
<ul>
<li>Eight half-hour episodes, filmed over twelve months.</li>
<li>More than 400 hours of footage were shot.</li>
<li>Residents were invited to a private screening before broadcast.</li>
</ul>
<p>At that screening, held in the local community hall, Fa'amausili says there was laughter, tears and one loud complaint from Dennis, who felt he had been filmed from his bad side. He still stayed for the whole thing, and he asked for a copy to send to his sister in Brisbane.</p>`,
  },
  {
    slug: 'review-paddock-to-plate-wars',
    title: 'Review: Paddock to Plate Wars brings chaos and charm to reality TV',
    standfirst:
      'Farmers and chefs are paired up and sent into competition in a new cooking series that is sillier than it needs to be, but has its heart firmly in the right place.',
    authorSlug: 'leilani-moana',
    categorySlugs: ['culture'],
    tagSlugs: ['screen', 'food', 'farming'],
    layout: 'standard',
    daysAgo: 5,
    hour: 20,
    bodyHtml: `<p>The premise of <em>Paddock to Plate Wars</em> sounds like something dreamed up at the end of a long lunch. Take six farmers from around the country, pair each of them with a professional chef, and make the teams cook using only what the farmer grows or raises. Add a countdown clock, a panel of judges and a barn full of mismatched equipment, and you have television.</p>
<p>Remarkably, it mostly works. The new ten-part series is loud, occasionally ridiculous and heavily reliant on slow-motion shots of vegetables falling into water. But it is also warm, genuinely interested in where food comes from and, at its best, very funny.</p>
<h2>Odd couples</h2>
<p>The pairings are where the fun lies. A fastidious Auckland pastry chef is matched with a laconic sheep and beef farmer from the King Country, and their growing mutual respect becomes the spine of the season. A young Wellington chef who specialises in fermentation is paired with a kiwifruit grower from the Bay of Plenty who insists everything tastes better with a bit of butter.</p>
<blockquote>"I'd never been on a farm longer than a school trip. By the end I could tell you more about soil than I ever wanted to know. And I will never waste a carrot again," says contestant and chef Priscilla Ahn.</blockquote>
<p>The show's best moments happen outside the kitchen. Each episode sends teams to the farmer's property, where chefs are confronted with the reality of producing the ingredients they usually order by the crate. Watching a chef in immaculate whites trying to catch a runaway hen is as good as reality television gets.</p>
<h2>The weaker ingredients</h2>
<p>Not everything lands. The manufactured drama between teams feels forced, and the host, comedian Riki Tamarapa, works hard but is given too many clunky scripted lines. The judging is also strangely inconsistent, with a near-raw lamb dish praised in one episode and a perfectly decent soup slated in the next.</p>
<p>Still, the series deserves credit for putting farmers front and centre as skilled, thoughtful people rather than background characters. Several episodes touch on the pressures of rising costs and unpredictable weather, and do so with a light but sincere touch.</p>
<p><em>Paddock to Plate Wars</em> will not win prizes for subtlety. But if you want something cheerful to watch with the whānau on a weeknight, and you do not mind shouting at the screen when a perfectly good pavlova collapses, it is an easy recommendation.</p>`,
  },
  {
    slug: 'debut-novel-1970s-invercargill-wins-over-booksellers',
    title: 'Debut novel set in 1970s Invercargill wins over booksellers',
    standfirst:
      'A quiet family saga about a smelter worker, his daughters and one long southern winter has become the surprise word-of-mouth hit of the season.',
    authorSlug: 'sophie-lin',
    categorySlugs: ['culture'],
    tagSlugs: ['books', 'regions'],
    layout: 'standard',
    daysAgo: 50,
    hour: 11,
    bodyHtml: `<p>Booksellers are not, as a rule, easily excited. So when staff at independent shops around the country began hand-selling the same debut novel, pressing it on customers and writing glowing recommendation cards in felt pen, the publisher took notice.</p>
<p><em>The Winter Roster</em>, by first-time novelist Alison Kerr, tells the story of a family in Invercargill in 1975. Frank Gillies works shifts at an industrial plant on the edge of town and is raising two teenage daughters on his own after their mother leaves. Across one long, freezing winter, the family navigates money worries, a union dispute and a secret that threatens to pull them apart.</p>
<blockquote>"It is not a flashy book. There are no twists in the last chapter. But the characters are so real you feel you could knock on their door. Every person I have sold it to has come back to buy another copy for someone else," says Dunedin bookseller Mark Hollis.</blockquote>
<h2>Writing from memory</h2>
<p>Kerr, a retired school librarian, grew up in Southland and says the novel draws on her memories of the period, though she insists the Gillies family is invented.</p>
<p>"I remember the smell of coal smoke, the frost on the inside of the windows, the way the whole town seemed to run on shift patterns. I wanted to capture a time and a place that I think has been overlooked in our fiction," she says.</p>
<p>She wrote the book over six years, mostly in the early mornings before work, and sent it to a small publisher after several rejections from larger firms. Its first print run was modest. It has since been reprinted three times.</p>
<h2>A southern voice</h2>
<p>Critics have praised the novel's precise, unshowy prose and its attention to working life. The union meetings, shift changes and household budgets are rendered with the same care as the family's emotional life. Southland speech patterns, including the rolled r that locals will recognise, appear throughout the dialogue.</p>
<p>Literary commentator Grace Anders says the success of the book reflects a wider appetite among readers.</p>
<blockquote>"People are hungry for stories about ordinary lives in places outside the big cities. This book does that beautifully, without any condescension," she says.</blockquote>
<p>Kerr says she is slightly overwhelmed by the response and is already working on a second novel, also set in the south. She will not reveal much about it, except that it involves a dairy, a rugby club and a very bad flood.</p>`,
  },
  {
    slug: 'otahuhu-choir-pacific-hymn-album-climbs-charts',
    title: 'Ōtāhuhu church choir\'s Pacific hymn album climbs the charts',
    standfirst:
      'Recorded in a single weekend in a church hall, an album of hymns sung in Samoan, Tongan and English has found an audience far beyond the congregation.',
    authorSlug: 'leilani-moana',
    categorySlugs: ['culture'],
    tagSlugs: ['music', 'pacific', 'auckland'],
    layout: 'standard',
    daysAgo: 18,
    hour: 15,
    bodyHtml: `<p>The recording studio was a church hall in Ōtāhuhu with blankets hung over the windows to block the traffic noise. The equipment was borrowed. The sixty singers were aged from fourteen to eighty-three. And the album they made over one weekend, <em>Fale o Pese</em>, has just spent its third week in the national album charts.</p>
<p>The record features twelve hymns sung in Samoan, Tongan and English by a combined choir drawn from three congregations in South Auckland. It was originally intended as a fundraiser to repair the hall's roof, with a few hundred copies to be sold after Sunday services.</p>
<blockquote>"We thought the aunties would buy it for Christmas presents. Then somebody's nephew put a song online and it just went everywhere. Now we have people messaging from Utah and Sydney and Norway asking how to buy it," says choir director Sione Vaipulu.</blockquote>
<h2>That sound</h2>
<p>Anyone who has attended a Pacific church service will recognise the sound: rich, layered harmonies, soaring sopranos and bass voices that seem to come up through the floorboards. For many listeners, particularly those who grew up in Pacific communities overseas, the album has struck a deep emotional chord.</p>
<p>Music producer Kalani Brooks, who recorded and mixed the album for free, says the hall was key to its sound.</p>
<p>"We could have gone into a proper studio, but you would lose something. In that hall you hear the room. You hear people breathing, you hear the old wooden floor. It sounds like church because it was church," he says.</p>
<h2>Keeping it real</h2>
<p>The choir has been careful to keep the project grounded. Members still rehearse on Thursday nights, and the money raised is going to the roof repairs, with any surplus funding music lessons for young people in the congregations.</p>
<p>Eighty-three-year-old soprano Losaline Taufa, the choir's oldest member, says she is bemused by the attention but happy that the songs are reaching new ears.</p>
<blockquote>"These are the hymns I sang as a girl in Tonga. My grandchildren did not know them. Now they play them in the car. That is the best thing," she says.</blockquote>
<p>The choir has been invited to perform at several festivals next year. Vaipulu says they are considering the offers carefully, mindful that most members have jobs, families and church responsibilities. But he admits he is tempted. "Maybe one big concert," he says. "And then back to the roof."</p>`,
  },
  {
    slug: 'chef-kawakawa-kumara-wellington-tasting-menu',
    title: 'The chef putting kawakawa and kūmara on a Wellington tasting menu',
    standfirst:
      'A small restaurant in Te Aro is building a loyal following with a menu that changes weekly and leans on native herbs, foraged greens and southern seafood.',
    authorSlug: 'leilani-moana',
    categorySlugs: ['culture'],
    tagSlugs: ['food', 'wellington'],
    layout: 'standard',
    daysAgo: 90,
    hour: 13,
    bodyHtml: `<p>The dining room at Whetū seats just twenty-two people, and on a wet Wellington Thursday every seat is taken. Plates arrive in a slow, deliberate rhythm: a single oyster with a drop of horopito oil, a tiny tart of smoked kūmara, a slice of hāpuku glazed with a kawakawa and honey reduction that tastes faintly of pepper and mint.</p>
<p>The restaurant opened eighteen months ago in a former print shop in Te Aro. Its chef and owner, Aria Rangiwai, trained in kitchens in Melbourne and London before returning home with a clear idea of what she wanted to cook.</p>
<blockquote>"Overseas, I was cooking French food, Italian food, Japanese food, and doing it well. But I kept thinking about the flavours I grew up with, my grandmother's kitchen, the things we picked from the bush. Nobody was putting them at the centre of fine dining, so I thought I would try," Rangiwai says.</blockquote>
<h2>Cooking with the seasons</h2>
<p>The menu changes every week, dictated by what is available from a network of growers, fishers and foragers. In spring there might be pikopiko fern shoots and young watercress. In autumn, there are mushrooms, pūhā and heirloom kūmara varieties grown by a small collective north of the city.</p>
<p>Rangiwai is careful about foraging. She works with a small number of experienced foragers who follow strict rules about how much they take and from where, and she avoids anything that is at risk in the wild.</p>
<p>"The bush is not a supermarket. If we take too much, there will be nothing next year. Respecting that is part of the cooking," she says.</p>
<h2>Accessible, not precious</h2>
<p>Despite the refined plates, the atmosphere is relaxed. Staff explain each dish without fuss, and a cheaper lunch menu on Fridays has made the restaurant a favourite with office workers. Rangiwai also runs occasional community nights where whānau from local kura can eat for a koha.</p>
<p>Food writer Oliver Grant says Whetū is part of a broader shift in the country's restaurant scene.</p>
<blockquote>"Ten years ago, native ingredients tended to appear as a garnish, a sprinkle of something to look local. Cooks like Rangiwai are building entire menus around them, and the results are some of the most exciting food in the country," he says.</blockquote>
<p>Rangiwai says she is not interested in expanding. "Twenty-two seats is enough," she says. "I want to know every person who eats here, and I want to know where every ingredient came from. Bigger would mean losing that."</p>`,
  },
  {
    slug: 'small-town-bookshops-are-quietly-thriving',
    title: 'Small-town bookshops are quietly thriving. Here is why',
    standfirst:
      'Despite online giants and tight household budgets, a number of independent bookshops in provincial towns report their best trading in years.',
    authorSlug: 'sophie-lin',
    categorySlugs: ['culture', 'business'],
    tagSlugs: ['books', 'regions', 'cost-of-living'],
    layout: 'standard',
    daysAgo: 150,
    hour: 8,
    bodyHtml: `<p>For years, the conventional wisdom was that small bookshops were doomed. Online retailers could undercut them on price, e-readers would make paper books obsolete, and provincial high streets were already struggling. Yet in towns from Northland to Southland, independent bookshops are not just surviving but growing.</p>
<p>Pānui spoke to owners of six bookshops in provincial towns. Five reported higher sales over the past year than the year before, and two had recently expanded into larger premises.</p>
<h2>More than a shop</h2>
<p>The common thread is community. Successful shops have made themselves into gathering places, hosting book clubs, author talks, children's story times and even knitting circles. Several have added small cafés.</p>
<blockquote>"People do not come in just to buy a book. They come to talk about books, to ask what their grandson might like, to tell us what they thought of the last thing we recommended. You cannot get that from an algorithm," says Helen Brough, who owns a bookshop in a Manawatū town.</blockquote>
<p>Owners also point to the rise of local authors and publishers. Books set in New Zealand, particularly in their own regions, often outsell international bestsellers in their shops. Visiting writers can fill a shop on a weeknight.</p>
<h2>Careful with money</h2>
<p>The cost of living has not helped, and owners say customers are choosier. Many shops have responded by offering second-hand sections, loyalty schemes and gift vouchers. Some have experimented with subscription boxes, sending a hand-picked book to customers each month.</p>
<p>Whanganui bookseller Paul Tiakiwai says the shops that struggle tend to be the ones that try to compete on price alone.</p>
<blockquote>"We will never be the cheapest. So we have to be the best at something else, which is knowing our customers and knowing our books. If we do that, people will pay a few dollars more," he says.</blockquote>
<p>Owners also credit a broader shift in attitude. After years of shopping online, some customers say they want to support local businesses and keep their main streets alive. Several owners mentioned younger customers in particular, who are buying physical books in growing numbers and sharing their finds on social media.</p>
<p>None of the owners is complacent. Rents, freight costs and wages all continue to rise, and margins on books are thin. But Brough says she feels more optimistic than at any time in the past decade.</p>
<p>"When I opened, people said I was mad," she says. "Maybe I am. But the shop is busy, the kids' corner is full every Saturday and I have never had so many people stop to chat. That feels like success to me."</p>`,
  },
  // ---------------------------------------------------------------- Sport
  {
    slug: 'from-one-court-to-seven-teams-hastings-netball-club',
    title: 'From one court to seven teams: the Hastings club rebuilding grassroots netball',
    standfirst:
      'Five years ago a suburban netball club was down to a single team and a bag of flat balls. Today it fields seven sides, and the waiting list keeps growing.',
    authorSlug: 'tom-mackenzie',
    categorySlugs: ['sport'],
    tagSlugs: ['netball', 'regions', 'cost-of-living'],
    layout: 'feature',
    daysAgo: 1,
    hour: 6,
    bodyHtml: `<p>On a crisp Saturday morning in Hastings, the courts are a blur of bibs and ponytails. Under-elevens dart between cones, a senior side warms up with a drill that seems to involve a lot of shouting, and on the sideline a grandmother in a club jacket hands out orange quarters from a chilly bin. Every one of these players belongs to the Flaxmere Road Netball Club, a club that was very nearly gone.</p>
<p>Five years ago the club had one senior team, a handful of juniors who trained only when a parent could make it, and a gear bag that contained mostly flat balls. Its committee had shrunk to two people. There was serious talk of folding.</p>
<h2>A kitchen-table rescue</h2>
<p>The turnaround began at the kitchen table of Leanne Moeke, a former club player whose daughter had just started netball. She called a meeting, expecting half a dozen people. Thirty came.</p>
<blockquote>"Everyone had a story about what the club meant to them. Mums who played here, aunties, nans. Nobody wanted it to disappear. They just needed someone to say, right, let's do something," Moeke says.</blockquote>
<p>The new committee set about removing the barriers that had been keeping families away. The biggest was cost. Subs were cut for juniors and made payable in instalments. A uniform swap scheme was set up so that outgrown dresses could be passed down. Local businesses were approached for sponsorship, and a fish and chip shop now covers the cost of court hire for the junior grades.</p>
<h2>Coaching the coaches</h2>
<p>The second barrier was coaching. Many parents were willing to help but did not feel confident. The club partnered with the regional netball centre to run free coaching workshops, and experienced players were paired with new coaches for their first season.</p>
<p>Tipene Hāwea, a dad who now coaches an under-thirteen side, says he had never coached anything before.</p>
<blockquote>"I played rugby, so I knew nothing about footwork rules. The first few weeks I was getting corrected by ten-year-olds. But the support was unreal. Now I can't imagine my Saturdays without it," he says.</blockquote>
<p>The club has also made a conscious effort to be welcoming to boys and young men, who now make up one of its mixed teams, and to players who simply want to play socially without the pressure of competition.</p>
<h2>The numbers</h2>
<ul>
<li>Seven teams this season, from under-nines to a senior social grade.</li>
<li>Around 85 registered players, up from fewer than twenty.</li>
<li>Fourteen volunteer coaches and managers.</li>
<li>A waiting list of about thirty children for next season.</li>
</ul>
<p>Sport administrators say the story is not unique. Across the country, clubs that have made sport cheaper and more flexible are attracting families back, particularly in communities where money is tight. But success depends on people like Moeke, and volunteer burnout remains a constant risk. Regional development officer Claire Tatana says the biggest challenge now is sustaining the momentum once the original organisers step back.</p>
<blockquote>"Clubs like this one show what is possible. The challenge is making sure it does not all rest on three or four people. Succession is everything," Tatana says.</blockquote>
<p>Moeke is already thinking about that. The club has begun giving senior players roles on the committee, and two teenagers now help run the junior grades. She says the best moment of the season so far came when a girl who had started as a shy eight-year-old in the club's first rebuilt team turned up to coach the newest under-nines.</p>
<p>"She stood in front of them and did the same warm-up I used to make her do. She even used the same terrible jokes. I had to walk away for a minute," Moeke says. "That is when you know it is going to last."</p>`,
  },
  {
    slug: 'papanui-ridge-women-clinch-canterbury-one-day-crown',
    title: 'Papanui Ridge women clinch Canterbury club one-day crown',
    standfirst:
      'A last-over finish at Hagley Oval handed the suburban club its first women\'s one-day title, capping a season in which it fielded more players than ever.',
    authorSlug: 'tom-mackenzie',
    categorySlugs: ['sport'],
    tagSlugs: ['cricket', 'christchurch'],
    layout: 'standard',
    daysAgo: 4,
    hour: 17,
    bodyHtml: `<p>Papanui Ridge Cricket Club has won the Canterbury women's club one-day final for the first time, beating a strong Riccarton Lakes side by two wickets with three balls to spare in a tense finish in Christchurch on Sunday.</p>
<p>Chasing 211, Papanui Ridge were in trouble at 96 for five before a partnership of 87 between captain Jess Mulholland and nineteen-year-old all-rounder Anjali Rao turned the game. Mulholland made 64, and Rao finished unbeaten on 52, hitting the winning runs through the covers as her teammates spilled onto the field.</p>
<blockquote>"Honestly, I was shaking. I just tried to watch the ball and not look at the scoreboard. When it went past the fielder I didn't even know what to do. I think I just screamed," Rao said afterwards.</blockquote>
<h2>A club on the rise</h2>
<p>The title caps a remarkable few seasons for the club's women's programme. Three years ago it struggled to field a single team. This season it had three women's sides and a growing girls' junior section, fuelled by a recruitment drive through local schools and a decision to schedule training around work and childcare.</p>
<p>Club president Warren Giles says the women's section has transformed the club.</p>
<p>"The clubrooms are busier, the juniors have role models to look up to, and frankly the women's teams have been better organised than the men's for a while now. The blokes have had to lift their game," he says.</p>
<h2>The final</h2>
<p>Riccarton Lakes had looked in control for much of the day. Opening bat Keri Pōmare anchored their innings with a composed 81, and a late flurry took them past 200. When Papanui Ridge lost two wickets in the first four overs of their chase, the result seemed a formality.</p>
<p>But Mulholland, who has played for the club for twelve years, refused to panic.</p>
<blockquote>"We talked at the break about just batting time. The runs would come. Anjali was brilliant, she has ice in her veins. I'm so proud of the whole group," Mulholland said.</blockquote>
<p>The win qualifies Papanui Ridge for a regional club tournament early next year. The team celebrated with a barbecue at the clubrooms, where Rao was presented with the match ball and an impromptu speech from the club's oldest life member, who told the team he had waited fifty years to see a women's trophy in the cabinet.</p>`,
  },
  {
    slug: 'sideline-concussion-trial-club-rugby-early-results',
    title: 'Sideline concussion trial at club rugby reports promising early results',
    standfirst:
      'A season-long pilot using trained spotters and a simple tablet-based check has helped amateur clubs identify more suspected concussions, researchers say.',
    authorSlug: 'tom-mackenzie',
    additionalAuthorSlugs: ['priya-nair'],
    categorySlugs: ['sport', 'science'],
    tagSlugs: ['rugby', 'health', 'technology'],
    layout: 'standard',
    daysAgo: 14,
    hour: 10,
    bodyHtml: `<p>A pilot programme that placed trained concussion spotters at club rugby matches across the lower North Island has more than doubled the number of suspected head injuries identified during games, according to early results.</p>
<p>The trial, run by a university sports science team in partnership with several provincial unions, equipped volunteers at twenty-four clubs with a tablet app that guides them through a short set of symptom and balance checks. Spotters, mostly parents and retired players, completed a half-day training course before the season.</p>
<blockquote>"At the professional level there are doctors and video replays. At club level, you might have a physio if you are lucky, and often nobody at all. We wanted to see whether ordinary people, with a bit of training and a good tool, could close some of that gap," says lead researcher Dr Mereana Kingi.</blockquote>
<h2>What they found</h2>
<p>Over the season, spotters flagged 142 players for removal from play with suspected concussion. That compares with an average of about sixty per season recorded at the same clubs over the previous three years. Researchers say it is very unlikely that more injuries were occurring. Rather, more were being noticed.</p>
<ul>
<li>Most flagged players were in senior men's and women's grades.</li>
<li>Around one in five were identified by a spotter after the player had initially insisted they were fine.</li>
<li>All flagged players were referred for medical follow-up before returning to play.</li>
</ul>
<p>Kingi says the results highlight how often head injuries go unrecognised in amateur sport, where players are keen to stay on and teams may be short of replacements.</p>
<h2>Culture shift</h2>
<p>Coaches involved in the trial say it changed attitudes on the sideline. Paul Ngata, who coaches a senior side in Manawatū, says players initially grumbled but came around quickly.</p>
<blockquote>"There was a bit of pushback early. Nobody wants to come off. But once the boys saw it was about looking after each other, and that the spotter wasn't out to get anyone, they were fine with it. A couple of them thanked her afterwards," he says.</blockquote>
<p>Medical experts caution that the results are preliminary and that the study was not designed to measure long-term health outcomes. The researchers plan to follow up with flagged players to understand how long they took to recover and whether they returned to play safely.</p>
<p>The team hopes to extend the trial to netball and football next year and is seeking funding for a larger study. Kingi says the cost of the programme is small compared with the potential benefits. "A few hours of training and a tablet," she says. "If it protects one young player's brain, it has paid for itself."</p>`,
  },
  {
    slug: 'why-wellington-waka-ama-crews-are-training-in-the-dark',
    title: 'Why Wellington\'s waka ama crews are training in the dark',
    standfirst:
      'With nationals approaching and daylight scarce, paddlers are hitting the harbour before dawn, headlamps on and hulls slicing through black water.',
    authorSlug: 'tom-mackenzie',
    categorySlugs: ['sport', 'te-ao-maori'],
    tagSlugs: ['pacific', 'wellington', 'oceans'],
    layout: 'feature',
    daysAgo: 70,
    hour: 6,
    bodyHtml: `<p>At 5.15am the only light on the beach at Petone comes from a row of headlamps bobbing along the sand. Six paddlers lift a long outrigger canoe off its trailer and walk it down to the water's edge, their breath steaming in the cold. A quick karakia, a few words from the steerer, and they push off into a harbour that is still completely black.</p>
<p>This is what winter training looks like for the Whetūrere Waka Ama club, one of several waka ama clubs around Wellington whose crews are out on the water before most of the city has hit snooze. With national championships a few months away and daylight in short supply, the early morning session is the only way many paddlers can fit training around work.</p>
<h2>Why the dark?</h2>
<p>Club coach Huia Tamatea says the timing is simple arithmetic.</p>
<blockquote>"Most of our paddlers work nine to five, some of them shift work. In winter it is dark by half past five at night, so evenings are tricky. Mornings are the only real option if we want to train on the water four or five times a week," she says.</blockquote>
<p>Paddling in the dark brings its own challenges. Canoes carry navigation lights, and every paddler wears a lifejacket and a headlamp. An escort boat with a spotlight follows the crews on most mornings, and the club has strict rules about wind and swell. If conditions are too rough, the session moves to the gym. Tamatea says some paddlers come to prefer the dark.</p>
<blockquote>"You lose your eyes, so you have to feel the canoe more. You feel the timing of the paddler in front, you feel how the hull is running. Crews that train in the dark often end up more in sync," she says.</blockquote>
<h2>A growing sport</h2>
<p>Waka ama has boomed over the past two decades, with clubs from Northland to Southland and thousands of paddlers taking part in regattas each year. Its roots lie in the voyaging traditions of Polynesia, and clubs typically blend competitive training with tikanga and a strong sense of whānau.</p>
<p>That mix is part of the appeal for many newcomers. Amelia Fonoti joined the club two years ago after moving from Auckland and says she found a community as much as a sport.</p>
<blockquote>"I didn't know anyone in Wellington. Now I have a whole crew who would drop anything for me. We train together, we eat together, we argue about who is slacking off in seat three. It's like having a big family," she says.</blockquote>
<p>The club's youngest paddlers are secondary school students, while its oldest regular is a seventy-four-year-old grandfather who paddles in the masters division and rarely misses a session. Coaches say the sport's low impact on joints and its emphasis on teamwork make it attractive to people of all ages and body types.</p>
<h2>Chasing nationals</h2>
<p>Nationals, held each summer, bring together thousands of paddlers and are one of the biggest events on the waka ama calendar. Whetūrere Waka Ama hopes to send around fifty paddlers this season across junior, open and masters grades.</p>
<ul>
<li>Training sessions run five mornings a week through winter.</li>
<li>Crews typically cover between eight and fifteen kilometres per session.</li>
<li>Fundraising, including sausage sizzles and a quiz night, helps cover travel costs.</li>
</ul>
<p>As the crew returns to the beach at 6.45am, the first grey light is creeping over the eastern hills. The paddlers haul the canoe out, rinse it down and stand around a thermos of hot Milo before scattering to showers and offices. Steerer Rua Mataira says he would not trade the mornings for anything.</p>
<p>"You see the sun come up over the harbour, the city waking up, and you have already done your mahi for the day," he says. "It is the best part of living here. Most people have no idea what they are missing."</p>`,
  },
  {
    slug: 'rural-rugby-clubs-merge-to-keep-saturday-footy-alive',
    title: 'Rural rugby clubs merge to keep Saturday footy alive in the King Country',
    standfirst:
      'Two clubs with more than a century of rivalry between them have joined forces after both struggled to field full senior sides.',
    authorSlug: 'tom-mackenzie',
    categorySlugs: ['sport'],
    tagSlugs: ['rugby', 'regions', 'farming'],
    layout: 'standard',
    daysAgo: 25,
    hour: 9,
    bodyHtml: `<p>For more than a hundred years, the rugby clubs of two neighbouring King Country settlements have been fierce rivals. Grandfathers have told stories of brawls, famous tries and disputed referee decisions going back generations. This season, for the first time, they will play in the same jersey.</p>
<p>Members of the Te Raupō Valley and Mātai Road clubs voted overwhelmingly last month to merge their senior teams, after both clubs struggled to put out a full fifteen on several weekends last year. The new combined side, which will be known as the Valley Road Rams, will alternate home games between the two grounds.</p>
<blockquote>"It was a hard decision. There is a lot of history and pride on both sides. But it came down to a simple question: do we want rugby on a Saturday or not? If we stayed apart, we were both going to fold within a few years," says combined club chair Bruce Hammond.</blockquote>
<h2>Fewer hands on farms</h2>
<p>Club officials point to several pressures on rural rugby. Farms have become larger and employ fewer people, meaning fewer young men and women living in the district. Those who remain often work long hours, especially during calving and lambing, and many move to cities for study or work.</p>
<p>Shearing contractor and long-time player Tama Hēnare says finding enough players on a Saturday morning was becoming a weekly battle.</p>
<p>"Some weeks we were ringing around at eight in the morning trying to find a prop. We had blokes in their forties coming out of retirement. It was getting embarrassing," he says.</p>
<h2>More than a game</h2>
<p>For small rural communities, the rugby club is often much more than a sports team. It is a social hub, a place where farmers, shearers, teachers and families gather on weekends. Club rooms host birthdays, funerals and fundraisers.</p>
<p>Rural community researcher Dr Annette Marsh says losing a club can have a real impact on wellbeing.</p>
<blockquote>"In isolated areas, the club is one of the few places where people regularly see each other face to face. When clubs close, people lose that connection, and that can affect mental health, especially for young men," she says.</blockquote>
<p>Both clubs will keep their own junior programmes and social functions for now, and officials have agreed that the combined team's jersey will carry both clubs' colours. Hammond admits there has been some good-natured grumbling from older members, but says support has been strong.</p>
<p>"The first training night, we had thirty-two blokes turn up. That is more than either club has had in years," he says. "I reckon our grandfathers would be horrified. But I reckon they'd also be out on the sideline cheering."</p>`,
  },
  {
    slug: 'explainer-why-club-sport-subs-are-climbing',
    title: 'Explainer: why club sport subs are climbing and where the money goes',
    standfirst:
      'Parents are paying more for netball, rugby and football registrations than ever. We break down the costs behind the fees and what families can do.',
    authorSlug: 'tom-mackenzie',
    categorySlugs: ['sport'],
    tagSlugs: ['explainer', 'cost-of-living', 'netball', 'rugby'],
    layout: 'standard',
    daysAgo: 100,
    hour: 7,
    bodyHtml: `<p>If it feels as though your child's sport registration costs more every year, you are probably right. Clubs around the country have been lifting their fees, and many families are feeling the pinch. But where does the money actually go? We asked club treasurers, administrators and parents.</p>
<h2>What is in a sub?</h2>
<p>A typical junior club fee covers several costs that families do not always see. Club treasurers say a large chunk of every registration goes to things the club has little control over.</p>
<ul>
<li><strong>Affiliation levies:</strong> payments to regional and national bodies, which fund competitions, insurance and development programmes.</li>
<li><strong>Ground and court hire:</strong> councils and schools charge for use of fields, courts and lights, and those charges have risen.</li>
<li><strong>Equipment and uniforms:</strong> balls, bibs, first aid kits and team gear all need replacing.</li>
<li><strong>Referees and umpires:</strong> many competitions now pay officials, especially at senior level.</li>
</ul>
<p>Then there are the running costs of clubrooms: power, insurance, maintenance and cleaning. Many of these have gone up sharply in recent years.</p>
<blockquote>"People think we are pocketing the money. We are not. Every cent goes to keeping the lights on and getting kids onto the field. Most years we barely break even," says Angela Fraser, treasurer of a suburban football and netball club.</blockquote>
<h2>Why now?</h2>
<p>Administrators say several pressures have combined. General inflation has pushed up almost every cost. Some funding sources, including grants from gaming trusts and community funders, have become more competitive. And volunteer numbers have declined, meaning clubs sometimes need to pay for work that was once done for free.</p>
<h2>What families can do</h2>
<p>Most clubs say they do not want cost to stop children playing. Many offer payment plans, sibling discounts or hardship funds, though families do not always know to ask. Some run second-hand uniform and boot swaps.</p>
<blockquote>"Just have a quiet word with the club. Nobody will judge you. We would much rather have a kid playing and sort the money out later than lose them altogether," says Mike Taueki, who coordinates junior rugby at a club in Rotorua.</blockquote>
<p>Some schools also offer low-cost sports options, and community programmes aimed at getting more children active can provide subsidised places. Families can also check whether they qualify for support through community organisations or their local council.</p>
<p>Ultimately, administrators say the best way to keep fees down is to help out. Every hour volunteered on the canteen, every coaching shift, every fundraiser attended reduces the money the club needs to raise from fees.</p>`,
  },
  {
    slug: 'ocean-swim-series-draws-record-field-to-tauranga',
    title: 'Ocean swim series draws record field to Tauranga',
    standfirst:
      'More than 1400 swimmers, from nervous first-timers to seasoned masters, took to the water for the opening event of a summer open-water series.',
    authorSlug: 'tom-mackenzie',
    categorySlugs: ['sport'],
    tagSlugs: ['oceans', 'tourism', 'regions'],
    layout: 'standard',
    daysAgo: 180,
    hour: 16,
    bodyHtml: `<p>The sea off Mount Maunganui was flat and glassy on Saturday as a record field of more than 1400 swimmers lined up for the opening round of the Moana Summer Swim Series. Organisers said entries were up nearly a third on last year, with a particularly sharp rise among first-time open-water swimmers.</p>
<p>The event offered distances from a 500-metre beginners' swim to a gruelling 5-kilometre course around a set of marker buoys. Swimmers ranged in age from ten to eighty-one.</p>
<blockquote>"Open-water swimming has really taken off. People discovered it during the pandemic, when pools were closed, and a lot of them have stuck with it. There is something about swimming in the sea that gets under your skin," says series director Karen Lowe.</blockquote>
<h2>Winners and first-timers</h2>
<p>The 5-kilometre race was won by Hamilton teacher Rhys Dalton in just under an hour, with Tauranga university student Mia Tuhoro first woman home a few minutes later. But the loudest cheers of the day were reserved for the back of the field.</p>
<p>Among them was fifty-six-year-old Diane Baxter, who learned to swim properly only eighteen months ago and completed the 1-kilometre course.</p>
<p>"I was terrified at the start. I had to stop a couple of times and just float and breathe. But a lifeguard on a paddleboard stayed near me the whole way and told me I was doing great. Crossing the line, I just burst into tears," Baxter says.</p>
<h2>Safety first</h2>
<p>Organisers say safety is their top priority, particularly with so many inexperienced swimmers taking part. The event had more than forty water safety volunteers on paddleboards, kayaks and inflatable boats, and swimmers were required to wear brightly coloured caps.</p>
<p>Surf lifesaving official Brent Harwood says newcomers should build up gradually.</p>
<blockquote>"The sea is very different from a pool. There are currents, waves, cold water and no wall to grab. Practise with a buddy, start with short distances, and always swim at a patrolled beach," he says.</blockquote>
<p>The series also provides a welcome boost for local businesses. Cafés along the Mount's main street were packed after the race, and accommodation providers reported strong bookings from out-of-town competitors and their families.</p>
<p>Four more events are scheduled over the summer at beaches around the North Island. Lowe says entries for several are already close to capacity. "It is a good problem to have," she says. "We just need the weather to keep cooperating."</p>`,
  },
  {
    slug: 'auckland-wheelchair-rugby-side-eyes-national-title',
    title: 'Auckland wheelchair rugby side eyes national title with new-look squad',
    standfirst:
      'After a rebuilding year, the Tāmaki Thunder have blended experienced veterans with young recruits and are quietly confident ahead of the national championship.',
    authorSlug: 'tom-mackenzie',
    categorySlugs: ['sport'],
    tagSlugs: ['rugby', 'auckland', 'health'],
    layout: 'standard',
    daysAgo: 260,
    hour: 19,
    bodyHtml: `<p>The first thing you hear at a Tāmaki Thunder training session is the crash. Specially built wheelchairs collide at speed on a school gymnasium floor, metal against metal, and the noise echoes off the walls. Then comes the laughter, the shouting and the squeak of tyres as players spin and chase the ball.</p>
<p>Wheelchair rugby, sometimes called murderball, is one of the most physical sports in the Paralympic movement. It is played by athletes with impairments affecting all four limbs, in mixed teams of four, on an indoor court. Players carry the ball across a goal line to score, and full contact between chairs is allowed.</p>
<blockquote>"People come in expecting something gentle, and then the first hit happens and their jaws drop. It is fast, it is tactical and it is brutal. That's why we love it," says Thunder captain Dion Walsh.</blockquote>
<h2>Rebuilding</h2>
<p>The Auckland club has had a challenging couple of years. Several long-serving players retired after last season, and the team finished near the bottom of the national competition. Coach Sandra Pui decided the only way forward was to recruit new talent.</p>
<p>The club ran a series of come-and-try days with spinal units, rehabilitation centres and disability organisations. Several new players joined, including twenty-two-year-old Kahu Rāwiri, who was injured in a car crash three years ago.</p>
<blockquote>"After my accident I thought sport was over for me. Then I came along to one of these sessions and got smashed out of my chair in the first five minutes. I was hooked. It gave me something to fight for again," Rāwiri says.</blockquote>
<h2>Costs and support</h2>
<p>Like many adaptive sports, wheelchair rugby is expensive. A competition chair can cost tens of thousands of dollars, and travel to tournaments adds up quickly. The club relies heavily on grants, sponsors and fundraising, and shares several chairs among players.</p>
<p>Pui says the benefits go well beyond the court. Many players say the sport has improved their strength, independence and mental health, and the club offers a network of friends who understand the challenges of life with a spinal injury.</p>
<p>"For a lot of our players, this is the place where they feel most themselves," she says. "Nobody is looking at the chair. They are looking at whether you can tackle."</p>
<p>The national championship takes place next month. Walsh says the new-look squad has gelled quickly and believes the Thunder can challenge for the title. "We're not the favourites," he says. "That suits us fine. Let everyone else worry about the pressure."</p>`,
  },
  // ---------------------------------------------------------------- Science
  {
    slug: 'hydrophones-off-kaikoura-pick-up-surprising-whale-chorus',
    title: 'Listening to the deep: hydrophones off Kaikōura pick up a surprising whale chorus',
    standfirst:
      'A year of underwater recordings from the Kaikōura Canyon has revealed more whale species, more often, than researchers expected, and a soundscape that is getting noisier.',
    authorSlug: 'priya-nair',
    additionalAuthorSlugs: ['hannah-odonnell'],
    categorySlugs: ['science', 'climate'],
    tagSlugs: ['oceans', 'conservation', 'technology'],
    layout: 'feature',
    daysAgo: 0,
    hour: 8,
    bodyHtml: `<p>Somewhere beneath the swell off the Kaikōura coast, a set of microphones sits tethered to the seabed, listening. For the past year they have recorded everything that passes: the clicks of sperm whales hunting in the canyon, the songs of humpbacks on their winter migration, the whistles of dolphins, the rumble of fishing boats and the distant drone of container ships. Now researchers have begun to make sense of what they heard, and some of it has surprised them.</p>
<p>The project, run by a small team of marine scientists with help from local boat operators, placed three hydrophones at different depths along the edge of the Kaikōura Canyon. The deep-water trench comes unusually close to shore here, bringing nutrient-rich water and abundant marine life within a few kilometres of the coast, which is why the area is famous for its whales.</p>
<h2>More visitors than expected</h2>
<p>The headline finding is how busy the canyon is. The recordings detected sperm whales on almost every day of the year, as expected. But they also picked up humpback whale song over a longer period than visual sightings had suggested, and identified calls from at least two species of beaked whale, deep-diving animals that are rarely seen at the surface.</p>
<blockquote>"Beaked whales are some of the least understood mammals on the planet. They spend most of their lives hundreds of metres down, and you might go years without seeing one. To hear them regularly on our recordings was genuinely thrilling," says project lead Dr Tessa Hurinui.</blockquote>
<p>The team also recorded what appear to be the low-frequency calls of blue whales on several occasions during autumn, suggesting the giants may pass through the area more often than previously known. Hurinui stresses that those detections still need to be confirmed, and the team has sent the recordings to overseas specialists in blue whale acoustics for a second opinion.</p>
<h2>A noisier ocean</h2>
<p>Not all the news is good. The recordings show that human-made noise is a constant presence in the canyon. Shipping traffic could be heard on most days, and noise levels rose noticeably during busy periods for fishing and tourism boats.</p>
<p>Underwater noise matters because whales rely on sound to find food, navigate and communicate. Studies overseas have shown that loud noise can mask whale calls and cause animals to change their behaviour or leave important habitats.</p>
<blockquote>"The ocean is not a silent place, and it never has been. But we are adding a lot of noise to it. For animals that see the world through sound, that is a bit like trying to have a conversation at a rock concert," Hurinui says.</blockquote>
<p>The researchers found that noise from tourism boats was generally modest, thanks in part to existing rules on how close vessels can approach whales. Larger ships passing offshore were the biggest contributors to the overall noise level.</p>
<h2>Listening for change</h2>
<p>The team hopes to keep the hydrophones in place for at least five more years, building a long-term record that could reveal how whale populations respond to warming seas and shifting food supplies. Marine heatwaves, which have become more frequent in New Zealand waters, can disrupt the small fish and squid that whales depend on.</p>
<ul>
<li>Three hydrophones recorded continuously for twelve months.</li>
<li>More than 8000 hours of audio were collected.</li>
<li>Software trained to recognise whale calls flagged tens of thousands of detections, later checked by hand.</li>
</ul>
<p>Local whale-watching skipper Ron Matthews, whose boat helped deploy the equipment, says the findings confirm what many on the water have long suspected. "We always knew there was more out there than we could see," he says. "Now we can actually hear it. It makes you realise how lucky we are to have this place on our doorstep, and how careful we need to be with it."</p>`,
  },
  {
    slug: 'text-reminders-lift-childhood-vaccination-rural-clinics',
    title: 'Text reminders lift childhood vaccination rates at rural clinics, trial finds',
    standfirst:
      'A simple system of friendly, personalised text messages helped more families keep up with scheduled immunisations in a year-long study across rural practices.',
    authorSlug: 'priya-nair',
    categorySlugs: ['science'],
    tagSlugs: ['health', 'regions', 'technology'],
    layout: 'standard',
    daysAgo: 8,
    hour: 11,
    bodyHtml: `<p>Sending parents friendly, personalised text message reminders about upcoming immunisations increased on-time vaccination rates for babies and toddlers at rural clinics, according to a new study.</p>
<p>The year-long trial involved sixteen general practices in rural areas of the North and South Islands. Half the practices sent families a series of text messages in the weeks before each scheduled vaccination, while the other half continued with their usual reminder systems, typically a letter or a single phone call.</p>
<p>At practices using the new texts, the proportion of children vaccinated on time at six months rose by about nine percentage points over the year. Smaller improvements were seen at other ages.</p>
<blockquote>"It is not rocket science, but small things make a big difference. Families are busy, and in rural areas they often have to travel a long way to the clinic. A well-timed reminder that feels personal can tip the balance," says lead researcher Dr Hana Whaanga.</blockquote>
<h2>What made the difference</h2>
<p>The researchers worked with parents, nurses and community health workers to design the messages. They found that the wording mattered. Messages that used the child's name, came from the family's own nurse and offered an easy way to rebook were much more effective than generic reminders.</p>
<ul>
<li>Messages were sent two weeks, one week and two days before each vaccination.</li>
<li>Parents could reply to reschedule or ask a question.</li>
<li>Messages were available in English and te reo Māori, with other languages offered where needed.</li>
</ul>
<p>Practice nurse Jo Rangitaawa, who works at one of the participating clinics, says families responded well.</p>
<blockquote>"A lot of parents told us it was the first time they felt the clinic was reaching out rather than chasing them. It felt friendly, not like a telling off. And being able to just text back to move an appointment was huge," she says.</blockquote>
<h2>Not a silver bullet</h2>
<p>Public health experts welcomed the findings but cautioned that reminders alone will not solve all the reasons some children miss vaccinations. Access to clinics, transport costs, and concerns or questions about vaccines all play a part.</p>
<p>Whaanga agrees, saying the texts worked best alongside other support, such as outreach nurses who visit families at home and clinics that offer after-hours appointments. She says the system is inexpensive and could be rolled out more widely with modest investment.</p>
<p>The team is now studying whether similar reminders could help older children and adults keep up with other recommended health checks.</p>`,
  },
  {
    slug: 'otautahi-start-up-building-satellite-size-of-milk-carton',
    title: 'The Ōtautahi start-up building a satellite the size of a milk carton',
    standfirst:
      'In a converted warehouse in Christchurch, a small team of engineers is preparing a tiny satellite to monitor pasture and waterways from orbit.',
    authorSlug: 'priya-nair',
    categorySlugs: ['science', 'business'],
    tagSlugs: ['space', 'technology', 'christchurch', 'farming'],
    layout: 'feature',
    daysAgo: 40,
    hour: 12,
    bodyHtml: `<p>The satellite sits on a workbench under a clear plastic cover, looking less like a spacecraft than a shoebox wrapped in gold foil. It is about the size of a two-litre milk carton and weighs a little over two kilograms. If all goes to plan, it will spend the next three years circling the Earth roughly every ninety minutes, photographing paddocks, rivers and lakes across Aotearoa.</p>
<p>This is Kōtuku-1, the first satellite built by Kererū Orbital, a start-up based in a converted warehouse in the industrial suburbs of Christchurch. The company's eleven staff include engineers, software developers and a former dairy farmer, and they have spent three years designing and testing their tiny spacecraft.</p>
<h2>Small satellites, big ambitions</h2>
<p>Satellites like Kōtuku-1 are known as CubeSats, built to a standard design based on ten-centimetre cubes. Because they use off-the-shelf components and can hitch a ride on larger rocket launches, they cost a fraction of traditional satellites. That has opened up space to universities, small companies and even school groups around the world.</p>
<blockquote>"Twenty years ago, building a satellite was something only governments and giant corporations could do. Now a small team in a Christchurch warehouse can do it. That is an enormous shift, and New Zealand is well placed to take advantage," says Kererū Orbital co-founder and chief engineer Dr Lucy Pōhiri.</blockquote>
<p>The company plans to use its satellite to collect images in several wavelengths of light, including some invisible to the human eye. Those images can reveal how healthy pasture is, how much water is in the soil and whether algal blooms are forming in lakes and rivers.</p>
<h2>From paddock to orbit</h2>
<p>The idea for the company came from co-founder Andrew McBride, who grew up on a dairy farm in Canterbury. He says existing satellite data was often too expensive, too infrequent or too coarse to be useful for individual farmers.</p>
<blockquote>"I wanted something that could tell a farmer, on a Tuesday morning, which paddock has the best grass and which one is getting dry. And I wanted regional councils to be able to see a problem in a river before it becomes a disaster," McBride says.</blockquote>
<p>Building a satellite that can survive space is no small task. It must withstand the violent shaking of a rocket launch, extreme temperature swings and constant radiation. The team has put its prototypes through vibration tests, thermal chambers and vacuum tests, some of them carried out at testing facilities overseas. One early prototype shook itself apart on the vibration table, an experience Pōhiri describes as "educational, expensive and quite loud".</p>
<ul>
<li>Kōtuku-1 is powered by small solar panels that unfold after launch.</li>
<li>It will orbit at an altitude of roughly 500 kilometres.</li>
<li>Images will be downloaded when the satellite passes over ground stations.</li>
</ul>
<h2>A growing sector</h2>
<p>New Zealand's space sector has grown rapidly over the past decade, helped by the country's clear skies, sparse air traffic and wide ocean views, which make it a good place to launch rockets and track satellites. Rockets are now launched regularly from the Māhia Peninsula, and a growing number of small companies are building instruments, software and ground infrastructure.</p>
<p>Space policy researcher Dr Gareth Sinclair says companies like Kererū Orbital show how the sector is maturing. "The next phase is about using space to solve problems on the ground. Agriculture and environmental monitoring are obvious areas where New Zealand has real expertise," he says.</p>
<p>Kōtuku-1 is scheduled to launch next year on a shared mission carrying dozens of small satellites. Pōhiri admits she is nervous. "You spend years building something, and then you hand it over and strap it to a rocket," she says. "After that, all you can do is wait for the first signal and hope it says hello."</p>`,
  },
  {
    slug: 'wastewater-testing-could-track-flu-season-earlier',
    title: 'Wastewater testing could spot flu season weeks earlier, researchers say',
    standfirst:
      'The sewage monitoring network set up during the Covid-19 pandemic could give health services an early warning about influenza and other winter bugs.',
    authorSlug: 'priya-nair',
    categorySlugs: ['science'],
    tagSlugs: ['health', 'explainer', 'technology'],
    layout: 'standard',
    daysAgo: 22,
    hour: 9,
    bodyHtml: `<p>Testing sewage for traces of influenza and other respiratory viruses could give hospitals and health services up to two weeks' extra warning of a surge in winter illness, according to a new analysis by public health researchers.</p>
<p>During the Covid-19 pandemic, New Zealand set up a national network to test wastewater from treatment plants around the country for the virus. Because people shed viral material in their faeces, often before they feel ill or get tested, sewage can reveal how much a virus is circulating in a community.</p>
<p>The new study looked at whether the same approach could track influenza and respiratory syncytial virus, or RSV. Researchers analysed samples collected over two winters and compared them with data on doctors' visits and hospital admissions.</p>
<h2>What they found</h2>
<p>The results suggest wastewater levels of both viruses began rising between one and two weeks before increases in people seeking medical care.</p>
<blockquote>"That lead time could be really valuable. It gives hospitals a chance to prepare staff and beds, and it lets public health teams encourage vaccination and other precautions before the peak hits, rather than after," says study author Dr Samuel Okafor.</blockquote>
<h2>How it works</h2>
<p>For readers wondering how you find a flu virus in a sewer, the process is more straightforward than it sounds.</p>
<ul>
<li>Automatic samplers at treatment plants collect small amounts of incoming wastewater over 24 hours.</li>
<li>Samples are sent to a laboratory, where genetic material is extracted.</li>
<li>Tests then measure the amount of genetic material from specific viruses.</li>
<li>Results are adjusted for things like rainfall and population size so trends can be compared over time.</li>
</ul>
<p>Importantly, wastewater testing does not identify individuals. It gives a picture of a whole community, which researchers say makes it both cheap and privacy-friendly.</p>
<h2>Funding questions</h2>
<p>The researchers say the biggest obstacle is not the science but the funding. The wastewater network was built quickly during the pandemic and some experts worry it could be scaled back as attention shifts elsewhere.</p>
<blockquote>"We have built this amazing piece of public health infrastructure. It would be a real shame to let it wither when it could help us with flu, RSV, and whatever comes next," says epidemiologist Dr Aroha Ngāwhika.</blockquote>
<p>Okafor says the team is now exploring whether wastewater could also help track other health threats, including gastro bugs and antibiotic-resistant bacteria. "A sewer is an unglamorous place," he says. "But it tells you an awful lot about the health of a city."</p>`,
  },
  {
    slug: 'kauri-dieback-soil-test-gives-answers-in-hours',
    title: 'Kauri dieback: new soil test gives answers in hours, not weeks',
    standfirst:
      'A portable test that can detect the pathogen behind kauri dieback on site could help rangers and landowners act faster to protect threatened trees.',
    authorSlug: 'priya-nair',
    categorySlugs: ['science', 'climate'],
    tagSlugs: ['conservation', 'technology', 'auckland'],
    layout: 'standard',
    daysAgo: 75,
    hour: 14,
    bodyHtml: `<p>Scientists have developed a portable test that can detect the microorganism behind kauri dieback disease in soil samples within a couple of hours, potentially transforming efforts to protect one of New Zealand's most iconic trees.</p>
<p>Kauri dieback is caused by <em>Phytophthora agathidicida</em>, a microscopic, fungus-like organism that lives in soil and infects kauri through their roots. It damages the tissue that carries water and nutrients through the tree, and it kills most of the trees it infects. There is no cure.</p>
<p>Until now, confirming whether the pathogen is present in soil has usually meant sending samples to a laboratory, where testing can take several weeks. By the time results arrive, the disease may have spread further.</p>
<h2>A test in a backpack</h2>
<p>The new test, developed by a team of plant pathologists and engineers, fits into a small case that can be carried into the bush. A soil sample is mixed with a solution that breaks open cells, and a handheld device then looks for a genetic signature unique to the pathogen. Results appear on a smartphone.</p>
<blockquote>"The old process was slow and expensive, and that meant a lot of places were simply never tested. With this, a ranger could walk into a forest in the morning and know by lunchtime whether they have a problem," says project leader Dr Nikau Herewini.</blockquote>
<p>In field trials at forest sites north and west of Auckland, the portable test matched laboratory results in more than nine out of ten samples. The team is now working to improve accuracy further and reduce the cost of each test.</p>
<h2>Faster decisions</h2>
<p>Conservation managers say faster results could change how they respond to the disease. Tracks could be closed or rerouted more quickly, hygiene stations installed where they are most needed, and landowners given earlier warning if infection is found nearby.</p>
<p>Kaitiaki and community groups who monitor kauri on their land have also expressed interest. Herewini says the team has worked closely with mana whenua throughout the project and intends to train community groups to use the test themselves.</p>
<blockquote>"Kauri are taonga. The people who care for these forests should have the best tools available, not wait weeks for someone in a lab to tell them what is happening," he says.</blockquote>
<p>Researchers stress that the test does not replace the basic precautions visitors should take. Staying on formed tracks, cleaning footwear thoroughly before and after visiting kauri forests and keeping away from tree roots remain the most effective ways to slow the spread of the disease.</p>`,
  },
  {
    slug: 'why-your-power-bill-could-depend-on-geothermal-research',
    title: 'Why your power bill could depend on deep geothermal research near Taupō',
    standfirst:
      'Scientists are studying whether super-hot fluids several kilometres underground could produce far more electricity than today\'s geothermal wells.',
    authorSlug: 'priya-nair',
    categorySlugs: ['science', 'climate'],
    tagSlugs: ['energy', 'technology', 'regions', 'cost-of-living'],
    layout: 'standard',
    daysAgo: 130,
    hour: 15,
    bodyHtml: `<p>Beneath the central North Island lies one of the most powerful geothermal systems on Earth. For decades, power stations around Taupō and Rotorua have tapped into hot water and steam a kilometre or two underground to generate electricity. Now scientists are investigating whether they could go much deeper, and much hotter.</p>
<p>Research teams are studying what are known as supercritical geothermal resources: fluids found at depths of perhaps four to six kilometres, where temperatures exceed about 374 degrees Celsius and pressures are immense. Under those conditions, water behaves neither quite like a liquid nor a gas, and it can carry far more energy.</p>
<blockquote>"A single supercritical well could potentially produce several times as much power as a conventional geothermal well. If we can make it work, it could be a significant source of reliable, low-emissions electricity," says geologist Dr Marcus Tipene-Reid.</blockquote>
<h2>Why it matters for households</h2>
<p>New Zealand already generates most of its electricity from renewable sources, largely hydro. But hydro depends on rainfall and lake levels, and dry years can push up wholesale prices. Geothermal power, by contrast, runs around the clock regardless of the weather.</p>
<p>Energy economists say more reliable, around-the-clock generation could help smooth out price spikes during dry winters, which ultimately feed into household power bills. It could also help the country meet growing demand as transport and industry switch from fossil fuels to electricity.</p>
<h2>Big challenges</h2>
<p>The obstacles are considerable. Drilling to such depths in volcanic rock is expensive and technically difficult. The fluids are highly corrosive and can damage pipes and equipment. And scientists still have much to learn about how these deep systems behave.</p>
<ul>
<li>Temperatures can exceed 400°C at the target depths.</li>
<li>Special materials are needed to withstand corrosive fluids.</li>
<li>Exploratory wells can cost tens of millions of dollars.</li>
</ul>
<p>Researchers are using computer models, rock samples and data from existing wells to map where supercritical fluids might be found. Some overseas countries with similar geology, including Iceland, have drilled experimental wells, providing valuable lessons.</p>
<p>Engineer Dr Sarah Whitlock says New Zealand has a real opportunity. "We have the geology, we have the expertise from decades of geothermal development, and we have a clear need for more renewable power. It would be a shame not to explore it," she says.</p>
<p>Any commercial development is likely to be at least a decade away, and will need careful consideration of environmental effects and the interests of landowners and iwi. But Tipene-Reid says the potential prize is large enough to justify the effort.</p>`,
  },
  {
    slug: 'explainer-what-new-seismic-risk-maps-mean-for-your-street',
    title: 'Explainer: what the new seismic risk maps mean for your street',
    standfirst:
      'Updated maps showing how different parts of the Wellington region might shake in a big earthquake have prompted plenty of questions. Here are some answers.',
    authorSlug: 'priya-nair',
    categorySlugs: ['science', 'news'],
    tagSlugs: ['explainer', 'wellington', 'housing', 'local-government'],
    layout: 'standard',
    daysAgo: 220,
    hour: 10,
    bodyHtml: `<p>New maps released this month show how strongly different parts of the Wellington region are likely to shake in a major earthquake, and where the ground is most at risk of liquefaction. The maps have been shared widely online, and many residents have been zooming in on their own streets with some alarm. Here is what they mean, and what they do not.</p>
<h2>What do the maps show?</h2>
<p>The maps combine information about the region's fault lines with detailed data on the ground beneath our feet. Soft soils, reclaimed land and areas near rivers and harbours tend to amplify shaking, while solid rock generally shakes less. Some sandy, waterlogged soils can also liquefy, turning temporarily into something like quicksand.</p>
<p>Each area is assigned a relative hazard rating, from low to very high, for ground shaking, liquefaction and, in some places, the risk of slope failure.</p>
<h2>My street is rated high. Should I panic?</h2>
<p>No. Experts stress that the maps describe the ground, not individual buildings. A well-designed, well-maintained house on a high-hazard site may perform better in an earthquake than a poorly built one on solid rock.</p>
<blockquote>"These maps are a tool for planning, not a verdict on your home. The most important things for most households are still the basics: securing heavy furniture, having an emergency kit and knowing your plan," says engineering seismologist Dr Ellen Kwan.</blockquote>
<h2>Will this affect my insurance or property value?</h2>
<p>Possibly, over time. Insurers already use hazard information to set premiums, and more detailed maps may influence pricing in some areas. Property buyers may also start asking more questions. However, experts say the maps largely confirm what was already known about the region's geology, rather than revealing dramatic new risks.</p>
<h2>What will councils do with them?</h2>
<p>Councils are expected to use the maps to guide planning rules, such as where new housing can be built and what standards foundations must meet. They may also help prioritise strengthening of infrastructure such as water pipes and roads.</p>
<blockquote>"Better information means better decisions. We would rather know where the risks are and plan for them than be caught out," says regional emergency management adviser Nick Pereira.</blockquote>
<h2>What should I do?</h2>
<ul>
<li>Check your home's foundations and whether it is properly bolted down.</li>
<li>Secure tall furniture, hot water cylinders and heavy objects.</li>
<li>Keep enough water and supplies for at least a week.</li>
<li>Talk to your whānau and neighbours about what you would do after a large quake.</li>
</ul>`,
  },
  {
    slug: 'teen-microplastics-project-manukau-harbour-wins-prize',
    title: 'Teen\'s microplastics project on the Manukau Harbour wins national science prize',
    standfirst:
      'A Year 12 student spent a year collecting sand samples and counting tiny plastic fragments under a microscope. Her findings impressed the judges.',
    authorSlug: 'priya-nair',
    categorySlugs: ['science'],
    tagSlugs: ['oceans', 'education', 'auckland'],
    layout: 'standard',
    daysAgo: 365,
    hour: 13,
    bodyHtml: `<p>Seventeen-year-old Meleane Fusitu'a spent most of last year on her hands and knees on the shores of the Manukau Harbour, scooping sand into glass jars. She then spent hundreds of hours at her school's laboratory bench, peering through a microscope and counting tiny fragments of plastic one by one.</p>
<p>Her work has paid off. The South Auckland student has won the top senior prize at a national secondary schools science competition for a project mapping microplastic pollution at twelve beaches around the harbour.</p>
<blockquote>"I grew up going to these beaches with my family. We'd collect pipi and have picnics. I wanted to know what was actually in the sand, the stuff you can't see. Some of what I found was pretty upsetting," Fusitu'a says.</blockquote>
<h2>What she found</h2>
<p>Microplastics are pieces of plastic smaller than five millimetres. They come from larger plastic items breaking down, from synthetic clothing fibres washed out through drains and from industrial sources. They have been found in oceans, rivers, soil and even the air around the world.</p>
<p>Fusitu'a found microplastics at every one of the twelve beaches she sampled. The highest concentrations were near stormwater outlets and stream mouths, suggesting that much of the plastic was being washed from the land into the harbour after rain. Fibres, likely from clothing, were the most common type.</p>
<p>Judges praised the project's careful methods, including blank samples to check for contamination from the air in her lab and repeat counts to ensure accuracy.</p>
<blockquote>"This is the kind of rigour we would expect from a university student. Meleane asked a clear question, designed a sensible method and was honest about the limitations of her results. It is a genuinely useful piece of work," says competition judge Dr Paul Henare.</blockquote>
<h2>Support from school and family</h2>
<p>Fusitu'a credits her science teacher, Mr David Okoro, who gave up lunchtimes and weekends to supervise her lab work, and her family, who drove her to beaches across the harbour.</p>
<p>Okoro says she was relentless. "Some days she'd be at the microscope before school, at lunch and after school. I had to kick her out so I could lock up," he says.</p>
<p>Her prize includes a scholarship towards university study and a visit to a marine research institute. She plans to study environmental science and hopes to one day work on cleaning up the harbour she grew up beside.</p>
<p>"People talk about the Manukau like it's a lost cause. It's not. It's beautiful and it's ours," she says. "We just have to look after it better."</p>`,
  },
];
