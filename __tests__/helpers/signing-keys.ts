import { createPrivateKey, generateKeyPairSync, type KeyObject, randomUUID, sign, X509Certificate } from 'node:crypto';

// Google publishes the keys that sign Firebase ID tokens as self-signed X.509 certificates. Node
// reads certificates but cannot make one, so this writes the few DER structures a certificate needs.

function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

const der = (tag: number, content: Buffer) => Buffer.concat([Buffer.from([tag]), derLength(content.length), content]);
const sequence = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
const SHA256_WITH_RSA = sequence(Buffer.from('06092a864886f70d01010b', 'hex'), Buffer.from('0500', 'hex'));
const commonName = (name: string) => sequence(der(0x31, sequence(Buffer.from('0603550403', 'hex'), der(0x0c, Buffer.from(name)))));
const utcTime = (date: Date) => der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`));

/** A self-signed certificate for the key pair, valid from a day ago for a year. */
function selfSignedCertificate(privateKey: KeyObject, publicKey: KeyObject, name: string): string {
  const now = Date.now();
  const issuer = commonName(name);
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))), // version 3
    der(0x02, Buffer.from([0x01, ...Buffer.from(randomUUID().replace(/-/g, '').slice(0, 14), 'hex')])),
    SHA256_WITH_RSA,
    issuer,
    sequence(utcTime(new Date(now - 86_400_000)), utcTime(new Date(now + 365 * 86_400_000))),
    issuer,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = sequence(tbs, SHA256_WITH_RSA, der(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const pem = `-----BEGIN CERTIFICATE-----\n${certificate.toString('base64').match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----\n`;
  // Node's own parser checks the result, so a mistake here fails loudly instead of as a refused token.
  if (!new X509Certificate(pem).verify(publicKey)) throw new Error('the generated certificate does not verify');
  return pem;
}

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  /** The private key as PEM text, as a service account key file holds it. */
  privateKeyPem: string;
  certificate: string;
}

/** A fresh RSA key pair with its key id and self-signed certificate, like one of Google's token-signing keys. */
export function createSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return { kid: randomUUID().replace(/-/g, ''), privateKey: createPrivateKey(privateKeyPem), privateKeyPem, certificate: selfSignedCertificate(privateKey, publicKey, 'securetoken.system.gserviceaccount.com') };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT with `header` and `claims`, signed RS256 with `key` (or left unsigned when `key` is null). */
export function signJwt(header: Record<string, unknown>, claims: Record<string, unknown>, key: KeyObject | null): string {
  const unsigned = `${base64url(header)}.${base64url(claims)}`;
  return key ? `${unsigned}.${sign('sha256', Buffer.from(unsigned), key).toString('base64url')}` : `${unsigned}.`;
}
