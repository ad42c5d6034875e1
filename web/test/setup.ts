// The owner area keeps its data in IndexedDB (web/db.ts), which jsdom lacks.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// What a screen shows after the sync engine's round trip (the outbox in IndexedDB, a request, its
// answer settled, a live query) takes well under a second alone, and more than the library's one
// second default when CI runs these tests beside the browser tests and the build on two cores: a
// clean clone's run saw a refused tap's status come after 1 s. A longer wait costs a passing test
// nothing; only a failing one waits it out.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout engine and leaves out a few browser APIs that Chakra v3 (Ark UI, Zag)
// and the router call while mounting. Each stub answers what a desktop browser would, without
// pretending to measure anything: tests check words, roles and links, never sizes.

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

class InertObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;

// jsdom prints "Not implemented: window.scrollTo" for these; the router scrolls on navigation.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollTo = function scrollTo() {};
Element.prototype.scrollIntoView = function scrollIntoView() {};

// jsdom has the <dialog> element but none of its methods (web/components/modal.tsx shows its
// dialogs with showModal). As in a browser, showing sets `open`, and closing an open dialog
// clears it and fires `close` in a later task; jsdom has no top layer, no inertness and no
// focusing steps, so tests do not learn those from here.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
}

// Each test starts with an empty document, its own cookies and the real fetch.
afterEach(() => {
  cleanup();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
