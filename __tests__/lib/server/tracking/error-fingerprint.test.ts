import { errorFingerprint, firstFrame, normaliseMessage, samplePath } from '@/lib/server/tracking/error-fingerprint';

describe('normaliseMessage', () => {
  it.each([
    ['Something went wrong on our side (ref 3f0c2a9e-1b2c-4d5e-8f90-a1b2c3d4e5f6).', 'Something went wrong on our side (ref <id>).'],
    ['Member 1234567 not found', 'Member <n> not found'],
    ['Loading chunk 42 failed. (error: https://www.example.nz/_next/static/chunks/42.9f8e7d6c5b4a.js?v=1)', 'Loading chunk 42 failed. (error: /_next/static/chunks/42.<hash>.js)'],
    ['Request failed with status code 404', 'Request failed with status code 404'],
    ['  spread   over\tlines  ', 'spread over lines'],
    ['deadbeef is a word, 20261127 a date', 'deadbeef is a word, <n> a date'],
  ])('%j → %j', (message, normalised) => {
    expect(normaliseMessage(message)).toBe(normalised);
  });

  it('caps what it keeps', () => {
    expect(normaliseMessage('x'.repeat(5_000))).toHaveLength(500);
  });
});

describe('firstFrame', () => {
  it('keeps the function and file of a V8 frame, without line, column, origin, query or build hash', () => {
    const stack = 'TypeError: x is undefined\n    at renderCard (https://cdn.example.nz/_next/static/chunks/pages/index-3f2a9c1b7d.js?dpl=abc:1:2345)\n    at div';
    expect(firstFrame(stack)).toBe('renderCard (/_next/static/chunks/pages/index-<hash>.js)');
  });

  it('takes the base-36 hash out of a Turbopack chunk, as a new build renames it', () => {
    expect(firstFrame('Error: x\n    at h (/app/.next/server/chunks/ssr/_1kl72pow8p5gn._.js:1:200)', '/app')).toBe('h (.next/server/chunks/ssr/_<hash>._.js)');
    expect(firstFrame('Error: x\n    at h (/app/.next/server/chunks/ssr/[root-of-the-server]__0x9abc12zz._.js:1:200)', '/app')).toBe('h (.next/server/chunks/ssr/[root-of-the-server]__<hash>._.js)');
  });

  it('reads the frames the logger made one line (" | " between them)', () => {
    expect(firstFrame('Error: x |     at a (app.js:1:1) |     at b (app.js:2:2)')).toBe('a (app.js)');
  });

  it('reads Firefox and Safari frames', () => {
    expect(firstFrame('renderCard@https://www.example.nz/_next/static/chunks/pages/index-3f2a9c1b7d.js:1:2345\n@https://www.example.nz/x.js:1:1')).toBe(
      'renderCard (/_next/static/chunks/pages/index-<hash>.js)',
    );
    expect(firstFrame('@https://www.example.nz/_next/static/chunks/main-0a1b2c3d4e.js:3:9')).toBe('/_next/static/chunks/main-<hash>.js');
  });

  it('skips frames in libraries and the runtime for the first of our own, and falls back to the first', () => {
    const stack = ['Error: boom', '    at parse (/app/node_modules/some-lib/index.js:10:5)', '    at node:internal/process/task_queues:95:5', '    at loadStory (/app/.next/server/chunks/812.js:1:900)'].join('\n');
    expect(firstFrame(stack, '/app')).toBe('loadStory (.next/server/chunks/812.js)');
    expect(firstFrame('Error: boom\n    at parse (/app/node_modules/some-lib/index.js:10:5)', '/app')).toBe('parse (node_modules/some-lib/index.js)');
  });

  it('reads an anonymous frame, an async frame and a webpack-internal location', () => {
    expect(firstFrame('Error\n    at async handler (webpack-internal:///(api)/./pages/api/x.ts:12:9)')).toBe('handler (./pages/api/x.ts)');
    expect(firstFrame('Error\n    at file:///app/lib/x.js:3:4', '/app')).toBe('lib/x.js');
  });

  it('is null without a stack or a frame', () => {
    expect(firstFrame(undefined)).toBeNull();
    expect(firstFrame('Error: boom')).toBeNull();
  });
});

describe('errorFingerprint', () => {
  it('is the same for the same message and frame, and differs by message, frame or source', () => {
    const one = errorFingerprint('browser', 'Render error: <n>', 'renderCard (/x.js)');
    expect(one).toMatch(/^[0-9a-f]{32}$/);
    expect(errorFingerprint('browser', 'Render error: <n>', 'renderCard (/x.js)')).toBe(one);
    expect(new Set([one, errorFingerprint('browser', 'Render error: boom', 'renderCard (/x.js)'), errorFingerprint('browser', 'Render error: <n>', 'renderList (/x.js)'), errorFingerprint('server', 'Render error: <n>', 'renderCard (/x.js)'), errorFingerprint('browser', 'Render error: <n>', null)]).size).toBe(5);
  });
});

describe('samplePath', () => {
  it('keeps the path without origin or query, and hides a signed token', () => {
    expect(samplePath('https://www.example.nz/news/27-11-2026/kauri-dieback?token=abc#top')).toBe('/news/27-11-2026/kauri-dieback');
    expect(samplePath('https://www.example.nz/preview/12.1795000000.Qk3vR8s-9dXaBcD_efGhIjKlMnOpQrStUvWxYz01234')).toBe('/preview/<token>');
    expect(samplePath(undefined)).toBeNull();
  });
});
