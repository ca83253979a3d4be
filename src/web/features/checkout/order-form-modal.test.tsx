import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessPoint, CheckoutSummary, DeliveryMethod } from '../../../common/contracts/checkout';
import type { AddressElement, AddressList } from '../../../common/contracts/customers';
import { en } from '../../../common/i18n/en';
import { I18nProvider } from '../../lib/i18n';
import { ModalStackProvider, useModals, type ModalStack } from '../../ui/modal-stack';
import { CART_EVENTS } from '../../lib/cart-events';
import { checkoutQueries } from './checkout-api';
import { project } from './locker-picker';
import { OrderFormModal, type OrderFormModalProps } from './order-form-modal';

const locale = {
  country: 'pl',
  language: 'en',
  currency: 'PLN',
  vatRate: 23,
  grouping: 'standard',
  gross: false,
  prefix: {},
};

const method = (id: string, payments: string[], extra: Partial<DeliveryMethod> = {}): DeliveryMethod => ({
  id,
  name: id === 'parcel_locker' ? 'Parcel locker' : 'Courier',
  masterName: id === 'parcel_locker' ? 'InPost Paczkomat' : 'DPD Polska',
  cost: '19.00',
  currency: 'PLN',
  transportMethods: ['road'],
  isAccessPoint: id === 'parcel_locker',
  paymentMethods: {
    elements: payments.map((p) => ({
      id: p,
      name: p === 'bank_transfer' ? 'Bank transfer' : 'Online payment',
      kind: p,
      paymentProviders: [],
    })),
  },
  ...extra,
});
const address = (
  addressNumber: string,
  role: 'SH' | 'ZO' | 'BP',
  details: Partial<AddressElement['details']> = {},
  extra: Partial<AddressElement> = {},
): AddressElement => ({
  addressNumber,
  role,
  isDefault: role !== 'ZO',
  isArchived: false,
  isEnabled: true,
  details: {
    customerName: `Firma ${addressNumber}`,
    street: 'ul. Długa 1',
    zipCode: '30-001',
    city: 'Kraków',
    countryCode: 'pl',
    countryName: 'Poland',
    vatNumber: null,
    accessPointId: null,
    receiverEmail: 'odbior@firma.pl',
    receiverPhone: '600100200',
    ...details,
  },
  deliveryMethods: {
    elements:
      role === 'BP'
        ? []
        : [
            method('parcel_locker', ['online_testpay', 'bank_transfer']),
            method('courier_pl', ['bank_transfer']),
          ],
  },
  ...extra,
});
const addresses: AddressList = {
  shippingAddresses: {
    elements: [
      address('2000001', 'SH'),
      address('2000007', 'SH', { customerName: 'Old warehouse' }, { isArchived: true }),
    ],
  },
  invoiceSendAddresses: { elements: [address('2000004', 'ZO', { customerName: 'Accounting' })] },
  payerAddress: address('2000000', 'BP', { customerName: 'Payer Ltd' }),
};
const lockers: AccessPoint[] = [
  {
    id: 'KRA01M',
    name: 'Paczkomat KRA01M',
    street: 'ul. Lipowa 3',
    zipCode: '30-002',
    city: 'Kraków',
    country: 'pl',
    latitude: 50.06,
    longitude: 19.94,
    openingHours: '24/7',
    isActive: true,
  },
  {
    id: 'KRA02M',
    name: 'Paczkomat KRA02M',
    street: 'ul. Polna 8',
    zipCode: '30-003',
    city: 'Kraków',
    country: 'pl',
    latitude: 50.08,
    longitude: 19.9,
    openingHours: '24/7',
    isActive: true,
  },
  {
    id: 'KRA03M',
    name: 'Paczkomat KRA03M',
    street: 'ul. Leśna 1',
    zipCode: '30-004',
    city: 'Kraków',
    country: 'pl',
    latitude: 50.03,
    longitude: 19.98,
    openingHours: '24/7',
    isActive: false,
  },
];

const summaryOf = (form: CheckoutSummary['form']): CheckoutSummary => ({
  orderNumber: '40000001',
  status: 'cart',
  mode: 'standard',
  lines: [],
  totals: {
    currency: 'PLN',
    vatRate: '23',
    linesNet: '10.00',
    discount: '0.00',
    deliveryCost: '19.00',
    net: '29.00',
    vat: '6.67',
    gross: '35.67',
  },
  form,
  shippingAddress: null,
  invoiceAddress: null,
  deliveryMethod: null,
  paymentMethod: null,
  accessPoint: null,
  discount: null,
  missing: [],
  canFinish: true,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const hooks = {} as { modals: ModalStack };
function Capture() {
  const modals = useModals();
  useEffect(() => {
    hooks.modals = modals;
  });
  return null;
}

const initialForm: CheckoutSummary['form'] = {
  vatEuCountry: 'PL1234567890',
  shippingAddressId: '2000001',
  invoiceAddressId: '2000004',
  shippingCondition: 'courier_pl',
  accessPointId: null,
  receiverPhone: null,
  receiverEmail: null,
  paymentId: 'bank_transfer',
};

/** The checkout page's view of the order's summary: what a save must refresh. */
function SummaryProbe({ initial }: { initial: CheckoutSummary }) {
  const { data } = useQuery({ ...checkoutQueries.summary('40000001', 'en'), initialData: initial });
  return <p data-testid="probe-mode">{data.mode}</p>;
}

async function renderModal(overrides: Partial<OrderFormModalProps> = {}, page: ReactNode = null) {
  const props: OrderFormModalProps = {
    orderNumber: '40000001',
    addresses,
    isPerson: false,
    initial: initialForm,
    onSaved: vi.fn(),
    ...overrides,
  };
  const client = new QueryClient();
  const Root = ({ children }: { children?: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nProvider messages={en}>
        <ModalStackProvider>
          <Capture />
          {page}
          {children}
        </ModalStackProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
  const Stub = createRoutesStub([
    { id: 'root', path: '/', loader: () => ({ locale }), Component: () => <Root /> },
  ]);
  render(<Stub initialEntries={['/']} />);
  await waitFor(() => expect(hooks.modals).toBeDefined());
  act(() => void hooks.modals.open(<OrderFormModal {...props} />));
  const dialog = await screen.findByRole('dialog', { name: 'Delivery and payment' });
  return { props, dialog, user: userEvent.setup() };
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => json({ elements: lockers, truncated: false }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  hooks.modals = undefined as never;
});

describe('order-transaction form modal', () => {
  it('shows the fields whose condition holds, hides archived addresses and links to a new address', async () => {
    const { dialog } = await renderModal();
    const scope = within(dialog);
    expect(scope.getByLabelText(/VAT number/)).toBeTruthy();
    const shipping = scope.getByLabelText(/Shipping address/) as HTMLSelectElement;
    expect([...shipping.options].map((o) => o.value)).toEqual(['', '2000001']);
    expect(scope.queryByLabelText(/Receiver phone/)).toBeNull();
    expect(scope.getByRole('link', { name: 'Add a new address' }).getAttribute('href')).toBe(
      '/profile/account/addresses?addressCreate=true',
    );
  });

  it('the parcel-locker method shows locker and receiver fields, disables the invoice address and says so', async () => {
    const { dialog, user } = await renderModal();
    const scope = within(dialog);
    await user.selectOptions(scope.getByLabelText(/Shipping method/), 'parcel_locker');
    expect((scope.getByLabelText(/Invoice address/) as HTMLSelectElement).disabled).toBe(true);
    expect((scope.getByLabelText(/Invoice address/) as HTMLSelectElement).value).toBe('2000000');
    expect((scope.getByLabelText(/Receiver phone/) as HTMLInputElement).value).toBe('600100200');
    expect(
      scope.getAllByText('Locker data will be updated automatically in the next step.').length,
    ).toBeGreaterThan(0);
    expect(scope.getByRole('button', { name: 'Choose a parcel locker' })).toBeTruthy();
  });

  it('chooses a locker on the SVG map with the keyboard', async () => {
    const { dialog, user } = await renderModal();
    await user.selectOptions(within(dialog).getByLabelText(/Shipping method/), 'parcel_locker');
    await user.click(within(dialog).getByRole('button', { name: 'Choose a parcel locker' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a parcel locker' });
    await within(picker).findByText('3 parcel lockers');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/ajax/access-points?country=pl&q=Krak%C3%B3w');
    const map = within(picker).getByRole('group', { name: 'Map of the parcel lockers found' });
    const dots = within(map).getAllByRole('button');
    expect(dots).toHaveLength(3);
    expect(dots[2]!.getAttribute('aria-disabled')).toBe('true');
    dots[1]!.focus();
    fireEvent.keyDown(dots[1]!, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose a parcel locker' })).toBeNull());
    expect(within(dialog).getByTestId('chosen-locker').textContent).toBe(
      'KRA02M – ul. Polna 8, 30-003 Kraków',
    );
  });

  it('a 422 shows the first message on top, each message under its field, only the code’s fields; receiver text by key', async () => {
    const { dialog, user } = await renderModal({
      initial: {
        vatEuCountry: 'PL1234567890',
        shippingAddressId: '2000001',
        invoiceAddressId: '2000000',
        shippingCondition: 'parcel_locker',
        accessPointId: 'KRA01M',
        receiverPhone: '12',
        receiverEmail: 'odbior@firma.pl',
        paymentId: 'bank_transfer',
      },
    });
    fetchMock.mockResolvedValueOnce(
      json(
        {
          error: 'Unprocessable Entity',
          code: 422,
          erpCode: 77,
          message: 'Numer telefonu musi mieć dokładnie 9 cyfr.',
          issues: [],
          data: [{ field: 'receiverPhone', message: 'Numer telefonu musi mieć dokładnie 9 cyfr.' }],
        },
        422,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(dialog).getAllByText('The phone number must have exactly 9 digits.').length,
      ).toBeGreaterThan(0),
    );
    expect(within(dialog).getByText('Numer telefonu musi mieć dokładnie 9 cyfr.')).toBeTruthy();
    expect(within(dialog).queryByLabelText(/Shipping address/)).toBeNull();
    expect(within(dialog).getByLabelText(/Receiver phone/)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe('/ajax/order/40000001/form?language=en');
    expect(init?.method).toBe('PATCH');
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('on success records the order, fires the cart events and closes', async () => {
    const onSaved = vi.fn();
    const events: string[] = [];
    const listener = (event: Event) => events.push(event.type);
    window.addEventListener(CART_EVENTS.CART_CHANGED, listener);
    const { dialog, user, props } = await renderModal({ onSaved });
    fetchMock.mockResolvedValueOnce(json(summaryOf(props.initial)));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delivery and payment' })).toBeNull());
    window.removeEventListener(CART_EVENTS.CART_CHANGED, listener);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ orderNumber: '40000001' }));
    expect(events).toEqual([CART_EVENTS.CART_CHANGED]);
    expect(JSON.parse(String(fetchMock.mock.calls.at(-1)![1]!.body))).toMatchObject({
      shippingCondition: 'courier_pl',
      paymentId: 'bank_transfer',
    });
  });
});

describe('saving the order form', () => {
  it('refetches the order’s summary: a mode-23 order shows what the server’s extra step made of it', async () => {
    const before = summaryOf(initialForm);
    const { dialog, user } = await renderModal({}, <SummaryProbe initial={{ ...before, mode: '23' }} />);
    expect(screen.getByTestId('probe-mode').textContent).toBe('23');
    fetchMock
      .mockResolvedValueOnce(json({ ...before, mode: '23' }))
      .mockResolvedValueOnce(json({ ...before, mode: 'standard' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('probe-mode').textContent).toBe('standard'));
    expect(fetchMock.mock.calls.map(([url]) => url).slice(-2)).toEqual([
      '/ajax/order/40000001/form?language=en',
      '/ajax/cart/step-2/40000001?language=en',
    ]);
  });
});

describe('locker map projection', () => {
  it('keeps every point inside the map and north up', () => {
    const points = project(lockers);
    for (const p of points) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(400);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(300);
    }
    // KRA02M is the northernmost and westernmost: top left of the others.
    expect(points[1]!.y).toBeLessThan(points[0]!.y);
    expect(points[1]!.x).toBeLessThan(points[0]!.x);
    expect(project([lockers[0]!])).toEqual([{ x: 200, y: 150 }]);
  });
});
