/**
 * Words the start-up code may need when the network is gone, in the page's
 * language: the prerender writes them into the page (`<template id="page-notes">`),
 * so they never have to be fetched at the moment they are needed.
 */
export type PageNote = 'unavailable' | 'broken' | 'offline';

export const PAGE_NOTES_ID = 'page-notes';

const ENGLISH: Record<PageNote, string> = {
  unavailable: 'This part of the page could not load. Check your connection: it will try again once you are back online.',
  broken: 'This part of the page stopped working. Reload the page to try again.',
  offline: 'Network error. Please check your connection and try again.',
};

export function pageNote(name: PageNote, doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string {
  const template = doc?.getElementById(PAGE_NOTES_ID);
  const text = template instanceof HTMLTemplateElement ? template.content.querySelector(`[data-note="${name}"]`)?.textContent : null;
  return text?.trim() || ENGLISH[name];
}

/** The template the prerender puts in a page: each note in the page's language (text already escaped by the caller). */
export function pageNotesTemplate(notes: Record<PageNote, string>, escape: (text: string) => string): string {
  const items = (Object.keys(notes) as PageNote[]).map((name) => `<p data-note="${name}">${escape(notes[name])}</p>`);
  return `<template id="${PAGE_NOTES_ID}">${items.join('')}</template>`;
}
