import { chatWidgetStaticStyles } from '@intambwe/chat-widget/static-styles';
import { getSystem } from '@intambwe/ui';
import { kitStyles, renderStaticStyles } from '@intambwe/ui/static-styles';
import type { Decorator } from '@storybook/react-vite';
import { createElement } from 'react';

/**
 * The styles the islands name by class, made into CSS as the web app's build
 * makes the page's stylesheet: the kit first (libraries' styles adjust its looks).
 */
const STATIC_STYLES = [kitStyles, ...chatWidgetStaticStyles];

const STYLE_ATTRIBUTE = 'data-static-styles';

/** Puts the islands' static CSS in the document once, before the first story renders. */
export const withStaticStyles: Decorator = (Story) => {
  if (!document.head.querySelector(`style[${STYLE_ATTRIBUTE}]`)) {
    const style = document.createElement('style');
    style.setAttribute(STYLE_ATTRIBUTE, '');
    style.textContent = renderStaticStyles(getSystem(), STATIC_STYLES);
    document.head.append(style);
  }
  return createElement(Story);
};
