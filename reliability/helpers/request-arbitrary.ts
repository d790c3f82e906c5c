import fc from 'fast-check';
import type { z } from 'zod';
import type { ApiRouteFile } from './api-routes';
import type { FuzzActors } from './tokens';
import { arbitraryFor, type KnownValues, withHostileCharacters } from './zod-arbitrary';

/** One generated request; `kind` names its bad-input class so a failure says what was sent. */
export interface FuzzRequest {
  kind: string;
  method: string;
  search: string;
  params: Record<string, string>;
  headers: Record<string, string | string[]>;
  body: string | Buffer | undefined;
}

// Tokens JSON cannot carry as values, written into the text after JSON.stringify.
const RAW_MARK = '\u0001RAW:';
const raw = (text: string) => `${RAW_MARK}${text}\u0001`;
const unmarkRaw = (json: string) => json.replace(/"\\u0001RAW:([^"\\]+)\\u0001"/g, '$1');

const ONE_MB = 'x'.repeat(1 << 20);
const JUST_UNDER_LIMIT = 'y'.repeat(90_000);
const OVER_DRAIN_LIMIT = Buffer.alloc(9 * 1024 * 1024, 0x61);

/** Type confusion and hostile text, for any field. */
const nastyValue = fc.constantFrom<unknown>(
  '1000', 1000, null, true, false, 0, -1, 0.5, [], {}, [[1]], { a: { b: {} } }, '', ' ',
  raw('NaN'), raw('1e309'), raw('-1e309'), raw('-0'), raw('9007199254740993'), raw('Infinity'),
  'a\u0000b', 'line\r\nSet-Cookie: x=1', '\ud800', 'tail\udfff', 'x\u2028y', '\u001b[31mred', '<script>alert(1)</script>',
  'del\u007f', 'c1\u0085\u009b', 'zero\u200bwidth', '\ufeffbom', 'tab\there',
  "' OR 1=1 --", '"; DROP TABLE members; --', '${7*7}', '../../etc/passwd', ONE_MB, JUST_UNDER_LIMIT,
  'DELETE MY ACCOUNT', 'subscr_x', 'card_x', 'tx_x', 'admin', 'ACTIVE',
);

/** Fields a client must never be able to set: ignored or refused. */
export const MASS_ASSIGNMENT_FIELDS = ['uid', 'ds_id', 'type', 'role', 'status', 'id', 'memberUid', 'isAdmin', 'emailVerified'] as const;

function deepText(depth: number, open: string, close: string, core: string) {
  return open.repeat(depth) + core + close.repeat(depth);
}

const rawJunk: fc.Arbitrary<{ kind: string; body: string | Buffer }> = fc.oneof(
  fc.constantFrom('', ' ', '{', '}', '{"a":}', 'null', 'true', '0', '"text"', '[]', '[{}]', 'undefined', "{'a':1}", '\uFEFF{}', '{"a":1}{"b":2}', 'NaN').map((body) => ({ kind: 'malformed or bare JSON', body })),
  fc.integer({ min: 50, max: 60_000 }).map((depth) => ({ kind: 'deep arrays', body: deepText(depth, '[', ']', '1') })),
  fc.integer({ min: 50, max: 20_000 }).map((depth) => ({ kind: 'deep objects', body: deepText(depth, '{"a":', '}', '1') })),
  fc.uint8Array({ minLength: 1, maxLength: 300 }).map((bytes) => ({ kind: 'bytes', body: Buffer.from(bytes) })),
  fc.constant({ kind: 'invalid UTF-8', body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]) }),
  fc.constant({ kind: 'over 100 KB', body: JSON.stringify({ a: 'z'.repeat(150_000) }) }),
  fc.constant({ kind: 'NUL bytes', body: '{"a":"\u0000"}\u0000' }),
);

function mutatedBody(valid: fc.Arbitrary<unknown>): fc.Arbitrary<{ kind: string; body: string }> {
  const asObject = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as object) } : {});
  return fc.oneof(
    fc.tuple(valid, fc.nat(), nastyValue).map(([value, pick, nasty]) => {
      const object = asObject(value);
      const keys = Object.keys(object);
      const key = keys.length ? keys[pick % keys.length]! : 'field';
      return { kind: `type confusion in ${key}`, body: unmarkRaw(JSON.stringify({ ...object, [key]: nasty })) };
    }),
    fc.tuple(valid, fc.constantFrom(...MASS_ASSIGNMENT_FIELDS, 'constructor', 'unknownField'), nastyValue).map(([value, key, nasty]) => ({
      kind: `unknown field ${key}`,
      body: unmarkRaw(JSON.stringify({ ...asObject(value), [key]: nasty })),
    })),
    valid.map((value) => {
      const text = JSON.stringify(asObject(value));
      return { kind: '__proto__ key', body: `{"__proto__":{"role":"admin","uid":"someone-else"}${text === '{}' ? '' : `,${text.slice(1, -1)}`}}` };
    }),
    fc.tuple(valid, fc.nat()).map(([value, pick]) => {
      const object = asObject(value);
      const keys = Object.keys(object);
      if (keys.length) delete object[keys[pick % keys.length]!];
      return { kind: 'missing field', body: JSON.stringify(object) };
    }),
    valid.map((value) => ({ kind: 'array for object', body: JSON.stringify([value]) })),
    fc.tuple(valid, nastyValue).map(([value, nasty]) => {
      const object = asObject(value);
      const key = Object.keys(object)[0] ?? 'a';
      return { kind: 'doubled key', body: `${JSON.stringify(object).slice(0, -1)}${Object.keys(object).length ? ',' : ''}${JSON.stringify(key)}:${unmarkRaw(JSON.stringify(nasty))}}` };
    }),
  );
}

/** encodeURIComponent refuses lone surrogates; a client can still send their (invalid) UTF-8 bytes. */
const encodeAny = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\u0000SURROGATE')).replaceAll('%00SURROGATE', '%ED%A0%80');

function searchArbitrary(querySchema: z.ZodType | undefined, known: KnownValues): fc.Arbitrary<{ kind: string; search: string }> {
  const pairsToSearch = (pairs: [string, string][]) => (pairs.length ? `?${pairs.map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`).join('&')}` : '');
  const junk = fc.oneof(
    fc.constant({ kind: 'no query', search: '' }),
    fc.constantFrom('?a=1&a=2', '?%ZZ=1', '?uid=%00', '?email=a%0d%0ab', '?=&=', '?uid&uid', `?x=${'q'.repeat(9_000)}`, '?__proto__[x]=1', '?uid[]=1').map((search) => ({ kind: 'junk query', search })),
  );
  if (!querySchema) return junk;
  const valid = arbitraryFor(querySchema, known).map((value) =>
    Object.entries(typeof value === 'object' && value !== null ? value : {}).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)] as [string, string]),
  );
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((pairs) => ({ kind: 'query from schema', search: pairsToSearch(pairs) })) },
    { weight: 2, arbitrary: valid.map((pairs) => ({ kind: 'repeated query keys', search: pairsToSearch([...pairs, ...pairs]) })) },
    { weight: 1, arbitrary: fc.tuple(valid, nastyValue).map(([pairs, nasty]) => ({ kind: 'query type confusion', search: pairsToSearch(pairs.map(([k]) => [k, typeof nasty === 'string' ? nasty.slice(0, 5_000) : JSON.stringify(nasty) ?? ''])) })) },
    { weight: 1, arbitrary: junk },
  );
}

/**
 * Tokens the emulator must check (a real user's, or an unknown uid) cost it a round trip of about
 * 10 ms; tokens refused before that cost nothing. Weights keep the former near a fifth of the runs,
 * so every route gets its 1,000 runs in seconds and still a couple of hundred signed-in ones.
 */
function authorizationArbitrary(actors: () => FuzzActors): fc.Arbitrary<{ kind: string; header?: string | string[] }> {
  const withToken = (kind: string, token: (a: FuzzActors) => string) => fc.constant(null).map(() => ({ kind, header: `Bearer ${token(actors())}` }));
  return fc.oneof(
    { weight: 16, arbitrary: fc.constant({ kind: 'no token' }) },
    { weight: 5, arbitrary: withToken('owner token', (a) => a.owner.idToken) },
    { weight: 1, arbitrary: withToken('other member token', (a) => a.other.idToken) },
    { weight: 1, arbitrary: withToken('anonymous token', (a) => a.anonymous.idToken) },
    { weight: 1, arbitrary: withToken('revoked token', (a) => a.revoked.idToken) },
    {
      weight: 12,
      arbitrary: fc.nat().map((pick) => {
        const entries = Object.entries(actors().bad);
        const [name, token] = entries[pick % entries.length]!;
        return { kind: `${name} token`, header: `Bearer ${token}` };
      }),
    },
    {
      weight: 8,
      arbitrary: fc
        .constantFrom<string>('Bearer', 'Bearer ', 'Bearer  x', 'Basic YWxhZGRpbjpvcGVuc2VzYW1l', 'bearer abc', `Bearer ${'a'.repeat(10_000)}`, 'Bearer a.b.c', 'Bearer \u0000', 'Token x')
        .map((header) => ({ kind: 'malformed Authorization', header })),
    },
    { weight: 2, arbitrary: fc.constant(null).map(() => ({ kind: 'doubled Authorization', header: `Bearer ${actors().other.idToken}, Bearer ${actors().owner.idToken}` })) },
    { weight: 1, arbitrary: fc.constant(null).map(() => ({ kind: 'two Authorization headers', header: [`Bearer ${actors().other.idToken}`, `Bearer ${actors().owner.idToken}`] })) },
  );
}

const contentTypeArbitrary = fc.oneof(
  { weight: 10, arbitrary: fc.constant<string | undefined>('application/json') },
  { weight: 4, arbitrary: fc.constantFrom<string | undefined>(undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'APPLICATION/JSON', 'application/json; charset=utf-16', 'application/xml', '') },
);

const extraHeadersArbitrary = fc.record(
  {
    cookie: fc.constantFrom(
      '__session=junk',
      '__session=',
      '__session=a; __session=b',
      `__session=${'c'.repeat(5_000)}`,
      `__session=${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from('{"sub":').toString('base64url')}.sig`,
      '__session=%E0%A4%A',
    ),
    'x-idempotency-key': fc.constantFrom('', 'k', '00000000-0000-4000-8000-000000000000', 'x'.repeat(5_000), 'a\u0000b'),
    'stripe-signature': fc.constantFrom('t=1,v1=abc', '', 'garbage'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '1.1.1.1, 2.2.2.2', ''),
    range: fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=99999999-', 'bytes=abc', 'bytes=5-1'),
    'x-middleware-subrequest': fc.constantFrom('pages/_middleware', 'middleware:middleware:middleware:middleware:middleware'),
  },
  { requiredKeys: [] },
);

const PARAM_VALUES: Record<string, readonly string[]> = {
  file: ['first-episode.wav', '../../package.json', '..%2F..%2Fpackage.json', 'x.wav\u0000.txt', '.wav', `${'a'.repeat(300)}.wav`, 'A.WAV', 'x.mp3', ''],
};

/** A path parameter: one of the route's own values, or one of them (or plain text) with control or invisible characters in it. */
function paramArbitrary(param: string): fc.Arbitrary<string> {
  const values = fc.constantFrom(...(PARAM_VALUES[param] ?? ['x']));
  return fc.oneof({ weight: 3, arbitrary: values }, { weight: 1, arbitrary: withHostileCharacters(values) }, { weight: 1, arbitrary: withHostileCharacters(fc.string({ maxLength: 20 })) });
}

/** Every request the fuzzer sends to one route, with each bad-input class of the issue among them. */
export function requestArbitrary(route: ApiRouteFile, actors: () => FuzzActors, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const specs = route.methods ?? { GET: undefined };
  const ownMethods = Object.keys(specs);
  const bodySchemas = Object.values(route.methods ?? {}).map((spec) => spec?.body).filter((schema): schema is z.ZodType => Boolean(schema));
  const querySchema = Object.values(route.methods ?? {}).map((spec) => spec?.query).find(Boolean) as z.ZodType | undefined;
  const valid: fc.Arbitrary<unknown> = bodySchemas.length ? fc.oneof(...bodySchemas.map((schema) => arbitraryFor(schema, known))) : fc.constant({});
  const body = fc.oneof(
    { weight: 5, arbitrary: valid.map((value) => ({ kind: 'body from schema', body: JSON.stringify(value) as string | Buffer | undefined })) },
    { weight: 5, arbitrary: mutatedBody(valid) },
    { weight: 3, arbitrary: rawJunk },
    { weight: 1, arbitrary: fc.constant({ kind: 'no body', body: undefined }) },
  );
  const method = fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...ownMethods) },
    { weight: 2, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'PROPFIND') },
  );
  const params = fc.record(Object.fromEntries(route.params.map((param) => [param, paramArbitrary(param)])));
  return fc
    .record({
      method,
      query: searchArbitrary(querySchema, known),
      params,
      body,
      rareHuge: fc.integer({ min: 0, max: 199 }),
      contentType: contentTypeArbitrary,
      authorization: authorizationArbitrary(actors),
      extra: extraHeadersArbitrary,
    })
    .map(({ method, query, params, body, rareHuge, contentType, authorization, extra }) => {
      // One request in two hundred is over the 8 MB drain limit: the read is cut off, not buffered.
      const chosenBody = rareHuge === 0 ? { kind: 'over 8 MB', body: OVER_DRAIN_LIMIT } : body;
      const headers: Record<string, string | string[]> = { ...extra };
      if (contentType !== undefined) headers['content-type'] = contentType;
      if (authorization.header !== undefined) headers.authorization = authorization.header;
      return {
        kind: [chosenBody.kind, query.kind, authorization.kind, `${method}`, `content-type ${contentType ?? 'none'}`].join(' / '),
        method,
        search: query.search,
        params,
        headers,
        body: chosenBody.body,
      };
    });
}
