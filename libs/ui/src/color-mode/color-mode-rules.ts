/** Pure colour-mode rules (SPEC §4 Theme), kept apart from React so they are easy to test. */
export type ColorMode = 'light' | 'dark';

/** The browser-stored key of SPEC §3: 'dark' or 'light'. */
export const THEME_STORAGE_KEY = 'theme-preference';

export const DARK_MEDIA_QUERY = '(prefers-color-scheme: dark)';

export function parseColorMode(value: unknown): ColorMode | null {
  return value === 'dark' || value === 'light' ? value : null;
}

/** The stored preference wins; otherwise the system's dark-mode preference decides. */
export function resolveColorMode(stored: unknown, systemPrefersDark: boolean): ColorMode {
  return parseColorMode(stored) ?? (systemPrefersDark ? 'dark' : 'light');
}

export function oppositeColorMode(mode: ColorMode): ColorMode {
  return mode === 'dark' ? 'light' : 'dark';
}

/** Applies a mode to the root element the way Chakra's `_dark` condition expects. */
export function applyColorMode(root: HTMLElement, mode: ColorMode): void {
  root.classList.remove(oppositeColorMode(mode));
  root.classList.add(mode);
  root.style.colorScheme = mode;
  root.dataset['theme'] = mode;
}

/** Marks the theme toggle, so the head script can show its pressed state before the app starts. */
export const COLOR_MODE_TOGGLE_ATTRIBUTE = 'data-color-mode-toggle';

const SWITCH_TO_LIGHT_TITLE = 'Switch to light mode'; // uiMessages.switchToLight (checked by a test)

/**
 * A tiny script for the document head: applies the right mode before first paint,
 * so a dark-mode user never sees a white flash, and in dark mode shows the theme
 * toggle pressed once the page is parsed (the prerendered toggle is the light
 * one, and the app may start later). Same rules as above, inlined.
 */
export const colorModeScript = `(function(){try{var d=document.documentElement,s=localStorage.getItem('${THEME_STORAGE_KEY}'),m=s==='dark'||s==='light'?s:(window.matchMedia&&matchMedia('${DARK_MEDIA_QUERY}').matches?'dark':'light');d.classList.remove(m==='dark'?'light':'dark');d.classList.add(m);d.style.colorScheme=m;d.dataset.theme=m;if(m==='dark')document.addEventListener('DOMContentLoaded',function(){document.querySelectorAll('[${COLOR_MODE_TOGGLE_ATTRIBUTE}]').forEach(function(b){b.setAttribute('aria-pressed','true');b.title=b.getAttribute('data-title-pressed')||'${SWITCH_TO_LIGHT_TITLE}'})},{once:true})}catch(e){}})();`;
