/**
 * Deterministic landscape "photographs" for the sample stories: no internet, so each story's
 * picture is drawn from its category, slug and hour (sky by time of day, sun or moon, layered
 * hills, sea, skyline, rugby posts…) in soft colours with haze and grain, then rasterised.
 */

export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 1000;

type TimeOfDay = 'dawn' | 'day' | 'dusk' | 'night';
type Setting = 'harbour-city' | 'parliament' | 'towers' | 'coast-storm' | 'marae' | 'stage-harbour' | 'rugby-ground' | 'observatory' | 'farmland';

export interface Scene {
  svg: string;
  /** Describes what is drawn, for the picture's alt text. */
  alt: string;
}

/** A small seeded generator (mulberry32): the same slug always draws the same picture. */
function randomFrom(text: string): () => number {
  let state = 2166136261;
  for (const char of text) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const timeOfDay = (hour: number): TimeOfDay => (hour >= 5 && hour < 9 ? 'dawn' : hour >= 9 && hour < 17 ? 'day' : hour >= 17 && hour < 20 ? 'dusk' : 'night');

const SKIES: Record<TimeOfDay, { top: string; middle: string; horizon: string; light: string; land: string[]; sea: string; window: string }> = {
  dawn: { top: '#3d4f7a', middle: '#c98a8f', horizon: '#f3c08c', light: '#fff1d6', land: ['#a88f98', '#7d6b7e', '#56495d', '#3a3142'], sea: '#8c8aa3', window: '#ffd89a' },
  day: { top: '#5d8fc4', middle: '#9cc2e3', horizon: '#dce9f2', light: '#fffbe8', land: ['#9fb5a8', '#76957f', '#567a5c', '#3e5c42'], sea: '#5f8fae', window: '#d9e4ea' },
  dusk: { top: '#2b3a63', middle: '#b0637a', horizon: '#f0a35e', light: '#ffd9a0', land: ['#8e6f80', '#6a5068', '#47364d', '#2d2333'], sea: '#6e5a78', window: '#ffcf7a' },
  night: { top: '#0b1226', middle: '#1b2a4a', horizon: '#3a4a6b', light: '#e9eef7', land: ['#2f3a52', '#232c40', '#192031', '#101622'], sea: '#1c2840', window: '#f5d27a' },
};

const SETTING_BY_CATEGORY: Record<string, Setting[]> = {
  news: ['harbour-city', 'towers'],
  politics: ['parliament'],
  business: ['towers', 'harbour-city'],
  climate: ['coast-storm', 'farmland'],
  'te-ao-maori': ['marae'],
  culture: ['stage-harbour', 'harbour-city'],
  sport: ['rugby-ground'],
  science: ['observatory'],
};

const SETTING_WORDS: Record<Setting, string> = {
  'harbour-city': 'a harbour city skyline across calm water',
  parliament: 'a round, tiered government building beside city towers and the harbour',
  towers: 'a cluster of office towers with lit windows',
  'coast-storm': 'a rugged coastline under heavy rain clouds, waves breaking on the rocks',
  marae: 'a wharenui with carved gables on a marae, hills behind',
  'stage-harbour': 'a waterfront theatre and harbour lights',
  'rugby-ground': 'rugby posts on an empty club ground with a small grandstand',
  observatory: 'an observatory dome on a ridge beneath the mountains',
  farmland: 'rolling farmland with fences and a line of pines',
};

const WHEN_WORDS: Record<TimeOfDay, string> = { dawn: 'at dawn', day: 'in the middle of the day', dusk: 'at dusk', night: 'at night' };

const round = (n: number) => Math.round(n * 10) / 10;

/** A ridge line across the picture: a closed path from the left edge to the right and down. */
function ridge(random: () => number, baseY: number, roughness: number, peaks: number): string {
  const points: string[] = [];
  const steps = 24;
  const phase = random() * Math.PI * 2;
  for (let i = 0; i <= steps; i++) {
    const x = (SCENE_WIDTH * i) / steps;
    const wave = Math.sin((i / steps) * Math.PI * peaks + phase) * roughness + (random() - 0.5) * roughness * 0.5;
    points.push(`${round(x)},${round(baseY - Math.abs(wave))}`);
  }
  return `M0,${SCENE_HEIGHT} L${points.join(' L')} L${SCENE_WIDTH},${SCENE_HEIGHT} Z`;
}

function skyline(random: () => number, baseY: number, colour: string, windowColour: string, lit: boolean, tall = 1): string {
  const parts: string[] = [];
  let x = random() * 60;
  while (x < SCENE_WIDTH) {
    const w = 40 + random() * 90;
    const h = (60 + random() * 220) * tall;
    parts.push(`<rect x="${round(x)}" y="${round(baseY - h)}" width="${round(w)}" height="${round(h + 2)}" fill="${colour}"/>`);
    if (lit) {
      for (let wy = baseY - h + 12; wy < baseY - 10; wy += 18) {
        for (let wx = x + 8; wx < x + w - 10; wx += 14) {
          if (random() < 0.35) parts.push(`<rect x="${round(wx)}" y="${round(wy)}" width="5" height="8" fill="${windowColour}" opacity="0.8"/>`);
        }
      }
    }
    x += w + random() * 12;
  }
  return parts.join('');
}

function sunOrMoon(time: TimeOfDay, random: () => number, light: string): { svg: string; words: string } {
  const x = 200 + random() * 1200;
  if (time === 'night') {
    const stars = Array.from({ length: 90 }, () => `<circle cx="${round(random() * SCENE_WIDTH)}" cy="${round(random() * 420)}" r="${round(0.6 + random() * 1.4)}" fill="#fff" opacity="${round(0.3 + random() * 0.6)}"/>`).join('');
    return { svg: `${stars}<circle cx="${round(x)}" cy="${round(120 + random() * 120)}" r="38" fill="${light}" filter="url(#glow)"/>`, words: 'beneath a bright moon and stars' };
  }
  const y = time === 'day' ? 120 + random() * 100 : 430 + random() * 60;
  const words = time === 'day' ? 'under a high sun' : 'with a low sun on the horizon';
  return { svg: `<circle cx="${round(x)}" cy="${round(y)}" r="${time === 'day' ? 46 : 70}" fill="${light}" filter="url(#glow)" opacity="0.95"/>`, words };
}

function clouds(random: () => number, colour: string, heavy: boolean): string {
  const count = heavy ? 14 : 5;
  return Array.from({ length: count }, () => {
    const cx = random() * SCENE_WIDTH;
    const cy = (heavy ? 60 : 90) + random() * (heavy ? 260 : 220);
    const rx = 120 + random() * (heavy ? 320 : 200);
    return `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(rx * 0.22)}" fill="${colour}" opacity="${heavy ? 0.75 : 0.35}" filter="url(#soft)"/>`;
  }).join('');
}

function foreground(setting: Setting, random: () => number, sky: (typeof SKIES)[TimeOfDay], lit: boolean): string {
  const [far = '#888', mid = '#666', near = '#444', front = '#222'] = sky.land;
  const horizon = 640;
  const water = `<rect x="0" y="${horizon}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT - horizon}" fill="url(#sea)"/>`;
  const ripples = Array.from({ length: 40 }, () => `<rect x="${round(random() * SCENE_WIDTH)}" y="${round(horizon + 10 + random() * 340)}" width="${round(30 + random() * 140)}" height="2" fill="${sky.light}" opacity="0.18"/>`).join('');
  switch (setting) {
    case 'harbour-city':
    case 'stage-harbour':
      return `<path d="${ridge(random, 560, 60, 3)}" fill="${far}" filter="url(#haze)"/>${skyline(random, horizon, mid, sky.window, lit)}${water}${ripples}${
        setting === 'stage-harbour' ? `<path d="M520,${horizon} Q700,${horizon - 170} 880,${horizon} Z" fill="${near}"/><path d="M640,${horizon} Q820,${horizon - 140} 1000,${horizon} Z" fill="${front}"/>` : ''
      }`;
    case 'towers':
      return `<path d="${ridge(random, 600, 50, 2)}" fill="${far}" filter="url(#haze)"/>${skyline(random, horizon + 40, mid, sky.window, true, 1.8)}<rect x="0" y="${horizon + 38}" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="${front}"/>`;
    case 'parliament': {
      const cx = 700 + random() * 200;
      const tiers = [0, 1, 2, 3, 4].map((i) => `<rect x="${round(cx - 150 + i * 12)}" y="${round(horizon - 40 - i * 42)}" width="${round(300 - i * 24)}" height="42" rx="6" fill="${i % 2 ? mid : near}"/>`).join('');
      return `<path d="${ridge(random, 540, 70, 3)}" fill="${far}" filter="url(#haze)"/>${skyline(random, horizon, mid, sky.window, lit)}${tiers}<rect x="${round(cx - 160)}" y="${horizon - 40}" width="320" height="42" fill="${front}"/>${water}${ripples}`;
    }
    case 'coast-storm':
      return `<path d="${ridge(random, 600, 40, 2)}" fill="${far}" filter="url(#haze)"/>${water}${ripples}<path d="${ridge(random, 780, 140, 1.5)}" fill="${near}"/><path d="${ridge(random, 900, 60, 4)}" fill="${front}"/>${Array.from({ length: 120 }, () => {
        const x = random() * SCENE_WIDTH;
        const y = random() * SCENE_HEIGHT;
        return `<line x1="${round(x)}" y1="${round(y)}" x2="${round(x - 12)}" y2="${round(y + 40)}" stroke="#dfe6ee" stroke-width="1.2" opacity="0.25"/>`;
      }).join('')}`;
    case 'marae': {
      const cx = 600 + random() * 400;
      return `<path d="${ridge(random, 520, 90, 2)}" fill="${far}" filter="url(#haze)"/><path d="${ridge(random, 640, 50, 3)}" fill="${mid}"/><path d="${ridge(random, 760, 20, 2)}" fill="${near}"/><path d="M${cx - 190},760 L${cx},600 L${cx + 190},760 Z" fill="#5b2a22"/><rect x="${cx - 150}" y="700" width="300" height="110" fill="#6e3326"/><path d="M${cx - 210},770 L${cx},590 L${cx + 210},770" fill="none" stroke="#b8492f" stroke-width="16"/><rect x="${cx - 35}" y="730" width="70" height="80" fill="#2a1410"/><rect x="0" y="805" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="${front}"/>`;
    }
    case 'rugby-ground': {
      const posts = (x: number) => `<rect x="${x}" y="420" width="8" height="380" fill="#f4f1ea"/><rect x="${x + 150}" y="420" width="8" height="380" fill="#f4f1ea"/><rect x="${x}" y="640" width="158" height="8" fill="#f4f1ea"/>`;
      return `<path d="${ridge(random, 560, 80, 2)}" fill="${far}" filter="url(#haze)"/><path d="${ridge(random, 700, 30, 3)}" fill="${mid}"/><rect x="1050" y="600" width="420" height="120" fill="${near}"/><path d="M1030,600 L1490,600 L1470,570 L1050,570 Z" fill="${front}"/><rect x="0" y="760" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#grass)"/>${posts(round(520 + random() * 200))}<rect x="0" y="770" width="${SCENE_WIDTH}" height="3" fill="#f4f1ea" opacity="0.6"/>`;
    }
    case 'observatory': {
      const cx = 500 + random() * 600;
      return `<path d="${ridge(random, 420, 220, 2.5)}" fill="${far}" filter="url(#haze)"/><path d="M${cx - 260},${SCENE_HEIGHT} L${cx - 40},700 L${cx + 180},680 L${cx + 400},${SCENE_HEIGHT} Z" fill="${near}"/><rect x="${cx - 10}" y="630" width="120" height="60" fill="#dcdfe3"/><path d="M${cx - 10},632 A60,60 0 0 1 ${cx + 110},632 Z" fill="#eef0f2"/><rect x="${cx + 40}" y="575" width="14" height="52" fill="#9aa3ad" transform="rotate(30 ${cx + 47} 600)"/><path d="${ridge(random, 930, 40, 3)}" fill="${front}"/>`;
    }
    case 'farmland': {
      const fences = Array.from({ length: 30 }, (_, i) => `<rect x="${i * 55 + 10}" y="${800 + (i % 2)}" width="4" height="40" fill="${front}"/>`).join('');
      const pines = Array.from({ length: 14 }, (_, i) => `<path d="M${900 + i * 40},660 L${920 + i * 40},${560 - random() * 40} L${940 + i * 40},660 Z" fill="${near}"/>`).join('');
      return `<path d="${ridge(random, 560, 80, 2)}" fill="${far}" filter="url(#haze)"/><path d="${ridge(random, 680, 60, 3)}" fill="${mid}"/>${pines}<path d="${ridge(random, 820, 40, 2)}" fill="url(#grass)"/><rect x="0" y="818" width="${SCENE_WIDTH}" height="3" fill="${front}"/>${fences}`;
    }
  }
}

const GRAIN_TILE = 128;

/**
 * Film grain as a small tile of grey specks (RGBA) to lay over the whole picture: an SVG noise
 * filter over 1600×1000 took as long to draw as the rest of the scene.
 */
export function grainTile(seed: string): { data: Buffer; size: number } {
  const random = randomFrom(`grain:${seed}`);
  const data = Buffer.alloc(GRAIN_TILE * GRAIN_TILE * 4);
  for (let i = 0; i < GRAIN_TILE * GRAIN_TILE; i++) {
    const grey = random() < 0.5 ? 0 : 255;
    data.set([grey, grey, grey, Math.floor(random() * 22)], i * 4);
  }
  return { data, size: GRAIN_TILE };
}

/** The story's picture: its setting from the first category, the light from its hour, details from its slug. */
export function storyScene(story: { slug: string; categorySlugs: string[]; hour: number }): Scene {
  const random = randomFrom(story.slug);
  const time = timeOfDay(story.hour);
  const sky = SKIES[time];
  const options = SETTING_BY_CATEGORY[story.categorySlugs[0] ?? 'news'] ?? SETTING_BY_CATEGORY.news ?? ['harbour-city'];
  const setting = options[Math.floor(random() * options.length)] ?? 'harbour-city';
  const lit = time === 'night' || time === 'dusk';
  const light = sunOrMoon(time, random, sky.light);
  const stormy = setting === 'coast-storm';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${stormy ? '#4a5561' : sky.top}"/><stop offset="0.55" stop-color="${stormy ? '#7d8791' : sky.middle}"/><stop offset="1" stop-color="${stormy ? '#aab2b8' : sky.horizon}"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.horizon}" stop-opacity="0.9"/><stop offset="0.15" stop-color="${sky.sea}"/><stop offset="1" stop-color="${sky.land[3] ?? '#222'}"/></linearGradient>
<linearGradient id="grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${time === 'night' ? '#1f3324' : '#5f8a4a'}"/><stop offset="1" stop-color="${time === 'night' ? '#0f1a12' : '#2f4a26'}"/></linearGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>
<filter id="glow" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="18"/><feComponentTransfer><feFuncA type="linear" slope="1.4"/></feComponentTransfer></filter>
<filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="22"/></filter>
<filter id="haze"><feGaussianBlur stdDeviation="3"/></filter>
</defs>
<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#sky)"/>
${stormy ? '' : light.svg}
${clouds(random, stormy ? '#3b444d' : time === 'night' ? '#3a4663' : '#ffffff', stormy)}
${foreground(setting, random, sky, lit)}
<rect width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" fill="url(#vignette)"/>
</svg>`;
  const alt = `Illustration: ${SETTING_WORDS[setting]} ${WHEN_WORDS[time]}${stormy ? '' : `, ${light.words}`}.`;
  return { svg, alt };
}
