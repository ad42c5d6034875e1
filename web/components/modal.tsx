import { chakra, CloseButton, type CloseButtonProps, defineRecipe, type HTMLChakraProps, type RecipeVariantProps } from '@chakra-ui/react';
import { createContext, type MouseEvent, type ReactNode, type RefObject, useContext, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ToastRegion } from './toaster.tsx';

/*
 * The app's dialogs and the phone menu's side sheet, on the browser's own <dialog> shown with
 * showModal(): the browser puts it above everything (the top layer), makes the rest of the page
 * inert, keeps the focus inside and gives it back to the opener on closing, and turns Escape into
 * a `cancel` event. Chakra's Dialog and Drawer did all that with Zag's state machines, focus trap
 * and portal, in every owner's download (decision 0029). Left to the page: the first control's
 * focus, keeping the page behind still, closing on a tap beside the panel, and the look, which
 * copies Chakra's dialog and drawer recipes.
 */

const panelRecipe = defineRecipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    width: '100%',
    outline: 0,
    textStyle: 'sm',
    bg: 'bg.panel',
    boxShadow: 'lg',
  },
  variants: {
    placement: {
      // Auto margins centre the panel while it fits and let it scroll from its top when it does not.
      center: { m: 'auto', borderRadius: 'l3', animationName: 'scale-in, fade-in', animationDuration: 'moderate' },
      end: {
        ms: 'auto',
        maxH: '100dvh',
        animationName: 'slide-from-right-full, fade-in',
        animationDuration: 'slowest',
        animationTimingFunction: 'ease-in-smooth',
      },
    },
    size: {
      xs: { maxW: 'xs' },
      md: { maxW: 'lg' },
      lg: { maxW: '2xl' },
      full: { maxW: '100dvw', minH: '100dvh', my: 0, borderRadius: 0 },
    },
    /** `inside`: the panel stays within the screen and its body scrolls; `outside`: the whole panel scrolls. */
    scroll: {
      inside: { maxH: 'calc(100% - 7.5rem)' },
      outside: {},
    },
  },
});

type PanelVariants = RecipeVariantProps<typeof panelRecipe>;

const Panel = chakra('div', panelRecipe);

const Frame = chakra('dialog', {
  base: {
    // The browser draws a modal <dialog> as a bordered box in the middle; here it is the whole
    // screen (the panel inside is the dialog one sees), so a tap beside the panel lands on it.
    position: 'fixed',
    inset: 0,
    width: '100dvw',
    height: '100dvh',
    maxW: 'none',
    maxH: 'none',
    m: 0,
    p: 0,
    border: 0,
    bg: 'transparent',
    color: 'inherit',
    // A scroll container over the whole screen that hands no scroll on to the page behind (a
    // wheel, the keys, a finger at the end of a long question).
    overflow: 'auto',
    overscrollBehavior: 'none',
    _open: { display: 'flex' },
    // The dimmed page behind, drawn by the dialog itself: ::backdrop inherits no colour variables
    // from the theme in older browsers (before Chrome 122, Safari 17.4).
    _before: {
      content: '""',
      position: 'fixed',
      inset: 0,
      bg: 'blackAlpha.500',
      animationName: 'fade-in',
      animationDuration: 'slow',
    },
    _backdrop: { bg: 'transparent' },
  },
});

interface ModalContext extends PanelVariants {
  titleId: string;
  close: () => void;
  placement: 'center' | 'end';
}

const ModalContext = createContext<ModalContext | null>(null);

function useModal(): ModalContext {
  const modal = useContext(ModalContext);
  if (modal === null) throw new Error('A part of a modal dialog is used outside <Modal>.');
  return modal;
}

/** Dialogs open at once keep the page still until the last one closes. */
let pageHeld = 0;
let releasePage = () => {};

/**
 * Hides the page's scrollbar while a dialog is open, as Zag did: the browser makes the page inert,
 * but a desktop's scrollbar beside the dialog would still scroll it. Its width comes back as
 * padding, so nothing shifts sideways.
 */
function holdPageStill(): () => void {
  if (pageHeld === 0) {
    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    const { overflow, paddingRight } = root.style;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    releasePage = () => Object.assign(root.style, { overflow, paddingRight });
  }
  pageHeld += 1;
  return () => {
    pageHeld -= 1;
    if (pageHeld === 0) releasePage();
  };
}

const CONTROL = 'a[href], button:enabled, input:enabled:not([type="hidden"]), select:enabled, textarea:enabled, [tabindex]:not([tabindex="-1"])';

export interface ModalProps extends Omit<HTMLChakraProps<'dialog'>, 'open' | 'onClose' | 'role' | 'children'>, PanelVariants {
  open: boolean;
  /** Escape, the close button, or a tap beside the panel (not for an alertdialog). */
  onClose: () => void;
  /** An alertdialog asks a question: only an answer or Escape closes it. */
  role?: 'dialog' | 'alertdialog';
  placement?: 'center' | 'end';
  /** The control to focus on opening, when the first one is not the one to start from. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where the focus goes on closing, when not back to the control that opened the dialog. */
  finalFocus?: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * A modal dialog, mounted while `open` (so each opening starts afresh, and the page carries no
 * hidden copy). Its parts: ModalContent, with ModalTitle (which names it), ModalBody, ModalFooter
 * and ModalClose.
 */
export function Modal({ open, ...props }: ModalProps) {
  // On the body, as Chakra's portal did: a dialog opened from the staff header must not inherit its white text.
  return open ? createPortal(<OpenModal {...props} />, document.body) : null;
}

function OpenModal({
  onClose,
  role = 'dialog',
  placement = 'center',
  size = placement === 'end' ? 'xs' : 'md',
  scroll = 'outside',
  initialFocus,
  finalFocus,
  children,
  ...frameProps
}: Omit<ModalProps, 'open'>) {
  const frame = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  /** True while this dialog is shown by us: a `close` event then means the browser closed it. */
  const shown = useRef(false);
  const pressedBeside = useRef(false);
  const focusOnClose = useRef(finalFocus);
  useLayoutEffect(() => {
    focusOnClose.current = finalFocus;
  });

  // Before the first paint, so the dialog never shows in the page's flow and then jumps.
  useLayoutEffect(() => {
    const dialog = frame.current;
    if (dialog === null) return;
    dialog.showModal();
    shown.current = true;
    // The browser would focus the first focusable element, which in Chromium can be a body that
    // scrolls (a long form on a phone): the first control is where to start.
    (initialFocus?.current ?? dialog.querySelector<HTMLElement>(CONTROL))?.focus();
    const releasePage = holdPageStill();
    return () => {
      shown.current = false;
      releasePage();
      // Closing it (not just removing it) gives the focus back to the opener.
      dialog.close();
      // After this commit: a ref the page re-sets in it is null until then.
      const focusTarget = focusOnClose.current;
      if (focusTarget !== undefined) queueMicrotask(() => focusTarget()?.focus());
    };
    // Once per opening: the dialog must not close and reopen when a prop changes.
  }, []);

  const besidePanel = (event: MouseEvent<HTMLDialogElement>) =>
    // The dialog's own area outside the panel, and not its scrollbar.
    event.target === event.currentTarget && event.clientX < event.currentTarget.clientWidth;

  return (
    <ModalContext.Provider value={{ titleId, close: onClose, placement, size, scroll }}>
      <Frame
        ref={frame}
        // A centred panel's column, with the toast region above it; a side sheet stays a row, full height.
        flexDirection={placement === 'center' ? 'column' : 'row'}
        role={role}
        aria-labelledby={titleId}
        onCancel={(event) => {
          // Escape: the owner of `open` decides (a desk action being sent keeps its dialog).
          event.preventDefault();
          onClose();
        }}
        onClose={(event) => {
          // The browser closed it itself (a second Escape is not offered to the page), not the
          // cleanup below, whose `close` event comes after a remount may have shown it again.
          if (shown.current && !event.currentTarget.open) onClose();
        }}
        // Pressed and released beside the panel: a text selection dragged out of it is no tap.
        onPointerDown={(event) => {
          pressedBeside.current = besidePanel(event);
        }}
        onClick={(event) => {
          if (role !== 'alertdialog' && pressedBeside.current && besidePanel(event)) onClose();
        }}
        {...frameProps}
      >
        {children}
        {/* A centred dialog puts a toast above its panel, never over its form (web/components/toaster.tsx). */}
        <ToastRegion inFlow={placement === 'center'} />
      </Frame>
    </ModalContext.Provider>
  );
}

/** The panel; `asChild` makes a form the panel, so its buttons submit it. */
export function ModalContent(props: HTMLChakraProps<'div'>) {
  const { placement, size, scroll } = useModal();
  return <Panel placement={placement} size={size} scroll={scroll} {...props} />;
}

/** The dialog's heading, which is also its accessible name: in the hotel's serif and deep teal. */
export function ModalTitle(props: HTMLChakraProps<'h2'>) {
  const { titleId } = useModal();
  return (
    <chakra.h2 id={titleId} px="6" pt="6" pb="4" textStyle="lg" fontFamily="heading" fontWeight="normal" fontSize="xl" color="brand.800" {...props} />
  );
}

export function ModalBody(props: HTMLChakraProps<'div'>) {
  // A flex item that may shrink, so a panel held within the screen scrolls here and keeps its buttons in reach.
  return <chakra.div flex="1" px="6" pt="2" pb="6" overflow="auto" {...props} />;
}

export function ModalFooter(props: HTMLChakraProps<'div'>) {
  return <chakra.div display="flex" alignItems="center" justifyContent="flex-end" gap="3" px="6" pt="2" pb="4" {...props} />;
}

/** The × in the corner. */
export function ModalClose(props: CloseButtonProps) {
  const { close, placement } = useModal();
  return <CloseButton size="sm" position="absolute" top={placement === 'end' ? '3' : '2'} insetEnd="2" onClick={close} {...props} />;
}
