/**
 * The address and person field sets of a customer's forms (spec §3 Customer): registration, the
 * profile's addresses and partners, contact persons. One place for their labels, ids, layout and
 * autofill hints; each form keeps its own values, limits and validation.
 */
import type { JSX } from 'react';
import { useT } from '../../lib/i18n';
import { TextField } from '../../ui/form';

interface FieldSetProps<K extends string> {
  /** The ids are `${idPrefix}-street`, `${idPrefix}-first-name`…: labels and journeys find them. */
  idPrefix: string;
  values: Record<K, string>;
  onChange: (field: K, value: string) => void;
  errors: Partial<Record<string, string>>;
  /** Each form's limits (the registration's come from the server's front constraints). */
  maxLength: (field: K) => number | undefined;
  onBlur?: (field: K) => void;
}

/** One field of a set: its id suffix, label, autofill hint and input kind. */
interface FieldSpec {
  id: string;
  label: string;
  autoComplete: string;
  type?: 'email' | 'tel';
  required?: boolean;
}

/** Renders the set's fields by name, wired to the form's values, errors and limits. */
function fieldsOf<K extends string>(props: FieldSetProps<K>, autofill: boolean) {
  return (name: K, spec: FieldSpec): JSX.Element => (
    <TextField
      id={`${props.idPrefix}-${spec.id}`}
      label={spec.label}
      type={spec.type}
      value={props.values[name]}
      onChange={(value) => props.onChange(name, value)}
      onBlur={props.onBlur && (() => props.onBlur!(name))}
      error={props.errors[name]}
      maxLength={props.maxLength(name)}
      autoComplete={autofill ? spec.autoComplete : 'off'}
      required={spec.required}
    />
  );
}

export type AddressField = 'street' | 'zipCode' | 'city';

/** Street, then postal code and city side by side. */
export function AddressFields(props: FieldSetProps<AddressField>) {
  const t = useT();
  const field = fieldsOf(props, true);
  return (
    <>
      {field('street', {
        id: 'street',
        label: t('account.addresses.street'),
        autoComplete: 'address-line1',
        required: true,
      })}
      <div className="registration__row">
        {field('zipCode', {
          id: 'zip',
          label: t('account.addresses.zipCode'),
          autoComplete: 'postal-code',
          required: true,
        })}
        {field('city', {
          id: 'city',
          label: t('account.addresses.city'),
          autoComplete: 'address-level2',
          required: true,
        })}
      </div>
    </>
  );
}

export type PersonField = 'firstName' | 'lastName' | 'email' | 'phone';

/**
 * First and last name, then e-mail and phone. `ownData` says whether the person is the one typing
 * (registration): only then may the browser fill in its saved name and contact details.
 */
export function PersonFields({ ownData, ...props }: FieldSetProps<PersonField> & { ownData: boolean }) {
  const t = useT();
  const field = fieldsOf(props, ownData);
  return (
    <>
      <div className="registration__row">
        {field('firstName', {
          id: 'first-name',
          label: t('accounts.contacts.firstName'),
          autoComplete: 'given-name',
          required: true,
        })}
        {field('lastName', {
          id: 'last-name',
          label: t('accounts.contacts.lastName'),
          autoComplete: 'family-name',
          required: true,
        })}
      </div>
      <div className="registration__row">
        {field('email', {
          id: 'email',
          label: t('accounts.contacts.email'),
          autoComplete: 'email',
          type: 'email',
          required: true,
        })}
        {field('phone', {
          id: 'phone',
          label: t('accounts.contacts.phone'),
          autoComplete: 'tel',
          type: 'tel',
        })}
      </div>
    </>
  );
}
