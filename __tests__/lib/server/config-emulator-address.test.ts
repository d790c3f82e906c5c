import { AUTH_EMULATOR_PUBLIC_OPT_IN, ConfigError, parseConfig } from '@/lib/server/config';

const EMULATOR = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

describe('where the site listens while the Auth emulator is in use', () => {
  it('is this machine only unless HOST says otherwise; every address without the emulator', () => {
    expect(parseConfig(EMULATOR).HOST).toBe('127.0.0.1');
    expect(parseConfig({ ...EMULATOR, NODE_ENV: 'production' }).HOST).toBe('127.0.0.1');
    expect(parseConfig({ FIREBASE_SERVICE_ACCOUNT: '{}' }).HOST).toBe('0.0.0.0');
  });

  it.each(['127.0.0.1', '127.0.1.1', 'localhost', '::1'])('accepts the loopback HOST %s', (host) => {
    expect(parseConfig({ ...EMULATOR, HOST: host }).HOST).toBe(host);
  });

  it.each(['0.0.0.0', '::', '192.0.2.2', 'panui.example.nz'])('refuses HOST=%s, naming the opt-in', (host) => {
    expect(() => parseConfig({ ...EMULATOR, HOST: host })).toThrow(ConfigError);
    expect(() => parseConfig({ ...EMULATOR, HOST: host })).toThrow(new RegExp(`^HOST: .*AUTH_EMULATOR_ON_PUBLIC_ADDRESS=${AUTH_EMULATOR_PUBLIC_OPT_IN}`));
  });

  it('takes a public HOST only with the opt-in sentence, word for word', () => {
    expect(AUTH_EMULATOR_PUBLIC_OPT_IN).toBe('i-understand-anyone-can-sign-in-as-anyone');
    expect(parseConfig({ ...EMULATOR, HOST: '0.0.0.0', AUTH_EMULATOR_ON_PUBLIC_ADDRESS: AUTH_EMULATOR_PUBLIC_OPT_IN }).HOST).toBe('0.0.0.0');
    for (const casual of ['1', 'true', 'yes', 'I-UNDERSTAND-ANYONE-CAN-SIGN-IN-AS-ANYONE']) {
      expect(() => parseConfig({ ...EMULATOR, HOST: '0.0.0.0', AUTH_EMULATOR_ON_PUBLIC_ADDRESS: casual })).toThrow(/^AUTH_EMULATOR_ON_PUBLIC_ADDRESS: must be exactly /);
    }
  });

  it('still refuses the emulator for a public production site, opt-in or not', () => {
    const publicSite = { ...EMULATOR, NODE_ENV: 'production', SITE_URL: 'https://news.example.nz', HOST: '0.0.0.0', AUTH_EMULATOR_ON_PUBLIC_ADDRESS: AUTH_EMULATOR_PUBLIC_OPT_IN };
    expect(() => parseConfig(publicSite)).toThrow(/^FIREBASE_AUTH_EMULATOR_HOST: must not be set/);
  });

  it('lets a site with real Firebase Auth listen anywhere', () => {
    expect(parseConfig({ HOST: '0.0.0.0', FIREBASE_SERVICE_ACCOUNT: '{}' }).HOST).toBe('0.0.0.0');
  });
});
