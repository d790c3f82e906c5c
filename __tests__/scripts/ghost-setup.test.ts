import { ghostConfig, installablePackage } from '@/scripts/bench/ghost-install';
import { ghostPost, ghostPostPath } from '@/scripts/bench/ghost-seed';

describe('Ghost as npm run bench:ghost installs and seeds it', () => {
  it('installs Ghost’s production dependencies in its own folder, its yarn resolutions as npm overrides', () => {
    const installable = installablePackage({
      name: 'ghost',
      version: '5.130.6',
      dependencies: { moment: '2.24.0', knex: '2.4.2', '@tryghost/i18n': 'file:components/tryghost-i18n-5.130.6.tgz' },
      devDependencies: { 'mock-knex': 'TryGhost/mock-knex#68948e1' },
      scripts: { prepack: 'node monobundle.js' },
      resolutions: { moment: '2.24.0', jackspeak: '2.3.6', '@tryghost/i18n': 'file:components/tryghost-i18n-5.130.6.tgz' },
      engines: { node: '^20.11.1' },
    });
    expect(installable).not.toHaveProperty('devDependencies');
    expect(installable).not.toHaveProperty('scripts');
    expect(installable).toMatchObject({
      version: '5.130.6',
      engines: { node: '^20.11.1' },
      // npm takes an override of a direct dependency only as a reference to it.
      overrides: { moment: '$moment', jackspeak: '2.3.6' },
      allowScripts: { sqlite3: true, re2: true },
    });
    expect(installable.overrides).not.toHaveProperty('@tryghost/i18n');
  });

  it('runs on SQLite in its content folder, on 127.0.0.1, sending no mail and calling nothing outside', () => {
    expect(ghostConfig(2399, '/tmp/g/content')).toEqual({
      url: 'http://127.0.0.1:2399',
      server: { host: '127.0.0.1', port: 2399 },
      database: { client: 'sqlite3', connection: { filename: '/tmp/g/content/data/ghost.db' }, useNullAsDefault: true, debug: false },
      mail: { transport: 'stub' },
      paths: { contentPath: '/tmp/g/content' },
      privacy: { useUpdateCheck: false, useGravatar: false, useRpcPing: false },
      security: { staffDeviceVerification: false },
    });
  });

  it('publishes our generated stories, section first as Ghost’s primary tag, dated as our seed dates them', () => {
    const post = ghostPost(1, new Date('2026-11-28T00:00:00Z'));
    expect(post).toMatchObject({ slug: 'sample-story-000001', status: 'published', published_at: '2026-11-26T07:00:00.000Z' });
    expect(post.html.match(/<p>/g)).toHaveLength(8);
    expect(post.tags[0]).toEqual({ name: 'Politics' });
    expect(ghostPostPath(1)).toBe('/sample-story-000001/');
  });
});
