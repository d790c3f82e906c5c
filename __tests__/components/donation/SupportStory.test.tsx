import { renderToStaticMarkup } from 'react-dom/server';
import { SupportStory } from '@/components/donation/SupportStory';

describe('SupportStory', () => {
  it('asks for its picture, the donate page’s largest, ahead of the scripts', () => {
    expect(renderToStaticMarkup(<SupportStory supporters={null} />)).toMatch(/<img src="\/images\/support.svg"[^>]*fetchPriority="high"/i);
  });

  it('says how many already give, when the newsroom shows it', () => {
    const html = renderToStaticMarkup(<SupportStory supporters={1234} />);
    expect(html).toContain('Join <strong>1,234</strong> readers who give monthly or yearly.');
    expect(renderToStaticMarkup(<SupportStory supporters={null} />)).not.toContain('Join');
  });
});
