// jsdom lacks a few browser APIs antd relies on.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = () => undefined;

// Testing Library unmounts after each test only when told to (vitest has no globals here).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
afterEach(() => cleanup());

// antd under jsdom renders slowly on a 2-core machine, slower still with the other core busy: an
// async query waits as long as a test may run (vitest's testTimeout) rather than a budget of its
// own that a loaded machine misses. A query that fails while it waits does not print the whole
// page into an error nobody reads (pretty-format's printing was a tenth of a page test's time);
// the last failure still says what was looked for.
import { configure } from '@testing-library/react';
configure({
  asyncUtilTimeout: 120_000,
  getElementError: (message) => {
    const error = new Error(message ?? 'element not found');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// jsdom computes styles by matching every CSS-in-JS rule against the element, which made a list
// page take seconds to render (antd measures textareas, tables and scrollbars through it). Tests
// assert text and wire traffic, not layout: inline styles are all the computed style they need.
window.getComputedStyle = (element: Element) => (element as HTMLElement).style ?? document.createElement('div').style;

// antd's cssinjs looks for its <style> elements before each one it writes, by
// `Array.from(document.head.children)` (rc-util's dynamicCSS). jsdom answers every index of an
// HTMLCollection through a proxy that walks the tree again: a third of a page test's time went
// there. The head's elements as a plain list, from the sibling links, are the same elements.
Object.defineProperty(document.head, 'children', {
  configurable: true,
  get(this: HTMLHeadElement) {
    const elements: Element[] = [];
    for (let node = this.firstElementChild; node; node = node.nextElementSibling) elements.push(node);
    return elements;
  },
});

// The console's frame, once its first screen is drawn, fetches its later parts (the menu search
// palette, home's overview) as lazy modules. A test that ends right after that moment would tear
// the environment down under their import (vitest's EnvironmentTeardownError): a file that showed
// the frame lets them finish first. (After-hooks run last-registered first: this one sees the DOM
// before the cleanup above empties it.)
import { afterAll } from 'vitest';
let frameShown = false;
afterEach(() => {
  frameShown ||= document.querySelector('.console-layout') !== null;
});
afterAll(async () => {
  if (!frameShown) return;
  await Promise.all([import('../src/shell/menu-search/palette-root'), import('../src/pages/wel/business-overview')]);
});

// React's development build captures a stack (an Error, and a console task) for each element it
// creates, to print its owner in a warning: a tenth of a page test's time. It stops after 10,000
// elements until the next render task resets its count; a count that reads as spent makes it skip
// the capture. Warnings still print, with the component stack but without the owner's. Should
// React rename the count, this does nothing and tests only run slower.
import * as React from 'react';
const reactInternals = (React as unknown as Record<string, object | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals)
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => Infinity, set: () => undefined });
