/**
 * A URL slug from any text: "Te Reo Māori!" → "te-reo-maori". Lower-case ASCII letters and digits
 * joined by single hyphens (macrons and accents folded), at most `maxLength` characters and never
 * ending in a hyphen, so what it makes always passes the slug check. Pure: the desk's forms, the
 * stories service and the WordPress import all use this one.
 */
export function slugify(value: string, maxLength = 80): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}
