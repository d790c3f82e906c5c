/** The `__session` Set-Cookie of a response, split into its value and attributes; null if none. */
export function sessionSetCookie(headers: Headers): { value: string; attributes: Map<string, string> } | null {
  const header = headers.getSetCookie().find((cookie) => cookie.startsWith('__session='));
  if (!header) return null;
  const [pair = '', ...rest] = header.split(';').map((part) => part.trim());
  const attributes = new Map(
    rest.map((part) => {
      const [name = '', ...value] = part.split('=');
      return [name.toLowerCase(), value.join('=')] as const;
    }),
  );
  return { value: decodeURIComponent(pair.slice('__session='.length)), attributes };
}

export const cookieHeader = (value: string) => ({ Cookie: `__session=${value}` });
