import { withSafeLinks } from './links.js';

describe("the assistant's link check on a model's answer", () => {
  it('keeps only the label of an unsafe link in a model answer', () => {
    expect(withSafeLinks('See [our services](/#services) or [this](/\\evil.example) and [that](javascript:alert%281%29).')).toBe(
      'See [our services](/#services) or this and that.',
    );
  });
});
