import { parseInline, parseRichText, plainText, safeHref } from './parse-rich-text';

describe('safeHref', () => {
  it.each([
    ['/#services', { href: '/#services', external: false }],
    ['/register', { href: '/register', external: false }],
    ['https://jobs.example.com/jobs', { href: 'https://jobs.example.com/jobs', external: true }],
    ['http://learn.example.com/course/1/enroll', { href: 'http://learn.example.com/course/1/enroll', external: true }],
    ['mailto:support@example.com', { href: 'mailto:support@example.com', external: false }],
    ['tel:+250 700 000 000', { href: 'tel:+250 700 000 000', external: false }],
    // eslint-disable-next-line no-script-url -- the point: such an address must stay text
    ['javascript:alert(1)', null],
    // eslint-disable-next-line no-script-url
    ['JAVASCRIPT:alert(1)', null],
    ['data:text/html;base64,PHNjcmlwdD4=', null],
    ['//evil.example.com/x', null],
    // A backslash after the slash: browsers read /\host as //host, another site.
    ['/\\evil.example', null],
    ['/\\/evil.example', null],
    ['https://\\evil.example', null],
    ['vbscript:msgbox', null],
    ['ftp://files.example.com', null],
    ['relative/path', null],
  ])('%s', (href, expected) => {
    expect(safeHref(href)).toEqual(expected);
  });
});

describe('a link the server let through nested in another (issue 22)', () => {
  it('never becomes a same-site link to another host', () => {
    const parts = parseInline('[your account](/\\evil.example)');
    expect(parts).toEqual([{ type: 'text', text: 'your account' }]);
  });
});

describe('parseInline', () => {
  it.each([
    ['plain words', [{ type: 'text', text: 'plain words' }]],
    ['see [our programs](/#services).', [{ type: 'text', text: 'see ' }, { type: 'link', text: 'our programs', href: '/#services', external: false }, { type: 'text', text: '.' }]],
    ['a [bad](javascript:alert(1)) link', [{ type: 'text', text: 'a bad) link' }]],
    ['**Junior Developer**, Kigali', [{ type: 'strong', text: 'Junior Developer' }, { type: 'text', text: ', Kigali' }]],
    ['visit https://jobs.example.com/jobs.', [{ type: 'text', text: 'visit ' }, { type: 'link', text: 'https://jobs.example.com/jobs', href: 'https://jobs.example.com/jobs', external: true }, { type: 'text', text: '.' }]],
    ['write to support@example.com today', [{ type: 'text', text: 'write to ' }, { type: 'link', text: 'support@example.com', href: 'mailto:support@example.com', external: false }, { type: 'text', text: ' today' }]],
    ['<b>not html</b> & <script>', [{ type: 'text', text: '<b>not html</b> & <script>' }]],
  ])('%s', (text, expected) => {
    expect(parseInline(text)).toEqual(expected);
  });
});

describe('parseRichText', () => {
  it('splits paragraphs on blank lines and keeps line breaks inside one', () => {
    expect(parseRichText('First line\nsecond line\n\nNew paragraph')).toEqual([
      { type: 'paragraph', lines: [[{ type: 'text', text: 'First line' }], [{ type: 'text', text: 'second line' }]] },
      { type: 'paragraph', lines: [[{ type: 'text', text: 'New paragraph' }]] },
    ]);
  });

  it('reads "- " lines as a list and "1. " lines as a numbered list', () => {
    expect(parseRichText('Intro:\n- one\n- two\n1. first\n2. second\nAfter')).toEqual([
      { type: 'paragraph', lines: [[{ type: 'text', text: 'Intro:' }]] },
      { type: 'list', ordered: false, items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]] },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'first' }], [{ type: 'text', text: 'second' }]] },
      { type: 'paragraph', lines: [[{ type: 'text', text: 'After' }]] },
    ]);
  });

  it('gives the plain words for screen-reader announcements', () => {
    expect(plainText('Hours:\n- **Saturday**: 9:00 AM\nSee [contact](/contact).')).toBe('Hours: Saturday: 9:00 AM See contact.');
  });
});
