import { isSafeHref } from './safe-href';

describe('isSafeHref: the link targets an assistant answer may carry', () => {
  it.each([
    ['/#services', true],
    ['/register', true],
    ['https://jobs.example.com/jobs', true],
    ['http://learn.example.com/course/1/enroll', true],
    ['mailto:support@example.com', true],
    ['tel:+250 700 000 000', true],
    ['/\\evil.example', false],
    ['/\\/evil.example', false],
    ['//evil.example.com/x', false],
    ['\\\\evil.example', false],
    ['https:\\\\evil.example', false],
    ['https://\\evil.example', false],
    // eslint-disable-next-line no-script-url -- the point: such an address is never a link
    ['javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    // eslint-disable-next-line no-script-url
    ['JaVaScRiPt:alert(1)', false],
    ['', false],
  ])('%j is safe: %s', (href, expected) => {
    expect(isSafeHref(href)).toBe(expected);
  });

});
