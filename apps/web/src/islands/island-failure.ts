/**
 * What the page says under an island whose code could not be loaded, in the
 * page's language (page-notes.ts): a quiet note where nobody was waiting for
 * it, an alert where a person's press was lost to it, with the words the part
 * itself says when there is no connection. The note sits after the island, so
 * the island's own HTML stays as React will hydrate it.
 *
 * Part of the first download (main.tsx): keep it small and dependency-free.
 */
import { ISLAND_FAILED_ATTRIBUTE } from '@intambwe/ui/static';
import { pageNote } from './page-notes';

const NOTE_CLASS = 'page-note';

export type IslandFailure = null | { pressed: boolean };

/**
 * Shows (or, with null, removes) the note under an island whose code could not
 * be loaded. A press lost to it replaces a quiet note with an alert, so it is
 * announced each time; with no connection (as the browser says) the alert has
 * the words for that.
 */
export function showIslandFailure(island: Element, failure: IslandFailure): void {
  island.toggleAttribute(ISLAND_FAILED_ATTRIBUTE, failure !== null);
  const next = island.nextElementSibling;
  const existing = next?.classList.contains(NOTE_CLASS) && next.hasAttribute('data-island-note') ? next : null;
  if (!failure) {
    existing?.remove();
    return;
  }
  if (existing && !failure.pressed) return; // already said
  existing?.remove();
  const doc = island.ownerDocument;
  const note = doc.createElement('p');
  note.className = NOTE_CLASS;
  note.setAttribute('data-island-note', '');
  note.setAttribute('role', failure.pressed ? 'alert' : 'status');
  const offline = doc.defaultView?.navigator.onLine === false;
  note.textContent = pageNote(failure.pressed && offline ? 'offline' : 'unavailable', doc);
  island.after(note);
}
