/**
 * Messages of the international offer (ADR 081): the dialog a buyer from outside the markets sees
 * when ordering on a country's site, and the US site's words.
 */
import type { Catalogue } from '../catalogue-shape';

const en = {
  offer: {
    title: 'Ordering from outside our markets?',
    lead: 'Your account shops on our {{site}} site. The prices, delivery and terms of this page are for buyers in {{country}}.',
    siteEn: 'international',
    siteUs: 'US',
    stay: 'Stay on this page',
    complete: 'Complete the order here',
    completeHint: 'The product goes into your cart at the prices of your account.',
    goInternational: 'Go to the {{site}} shop',
    goInternationalHint: 'The same page there; the product goes into your cart.',
    chat: 'Ask us in the live chat',
    contact: 'Contact us',
  },
};

const pl: Catalogue<typeof en> = {
  offer: {
    title: 'Zamawiasz spoza naszych rynków?',
    lead: 'Twoje konto kupuje w naszym sklepie {{site}}. Ceny, dostawa i warunki kraju {{country}} są dla kupujących w tym kraju.',
    siteEn: 'międzynarodowym',
    siteUs: 'amerykańskim (US)',
    stay: 'Zostań na tej stronie',
    complete: 'Dokończ zamówienie tutaj',
    completeHint: 'Produkt trafi do koszyka w cenach Twojego konta.',
    goInternational: 'Przejdź do sklepu {{site}}',
    goInternationalHint: 'Ta sama strona w tamtym sklepie; produkt trafi do koszyka.',
    chat: 'Zapytaj na czacie',
    contact: 'Skontaktuj się z nami',
  },
};

const de: Catalogue<typeof en> = {
  offer: {
    title: 'Bestellen Sie von außerhalb unserer Märkte?',
    lead: 'Ihr Konto kauft in unserem {{site}} Shop. Preise, Lieferung und Bedingungen für {{country}} gelten für Käufer dort.',
    siteEn: 'internationalen',
    siteUs: 'US-amerikanischen',
    stay: 'Auf dieser Seite bleiben',
    complete: 'Bestellung hier abschließen',
    completeHint: 'Das Produkt kommt zu den Preisen Ihres Kontos in den Warenkorb.',
    goInternational: 'Zum {{site}} Shop',
    goInternationalHint: 'Dieselbe Seite dort; das Produkt kommt in den Warenkorb.',
    chat: 'Im Live-Chat fragen',
    contact: 'Kontakt',
  },
};

const hu: Catalogue<typeof en> = {
  offer: {
    title: 'Piacainkon kívülről rendel?',
    lead: 'Fiókja a {{site}} oldalunkon vásárol. A(z) {{country}} árai, szállítása és feltételei az ottani vevőknek szólnak.',
    siteEn: 'nemzetközi',
    siteUs: 'amerikai (US)',
    stay: 'Maradok ezen az oldalon',
    complete: 'A rendelést itt fejezem be',
    completeHint: 'A termék a fiókja árain kerül a kosárba.',
    goInternational: 'Tovább a(z) {{site}} boltba',
    goInternationalHint: 'Ugyanez az oldal ott; a termék a kosárba kerül.',
    chat: 'Kérdezzen az élő chaten',
    contact: 'Kapcsolat',
  },
};

export const internationalMessages = { en, pl, de, hu };
