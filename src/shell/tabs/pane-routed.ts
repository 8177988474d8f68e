import { createContext, useContext } from 'react';

/**
 * Whether the router's location is this kept-alive pane's page. A hidden pane keeps the location
 * it was left at, so a page cannot tell from its own location; one that writes its state to the
 * URL writes only while this is true, never over another tab's address. Outside the tabs (a page
 * rendered alone): true.
 */
export const PaneRoutedContext = createContext(true);

export const usePaneRouted = () => useContext(PaneRoutedContext);

/**
 * The history state of a navigation by which a page changes its own query (a list's page, search,
 * order). A plain link to a tab's bare path goes back to the tab's last query; this one does not:
 * a list cleared of its search says so with a bare path.
 */
export const OWN_QUERY_STATE = { ownQuery: true } as const;

export const isOwnQuery = (state: unknown) => (state as { ownQuery?: unknown } | null)?.ownQuery === true;
