/**
 * A seeded generator of request bodies that must all be refused: each kind breaks at least one
 * rule of the body it imitates, so a run is the same every time and a failure can be replayed by
 * its index.
 */
export interface JunkBody {
  kind: string;
  contentType: string;
  body: string | ArrayBuffer;
}

/** mulberry32: a small, fast, seeded PRNG. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function junkBodies(count: number, seed = 20261122): JunkBody[] {
  const random = seededRandom(seed);
  const int = (max: number) => Math.floor(random() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chars = (length: number) => Array.from({ length }, () => String.fromCharCode(32 + int(95))).join('');
  // Long strings repeat a random chunk: drawing every character of 10,000 large bodies is slow for nothing.
  const text = (length: number) => (length <= 64 ? chars(length) : chars(64).repeat(Math.ceil(length / 64)).slice(0, length));
  // Wrong for every field: null is allowed only as an email.
  const wrongType = (): unknown => pick([() => int(1e9) - 5e8, () => random() > 0.5, () => [text(3), int(9)], () => ({ [text(4)]: text(4) }), () => 1e308 * 10, () => -0])();
  const goodName = () => pick(['view_post', 'page_view', 'session_end', 'donation', 'quiz_complete']);
  const deep = (depth: number, open: string, close: string, core: string) => open.repeat(depth) + core + close.repeat(depth);

  const kinds: (() => JunkBody)[] = [
    // eventName of the wrong type, or missing.
    () => ({ kind: 'eventName wrong type', contentType: 'application/json', body: JSON.stringify({ eventName: wrongType(), eventData: '{}' }) }),
    () => ({ kind: 'no eventName', contentType: 'application/json', body: JSON.stringify({ eventData: JSON.stringify({ a: text(5) }), email: null }) }),
    // eventName with a character outside the allowed set, or too long.
    () => ({ kind: 'eventName bad characters', contentType: 'application/json', body: JSON.stringify({ eventName: `${goodName()}${pick([' ', '/', '<', '"', '\u0000', 'é', '\n', ';'])}${text(3)}` }) }),
    () => ({ kind: 'eventName too long', contentType: 'application/json', body: JSON.stringify({ eventName: 'a'.repeat(101 + int(5000)) }) }),
    // eventData of the wrong type, not JSON, not an object, too big, or holding NUL.
    () => ({ kind: 'eventData wrong type', contentType: 'application/json', body: JSON.stringify({ eventName: goodName(), eventData: pick([wrongType(), [1], { a: 1 }, 42]) }) }),
    () => ({ kind: 'eventData not JSON', contentType: 'application/json', body: JSON.stringify({ eventName: goodName(), eventData: `{${text(1 + int(40)).replaceAll('}', '')}` }) }),
    () => ({ kind: 'eventData not an object', contentType: 'application/json', body: JSON.stringify({ eventName: goodName(), eventData: JSON.stringify(pick([[int(9)], text(5), int(100), null, true])) }) }),
    () => ({ kind: 'eventData over 10 KB', contentType: 'application/json', body: JSON.stringify({ eventName: goodName(), eventData: JSON.stringify({ t: text(10 * 1024 + int(20_000)) }) }) }),
    () => ({ kind: 'eventData with NUL', contentType: 'application/json', body: JSON.stringify({ eventName: goodName(), eventData: JSON.stringify({ [text(3)]: `${text(3)}\u0000` }) }) }),
    // Deeply nested JSON: in eventData (within 10 KB, but past the nesting limit) and as the body itself.
    () => ({ kind: 'eventData deep', contentType: 'application/json', body: JSON.stringify({ eventName: goodName(), eventData: `{"a":${deep(40 + int(4000), '[', ']', '1')}}` }) }),
    () => ({ kind: 'eventData deep objects', contentType: 'application/json', body: JSON.stringify({ eventName: goodName(), eventData: deep(40 + int(900), '{"a":', '}', '1') }) }),
    () => ({ kind: 'body deep', contentType: 'application/json', body: `{"eventName":${deep(1 + int(20_000), '[', ']', '"x"')}}` }),
    // Email of the wrong type or shape.
    () => ({ kind: 'email bad', contentType: 'application/json', body: JSON.stringify({ eventName: goodName(), email: pick([text(8).replaceAll('@', ''), `${text(3)}@`, 'a@b', pick([int(9), true, [text(3)], { e: text(3) }]), `${'x'.repeat(250)}@example.nz`]) }) }),
    // Unknown fields, including an attempt to name the member.
    () => ({ kind: 'unknown field', contentType: 'application/json', body: JSON.stringify({ eventName: goodName(), [pick(['uid', 'memberUid', 'id', '__proto__x', text(6)])]: text(4) }) }),
    // Not an object at all.
    () => ({ kind: 'body not an object', contentType: 'application/json', body: JSON.stringify(pick([[goodName()], goodName(), int(9), null, true])) }),
    // Not JSON, broken JSON, bytes that are not UTF-8, or too big altogether.
    () => ({ kind: 'body not JSON', contentType: pick(['application/json', 'text/plain']), body: `{"eventName":"${goodName()}"${text(int(20)).replaceAll('}', '')}` }), // never closed
    () => ({ kind: 'body bytes', contentType: 'application/json', body: Uint8Array.from({ length: 1 + int(300) }, () => int(256)).buffer }),
    () => ({ kind: 'body over 100 KB', contentType: 'application/json', body: JSON.stringify({ eventName: goodName(), eventData: JSON.stringify({ t: 'x'.repeat(101 * 1024 + int(50_000)) }) }) }),
    () => ({ kind: 'empty body', contentType: 'application/json', body: '' }),
    // A media type that is not JSON.
    () => ({ kind: 'wrong media type', contentType: pick(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml']), body: `eventName=${goodName()}` }),
  ];
  return Array.from({ length: count }, () => pick(kinds)());
}
