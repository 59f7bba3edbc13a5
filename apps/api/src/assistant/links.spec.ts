import { isSafeHref, withSafeLinks } from './links.js';

describe("the assistant's link check", () => {
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
    ['javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['JaVaScRiPt:alert(1)', false],
    ['', false],
  ])('%j is safe: %s', (href, expected) => {
    expect(isSafeHref(href)).toBe(expected);
  });

  it('keeps only the label of an unsafe link in a model answer', () => {
    expect(withSafeLinks('See [our services](/#services) or [this](/\\evil.example) and [that](javascript:alert%281%29).')).toBe(
      'See [our services](/#services) or this and that.',
    );
  });
});
