import { createContext } from 'react';

/**
 * True inside the panel's header and page: a 404 or "No access" shown there keeps the panel's header as its only one. A
 * module of its own, so the blank layout (the error page's, in every page's first load) does not bring the panel's layout.
 */
export const InsidePanelContext = createContext(false);
