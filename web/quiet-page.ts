// A prerendered public page (decision 0023) reads in full and its links are plain links, so for a
// signed-out visitor the app (React, Chakra, the router: most of the site's script) waits until
// the page needs it: a control pressed or focused, or a part that only the app can draw coming
// into view. What the visitor pressed meanwhile is not lost: the app's copy of it is pressed for
// them once the app has drawn the page.
//
// This module rides in the page's first script (web/main.tsx): it imports types only.
import type { AppOutcome } from './app.tsx';

/** What on a prerendered page only works with the app. Links stay plain links, answered by the server. */
const CONTROL = 'button, input, select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="combobox"]';

/** Marks a part of a page that only the app can draw (the estimator): seen, it loads the app. */
export const NEEDS_APP_ATTRIBUTE = 'data-needs-app';

/** The events with which a visitor reaches for a control. */
const REACHES = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Whether the app must run as soon as the page opens, before anyone asks: a page the server did
 * not prerender (the owner area, sign-in, the staff desk), a visitor who may be signed in (the
 * copy is the signed-out page: no Dashboard, no Logout), or an address with a query the copy
 * cannot answer (the home page's `?account=deleted` notice). `v` is the version check's own mark.
 */
export function appNeededAtOnce({ prerendered, signedIn, search }: { prerendered: boolean; signedIn: boolean; search: string }): boolean {
  if (!prerendered || signedIn) return true;
  const query = new URLSearchParams(search);
  query.delete('v');
  return query.size > 0;
}

/** The control an event's target belongs to, inside `root`; undefined for anything else. */
export function controlOf(target: EventTarget | null, root: Element): Element | undefined {
  if (!(target instanceof Element)) return undefined;
  const control = target.closest(CONTROL);
  return control !== null && root.contains(control) ? control : undefined;
}

/** A control as the app will draw it again: where it sits, what it is and what it says. */
export interface ControlMark {
  /** The child indices from the root down to it. */
  path: number[];
  tag: string;
  label: string;
}

const labelOf = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent).trim();

export function markOf(control: Element, root: Element): ControlMark {
  const path: number[] = [];
  for (let node: Element = control; node !== root && node.parentElement !== null; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return { path, tag: control.tagName, label: labelOf(control) };
}

/**
 * The app's copy of a marked control: the element in the same place when it is the same kind
 * and says the same, else the first one that is and does (a part drawn a little differently
 * above it), else none.
 */
export function findMarked(mark: ControlMark, root: Element): Element | undefined {
  const same = (element: Element | undefined): element is Element =>
    element !== undefined && element.tagName === mark.tag && labelOf(element) === mark.label;
  let node: Element | undefined = root;
  for (const index of mark.path) node = node?.children[index];
  if (same(node)) return node;
  return [...root.querySelectorAll(mark.tag)].find(same);
}

/** What a visitor did to a control before the app was there. */
interface Reached {
  control: Element;
  /** Taken while the control is still in the page: the app's render replaces it. */
  mark: ControlMark;
  /** Its click came (a tap, a mouse click, Enter or Space on it) and was held back. */
  clicked: boolean;
  /** It had the focus. */
  focused: boolean;
}

/**
 * Waits on a prerendered page until the visitor asks for the app, then calls `start` and, once
 * the app has drawn the page, presses the app's copy of what they pressed (or focuses what they
 * had focused). A click that arrives while the app loads is held back, so a button in a form does
 * not submit it and the menu button does not jump to the footer; if the app cannot draw the page
 * (offline, its code not kept), the held click goes to the page as it is.
 */
export function waitUntilAsked(root: HTMLElement, start: () => Promise<AppOutcome>): { ask: () => void } {
  let reached: Reached | undefined;
  let loading = false;
  let done = false;

  const finish = (outcome: AppOutcome) => {
    const last = reached;
    reached = undefined;
    loading = false;
    if (outcome === 'drawn') {
      done = true;
      stopListening();
      const copy = last === undefined ? undefined : findMarked(last.mark, root);
      if (copy instanceof HTMLElement && last?.focused === true) copy.focus();
      if (copy instanceof HTMLElement && last?.clicked === true) copy.click();
    } else if (last?.clicked === true && last.control instanceof HTMLElement) {
      last.control.click();
    }
  };

  const ask = () => {
    if (loading || done) return;
    loading = true;
    start().then(finish, () => finish('saved-page'));
  };

  const onReach = (event: Event) => {
    const control = controlOf(event.target, root);
    if (control === undefined) return;
    if (reached?.control !== control) reached = { control, mark: markOf(control, root), clicked: false, focused: false };
    // A focus that really moved (not an event sent on its own): the app's copy gets it back.
    if (event.type === 'focusin') reached.focused = document.activeElement === control;
    ask();
  };

  const onClick = (event: MouseEvent) => {
    if (!loading || reached === undefined || controlOf(event.target, root) !== reached.control) return;
    event.preventDefault();
    event.stopPropagation();
    reached.clicked = true;
  };

  const seen = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && ask());
  for (const part of root.querySelectorAll(`[${NEEDS_APP_ATTRIBUTE}]`)) seen.observe(part);
  for (const kind of REACHES) document.addEventListener(kind, onReach, { capture: true, passive: true });
  document.addEventListener('click', onClick, { capture: true });

  function stopListening() {
    seen.disconnect();
    for (const kind of REACHES) document.removeEventListener(kind, onReach, { capture: true });
    document.removeEventListener('click', onClick, { capture: true });
  }

  return { ask };
}
