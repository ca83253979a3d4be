/**
 * The rule types of spec §5 as plain, JSON-serialisable data: the registration wizard's rules
 * (common/registration-options.ts) are written in them and served as front constraints
 * (./server-constraints.ts); the page takes its field limits from them (./attributes.ts). The
 * server enforces the same limits with the step contracts (contracts/auth.ts), built from the same
 * table (common/accounts.ts), and the page shows the server's refusals: no second checker of the
 * rules runs in the browser. No functions inside a rule, so a rule set survives JSON unchanged.
 *
 * Convention (as in Symfony's validator, which the shop's constraints mirror): every rule except
 * `notBlank` lets an empty value (undefined, null, '', whitespace only, [], false) pass. "Required"
 * is always said with `notBlank`, so an optional e-mail field is `[{ type: 'email' }]` and a
 * required one `[{ type: 'notBlank' }, { type: 'email' }]`.
 */

export type Scalar = string | number | boolean | null;

/** Every rule may name its own message key (e.g. `orderCartInformation.phoneNumberErrorMessage`). */
interface Common {
  /** Message key used instead of the rule's default key; the rule's parameters still apply. */
  message?: string;
}

export type Rule = Common &
  (
    | { type: 'startsWith'; value: string; ignoreCase?: boolean }
    | { type: 'notStartsWith'; value: string; ignoreCase?: boolean }
    /** Equal to a fixed value (compared as text: '5' equals 5, true equals 'true'). */
    | { type: 'equals'; value: Scalar }
    | { type: 'in'; values: Scalar[] }
    | { type: 'notIn'; values: Scalar[] }
    /** Every rule passes; the first failure is reported. */
    | { type: 'and'; rules: Rule[] }
    /** At least one rule passes; otherwise the first rule's failure (or `message`) is reported. */
    | { type: 'or'; rules: Rule[] }
    /**
     * The value is a set of values (a multi-select or a checkbox group; a single value counts as a
     * set of one): each item passes `rules`, there are `min`..`max` items, and with `unique` no
     * item repeats.
     */
    | { type: 'set'; rules?: Rule[]; min?: number; max?: number; unique?: boolean }
    /** `pattern` (JavaScript RegExp source, searched: anchor it with ^…$ for the whole value) matches; `negate` inverts. */
    | { type: 'regex'; pattern: string; flags?: string; negate?: boolean }
    /** A whole number: digits with an optional sign, or a number without a fraction. */
    | { type: 'integer' }
    /** Not empty (see above). With `allowNull` a null or missing value passes, '' still fails. */
    | { type: 'notBlank'; allowNull?: boolean }
    /** Number of characters (code points), or of items for a list. */
    | { type: 'length'; exact?: number; min?: number; max?: number }
    /** A number (or numeric text) above `value`; `orEqual` includes it. */
    | { type: 'greaterThan'; value: number; orEqual?: boolean }
    | { type: 'lessThan'; value: number; orEqual?: boolean }
    /** Same value as another field of the form (password repeat, e-mail confirmation). */
    | { type: 'equalToField'; field: string }
    | { type: 'notEqualToField'; field: string }
    /** Standard local part, @, a domain name or a bracketed IPv4 address (spec §5). */
    | { type: 'email' }
    /** Exactly 9 digits (spec §5). */
    | { type: 'phone' }
    /** Digits only (spec §5 "numeric-only"). */
    | { type: 'numeric' }
    /**
     * Conditional field: when the value of `field` passes every rule of `is`, this field must pass
     * `then`, otherwise `otherwise` (if given). In `is` an empty value is NOT skipped, so
     * `is: [{ type: 'equals', value: 'company' }]` is false for an empty `field`.
     */
    | { type: 'when'; field: string; is: Rule[]; then: Rule[]; otherwise?: Rule[] }
  );

export type RuleType = Rule['type'];

/** Rules of a whole form: field name → the rules of that field, checked in order. */
export type FormRules = Readonly<Record<string, readonly Rule[]>>;
