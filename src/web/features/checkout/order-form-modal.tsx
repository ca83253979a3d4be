/**
 * The order-transaction form modal (spec §2 fields, §4 behaviour, §5/§8 errors). The state machine
 * is order-form-state.ts; this renders it, calls order_form_save and reports the outcome.
 */
import { track } from '../../lib/analytics';
import { useMemo, useReducer, type FormEvent } from 'react';
import type { AccessPoint, CheckoutSummary } from '../../../common/contracts/checkout';
import type { AddressElement, AddressList } from '../../../common/contracts/customers';
import type { OrderFormField } from '../../../common/erp-codes';
import type { ErrorBody } from '../../../common/errors';
import { generate } from '../../../common/routes';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { useRootData } from '../../lib/root-data';
import { useFormat } from '../../lib/use-format';
import { Dialog } from '../../ui/dialog';
import { FormAlert, SelectField, TextField } from '../../ui/form';
import { useCurrentModal, useModals } from '../../ui/modal-stack';
import { CART_EVENTS, fireCartEvent } from '../../lib/cart-events';
import { useSaveOrderForm } from './checkout-api';
import { LockerPicker } from './locker-picker';
import {
  initialOrderFormState,
  invoiceAddressesOf,
  isFieldVisible,
  isInvoiceAddressDisabled,
  isLockerMethod,
  methodOf,
  methodsOf,
  orderFormReducer,
  shippingAddressesOf,
  shippingAddressOf,
  type OrderFormContext,
  type OrderFormValues,
  withDefaults,
} from './order-form-state';
import './checkout.css';

export interface OrderFormModalProps {
  orderNumber: string;
  addresses: AddressList;
  isPerson: boolean;
  initial: OrderFormValues;
  /** The chosen locker as the server knows it (to show its address before the picker opens). */
  accessPoint?: AccessPoint | null;
  /** Opened after a failed finish: show that error the way a failed save would. */
  initialError?: ErrorBody | null;
  /**
   * After the save; the order's summary has refetched by then (an order in mode "23" runs an extra
   * step on the server after a save, spec §4: the refetched summary shows its outcome).
   */
  onSaved: (summary: CheckoutSummary) => void;
}

function addressLabel(a: AddressElement): string {
  const d = a.details;
  return `${d.customerName}, ${d.street}, ${d.zipCode} ${d.city}, ${d.countryName}`;
}

export function OrderFormModal(props: OrderFormModalProps) {
  const t = useT();
  const format = useFormat();
  const modal = useCurrentModal();
  const modals = useModals();
  const { locale } = useRootData();
  const language = locale.language;
  const ctx: OrderFormContext = useMemo(
    () => ({ addresses: props.addresses, isPerson: props.isPerson }),
    [props.addresses, props.isPerson],
  );
  const reducer = useMemo(() => orderFormReducer(ctx), [ctx]);
  const saveForm = useSaveOrderForm();
  const [state, dispatch] = useReducer(reducer, props, (p) => {
    const start = initialOrderFormState(withDefaults(ctx, p.initial));
    return p.initialError
      ? reducer(start, {
          type: 'submitFailed',
          erpCode: p.initialError.erpCode,
          message: p.initialError.message,
          data: p.initialError.data,
        })
      : start;
  });
  const [chosenLocker, setChosenLocker] = useReducer(
    (_: AccessPoint | null, next: AccessPoint | null) => next,
    props.accessPoint ?? null,
  );

  const { values, errors } = state;
  const visible = (field: OrderFormField) => isFieldVisible(ctx, state, field);
  const method = methodOf(ctx, values);
  const locker = isLockerMethod(method);
  const shipping = shippingAddressOf(ctx, values);
  // Spec §5: the receiver's messages come from the shop's own keys, whatever the server said.
  const errorOf = (field: OrderFormField): string | undefined => {
    if (!errors[field]) return undefined;
    if (field === 'receiverPhone') return t('checkout.orderCartInformation.phoneNumberErrorMessage');
    if (field === 'receiverEmail') return t('checkout.orderCartInformation.emailAddressErrorMessage');
    return errors[field];
  };

  const openLockers = () =>
    modals.open(
      <LockerPicker
        initialQuery={shipping?.details.city ?? ''}
        selectedId={values.accessPointId}
        onChoose={(ap) => {
          setChosenLocker(ap);
          dispatch({ type: 'accessPointChosen', accessPoint: ap });
        }}
      />,
      { className: 'ui-modal--wide' },
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.loading) return;
    dispatch({ type: 'submitStarted' });
    try {
      const summary = await saveForm.mutateAsync({ orderNumber: props.orderNumber, form: values, language });
      dispatch({ type: 'submitSucceeded', orderNumber: summary.orderNumber, values: summary.form });
      // Spec §4: on success "analytics fired" (only with the visitor's analytics consent, ADR 082).
      track({ name: 'order_success', orderNumber: summary.orderNumber });
      fireCartEvent(CART_EVENTS.CART_CHANGED, { orderNumber: summary.orderNumber });
      fireCartEvent(CART_EVENTS.ACTIVE_ORDER_CHANGED, { orderNumber: summary.orderNumber });
      props.onSaved(summary);
      modal?.close();
    } catch (error) {
      const body: ErrorBody =
        error instanceof ApiError
          ? error.body
          : { error: 'Error', code: 0, erpCode: null, message: t('errorModal.unknownError'), issues: [] };
      dispatch({
        type: 'submitFailed',
        erpCode: body.erpCode,
        message: body.message || t('errorModal.unknownError'),
        data: body.data,
      });
    }
  }

  const methodLabel = (m: { name: string; masterName: string; cost: string; currency: string }) =>
    `${m.name} – ${m.masterName} (${Number(m.cost) === 0 ? t('checkout.form.free') : format.price(m.cost, m.currency)})`;

  return (
    <Dialog
      title={t('checkout.form.title')}
      closeLabel={t('common.close')}
      className="order-form"
      footer={
        <>
          <button type="button" className="ui-button ui-button--secondary" onClick={() => modal?.close()}>
            {t('checkout.form.cancel')}
          </button>
          <button
            type="submit"
            form="order-form"
            className="ui-button ui-button--primary"
            disabled={state.loading}
            aria-busy={state.loading}
          >
            {state.loading ? t('checkout.form.saving') : t('checkout.form.save')}
          </button>
        </>
      }
    >
      <form
        id="order-form"
        className="order-form__fields"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={state.loading}
      >
        <FormAlert message={state.mainMessage} />
        {visible('vatEuCountry') && (
          <TextField
            label={t('checkout.form.vatNumber')}
            required={!props.isPerson}
            value={values.vatEuCountry ?? ''}
            maxLength={20}
            autoComplete="off"
            error={errorOf('vatEuCountry')}
            onChange={(value) => dispatch({ type: 'fieldChanged', field: 'vatEuCountry', value })}
          />
        )}
        {visible('shippingAddressId') && (
          <SelectField
            label={t('checkout.form.shippingAddress')}
            required
            value={values.shippingAddressId ?? ''}
            placeholder={t('checkout.form.choose')}
            options={shippingAddressesOf(ctx).map((a) => ({
              value: a.addressNumber,
              label: addressLabel(a),
            }))}
            error={errorOf('shippingAddressId')}
            onChange={(addressNumber) => dispatch({ type: 'shippingAddressChanged', addressNumber })}
          />
        )}
        {visible('shippingAddressId') && (
          <p className="order-form__add">
            <a href={`${generate('profile_addresses')}?addressCreate=true`}>
              {t('checkout.form.addAddress')}
            </a>
          </p>
        )}
        {visible('invoiceAddressId') && (
          <SelectField
            label={t('checkout.form.invoiceAddress')}
            required
            disabled={isInvoiceAddressDisabled(ctx, state)}
            value={values.invoiceAddressId ?? ''}
            placeholder={t('checkout.form.choose')}
            options={invoiceAddressesOf(ctx).map((a) => ({ value: a.addressNumber, label: addressLabel(a) }))}
            error={errorOf('invoiceAddressId')}
            hint={
              locker ? (
                <span className="order-form__note" role="note">
                  {t('checkout.form.lockerNotice')}
                </span>
              ) : undefined
            }
            onChange={(value) => dispatch({ type: 'fieldChanged', field: 'invoiceAddressId', value })}
          />
        )}
        {visible('shippingCondition') &&
          (methodsOf(ctx, values).length === 0 ? (
            <p className="order-form__note" role="note">
              {t('checkout.form.noMethods')}
            </p>
          ) : (
            <SelectField
              label={t('checkout.form.shippingMethod')}
              required
              value={values.shippingCondition ?? ''}
              placeholder={t('checkout.form.choose')}
              options={methodsOf(ctx, values).map((m) => ({ value: m.id, label: methodLabel(m) }))}
              error={errorOf('shippingCondition')}
              onChange={(methodId) => dispatch({ type: 'shippingMethodChanged', methodId })}
            />
          ))}
        {visible('accessPointId') && (
          <div
            className={`order-form__locker${errorOf('accessPointId') ? ' order-form__locker--invalid' : ''}`}
          >
            <span className="order-form__label" id="order-form-locker-label">
              {t('checkout.form.accessPoint')}
            </span>
            <div className="order-form__locker-row">
              <span aria-labelledby="order-form-locker-label" data-testid="chosen-locker">
                {values.accessPointId
                  ? chosenLocker && chosenLocker.id === values.accessPointId
                    ? `${chosenLocker.id} – ${chosenLocker.street}, ${chosenLocker.zipCode} ${chosenLocker.city}`
                    : values.accessPointId
                  : '—'}
              </span>
              <button type="button" className="ui-button ui-button--secondary" onClick={openLockers}>
                {values.accessPointId
                  ? t('checkout.form.changeAccessPoint')
                  : t('checkout.form.chooseAccessPoint')}
              </button>
            </div>
            {errorOf('accessPointId') && (
              <p className="order-form__error" role="alert">
                {errorOf('accessPointId')}
              </p>
            )}
          </div>
        )}
        {visible('receiverPhone') && (
          <TextField
            label={t('checkout.form.receiverPhone')}
            required
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={9}
            value={values.receiverPhone ?? ''}
            error={errorOf('receiverPhone')}
            onChange={(value) => dispatch({ type: 'fieldChanged', field: 'receiverPhone', value })}
          />
        )}
        {visible('receiverEmail') && (
          <TextField
            label={t('checkout.form.receiverEmail')}
            required
            type="email"
            autoComplete="email"
            value={values.receiverEmail ?? ''}
            error={errorOf('receiverEmail')}
            onChange={(value) => dispatch({ type: 'fieldChanged', field: 'receiverEmail', value })}
          />
        )}
        {visible('paymentId') && (
          <SelectField
            label={t('checkout.form.payment')}
            required
            value={values.paymentId ?? ''}
            placeholder={t('checkout.form.choose')}
            options={(method?.paymentMethods.elements ?? []).map((p) => ({ value: p.id, label: p.name }))}
            error={errorOf('paymentId')}
            onChange={(value) => dispatch({ type: 'fieldChanged', field: 'paymentId', value })}
          />
        )}
      </form>
    </Dialog>
  );
}
