import { appRouteOfClick } from './static-links';

const here = new URL('https://intambwe.example.com/?tab=1') as unknown as Location;

function clickOn(html: string, init: MouseEventInit = {}) {
  document.body.innerHTML = html;
  const link = document.querySelector('a') as HTMLAnchorElement;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: link });
  return event;
}

describe('appRouteOfClick', () => {
  const inStatic = (link: string) => `<div data-static="r1" style="display:contents"><p>${link}</p></div>`;

  it('routes a plain click on a link to another screen of this site, inside static content', () => {
    expect(appRouteOfClick(clickOn(inStatic('<a href="/register">Create account</a>')), here)).toBe('/register');
    expect(appRouteOfClick(clickOn(inStatic('<a href="https://intambwe.example.com/terms?x=1#top">Terms</a>')), here)).toBe('/terms?x=1#top');
  });

  it.each([
    ['a link outside static content (React handles its own)', '<a href="/register">Go</a>', {}],
    ['another site', inStatic('<a href="https://learn.example.com/courses">Courses</a>'), {}],
    ['a new tab', inStatic('<a href="/register" target="_blank">Go</a>'), {}],
    ['a download', inStatic('<a href="/register" download>Go</a>'), {}],
    ['a click with Ctrl', inStatic('<a href="/register">Go</a>'), { ctrlKey: true }],
    ['a middle click', inStatic('<a href="/register">Go</a>'), { button: 1 }],
    ['a place on this page', inStatic('<a href="/?tab=1#services">Services</a>'), {}],
    ['the API', inStatic('<a href="/api/health">Health</a>'), {}],
    ['a file', inStatic('<a href="/sitemap.xml">Sitemap</a>'), {}],
    ['the page in another language', inStatic('<a href="/fr/" hreflang="fr">Français</a>'), {}],
  ])('leaves %s to the browser', (_name, html, init) => {
    expect(appRouteOfClick(clickOn(html, init), here)).toBeNull();
  });
});
