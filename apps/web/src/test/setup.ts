import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { network } from './fetch-mock';

// Pages load lazily; the first import of a page can take longer than the default 1 s under load.
configure({ asyncUtilTimeout: 5000 });

// A request no test answered fails the test it came from (after the test, as its answer would have been wrong).
const unanswered: string[] = [];
beforeAll(() =>
  network.listen({
    onUnhandledRequest: (request) => void unanswered.push(`${request.method} ${request.url}`),
  }),
);
afterEach(() => {
  cleanup();
  localStorage.clear();
  network.resetHandlers();
  const missed = unanswered.splice(0);
  if (missed.length > 0) throw new Error(`requests no test answered (mockFetch): ${missed.join(', ')}`);
});
afterAll(() => network.close());

// jsdom lacks the pointer and layout APIs Radix primitives call.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
  Element.prototype.setPointerCapture = () => {};
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
/** jsdom has no layout: media queries answer as a 1280 px desktop screen would. */
const DESKTOP_WIDTH = 1280;
const widthMatches = (query: string) => {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (!min && !max) return false;
  return (!min || DESKTOP_WIDTH >= Number(min[1])) && (!max || DESKTOP_WIDTH <= Number(max[1]));
};
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: widthMatches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
