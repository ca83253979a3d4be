import { createContext, type ReactNode, useContext, useEffect, useMemo, useReducer } from 'react';
import { createPortal } from 'react-dom';
import { useTopModalElement } from './modal-stack';

/** How long each result stays before it fades (spec §4, §9). */
export const PROGRESS_SUCCESS_MS = 2000;
export const PROGRESS_WARNING_MS = 10000;
/** Without a close button the user cannot dismiss a warning, so it must not linger. */
export const PROGRESS_WARNING_NO_CLOSE_MS = 2000;
export const PROGRESS_ERROR_MS = 3000;
/** Spec §9 "error toast 4 s": an error a person should read (a refused form), with a close button. */
export const ERROR_TOAST_MS = 4000;

export type ProgressState = 'hidden' | 'progress' | 'success' | 'warning' | 'error' | 'custom';
type ResultKind = Exclude<ProgressState, 'hidden' | 'progress'>;

interface ResultView {
  kind: ResultKind;
  message?: ReactNode;
  closeButton: boolean;
  /** null: stays until hidden. */
  duration: number | null;
  seq: number;
}

interface Model {
  /** Operations started and not yet done. */
  active: number;
  /** A result message shown over the in-progress bar until it expires. */
  result: ResultView | null;
  /** The user clicked the in-progress bar away; the next start() shows it again. */
  dismissed: boolean;
  seq: number;
}

type Action =
  | { type: 'start' }
  | { type: 'done' }
  | { type: 'show'; view: Omit<ResultView, 'seq'> }
  | { type: 'expire'; seq: number }
  | { type: 'hide' };

function reduce(model: Model, action: Action): Model {
  switch (action.type) {
    case 'start':
      return { ...model, active: model.active + 1, dismissed: false };
    case 'done':
      return { ...model, active: Math.max(0, model.active - 1) };
    case 'show':
      return { ...model, result: { ...action.view, seq: model.seq + 1 }, seq: model.seq + 1 };
    case 'expire':
      // A newer message may have replaced the one whose timer ran out.
      return model.result?.seq === action.seq ? { ...model, result: null } : model;
    case 'hide':
      return { ...model, result: null, dismissed: true };
  }
}

export function progressStateOf(model: Pick<Model, 'active' | 'result' | 'dismissed'>): ProgressState {
  if (model.result) return model.result.kind;
  return model.active > 0 && !model.dismissed ? 'progress' : 'hidden';
}

export interface ProgressApi {
  /** An operation began: shows the in-progress bar. Pair every start() with a done(). */
  start: () => void;
  /** An operation finished; the bar hides when none is left. */
  done: () => void;
  success: (message?: ReactNode) => void;
  /** Closes after 10 s with a close button (default), after 2 s without. */
  warning: (message: ReactNode, options?: { closeButton?: boolean }) => void;
  error: (message?: ReactNode) => void;
  /** The error toast: stays 4 s (spec §9), with a close button. */
  errorToast: (message: ReactNode) => void;
  /** Any content; stays until hidden unless a duration (ms) is given. */
  custom: (content: ReactNode, options?: { duration?: number; closeButton?: boolean }) => void;
  hide: () => void;
  state: ProgressState;
  /** Number of operations in progress. */
  active: number;
}

const ProgressContext = createContext<ProgressApi | null>(null);

export function useProgress(): ProgressApi {
  const api = useContext(ProgressContext);
  if (!api) throw new Error('useProgress() needs a <ProgressProvider> above it');
  return api;
}

export interface ProgressLabels {
  inProgress: string;
  close: string;
}

export interface ProgressProviderProps {
  children?: ReactNode;
  labels?: Partial<ProgressLabels>;
}

/**
 * Holds the shop-wide progress bar. Place it inside ModalStackProvider: while a dialog is open the
 * bar renders inside the topmost one, since the backdrop would otherwise cover it.
 */
export function ProgressProvider({ children, labels }: ProgressProviderProps) {
  const [model, dispatch] = useReducer(reduce, { active: 0, result: null, dismissed: false, seq: 0 });
  const topModal = useTopModalElement();
  const { result } = model;
  const state = progressStateOf(model);

  useEffect(() => {
    if (!result || result.duration === null) return;
    const timer = setTimeout(() => dispatch({ type: 'expire', seq: result.seq }), result.duration);
    return () => clearTimeout(timer);
  }, [result]);

  const actions = useMemo(() => {
    const show = (kind: ResultKind, message: ReactNode, closeButton: boolean, duration: number | null) =>
      dispatch({ type: 'show', view: { kind, message, closeButton, duration } });
    return {
      start: () => dispatch({ type: 'start' }),
      done: () => dispatch({ type: 'done' }),
      hide: () => dispatch({ type: 'hide' }),
      success: (message?: ReactNode) => show('success', message, false, PROGRESS_SUCCESS_MS),
      warning: (message: ReactNode, { closeButton = true }: { closeButton?: boolean } = {}) =>
        show(
          'warning',
          message,
          closeButton,
          closeButton ? PROGRESS_WARNING_MS : PROGRESS_WARNING_NO_CLOSE_MS,
        ),
      error: (message?: ReactNode) => show('error', message, false, PROGRESS_ERROR_MS),
      errorToast: (message: ReactNode) => show('error', message, true, ERROR_TOAST_MS),
      custom: (
        message: ReactNode,
        { duration, closeButton = false }: { duration?: number; closeButton?: boolean } = {},
      ) => show('custom', message, closeButton, duration ?? null),
    };
  }, []);

  const api = useMemo<ProgressApi>(
    () => ({ ...actions, state, active: model.active }),
    [actions, state, model.active],
  );

  const bar =
    state === 'hidden' ? null : (
      <ProgressBarView
        state={state}
        message={result?.message}
        closeButton={result?.closeButton ?? false}
        labels={{ inProgress: labels?.inProgress ?? 'Loading…', close: labels?.close ?? 'Close' }}
        onHide={actions.hide}
      />
    );

  return (
    <ProgressContext.Provider value={api}>
      {children}
      {bar && topModal ? createPortal(bar, topModal) : bar}
    </ProgressContext.Provider>
  );
}

interface ProgressBarViewProps {
  state: Exclude<ProgressState, 'hidden'>;
  message?: ReactNode;
  closeButton: boolean;
  labels: ProgressLabels;
  onHide: () => void;
}

function ProgressBarView({ state, message, closeButton, labels, onHide }: ProgressBarViewProps) {
  return (
    // Clicking anywhere dismisses it (spec §4); keyboard users get the close button or wait for the timeout.
    <div
      className={`ui-progress ui-progress--${state}`}
      role={state === 'error' ? 'alert' : 'status'}
      aria-live={state === 'error' ? 'assertive' : 'polite'}
      onClick={onHide}
    >
      {state === 'progress' && (
        <div
          className="ui-progress__track"
          role="progressbar"
          aria-label={labels.inProgress}
          aria-busy="true"
        >
          <div className="ui-progress__indicator" />
        </div>
      )}
      {message !== undefined && <div className="ui-progress__message">{message}</div>}
      {closeButton && (
        <button type="button" className="ui-progress__close" aria-label={labels.close} onClick={onHide}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
