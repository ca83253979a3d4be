/**
 * Messages of back-orders and stock by warehouse (issue 22, ADR 077): a line's split into what
 * ships now and what follows from the factory, the product page's and the cart's stock by place,
 * the staff's arrivals, and the mail when back-ordered units arrived.
 */
import type { Catalogue } from '../catalogue-shape';

const en = {
  split: {
    title: 'Partly back-ordered',
    now: '{{count}} from stock, ships {{day}}',
    later: '{{count}} from the factory, due {{day}}',
    waiting: '{{count}} still awaited',
    arrived: 'All units arrived',
    completeNote: 'Complete delivery: everything ships together on {{day}}.',
    partialNote: 'Partial delivery: what is in stock ships first.',
  },
  warehouses: {
    title: 'Stock and delivery',
    own: 'Our warehouse',
    external: 'Marketplace sellers',
    incoming: 'Incoming delivery',
    factory: 'From the factory',
    expected: 'expected {{day}}',
    ships: 'ships {{day}}',
    leadDays_one: '{{count}} working day',
    leadDays: '{{count}} working days',
    backorderable: 'Can be ordered above the stock: the rest follows from the factory.',
    unknownDispatch: 'dispatch time on request',
  },
  errors: {
    quantity: 'Give a whole number of units, at least 1.',
    expectedOn: 'Give the day the delivery is expected (YYYY-MM-DD).',
    unknownSymbol: 'There is no product {{symbol}}.',
    arrivalNotFound: 'There is no such announced delivery, or it was received already.',
  },
  mail: {
    subject: 'Order {{orderNumber}}: back-ordered products arrived',
    intro: 'The back-ordered products of your order {{orderNumber}} have arrived:',
    line: '{{symbol}}: {{backordered}} of {{amount}} arrived, the line is complete',
    outro: 'They will ship as you chose for the order. You can follow it on its status page.',
    button: 'Order status',
  },
};

const pl: Catalogue<typeof en> = {
  split: {
    title: 'Częściowo na zamówienie',
    now: '{{count}} z magazynu, wysyłka {{day}}',
    later: '{{count}} od producenta, termin {{day}}',
    waiting: 'oczekuje jeszcze {{count}}',
    arrived: 'Wszystkie sztuki dotarły',
    completeNote: 'Dostawa kompletna: całość zostanie wysłana razem {{day}}.',
    partialNote: 'Dostawa częściowa: to, co jest w magazynie, wyślemy od razu.',
  },
  warehouses: {
    title: 'Stany i dostawa',
    own: 'Nasz magazyn',
    external: 'Sprzedawcy Marketplace',
    incoming: 'Dostawa w drodze',
    factory: 'Od producenta',
    expected: 'spodziewana {{day}}',
    ships: 'wysyłka {{day}}',
    leadDays: 'dni robocze: {{count}}',
    backorderable: 'Można zamówić więcej niż jest w magazynie: reszta przyjdzie od producenta.',
    unknownDispatch: 'czas wysyłki na zapytanie',
  },
  errors: {
    quantity: 'Podaj liczbę całkowitą sztuk, co najmniej 1.',
    expectedOn: 'Podaj dzień spodziewanej dostawy (RRRR-MM-DD).',
    unknownSymbol: 'Nie ma produktu {{symbol}}.',
    arrivalNotFound: 'Nie ma takiej zapowiedzianej dostawy albo została już przyjęta.',
  },
  mail: {
    subject: 'Zamówienie {{orderNumber}}: dotarły produkty zamówione u producenta',
    intro: 'Produkty z Twojego zamówienia {{orderNumber}} zamówione u producenta dotarły:',
    line: '{{symbol}}: dotarło {{backordered}} z {{amount}}, pozycja jest kompletna',
    outro: 'Wyślemy je tak, jak wybrano dla zamówienia. Możesz je śledzić na stronie statusu.',
    button: 'Status zamówienia',
  },
};

const de: Catalogue<typeof en> = {
  split: {
    title: 'Teilweise nachbestellt',
    now: '{{count}} ab Lager, Versand {{day}}',
    later: '{{count}} vom Hersteller, fällig {{day}}',
    waiting: 'noch {{count}} ausstehend',
    arrived: 'Alle Stücke eingetroffen',
    completeNote: 'Komplettlieferung: alles wird am {{day}} zusammen versandt.',
    partialNote: 'Teillieferung: was auf Lager ist, wird zuerst versandt.',
  },
  warehouses: {
    title: 'Bestand und Lieferung',
    own: 'Unser Lager',
    external: 'Marketplace-Verkäufer',
    incoming: 'Eingehende Lieferung',
    factory: 'Vom Hersteller',
    expected: 'erwartet {{day}}',
    ships: 'Versand {{day}}',
    leadDays_one: '{{count}} Werktag',
    leadDays: '{{count}} Werktage',
    backorderable: 'Auch über den Bestand bestellbar: der Rest kommt vom Hersteller.',
    unknownDispatch: 'Versandzeit auf Anfrage',
  },
  errors: {
    quantity: 'Geben Sie eine ganze Stückzahl an, mindestens 1.',
    expectedOn: 'Geben Sie den erwarteten Liefertag an (JJJJ-MM-TT).',
    unknownSymbol: 'Es gibt kein Produkt {{symbol}}.',
    arrivalNotFound: 'Diese angekündigte Lieferung gibt es nicht, oder sie wurde schon angenommen.',
  },
  mail: {
    subject: 'Bestellung {{orderNumber}}: nachbestellte Produkte eingetroffen',
    intro: 'Die nachbestellten Produkte Ihrer Bestellung {{orderNumber}} sind eingetroffen:',
    line: '{{symbol}}: {{backordered}} von {{amount}} eingetroffen, die Position ist komplett',
    outro:
      'Sie werden so versandt, wie für die Bestellung gewählt. Sie können sie auf der Statusseite verfolgen.',
    button: 'Bestellstatus',
  },
};

const hu: Catalogue<typeof en> = {
  split: {
    title: 'Részben utánrendelve',
    now: '{{count}} raktárról, szállítás {{day}}',
    later: '{{count}} a gyártótól, várható {{day}}',
    waiting: 'még {{count}} várható',
    arrived: 'Minden darab megérkezett',
    completeNote: 'Teljes szállítás: minden együtt indul {{day}}.',
    partialNote: 'Részszállítás: ami raktáron van, az előbb indul.',
  },
  warehouses: {
    title: 'Készlet és szállítás',
    own: 'Saját raktárunk',
    external: 'Marketplace eladók',
    incoming: 'Érkező szállítmány',
    factory: 'A gyártótól',
    expected: 'várható {{day}}',
    ships: 'szállítás {{day}}',
    leadDays: '{{count}} munkanap',
    backorderable: 'A készletnél több is rendelhető: a többi a gyártótól érkezik.',
    unknownDispatch: 'szállítási idő kérésre',
  },
  errors: {
    quantity: 'Adjon meg egész darabszámot, legalább 1-et.',
    expectedOn: 'Adja meg a szállítmány várható napját (ÉÉÉÉ-HH-NN).',
    unknownSymbol: 'Nincs {{symbol}} termék.',
    arrivalNotFound: 'Nincs ilyen bejelentett szállítmány, vagy már átvették.',
  },
  mail: {
    subject: '{{orderNumber}} rendelés: megérkeztek az utánrendelt termékek',
    intro: 'A(z) {{orderNumber}} rendelés utánrendelt termékei megérkeztek:',
    line: '{{symbol}}: {{amount}} darabból {{backordered}} megérkezett, a tétel teljes',
    outro: 'A rendeléshez választott módon szállítjuk őket. A rendelés állapotoldalán követheti.',
    button: 'Rendelés állapota',
  },
};

export const backordersMessages = { en, pl, de, hu };
