import { hrefIn, linksIn, safeSources, withSafeLinks } from './links.js';

describe("the assistant's link check on a model's answer", () => {
  it('keeps only the label of an unsafe link in a model answer', () => {
    expect(withSafeLinks('See [our services](/#services) or [this](/\\evil.example) and [that](javascript:alert%281%29).')).toBe(
      'See [our services](/#services) or this and that.',
    );
  });
});

describe('the link check cannot be nested around', () => {
  it.each([
    ['[[your account](javascript:x)](/\\evil.example)', 'your account'],
    ['[[[deep](javascript:a)](data:text/html,x)](//evil.example)', 'deep'],
    ['[[ok](/register)](/\\evil.example)', '[[ok](/register)]'],
    ['[[fine](/#about)](https://jobs.example.com)', '[[fine](/#about)](https://jobs.example.com)'],
  ])('%s -> %s', (text, expected) => {
    expect(withSafeLinks(text)).toBe(expected);
  });

  it("drops sources whose address is not safe", () => {
    const sources = [
      { title: 'Services', href: '/#services' },
      { title: 'Evil', href: '/\\evil.example' },
      { title: 'Script', href: 'javascript:alert(1)' },
      { title: 'Jobs', href: 'https://jobs.example.com/jobs' },
    ];
    expect(safeSources(sources).map((source) => source.title)).toEqual(['Services', 'Jobs']);
  });
});

describe('the links of an answer in its language', () => {
  it('place the pages that exist in every language under the language, and leave the others', () => {
    expect(hrefIn('/register', 'fr')).toBe('/fr/register');
    expect(hrefIn('/#services', 'rw')).toBe('/rw/#services');
    expect(hrefIn('/contact?topic=jobs', 'sw')).toBe('/sw/contact?topic=jobs');
    expect(hrefIn('/app/interviews', 'fr')).toBe('/app/interviews');
    expect(hrefIn('https://jobs.example.com/jobs', 'fr')).toBe('https://jobs.example.com/jobs');
    expect(hrefIn('//evil.example', 'fr')).toBe('//evil.example');
    expect(hrefIn('/register', 'en')).toBe('/register');
  });

  it('in the Markdown of a text', () => {
    expect(linksIn('Ouvrez [Créer un compte](/register) ou [le coach](/app/interviews).', 'fr')).toBe(
      'Ouvrez [Créer un compte](/fr/register) ou [le coach](/app/interviews).',
    );
  });
});
