/**
 * The one test of whether a key press is a page shortcut (`?`, `/`, J, A…): not while typing in a field,
 * never with a modifier (Ctrl+R still reloads), never once something else took it.
 */
export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export const isShortcut = (event: KeyboardEvent) =>
  !event.defaultPrevented && !event.altKey && !event.ctrlKey && !event.metaKey && !isTyping(event.target);

/** A dialog, alert or menu is over the page: its own keys, not the page's, apply. */
export const overlayOpen = (menus = false) =>
  document.querySelector(
    menus ? '[role="dialog"], [role="alertdialog"], [role="menu"]' : '[role="dialog"], [role="alertdialog"]',
  ) !== null;
