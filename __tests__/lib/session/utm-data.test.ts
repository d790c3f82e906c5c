import { captureUtm, parseUtm } from '@/lib/session/utm-data';

test('every utm field, the click ids and the referrer are taken from the landing URL', () => {
  const url =
    'https://panui.nz/politics/20-11-2026/budget?utm_source=newsletter&utm_medium=email&utm_campaign=budget-2026&utm_term=tax&utm_content=top-link&utm_id=c42&utm_creative_format=banner&gclid=G1&fbclid=F1&page=2';
  expect(captureUtm(url, 'https://news.example.com/')).toEqual({
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'budget-2026',
    utm_term: 'tax',
    utm_content: 'top-link',
    utm_id: 'c42',
    utm_creative_format: 'banner',
    gclid: 'G1',
    fbclid: 'F1',
    referrer: 'https://news.example.com/',
  });
});

test('absent, empty or blank fields are null, and a URL that cannot be read gives all nulls', () => {
  const utm = captureUtm('https://panui.nz/?utm_source=&utm_medium=%20', '');
  expect(Object.values(utm).every((value) => value === null)).toBe(true);
  expect(captureUtm('not a url', '').utm_source).toBeNull();
});

test('crafted long values are cut', () => {
  const utm = captureUtm(`https://panui.nz/?utm_campaign=${'x'.repeat(5000)}`, `https://a.example/${'y'.repeat(5000)}`);
  expect(utm.utm_campaign).toHaveLength(200);
  expect(utm.referrer).toHaveLength(500);
});

test('stored utm data is checked field by field', () => {
  expect(parseUtm({ utm_source: 'a', utm_medium: 5, referrer: 'r' })).toMatchObject({ utm_source: 'a', utm_medium: null, referrer: 'r' });
  expect(parseUtm('utm_source=a')).toBeNull();
});
