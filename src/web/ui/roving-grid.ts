import { type FocusEvent, type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';

/**
 * One tab stop for a whole list of rows with controls (the WAI-ARIA layout grid pattern, as in its
 * "search results" example): Tab enters the list on the control focused last (at first the first
 * row's first control) and the next Tab leaves it. Up/Down move to the first control of the row
 * above/below, Left/Right between the controls of a row, Home/End (or Ctrl+Home/End) to the first or
 * last row. A text field keeps its own keys: Up/Down are the amount input's steppers, Left/Right and
 * Home/End move its caret, and Left/Right only leave it from the caret's first or last position.
 * Escape in a field goes back to its row's first control. A control that handles a key itself
 * (preventDefault) keeps it.
 *
 * It works on the DOM, not on props: the controls belong to components (tooltips, the compare toggle,
 * the amount input, the order button) that know nothing of the list. Rows are the elements with
 * `rowSelector`; their controls are what Tab would reach, minus those already taken out of the tab
 * order (the amount input's pointer-only steppers).
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';
/** Marks the controls the grid set to tabindex -1, so they stay controls (unlike pointer-only ones). */
const MANAGED = 'data-grid-control';

function rowsOf(grid: HTMLElement, rowSelector: string): HTMLElement[] {
  return Array.from(grid.querySelectorAll<HTMLElement>(rowSelector)).filter(
    (row) => controlsOf(row).length > 0,
  );
}

function controlsOf(row: HTMLElement): HTMLElement[] {
  return Array.from(row.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => (el.hasAttribute(MANAGED) || el.getAttribute('tabindex') !== '-1') && !el.closest('[inert]'),
  );
}

function isTextField(el: HTMLElement): el is HTMLInputElement | HTMLTextAreaElement {
  return el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && el.selectionStart !== null);
}

/** Makes `active` the list's one tab stop (every other control -1). */
function setTabStop(grid: HTMLElement, rowSelector: string, active: HTMLElement | undefined): void {
  for (const row of rowsOf(grid, rowSelector)) {
    for (const control of controlsOf(row)) {
      control.setAttribute(MANAGED, '');
      control.tabIndex = control === active ? 0 : -1;
    }
  }
}

/**
 * Keeps exactly one tab stop when rows or controls come and go (a new page of results, a button
 * disabled while its amount is invalid): the focused control, else the one that was the stop, else
 * the first row's first control.
 */
function normalize(grid: HTMLElement, rowSelector: string): void {
  const rows = rowsOf(grid, rowSelector);
  const controls = rows.flatMap(controlsOf);
  const focused = controls.find((el) => el === document.activeElement);
  const previous = controls.find((el) => el.hasAttribute(MANAGED) && el.tabIndex === 0);
  const active = focused ?? previous ?? controls[0];
  if (controls.every((el) => el.hasAttribute(MANAGED) && el.tabIndex === (el === active ? 0 : -1))) return;
  setTabStop(grid, rowSelector, active);
}

function moveTo(grid: HTMLElement, rowSelector: string, target: HTMLElement | undefined): void {
  if (!target) return;
  setTabStop(grid, rowSelector, target);
  target.focus();
  // Arriving in the amount field selects it: typing replaces the amount, and a second Left/Right leaves.
  if (isTextField(target)) target.select();
}

export interface RovingGrid<T extends HTMLElement> {
  ref: RefObject<T | null>;
  onKeyDown: (event: KeyboardEvent<T>) => void;
  onFocus: (event: FocusEvent<T>) => void;
}

/**
 * Spread the result on the element with `role="grid"`; `rowSelector` finds its rows (`role="row"`
 * elements, or a table's body rows so that its head's sort links stay ordinary tab stops).
 */
export function useRovingGrid<T extends HTMLElement>(rowSelector = '[role="row"]'): RovingGrid<T> {
  const ref = useRef<T>(null);

  useEffect(() => {
    const grid = ref.current;
    if (!grid) return;
    normalize(grid, rowSelector);
    const observer = new MutationObserver(() => normalize(grid, rowSelector));
    observer.observe(grid, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled', 'href'],
    });
    return () => observer.disconnect();
  }, [rowSelector]);

  const onFocus = (event: FocusEvent<T>) => {
    const grid = ref.current;
    const target = event.target as HTMLElement;
    if (!grid || !target.closest(rowSelector)) return;
    if (rowsOf(grid, rowSelector).some((row) => controlsOf(row).includes(target)))
      setTabStop(grid, rowSelector, target);
  };

  const onKeyDown = (event: KeyboardEvent<T>) => {
    const grid = ref.current;
    if (!grid || event.defaultPrevented || event.altKey || event.metaKey || event.shiftKey) return;
    const target = event.target as HTMLElement;
    const rows = rowsOf(grid, rowSelector);
    const rowIndex = rows.findIndex((row) => row.contains(target));
    if (rowIndex < 0) return;
    const controls = controlsOf(rows[rowIndex]!);
    const index = controls.indexOf(target);
    if (index < 0) return;
    const field = isTextField(target) ? target : null;
    const firstOf = (row: HTMLElement | undefined): HTMLElement | undefined =>
      row ? controlsOf(row)[0] : undefined;
    let next: HTMLElement | undefined;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (field || event.ctrlKey) return;
        next = firstOf(rows[rowIndex + (event.key === 'ArrowDown' ? 1 : -1)]);
        break;
      case 'ArrowRight':
        if (
          event.ctrlKey ||
          (field &&
            !(field.selectionStart === field.value.length && field.selectionEnd === field.value.length))
        )
          return;
        next = controls[index + 1];
        break;
      case 'ArrowLeft':
        if (event.ctrlKey || (field && !(field.selectionStart === 0 && field.selectionEnd === 0))) return;
        next = controls[index - 1];
        break;
      case 'Home':
      case 'End':
        if (field) return;
        next = firstOf(event.key === 'Home' ? rows[0] : rows[rows.length - 1]);
        break;
      case 'Escape':
        if (!field) return;
        next = controls[0];
        break;
      default:
        return;
    }
    // At an edge the key does nothing (rather than scroll the page under a focused button).
    event.preventDefault();
    if (next && next !== target) moveTo(grid, rowSelector, next);
  };

  return { ref, onKeyDown, onFocus };
}
