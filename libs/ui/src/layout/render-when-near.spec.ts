import { APP_STARTED_ATTRIBUTE, renderWhenNearUntilStarted } from './render-when-near';

describe('renderWhenNearUntilStarted', () => {
  it('defers rendering of the element itself until the app has started', () => {
    expect(renderWhenNearUntilStarted()).toEqual({
      'html:not([data-app-started]) &': { contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' },
    });
  });

  it('can target parts inside the element', () => {
    expect(Object.keys(renderWhenNearUntilStarted('& > section'))).toEqual(['html:not([data-app-started]) & > section']);
  });

  it('names the attribute the host sets when the app starts', () => {
    expect(APP_STARTED_ATTRIBUTE).toBe('data-app-started');
  });
});
