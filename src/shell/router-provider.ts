import type { RouterProvider } from '@refinedev/core';
import refineRouter from '@refinedev/react-router';
import { useCallback } from 'react';
import { useLocation } from 'react-router';

const useRefineParse = refineRouter.parse!;

/** The top-level names of a query string (`filters[0][field]` is `filters`). */
const searchNames = (search: string) =>
  new Set([...new URLSearchParams(search).keys()].map((key) => key.split('[')[0]));

/**
 * What Refine reads from the address, without the query string. Refine adds every query param to
 * every hook's meta, and so to each list's cache key: a list keeping its page in its URL
 * (crud/use-list-url.ts) would ask the server twice per page turn, once before and once
 * after its URL follows. The console reads list state from the URL itself; nothing it asks Refine
 * for comes from the query (the login's `to` is not Refine's: Refine is not loaded on /login).
 */
function useParse() {
  const parse = useRefineParse();
  const { search } = useLocation();
  return useCallback(() => {
    const parsed = parse();
    const names = searchNames(search);
    const params = Object.fromEntries(Object.entries(parsed.params ?? {}).filter(([name]) => !names.has(name)));
    return { ...parsed, params };
  }, [parse, search]);
}

/** Refine's react-router binding, its `parse` leaving the query out (see useParse). */
export const routerProvider: RouterProvider = { ...refineRouter, parse: useParse };
