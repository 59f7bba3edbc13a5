import { isGooglePictureUrl } from './google-picture';

describe("isGooglePictureUrl: profile pictures only from Google's image hosts, over https", () => {
  it.each([
    ['https://lh3.googleusercontent.com/a/ACg8ocJ=s96-c', true],
    ['https://lh6.googleusercontent.com/-abc/photo.jpg', true],
    ['http://lh3.googleusercontent.com/a/x', false],
    ['https://evil.example/a.png', false],
    ['https://lh3.googleusercontent.com.evil.example/a', false],
    ['https://googleusercontent.com/a', false],
    ['https://user:pass@lh3.googleusercontent.com/a', false],
    ['https://lh3.googleusercontent.com:8443/a', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['', false],
  ])('%j: %s', (url, expected) => {
    expect(isGooglePictureUrl(url)).toBe(expected);
  });
});
