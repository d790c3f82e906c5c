import type { SeedNewsletter, SeedPodcastSeries, SeedQuiz, SeedTvShow } from './seed-types';

// Original sample content for podcasts, quizzes, TV listings and newsletters.
// Every person, show and event here is invented. Quiz facts outside the weekly
// news quiz are plain general knowledge about Aotearoa.

export const podcastSeries: SeedPodcastSeries[] = [
  {
    slug: 'the-briefing',
    title: 'The Briefing',
    description:
      "Pānui's weekday news podcast: the three stories you need before your first coffee, explained by the reporters who covered them. Short, calm and back in time for the school run.",
    hostAuthorSlug: 'leilani-moana',
    episodes: [
      {
        slug: 'briefing-bus-fares-and-a-wet-weekend',
        title: 'Bus fares, a wet weekend and a quiet budget week',
        description:
          'Regional councils weigh up cheaper off-peak fares, and forecasters warn of a soggy weekend for the upper North Island. We also look at what to watch for in a surprisingly quiet week at Parliament.',
        daysAgo: 0,
        durationSeconds: 38,
      },
      {
        slug: 'briefing-rent-rises-slow',
        title: 'Why rent rises are finally slowing',
        description:
          'New bond data suggests weekly rents have levelled off in most main centres. Mele Fifita explains what is behind the change and who is still feeling the squeeze.',
        daysAgo: 1,
        durationSeconds: 42,
      },
      {
        slug: 'briefing-school-lunches-and-a-new-bridge',
        title: 'School lunches and a bridge that took a decade',
        description:
          'A review of school lunch suppliers lands on the Education Minister\'s desk, and a long-awaited river crossing opens in the South Island. Ben Harrington was there for the ribbon-cutting.',
        daysAgo: 2,
        durationSeconds: 35,
      },
      {
        slug: 'briefing-kiwifruit-season-starts',
        title: 'Kiwifruit season starts early',
        description:
          'Warm autumn weather has pickers in the Bay of Plenty starting a fortnight ahead of schedule. We hear what that means for seasonal workers and backpacker hostels.',
        daysAgo: 3,
        durationSeconds: 29,
      },
      {
        slug: 'briefing-council-amalgamation-talk',
        title: 'Should small councils merge?',
        description:
          'A new report says some district councils are too small to pay for their pipes. Aroha Tāne talks through the options and why ratepayers in the regions are wary.',
        daysAgo: 7,
        durationSeconds: 44,
      },
    ],
  },
  {
    slug: 'korero-roa',
    title: 'Kōrero Roa',
    description:
      'Long conversations about te ao Māori, hosted by Rāwiri Pōhatu. Each fortnight a guest sits down to talk about reo, whenua, whakapapa and the work of building things that last.',
    hostAuthorSlug: 'rawiri-pohatu',
    episodes: [
      {
        slug: 'korero-roa-the-reo-at-the-kitchen-table',
        title: 'The reo at the kitchen table',
        description:
          'A Gisborne whānau decided five years ago to speak only te reo Māori at home. They talk about the awkward early months, the help they found and what their tamariki think of it now.',
        daysAgo: 5,
        durationSeconds: 43,
      },
      {
        slug: 'korero-roa-carving-a-new-wharenui',
        title: 'Carving a new wharenui',
        description:
          'A master carver and her apprentices explain how a meeting house is planned, carved and opened. It is a conversation about patience, tikanga and the stories held in timber.',
        daysAgo: 19,
        durationSeconds: 40,
      },
      {
        slug: 'korero-roa-maramataka-and-the-garden',
        title: 'Maramataka and the garden',
        description:
          'A Northland grower shares how the Māori lunar calendar guides when she plants, fishes and rests. We ask what old knowledge can teach a new generation of gardeners.',
        daysAgo: 33,
        durationSeconds: 36,
      },
      {
        slug: 'korero-roa-the-river-as-ancestor',
        title: 'The river as ancestor',
        description:
          'What does it mean to speak of a river as a living ancestor? A kaumātua and a young environmental lawyer talk across the generations about rivers, rights and responsibility.',
        daysAgo: 61,
        durationSeconds: 45,
      },
      {
        slug: 'korero-roa-kapa-haka-behind-the-stage',
        title: 'Kapa haka, behind the stage',
        description:
          'A rōpū tutor describes the months of practice that go into a few minutes on stage. Rāwiri hears about discipline, whanaungatanga and learning to lose well.',
        daysAgo: 89,
        durationSeconds: 39,
      },
    ],
  },
  {
    slug: 'lab-notes',
    title: 'Lab Notes',
    description:
      'Priya Nair takes one question a week into the lab, the field or the hospital ward and comes back with an answer. Science from Aotearoa, without the jargon.',
    hostAuthorSlug: 'priya-nair',
    episodes: [
      {
        slug: 'lab-notes-why-do-kea-play',
        title: 'Why do kea play?',
        description:
          'Kea are famous for pulling apart car wipers, but researchers think their games are serious business. We visit an alpine field station to find out what play does for a clever parrot.',
        daysAgo: 4,
        durationSeconds: 41,
      },
      {
        slug: 'lab-notes-listening-to-earthquakes',
        title: 'Listening to earthquakes',
        description:
          'New Zealand records thousands of earthquakes every year, most too small to feel. A seismologist explains how the network of sensors works and what slow-slip events are telling scientists.',
        daysAgo: 18,
        durationSeconds: 37,
      },
      {
        slug: 'lab-notes-the-trouble-with-wilding-pines',
        title: 'The trouble with wilding pines',
        description:
          'Self-seeded conifers are spreading across high country tussock. Priya joins a control crew in Canterbury and asks whether the spread can still be stopped.',
        daysAgo: 32,
        durationSeconds: 33,
      },
      {
        slug: 'lab-notes-sleep-and-teenagers',
        title: 'Sleep and teenagers',
        description:
          'Teenagers really are wired to go to bed later. A sleep researcher talks about body clocks, screens and whether schools should start later in the morning.',
        daysAgo: 60,
        durationSeconds: 30,
      },
      {
        slug: 'lab-notes-backyard-astronomers',
        title: 'Backyard astronomers',
        description:
          'Dark skies make Aotearoa a good place to watch the heavens. We meet amateur astronomers who help professionals track comets and variable stars from their own paddocks.',
        daysAgo: 88,
        durationSeconds: 26,
      },
      {
        slug: 'lab-notes-what-lives-in-a-rock-pool',
        title: 'What lives in a rock pool?',
        description:
          'At low tide, a marine biologist and a class of intermediate students count everything they can find. The answer is more than you would think, and it is changing.',
        daysAgo: 120,
        durationSeconds: 22,
      },
    ],
  },
  {
    slug: 'kai-and-korero',
    title: 'Kai & Kōrero',
    description:
      'Food, music and the people who make them, hosted by Leilani Moana. Pull up a chair for stories from markets, kitchens and garages around the motu and across the Pacific.',
    hostAuthorSlug: 'leilani-moana',
    episodes: [
      {
        slug: 'kai-korero-the-perfect-hangi',
        title: 'The perfect hāngī',
        description:
          'A Rotorua cook who has put down hundreds of hāngī shares the small things that make the difference. Leilani learns about stones, timing and why you never rush the lifting.',
        daysAgo: 6,
        durationSeconds: 42,
      },
      {
        slug: 'kai-korero-sunday-lu-sipi',
        title: 'Sunday lū sipi',
        description:
          'A Tongan family in Ōtāhuhu open up their Sunday umu and the recipes passed down three generations. It is a story about church, family and taro leaves.',
        daysAgo: 20,
        durationSeconds: 34,
      },
      {
        slug: 'kai-korero-the-night-market-circuit',
        title: 'The night market circuit',
        description:
          'Five nights, five car parks, one food truck. We follow a young couple selling dumplings around Auckland and hear what it takes to make a small food business work.',
        daysAgo: 48,
        durationSeconds: 31,
      },
      {
        slug: 'kai-korero-garage-bands-of-porirua',
        title: 'Garage bands of Porirua',
        description:
          'A community hall in Porirua lends out its instruments to anyone who turns up. Leilani sits in on a rehearsal and meets the teenagers writing their first songs.',
        daysAgo: 76,
        durationSeconds: 28,
      },
      {
        slug: 'kai-korero-feijoa-season',
        title: 'Feijoa season',
        description:
          'Every autumn the nation quietly loses its mind over a small green fruit. We talk chutney, crumble and the etiquette of leaving a bag on a neighbour\'s doorstep.',
        daysAgo: 104,
        durationSeconds: 24,
      },
    ],
  },
];

export const quizzes: SeedQuiz[] = [
  {
    slug: 'weekly-news-quiz',
    title: 'Weekly news quiz',
    articleSlug: 'kiwifruit-growers-count-cost-of-shipping-delays',
    description:
      "How closely were you reading Pānui this week? Eight questions on the stories we covered, from council chambers to the kiwifruit orchards.",
    questions: [
      {
        prompt: 'In a story on The Briefing this week, regional councils were considering cheaper bus fares at which times?',
        choices: ['Peak hours', 'Off-peak hours', 'School holidays only', 'Public holidays only'],
        answerIndex: 1,
        explanation: 'The councils were weighing up cheaper off-peak fares to spread passengers across the day.',
      },
      {
        prompt: 'According to the bond data Pānui reported on this week, what has happened to weekly rents in most main centres?',
        choices: ['They have doubled', 'They have fallen by half', 'They have levelled off', 'They are no longer recorded'],
        answerIndex: 2,
        explanation: 'Our housing reporter found that weekly rents had levelled off in most main centres, though many renters are still stretched.',
      },
      {
        prompt: 'Why did kiwifruit pickers in the Bay of Plenty start work early this season?',
        choices: ['A warm autumn', 'A new law', 'A shortage of packhouses', 'A change in export markets'],
        answerIndex: 0,
        explanation: 'Warm autumn weather brought the harvest forward by about a fortnight.',
      },
      {
        prompt: 'What did a new report say some small district councils struggle to pay for?',
        choices: ['Mayoral cars', 'Libraries', 'Fireworks displays', 'Their water pipes'],
        answerIndex: 3,
        explanation: 'The report argued that some councils are too small to fund the upkeep of their water infrastructure on their own.',
      },
      {
        prompt: 'Which kind of infrastructure opened in the South Island this week after about a decade of planning?',
        choices: ['A stadium', 'A river bridge', 'A railway tunnel', 'An airport terminal'],
        answerIndex: 1,
        explanation: 'Our Christchurch reporter was at the opening of a long-awaited river crossing.',
      },
      {
        prompt: 'In Lab Notes this week, which alpine parrot did researchers say plays for serious reasons?',
        choices: ['Kākāpō', 'Kākā', 'Kea', 'Kākāriki'],
        answerIndex: 2,
        explanation: 'The episode visited a field station studying why kea spend so much time playing.',
      },
      {
        prompt: 'What were the upper North Island\'s weekend forecasters warning about?',
        choices: ['Heavy rain', 'Snow to sea level', 'A heatwave', 'Volcanic ash'],
        answerIndex: 0,
        explanation: 'Forecasters warned of a wet weekend across the upper North Island.',
      },
      {
        prompt: 'Whose desk did a review of school lunch suppliers land on this week?',
        choices: ['The Prime Minister\'s', 'The Finance Minister\'s', 'The Health Minister\'s', 'The Education Minister\'s'],
        answerIndex: 3,
        explanation: 'The review was delivered to the Education Minister, who is expected to respond within a month.',
      },
    ],
  },
  {
    slug: 'te-reo-maori-basics',
    title: 'Te reo Māori basics',
    description:
      'Everyday words you will hear on the news, at school and around the motu. How many do you know?',
    questions: [
      {
        prompt: 'What does "kai" mean?',
        choices: ['Water', 'Food', 'House', 'Friend'],
        answerIndex: 1,
        explanation: 'Kai means food, and it is one of the most widely used Māori words in New Zealand English.',
      },
      {
        prompt: 'What does "whare" mean?',
        choices: ['House or building', 'Mountain', 'Family', 'Sea'],
        answerIndex: 0,
        explanation: 'A whare is a house or building; a wharenui is a large meeting house on a marae.',
      },
      {
        prompt: 'What does "wai" mean?',
        choices: ['Fire', 'Wind', 'Earth', 'Water'],
        answerIndex: 3,
        explanation: 'Wai means water, which is why it begins so many place names, such as Waikato and Waitematā.',
      },
      {
        prompt: 'Which word means "children"?',
        choices: ['Kaumātua', 'Whānau', 'Tamariki', 'Wāhine'],
        answerIndex: 2,
        explanation: 'Tamariki means children; kaumātua are respected elders.',
      },
      {
        prompt: 'What does "maunga" mean?',
        choices: ['River', 'Mountain', 'Lake', 'Forest'],
        answerIndex: 1,
        explanation: 'Maunga means mountain, and many iwi and hapū name their maunga when introducing themselves.',
      },
      {
        prompt: 'What does "moana" mean?',
        choices: ['Sky', 'Moon', 'Sea or ocean', 'Island'],
        answerIndex: 2,
        explanation: 'Moana means sea or ocean, as in Te Moana-nui-a-Kiwa, the Pacific Ocean.',
      },
      {
        prompt: 'Which word describes extended family?',
        choices: ['Whānau', 'Mahi', 'Aroha', 'Puku'],
        answerIndex: 0,
        explanation: 'Whānau means family, usually in the wider sense that includes grandparents, aunties, uncles and cousins.',
      },
      {
        prompt: 'What does "mahi" mean?',
        choices: ['Rest', 'Song', 'Food', 'Work'],
        answerIndex: 3,
        explanation: 'Mahi means work, as in the common phrase "good mahi" for a job well done.',
      },
    ],
  },
  {
    slug: 'aotearoa-geography',
    title: 'Aotearoa geography',
    description:
      'Mountains, rivers, lakes and islands: test what you know about the shape of the country.',
    questions: [
      {
        prompt: 'What is the highest mountain in New Zealand?',
        choices: ['Ruapehu', 'Taranaki Maunga', 'Aoraki / Mount Cook', 'Tapuae-o-Uenuku'],
        answerIndex: 2,
        explanation: 'Aoraki / Mount Cook in the Southern Alps is the highest peak, at roughly 3,724 metres.',
      },
      {
        prompt: 'Which is the longest river in New Zealand?',
        choices: ['Waikato River', 'Clutha River / Mata-Au', 'Whanganui River', 'Rangitata River'],
        answerIndex: 0,
        explanation: 'The Waikato River runs about 425 kilometres from Lake Taupō to the Tasman Sea.',
      },
      {
        prompt: 'What is the largest lake in New Zealand by surface area?',
        choices: ['Lake Wakatipu', 'Lake Te Anau', 'Lake Rotorua', 'Lake Taupō'],
        answerIndex: 3,
        explanation: 'Lake Taupō, which fills a volcanic caldera in the central North Island, is the largest lake.',
      },
      {
        prompt: 'Which stretch of water separates the North Island from the South Island?',
        choices: ['Foveaux Strait', 'Cook Strait', 'Hauraki Gulf', 'Tasman Bay'],
        answerIndex: 1,
        explanation: 'Cook Strait, Te Moana-o-Raukawa, lies between the two main islands; Foveaux Strait separates the South Island from Stewart Island.',
      },
      {
        prompt: 'Which city is the capital of New Zealand?',
        choices: ['Auckland', 'Christchurch', 'Wellington', 'Dunedin'],
        answerIndex: 2,
        explanation: 'Wellington has been the capital since 1865 and is home to Parliament.',
      },
      {
        prompt: 'What is the Māori name for Stewart Island?',
        choices: ['Rakiura', 'Aotea', 'Waiheke', 'Rēkohu'],
        answerIndex: 0,
        explanation: 'Stewart Island is Rakiura, and most of it is protected as Rakiura National Park.',
      },
      {
        prompt: 'In which national park is Milford Sound / Piopiotahi?',
        choices: ['Tongariro', 'Abel Tasman', 'Egmont', 'Fiordland'],
        answerIndex: 3,
        explanation: 'Milford Sound / Piopiotahi is in Fiordland National Park in the southwest of the South Island.',
      },
      {
        prompt: 'Which national park, in the central North Island, was New Zealand\'s first?',
        choices: ['Tongariro National Park', 'Paparoa National Park', 'Mount Aspiring National Park', 'Whanganui National Park'],
        answerIndex: 0,
        explanation: 'Tongariro National Park was established in 1887 and is also a dual World Heritage Area.',
      },
    ],
  },
];

export const tvShows: SeedTvShow[] = [
  {
    slug: 'the-long-white-shift',
    title: 'The Long White Shift',
    synopsis:
      'Six nights on the night shift of a stretched provincial hospital: tender, funny and furious, with not a helicopter in sight.',
    whereToWatch: 'Free-to-air, Sunday 8.30pm',
    genre: 'Medical drama',
    year: 2024,
    imageUrl: '/tv/the-long-white-shift.svg',
    relatedArticleSlugs: ['review-the-long-white-shift'],
  },
  {
    slug: 'kainga',
    title: 'Kāinga',
    synopsis:
      'An observational documentary series made over twelve months on one Porirua cul-de-sac: a warm, unvarnished portrait of a neighbourhood.',
    whereToWatch: 'On demand',
    genre: 'Documentary',
    year: 2023,
    imageUrl: '/tv/kainga.svg',
    relatedArticleSlugs: ['inside-kainga-series-year-on-a-porirua-street'],
  },
  {
    slug: 'flatmates-wanted',
    title: 'Flatmates Wanted',
    synopsis:
      'Five strangers share a draughty villa in Wellington and a single working heat pump. A warm, quick-witted comedy about rent, romance and whose turn it is to buy milk.',
    whereToWatch: 'Streaming',
    genre: 'Comedy',
    year: 2022,
    imageUrl: '/tv/flatmates-wanted.svg',
    relatedArticleSlugs: [],
  },
  {
    slug: 'paddock-to-plate-wars',
    title: 'Paddock to Plate Wars',
    synopsis:
      'Farmers and chefs are paired up and sent into competition in a cooking series that is sillier than it needs to be, with its heart in the right place.',
    whereToWatch: 'Free-to-air, Tuesday 7.30pm',
    genre: 'Reality',
    year: 2025,
    imageUrl: '/tv/paddock-to-plate-wars.svg',
    relatedArticleSlugs: ['review-paddock-to-plate-wars'],
  },
  {
    slug: 'pipi-and-the-moon',
    title: 'Pipi and the Moon',
    synopsis:
      'An animated series for preschoolers about a curious pipi who wants to visit the moon. Each episode weaves in simple te reo Māori and a gentle lesson about the sea.',
    whereToWatch: 'Free-to-air, weekdays 7am',
    genre: 'Kids',
    year: 2021,
    imageUrl: '/tv/pipi-and-the-moon.svg',
    relatedArticleSlugs: [],
  },
  {
    slug: 'southern-lights',
    title: 'Southern Lights',
    synopsis:
      'Three generations of a farming family in Southland wrestle with debt, succession and an old secret. A sweeping family drama with a terrific ensemble cast.',
    whereToWatch: 'Free-to-air, Wednesday 8.30pm',
    genre: 'Drama',
    year: 2026,
    imageUrl: '/tv/southern-lights.svg',
    relatedArticleSlugs: [],
  },
  {
    slug: 'the-reo-road-trip',
    title: 'The Reo Road Trip',
    synopsis:
      'Two comedians with very different levels of te reo drive the length of the country, learning from the communities they visit. Funny, kind and surprisingly moving.',
    whereToWatch: 'On demand',
    genre: 'Factual entertainment',
    year: 2023,
    imageUrl: '/tv/the-reo-road-trip.svg',
    relatedArticleSlugs: [],
  },
  {
    slug: 'ward-nine',
    title: 'Ward Nine',
    synopsis:
      'A medical drama set on the night shift of a stretched regional hospital. The doctors and nurses are overworked, underslept and fiercely loyal to one another.',
    whereToWatch: 'Free-to-air, Monday 8.30pm',
    genre: 'Medical drama',
    year: 2020,
    imageUrl: '/tv/ward-nine.svg',
    relatedArticleSlugs: [],
  },
  {
    slug: 'island-time',
    title: 'Island Time',
    synopsis:
      'A Samoan-Kiwi family run a struggling takeaway in Māngere and dream of expanding. A big-hearted sitcom about food, faith and very loud family meetings.',
    whereToWatch: 'Streaming',
    genre: 'Comedy',
    year: 2024,
    imageUrl: '/tv/island-time.svg',
    relatedArticleSlugs: [],
  },
  {
    slug: 'beneath-the-ranges',
    title: 'Beneath the Ranges',
    synopsis:
      'A natural history series exploring the caves, rivers and forests of the South Island high country. Patient camera work reveals creatures most New Zealanders have never seen.',
    whereToWatch: 'Free-to-air, Sunday 7pm',
    genre: 'Nature documentary',
    year: 2022,
    imageUrl: '/tv/beneath-the-ranges.svg',
    relatedArticleSlugs: [],
  },
  {
    slug: 'the-select-committee',
    title: 'The Select Committee',
    synopsis:
      'A political satire about a hapless group of backbench MPs stuck reviewing a bill nobody understands. Sharp, silly and closer to the truth than anyone would like.',
    whereToWatch: 'On demand',
    genre: 'Satire',
    year: 2025,
    imageUrl: '/tv/the-select-committee.svg',
    relatedArticleSlugs: [],
  },
  {
    slug: 'backyard-champs',
    title: 'Backyard Champs',
    synopsis:
      'Home gardeners from every region compete to grow the best vegetable patch over a single season. Judging day brings giant pumpkins and fierce rivalries.',
    whereToWatch: 'Free-to-air, Saturday 6pm',
    genre: 'Reality',
    year: 2021,
    imageUrl: '/tv/backyard-champs.svg',
    relatedArticleSlugs: [],
  },
  {
    slug: 'kura-kids',
    title: 'Kura Kids',
    synopsis:
      'A live-action series following a class at a rural kura through one school year. The children present their own segments on science, sport and stories from home.',
    whereToWatch: 'Free-to-air, weekdays 3.30pm',
    genre: 'Kids',
    year: 2023,
    imageUrl: '/tv/kura-kids.svg',
    relatedArticleSlugs: [],
  },
  {
    slug: 'the-quake-files',
    title: 'The Quake Files',
    synopsis:
      'A documentary series on how scientists, engineers and communities prepare for the next big earthquake. Each episode focuses on a different town on a different fault line.',
    whereToWatch: 'On demand',
    genre: 'Documentary',
    year: 2019,
    imageUrl: '/tv/the-quake-files.svg',
    relatedArticleSlugs: [],
  },
  {
    slug: 'tidewater',
    title: 'Tidewater',
    synopsis:
      'A fisherman goes missing from a tight-lipped Otago harbour town, and the detective sent to find him has her own reasons for coming home.',
    whereToWatch: 'Streaming',
    genre: 'Crime drama',
    year: 2026,
    imageUrl: '/tv/tidewater.svg',
    relatedArticleSlugs: ['review-tidewater-otago-crime-series'],
  },
  {
    slug: 'the-last-shed',
    title: 'The Last Shed',
    synopsis:
      'A gentle comedy-drama about a group of retired men who restore old machinery in a Hawke\'s Bay community workshop. Beneath the banter is a quiet story about loneliness and friendship.',
    whereToWatch: 'Free-to-air, Thursday 8pm',
    genre: 'Comedy-drama',
    year: 2022,
    imageUrl: '/tv/the-last-shed.svg',
    relatedArticleSlugs: [],
  },
  {
    slug: 'te-ara-kai',
    title: 'Te Ara Kai',
    synopsis:
      'A cook travels from marae to marae gathering recipes and the stories that come with them. Every episode ends with a shared meal and a full kitchen.',
    whereToWatch: 'On demand',
    genre: 'Food',
    year: 2024,
    imageUrl: '/tv/te-ara-kai.svg',
    relatedArticleSlugs: [],
  },
  {
    slug: 'first-fifteen',
    title: 'First Fifteen',
    synopsis:
      'A coming-of-age drama about a small-town secondary school rugby team and the new coach who wants them to believe in more than winning. Funny, tender and full of mud.',
    whereToWatch: 'Streaming',
    genre: 'Drama',
    year: 2021,
    imageUrl: '/tv/first-fifteen.svg',
    relatedArticleSlugs: [],
  },
  {
    slug: 'out-of-the-blue',
    title: 'Out of the Blue',
    synopsis:
      'Marine scientists and volunteer divers document the recovery of a marine reserve off Northland. A hopeful documentary about what happens when the sea is given room to heal.',
    whereToWatch: 'Free-to-air, Sunday 6.30pm',
    genre: 'Nature documentary',
    year: 2020,
    imageUrl: '/tv/out-of-the-blue.svg',
    relatedArticleSlugs: [],
  },
  {
    slug: 'the-night-shift-comedy-club',
    title: 'The Night Shift Comedy Club',
    synopsis:
      'Emerging stand-up comedians take the stage at a late-night club in Christchurch. Each half-hour episode mixes sets with backstage nerves and advice from old hands.',
    whereToWatch: 'Free-to-air, Friday 9.30pm',
    genre: 'Stand-up comedy',
    year: 2025,
    imageUrl: '/tv/the-night-shift-comedy-club.svg',
    relatedArticleSlugs: [],
  },
];

export const newsletters: SeedNewsletter[] = [
  {
    listId: 'morning-briefing',
    name: 'Morning Briefing',
    description:
      'The day\'s most important stories from around Aotearoa, in your inbox before breakfast. Five minutes to read, no spin.',
    frequency: 'Daily, 6am',
  },
  {
    listId: 'the-week-in-politics',
    name: 'The Week in Politics',
    description:
      'Our political editor on what happened at Parliament and in council chambers this week, and why it matters.',
    frequency: 'Weekly, Friday',
  },
  {
    listId: 'climate-dispatch',
    name: 'Climate Dispatch',
    description:
      'Weather, land, water and energy: the stories shaping the environment we live in, with a little hope each time.',
    frequency: 'Weekly, Wednesday',
  },
  {
    listId: 'culture-club',
    name: 'Culture Club',
    description:
      'Books, screen, music and kai worth your time this weekend, picked by the Pānui culture team.',
    frequency: 'Weekly, Saturday',
  },
];
