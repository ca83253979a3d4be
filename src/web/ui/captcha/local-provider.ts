import { LOCAL_CAPTCHA_TOKEN_PATH } from '../../../common/captcha';
import { ApiError, postJson } from '../../lib/api';
import type { CaptchaProvider } from './provider';

let counter = 0;

/**
 * The local provider: an "I am human" checkbox that asks the shop's own server for a signed token
 * (format in src/common/captcha.ts). For development, tests and offline machines; the server only
 * answers when local captcha mode is on. Built with the DOM like a third-party widget, so the
 * component treats both providers the same way.
 */
export const localCaptchaProvider: CaptchaProvider = {
  async render(container, options, callbacks) {
    const id = `captcha-local-${++counter}`;
    const box = document.createElement('div');
    box.className = 'captcha-local';
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.id = id;
    input.className = 'captcha-local__input';
    const label = document.createElement('label');
    label.htmlFor = id;
    label.className = 'captcha-local__label';
    label.textContent = options.texts.label;
    const status = document.createElement('span');
    status.className = 'captcha-local__status';
    status.setAttribute('aria-live', 'polite');
    box.append(input, label, status);
    container.replaceChildren(box);

    let generation = 0;
    let verified = false;
    const clear = () => {
      generation++;
      verified = false;
      input.checked = false;
      input.disabled = false;
      status.textContent = '';
      box.classList.remove('captcha-local--verified');
    };
    // A passed check stays ticked (a fresh one comes from reset()); not disabled, which would grey it out.
    input.addEventListener('click', (event) => {
      if (verified) event.preventDefault();
    });

    const check = async () => {
      if (!input.checked) return;
      const mine = ++generation;
      input.disabled = true;
      status.textContent = options.texts.checking;
      try {
        const { token } = await postJson<{ token: string }>(LOCAL_CAPTCHA_TOKEN_PATH, {});
        if (mine !== generation) return;
        if (typeof token !== 'string' || token === '') throw new Error('no token');
        verified = true;
        input.disabled = false;
        status.textContent = options.texts.verified;
        box.classList.add('captcha-local--verified');
        callbacks.onSuccess(token);
      } catch (error) {
        if (mine !== generation) return;
        clear();
        callbacks.onError(error instanceof ApiError ? `local-${error.body.code}` : 'local-network');
      }
    };
    input.addEventListener('change', () => void check());

    return { reset: clear, remove: () => container.replaceChildren() };
  },
};
