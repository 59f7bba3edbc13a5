/** The 'chat.launcher' island's code: what the page loads to hydrate it. */
export { ChatLauncherIsland as default } from '../chat-launcher-island';
