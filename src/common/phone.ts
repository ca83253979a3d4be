/**
 * Phone numbers (ADR 022): customers are in many countries, so a number is parsed with the country of
 * its address or customer as the default, stored in E.164 (`+4930123456789`) and shown formatted.
 * The spec's "exactly 9 digits" (§5) is a Polish rule: it applies only to the parcel-locker receiver
 * in Poland, where the locker operator texts the pickup code to a Polish number.
 */
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { messageKey } from './errors';

export const PHONE_INVALID = messageKey('errors.account.phoneInvalid');
/** Long enough for any formatted international number with an extension; longer input is not a phone. */
export const PHONE_MAX_LENGTH = 30;

/** Digits, spaces and the punctuation people type in numbers; anything else is not a phone. */
const PHONE_CHARACTERS = /^[+0-9 ()./-]*$/;

function country(code: string | null | undefined): CountryCode | undefined {
  const upper = code?.toUpperCase();
  return upper && isSupportedCountry(upper) ? upper : undefined;
}

function parse(value: string, defaultCountry?: string | null) {
  const text = value.trim();
  if (!text || !PHONE_CHARACTERS.test(text)) return undefined;
  // "00" is the international prefix in most of Europe: "0049 30 …" is "+49 30 …".
  const international = text.replace(/^00(?=[1-9])/, '+');
  return parsePhoneNumberFromString(international, country(defaultCountry));
}

/** The number in E.164 when it is a valid number (national numbers read in `defaultCountry`); else null. */
export function toE164(value: string, defaultCountry?: string | null): string | null {
  const phone = parse(value, defaultCountry);
  return phone?.isValid() ? phone.number : null;
}

/**
 * A stored number as people read it: "+48 600 200 300". Numbers stored before E.164 (nine Polish
 * digits, free text) are read in `defaultCountry`; what cannot be read is shown as it was stored.
 */
export function formatPhone(stored: string | null | undefined, defaultCountry?: string | null): string {
  if (!stored) return '';
  const phone = parse(stored, defaultCountry);
  return phone?.isValid() ? phone.formatInternational() : stored;
}

/**
 * Spec §5 "Phone: exactly 9 digits", kept where it applies: the parcel-locker receiver in Poland.
 * "600 200 300", "600200300" and "+48 600 200 300" are the same nine digits.
 */
export function isPolishNineDigitPhone(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '').replace(/^(?:\+|00)48(?=\d{9}$)/, '');
  return /^\d{9}$/.test(digits);
}

/** The parcel-locker receiver's phone for a locker in `lockerCountry`, in E.164, or null when refused. */
export function receiverPhoneE164(value: string, lockerCountry: string | null | undefined): string | null {
  if (lockerCountry?.toLowerCase() === 'pl') {
    if (!isPolishNineDigitPhone(value)) return null;
    const digits = value.replace(/[\s-]/g, '').slice(-9);
    return `+48${digits}`;
  }
  return toE164(value, lockerCountry);
}

/** A phone field of a request: free text of phone characters; the country-aware check follows. */
export const PhoneTextSchema = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH, messageKey('errors.input.tooLong'))
  .regex(PHONE_CHARACTERS, PHONE_INVALID);

/**
 * Normalises `phone` of an object in place to E.164 with `countryOf(object)` as the default country,
 * adding a field issue when the number is not valid. Used by the contracts' `.transform`s so the
 * server stores, and the forms check, the same thing.
 */
export function normalisePhoneIn<T extends Record<string, unknown>>(
  value: T,
  key: keyof T & string,
  defaultCountry: string | null | undefined,
  ctx: z.RefinementCtx,
  path: Array<string | number> = [key],
): T {
  const raw = value[key];
  if (typeof raw !== 'string' || raw === '') return value;
  // A country no phone plan knows ("en", the international site) is refused by its own rule; the
  // phone then waits for a real country instead of reporting a second, misleading error.
  if (defaultCountry && !country(defaultCountry) && !/^\s*(?:\+|00)/.test(raw)) return value;
  const e164 = toE164(raw, defaultCountry);
  if (!e164) {
    ctx.addIssue({ code: 'custom', message: PHONE_INVALID, path });
    return value;
  }
  return { ...value, [key]: e164 };
}
