import { afterEach, describe, expect, it, vi } from 'vitest';
import { appNeededAtOnce, controlOf, findMarked, markOf, waitUntilAsked } from './quiet-page.ts';

const page = (html: string) => {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.append(root);
  return root;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('appNeededAtOnce', () => {
  it('waits on a prerendered page for a signed-out visitor, whatever the version check wrote in the address', () => {
    expect(appNeededAtOnce({ prerendered: true, signedIn: false, search: '' })).toBe(false);
    expect(appNeededAtOnce({ prerendered: true, signedIn: false, search: '?v=20261126135003' })).toBe(false);
  });

  it('runs the app at once on a page the server did not prerender, for a visitor who may be signed in, and for a query the copy cannot answer', () => {
    expect(appNeededAtOnce({ prerendered: false, signedIn: false, search: '' })).toBe(true);
    expect(appNeededAtOnce({ prerendered: true, signedIn: true, search: '' })).toBe(true);
    expect(appNeededAtOnce({ prerendered: true, signedIn: false, search: '?account=deleted' })).toBe(true);
    expect(appNeededAtOnce({ prerendered: true, signedIn: false, search: '?v=1&account=deleted' })).toBe(true);
  });
});

describe('controlOf', () => {
  it('finds the control a press landed in, and leaves plain links and what lies outside the page alone', () => {
    const root = page(
      '<button id="menu"><span id="inside">Menu</span></button><a id="link" href="/faq">FAQ</a><a id="as-button" href="#quick-links" role="button">Menu</a>',
    );
    const outside = document.createElement('button');
    document.body.append(outside);
    expect(controlOf(document.getElementById('inside'), root)?.id).toBe('menu');
    expect(controlOf(document.getElementById('as-button'), root)?.id).toBe('as-button');
    expect(controlOf(document.getElementById('link'), root)).toBeUndefined();
    expect(controlOf(outside, root)).toBeUndefined();
    expect(controlOf(null, root)).toBeUndefined();
  });
});

describe('markOf and findMarked', () => {
  const prerendered =
    '<header><a href="/">Hotel</a><button aria-label="Open the menu">Menu</button></header><main><button>How far ahead should I book?</button></main>';

  it('find the app’s copy in the same place', () => {
    const root = page(prerendered);
    const mark = markOf(root.querySelector('main button')!, root);
    expect(mark).toEqual({ path: [1, 0], tag: 'BUTTON', label: 'How far ahead should I book?' });
    root.innerHTML = prerendered;
    expect(findMarked(mark, root)).toBe(root.querySelector('main button'));
  });

  it('find it by what it is and says when something above it is drawn differently, and nothing else', () => {
    const root = page(prerendered);
    const mark = markOf(root.querySelector('header button')!, root);
    root.innerHTML = '<header><a href="/">Hotel</a><a href="/dashboard">Dashboard</a><button aria-label="Open the menu">Menu</button></header>';
    expect(findMarked(mark, root)?.getAttribute('aria-label')).toBe('Open the menu');
    root.innerHTML = '<header><a href="/">Hotel</a><button aria-label="Close">Menu</button></header>';
    expect(findMarked(mark, root)).toBeUndefined();
  });
});

describe('waitUntilAsked', () => {
  const menuPage = '<header><a id="home" href="/">Hotel</a><a href="#quick-links" role="button" aria-label="Open the menu">Menu</a></header>';

  /** An app that draws the page again with a menu button of its own, once `draw` is called. */
  function appOver(root: HTMLElement) {
    let draw: (outcome: 'drawn' | 'saved-page') => void = () => undefined;
    const opened = vi.fn();
    const start = vi.fn(
      () =>
        new Promise<'drawn' | 'saved-page'>((done) => {
          draw = (outcome) => {
            if (outcome === 'drawn') {
              root.innerHTML = menuPage;
              root.querySelector('[role="button"]')!.addEventListener('click', (event) => {
                event.preventDefault();
                opened();
              });
            }
            done(outcome);
          };
        }),
    );
    return { start, opened, draw: (outcome: 'drawn' | 'saved-page') => draw(outcome) };
  }

  it('loads nothing for a press on a plain link', () => {
    const root = page(menuPage);
    const app = appOver(root);
    waitUntilAsked(root, app.start);
    document.getElementById('home')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(app.start).not.toHaveBeenCalled();
  });

  it('holds the click back while the app loads, then presses the app’s copy of the button', async () => {
    const root = page(menuPage);
    const app = appOver(root);
    waitUntilAsked(root, app.start);
    const button = root.querySelector<HTMLElement>('[role="button"]')!;
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(app.start).toHaveBeenCalledTimes(1);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    app.draw('drawn');
    await vi.waitFor(() => expect(app.opened).toHaveBeenCalledTimes(1));
  });

  it('gives the focus back to the app’s copy of a focused control', async () => {
    const root = page(menuPage);
    const app = appOver(root);
    waitUntilAsked(root, app.start);
    root.querySelector<HTMLElement>('[role="button"]')!.focus();
    app.draw('drawn');
    await vi.waitFor(() => expect(document.activeElement).toBe(root.querySelector('[role="button"]')));
    expect(app.opened).not.toHaveBeenCalled();
  });

  it('lets the held click through to the page as it is when the app cannot draw it', async () => {
    const root = page(menuPage);
    const app = appOver(root);
    waitUntilAsked(root, app.start);
    const button = root.querySelector<HTMLElement>('[role="button"]')!;
    const reached = vi.fn();
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    button.addEventListener('click', (event) => reached(event.defaultPrevented));
    app.draw('saved-page');
    await vi.waitFor(() => expect(reached).toHaveBeenCalledWith(false));
  });

  it('can be asked directly (the install banner is due)', () => {
    const root = page(menuPage);
    const app = appOver(root);
    const { ask } = waitUntilAsked(root, app.start);
    ask();
    ask();
    expect(app.start).toHaveBeenCalledTimes(1);
  });
});
