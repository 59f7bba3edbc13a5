import {
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATE_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_QUERY_ATTRIBUTE,
  HYDRATE_WHEN,
  type HydrateWhen,
} from '@intambwe/ui/static';

/** One island of the page, as the prerender marked it. */
export interface PageIsland {
  element: HTMLElement;
  name: string;
  /** Unique on the page, the same as the prerender's (React ids are prefixed with it). */
  id: string;
  when: HydrateWhen;
  props: Record<string, unknown>;
  /** With `query`: the query parameter that calls for it. */
  query: string | null;
  /** False for an island the page left empty (rendered in the browser, not hydrated). */
  prerendered: boolean;
}

function parseProps(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The islands of a prerendered page, in document order (an island inside another is the outer one's business). */
export function findIslands(doc: Document): PageIsland[] {
  const islands: PageIsland[] = [];
  doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}][${ISLAND_ID_ATTRIBUTE}]`).forEach((element) => {
    if (element.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`)) return;
    const when = element.getAttribute(ISLAND_HYDRATE_ATTRIBUTE) as HydrateWhen;
    islands.push({
      element,
      name: element.getAttribute(ISLAND_ATTRIBUTE) ?? '',
      id: element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? '',
      when: HYDRATE_WHEN.includes(when) ? when : 'visible',
      props: parseProps(element.getAttribute(ISLAND_PROPS_ATTRIBUTE)),
      query: element.getAttribute(ISLAND_QUERY_ATTRIBUTE) || null,
      prerendered: element.firstChild !== null,
    });
  });
  return islands;
}
