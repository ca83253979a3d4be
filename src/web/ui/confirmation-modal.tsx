import { useCallback, useContext } from 'react';
import { Dialog } from './dialog';
import { useCurrentModal, useModals, type ModalStack } from './modal-stack';
import { resolveTexts, type Translate, UiTranslateContext } from './texts';

export interface ConfirmationTexts {
  title: string;
  /** Short label above the question, e.g. "Warning". */
  info: string;
  text: string;
  yes: string;
  no: string;
}

const YES_NO = { yes: 'Yes', no: 'No' };

/** English wording per variant (spec §2 "Modals"); i18n keys are `confirmation.<variant>.<field>`. */
export const CONFIRMATION_TEXTS = {
  login: {
    title: 'Log in',
    info: 'Login required',
    text: 'You need to be logged in to continue. Do you want to log in now?',
    ...YES_NO,
  },
  registration: {
    title: 'Registration',
    info: 'Account required',
    text: 'You need an account to continue. Do you want to register now?',
    ...YES_NO,
  },
  redirect: {
    title: 'Leave this page',
    info: 'Redirect',
    text: 'You will be taken to another page. Do you want to continue?',
    ...YES_NO,
  },
  orderStatus: {
    title: 'Order status',
    info: 'Order in progress',
    text: 'The current order will be closed and you will go to the order status page. Do you want to continue?',
    ...YES_NO,
  },
  /** Cancelling the active order from the cart drawer. */
  cancelOrder: {
    title: 'Cancel order',
    info: 'Warning',
    text: 'Do you really want to cancel the current order? All products will be removed from the cart.',
    ...YES_NO,
  },
  /** Cancelling an order from the order status page. */
  cancelOrderStatus: {
    title: 'Cancel order',
    info: 'Warning',
    text: 'Do you really want to cancel this order? This cannot be undone.',
    ...YES_NO,
  },
  /** Deleting an order of the zone. */
  deleteZoneOrder: {
    title: 'Delete order',
    info: 'Warning',
    text: 'Do you really want to delete this zone order? This cannot be undone.',
    ...YES_NO,
  },
  addFavourites: {
    title: 'Add to favourites',
    info: 'Favourites',
    text: 'Do you want to add the selected products to favourites?',
    ...YES_NO,
  },
  copyFavourites: {
    title: 'Copy favourites',
    info: 'Favourites',
    text: 'Do you want to copy the selected products to another directory?',
    ...YES_NO,
  },
  saveFavourites: {
    title: 'Save favourites',
    info: 'Favourites',
    text: 'Do you want to save the changes to this favourites directory?',
    ...YES_NO,
  },
  addNotification: {
    title: 'Stock notification',
    info: 'Notification',
    text: 'Do you want to be notified when this product is available?',
    ...YES_NO,
  },
  addToQuickBuy: {
    title: 'Quick buy',
    info: 'Quick buy',
    text: 'Do you want to add the selected products to quick buy?',
    ...YES_NO,
  },
  changeCountry: {
    title: 'Change country',
    info: 'Warning',
    text: 'Changing the country may change prices, currency and availability, and the current cart will not be carried over. Do you want to continue?',
    ...YES_NO,
  },
  leaveZone: {
    title: 'Leave the zone',
    info: 'Warning',
    text: 'You are leaving the zone; the prices and offer of the standard shop will apply. Do you want to continue?',
    ...YES_NO,
  },
  internationalLogout: {
    title: 'Log out',
    info: 'International shop',
    text: 'Do you want to log out of the international shop?',
    ...YES_NO,
  },
  leaveLinkAcceptance: {
    title: 'Leave data acceptance',
    info: 'Warning',
    text: 'If you leave now, the data acceptance will not be completed. Do you want to leave?',
    ...YES_NO,
  },
  linkOrderCancel: {
    title: 'Cancel order',
    info: 'Warning',
    text: 'Do you want to cancel this order? The data entered so far will be lost.',
    ...YES_NO,
  },
} as const satisfies Record<string, ConfirmationTexts>;

export type ConfirmationVariant = keyof typeof CONFIRMATION_TEXTS;

export interface ConfirmationModalProps {
  variant: ConfirmationVariant;
  /** Per-use wording overrides, e.g. a text naming the product. */
  texts?: Partial<ConfirmationTexts>;
  /** The page's language comes from UiProviders; a `t` here only for another catalogue. */
  t?: Translate;
  /** "Yes": runs, then the dialog closes. */
  onConfirm?: () => void;
  /** "No": runs, then the dialog closes. Escape and backdrop only close; use useConfirm() to hear those. */
  onCancel?: () => void;
}

/** Content of a Yes/No dialog; open it with useModals().open or, simpler, useConfirm(). */
export function ConfirmationModal({ variant, texts, t, onConfirm, onCancel }: ConfirmationModalProps) {
  const modal = useCurrentModal();
  const pageT = useContext(UiTranslateContext);
  const wording = resolveTexts(`confirmation.${variant}`, CONFIRMATION_TEXTS[variant], t ?? pageT, texts);
  const answer = (handler?: () => void) => () => {
    handler?.();
    modal?.close();
  };
  return (
    <Dialog
      title={wording.title}
      className="ui-confirm"
      footer={
        <>
          <button
            type="button"
            className="ui-button ui-button--secondary"
            onClick={answer(onCancel)}
            data-autofocus
          >
            {wording.no}
          </button>
          <button type="button" className="ui-button ui-button--primary" onClick={answer(onConfirm)}>
            {wording.yes}
          </button>
        </>
      }
    >
      <p className="ui-confirm__info">{wording.info}</p>
      <p className="ui-confirm__text">{wording.text}</p>
    </Dialog>
  );
}

export interface ConfirmOptions {
  texts?: Partial<ConfirmationTexts>;
  t?: Translate;
}

/**
 * Asks a Yes/No question with a modal stack's `open`: resolves true on Yes, false on No, Escape or
 * a backdrop click. For a caller in the first paint, which imports this module on the press
 * (ADR 085); elsewhere useConfirm() is simpler.
 */
export function askConfirmation(
  open: ModalStack['open'],
  variant: ConfirmationVariant,
  options: ConfirmOptions = {},
): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let confirmed = false;
    open(
      <ConfirmationModal
        variant={variant}
        texts={options.texts}
        t={options.t}
        onConfirm={() => {
          confirmed = true;
        }}
      />,
      { onClose: () => resolve(confirmed) },
    );
  });
}

/**
 * Asks a Yes/No question: resolves true on Yes, false on No, Escape or a backdrop click.
 * Focus starts on No so an accidental Enter does not confirm.
 */
export function useConfirm(): (variant: ConfirmationVariant, options?: ConfirmOptions) => Promise<boolean> {
  const { open } = useModals();
  return useCallback((variant, options) => askConfirmation(open, variant, options), [open]);
}
