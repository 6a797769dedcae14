import type { QueryKey } from '@tanstack/react-query';

/**
 * A page the server rendered with its data (decision 018): the API answers it rendered with, under the
 * query keys the app reads them by, and the instant it rendered at. The server sends them in the page
 * (`<script type="application/json" id="page-data">`), and the browser's first render starts from the
 * same (the query cache seeded with them, the page's clock at that instant), so it draws what the
 * server drew and React hydrates that HTML instead of drawing it again. Once hydrated, the app reads as
 * it always does (the queries refetch as usual, the clock ticks).
 *
 * No imports but a type: the first page loads this module.
 */
export interface PageData {
  /** Milliseconds since the epoch. */
  renderedAt: number;
  queries: ReadonlyArray<{ queryKey: QueryKey; data: unknown }>;
}

export const PAGE_DATA_ELEMENT_ID = 'page-data';

let hydrating: PageData | undefined;

/** The data of the page being rendered on the server or hydrated in the browser; undefined otherwise. */
export function pageBeingHydrated(): PageData | undefined {
  return hydrating;
}

/** Renders `render` (synchronously) as the page of `data`: the server's rendering, the browser's hydration. */
export function withPageData<T>(data: PageData, render: () => T): T {
  hydrating = data;
  try {
    return render();
  } finally {
    hydrating = undefined;
  }
}

/** The browser: the page's data, from then until `pageHydrated()`. */
export function startHydratingPage(data: PageData): void {
  hydrating = data;
}

/** The browser: hydration is over (the app's first effects have run); later renders read live data. */
export function pageHydrated(): void {
  hydrating = undefined;
}

/** The data the server sent in this document, if any (and well formed). */
export function readPageData(document: Document): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as PageData;
    return typeof data.renderedAt === 'number' && Array.isArray(data.queries) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** JSON for a `<script type="application/json">`: nothing in it can end the element or open a comment. */
export function pageDataJson(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
