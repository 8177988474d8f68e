import { createContext, useContext } from 'react';

/**
 * Whether the router's location is this kept-alive pane's page. A hidden pane keeps the location
 * it was left at, so a page cannot tell from its own location; one that writes its state to the
 * URL writes only while this is true, never over another tab's address. Outside the tabs (a page
 * rendered alone): true.
 */
export const PaneRoutedContext = createContext(true);

export const usePaneRouted = () => useContext(PaneRoutedContext);
