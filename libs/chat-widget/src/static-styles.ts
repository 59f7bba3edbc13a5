/**
 * @intambwe/chat-widget/static-styles: build time only. The chat's styles,
 * written with the design system and made into plain CSS for the page's
 * stylesheet (`renderStaticStyles(system, [kitStyles, ...chatWidgetStaticStyles])`:
 * after the kit's, whose looks some of them adjust). In the browser the
 * launcher and the widget only name their classes.
 */
import { chatLauncherStyles } from './chat-launcher.styles';
import { chatPanelStyles } from './widget/chat-widget.styles';
import { chatComposerStyles } from './widget/composer.styles';
import { chatMessagesStyles } from './widget/message-list.styles';
import { chatRichTextStyles } from './widget/rich-text.styles';

export { chatLauncherStyles, chatPanelStyles, chatComposerStyles, chatMessagesStyles, chatRichTextStyles };

export const chatWidgetStaticStyles = [
  chatLauncherStyles,
  chatPanelStyles,
  chatMessagesStyles,
  chatRichTextStyles,
  chatComposerStyles,
] as const;
