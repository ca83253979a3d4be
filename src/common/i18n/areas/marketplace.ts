/**
 * Messages of the marketplace (issue 20, ADR 072): the sellers' offers on a product page, the
 * question to a seller, its refusals, the desk's words for it, and its two mails (the seller's copy
 * and the customer's confirmation).
 */
import type { Catalogue } from '../catalogue-shape';

const en = {
  errors: {
    companyOnly:
      'Marketplace products are sold to companies only, so only company accounts can ask their sellers.',
    notMarketplace: '{{symbol}} is not sold by marketplace sellers.',
    sellerUnknown: 'This seller does not offer the product.',
    tooMany: 'You have sent many questions to sellers in the last hour. Try again in {{seconds}} s.',
  },
  offers: {
    title: 'Marketplace sellers',
    intro:
      'This product ships from our partners’ warehouses. Marketplace products are sold to companies only.',
    none: 'No seller offers this product at the moment.',
    seller: 'Seller',
    stock: 'Stock',
    leadTime: 'Dispatch',
    leadTimeDays_one: '{{count}} working day',
    leadTimeDays: '{{count}} working days',
    prices: 'Prices ({{type}}, {{currency}})',
    from: 'from {{amount}}',
    onRequest: 'On request',
    minimum: 'Minimum {{amount}}',
    ask: 'Ask the seller',
    askSeller: 'Ask {{seller}}',
    loginToAsk: 'Log in to a company account to ask the seller.',
  },
  form: {
    title: 'Question to {{seller}}',
    product: 'Product: {{symbol}}',
    subject: 'Subject',
    message: 'Your question',
    email: 'Answer to',
    emailHint: 'The seller receives your question with this address and answers you directly.',
    send: 'Send to the seller',
    sending: 'Sending…',
    cancel: 'Cancel',
    loading: 'Loading the form…',
    sentTitle: 'Your question was sent to {{seller}}',
    sentText: 'We have forwarded it and sent a confirmation (no. {{id}}) to {{email}}.',
    toast: 'Your question was not sent. Please check the form.',
  },
  desk: {
    seller: 'Seller',
    subject: 'Subject',
    forwarded: 'Forwarded to the seller',
    confirmed: 'Confirmation to the customer',
    waiting: 'Waiting to be sent',
  },
  mail: {
    confirmation: {
      subject: 'Your question to a marketplace seller (no. {{id}})',
      intro:
        'We have forwarded your question about {{symbol}} to the seller {{seller}}. The seller will answer you by e-mail.',
      subjectLine: 'Subject: {{subject}}',
    },
    forward: {
      subject: 'Question about {{symbol}}: {{subject}} (no. {{id}})',
      intro: 'A customer of Component Shop, {{company}}, asks about your marketplace offer of {{symbol}}.',
      replyTo: 'Please answer the customer directly at {{email}} (replying to this e-mail does so).',
      question: 'The question:',
    },
  },
};

const pl: Catalogue<typeof en> = {
  errors: {
    companyOnly:
      'Produkty z marketplace sprzedajemy wyłącznie firmom, dlatego pytać sprzedawców mogą tylko konta firmowe.',
    notMarketplace: '{{symbol}} nie jest sprzedawany przez sprzedawców marketplace.',
    sellerUnknown: 'Ten sprzedawca nie oferuje tego produktu.',
    tooMany: 'W ostatniej godzinie wysłano wiele pytań do sprzedawców. Spróbuj ponownie za {{seconds}} s.',
  },
  offers: {
    title: 'Sprzedawcy marketplace',
    intro:
      'Ten produkt wysyłamy z magazynów naszych partnerów. Produkty z marketplace sprzedajemy wyłącznie firmom.',
    none: 'Obecnie żaden sprzedawca nie oferuje tego produktu.',
    seller: 'Sprzedawca',
    stock: 'Stan',
    leadTime: 'Wysyłka',
    leadTimeDays_one: '{{count}} dzień roboczy',
    leadTimeDays: 'dni robocze: {{count}}',
    prices: 'Ceny ({{type}}, {{currency}})',
    from: 'od {{amount}}',
    onRequest: 'Na zapytanie',
    minimum: 'Minimum zamówienia: {{amount}}',
    ask: 'Zapytaj sprzedawcę',
    askSeller: 'Zapytaj: {{seller}}',
    loginToAsk: 'Zaloguj się na konto firmowe, aby zapytać sprzedawcę.',
  },
  form: {
    title: 'Pytanie do: {{seller}}',
    product: 'Produkt: {{symbol}}',
    subject: 'Temat',
    message: 'Twoje pytanie',
    email: 'Odpowiedź na adres',
    emailHint: 'Sprzedawca otrzyma pytanie z tym adresem i odpowie bezpośrednio.',
    send: 'Wyślij do sprzedawcy',
    sending: 'Wysyłanie…',
    cancel: 'Anuluj',
    loading: 'Wczytywanie formularza…',
    sentTitle: 'Pytanie wysłano do: {{seller}}',
    sentText: 'Przekazaliśmy je i wysłaliśmy potwierdzenie (nr {{id}}) na adres {{email}}.',
    toast: 'Pytanie nie zostało wysłane. Sprawdź formularz.',
  },
  desk: {
    seller: 'Sprzedawca',
    subject: 'Temat',
    forwarded: 'Przekazano sprzedawcy',
    confirmed: 'Potwierdzenie dla klienta',
    waiting: 'Czeka na wysłanie',
  },
  mail: {
    confirmation: {
      subject: 'Twoje pytanie do sprzedawcy marketplace (nr {{id}})',
      intro: 'Przekazaliśmy Twoje pytanie o {{symbol}} sprzedawcy {{seller}}. Sprzedawca odpowie e-mailem.',
      subjectLine: 'Temat: {{subject}}',
    },
    forward: {
      subject: 'Pytanie o {{symbol}}: {{subject}} (nr {{id}})',
      intro: 'Klient Component Shop, {{company}}, pyta o Twoją ofertę marketplace produktu {{symbol}}.',
      replyTo:
        'Odpowiedz klientowi bezpośrednio na adres {{email}} (odpowiedź na tę wiadomość trafi do niego).',
      question: 'Pytanie:',
    },
  },
};

const de: Catalogue<typeof en> = {
  errors: {
    companyOnly:
      'Marketplace-Produkte verkaufen wir nur an Unternehmen, daher können nur Firmenkonten die Verkäufer fragen.',
    notMarketplace: '{{symbol}} wird nicht von Marketplace-Verkäufern angeboten.',
    sellerUnknown: 'Dieser Verkäufer bietet das Produkt nicht an.',
    tooMany:
      'Sie haben in der letzten Stunde viele Fragen an Verkäufer gesendet. Bitte in {{seconds}} s erneut versuchen.',
  },
  offers: {
    title: 'Marketplace-Verkäufer',
    intro:
      'Dieses Produkt wird aus den Lagern unserer Partner versandt. Marketplace-Produkte verkaufen wir nur an Unternehmen.',
    none: 'Derzeit bietet kein Verkäufer dieses Produkt an.',
    seller: 'Verkäufer',
    stock: 'Bestand',
    leadTime: 'Versand',
    leadTimeDays_one: '{{count}} Werktag',
    leadTimeDays: '{{count}} Werktage',
    prices: 'Preise ({{type}}, {{currency}})',
    from: 'ab {{amount}}',
    onRequest: 'Auf Anfrage',
    minimum: 'Mindestens {{amount}}',
    ask: 'Verkäufer fragen',
    askSeller: '{{seller}} fragen',
    loginToAsk: 'Melden Sie sich mit einem Firmenkonto an, um den Verkäufer zu fragen.',
  },
  form: {
    title: 'Frage an {{seller}}',
    product: 'Produkt: {{symbol}}',
    subject: 'Betreff',
    message: 'Ihre Frage',
    email: 'Antwort an',
    emailHint: 'Der Verkäufer erhält Ihre Frage mit dieser Adresse und antwortet Ihnen direkt.',
    send: 'An den Verkäufer senden',
    sending: 'Wird gesendet…',
    cancel: 'Abbrechen',
    loading: 'Formular wird geladen…',
    sentTitle: 'Ihre Frage wurde an {{seller}} gesendet',
    sentText: 'Wir haben sie weitergeleitet und eine Bestätigung (Nr. {{id}}) an {{email}} gesendet.',
    toast: 'Ihre Frage wurde nicht gesendet. Bitte prüfen Sie das Formular.',
  },
  desk: {
    seller: 'Verkäufer',
    subject: 'Betreff',
    forwarded: 'An den Verkäufer weitergeleitet',
    confirmed: 'Bestätigung an den Kunden',
    waiting: 'Wartet auf Versand',
  },
  mail: {
    confirmation: {
      subject: 'Ihre Frage an einen Marketplace-Verkäufer (Nr. {{id}})',
      intro:
        'Wir haben Ihre Frage zu {{symbol}} an den Verkäufer {{seller}} weitergeleitet. Der Verkäufer antwortet Ihnen per E-Mail.',
      subjectLine: 'Betreff: {{subject}}',
    },
    forward: {
      subject: 'Frage zu {{symbol}}: {{subject}} (Nr. {{id}})',
      intro:
        'Ein Kunde von Component Shop, {{company}}, fragt nach Ihrem Marketplace-Angebot für {{symbol}}.',
      replyTo:
        'Bitte antworten Sie dem Kunden direkt an {{email}} (eine Antwort auf diese E-Mail geht an ihn).',
      question: 'Die Frage:',
    },
  },
};

const hu: Catalogue<typeof en> = {
  errors: {
    companyOnly:
      'A marketplace termékeit csak cégeknek értékesítjük, ezért csak céges fiókok kérdezhetik az eladókat.',
    notMarketplace: 'A(z) {{symbol}} terméket nem marketplace eladók kínálják.',
    sellerUnknown: 'Ez az eladó nem kínálja a terméket.',
    tooMany: 'Az elmúlt órában sok kérdést küldött eladóknak. Próbálja újra {{seconds}} mp múlva.',
  },
  offers: {
    title: 'Marketplace eladók',
    intro:
      'Ezt a terméket partnereink raktáraiból szállítjuk. A marketplace termékeit csak cégeknek értékesítjük.',
    none: 'Jelenleg egyetlen eladó sem kínálja ezt a terméket.',
    seller: 'Eladó',
    stock: 'Készlet',
    leadTime: 'Feladás',
    leadTimeDays_one: '{{count}} munkanap',
    leadTimeDays: '{{count}} munkanap',
    prices: 'Árak ({{type}}, {{currency}})',
    from: '{{amount}} felett',
    onRequest: 'Kérésre',
    minimum: 'Legalább {{amount}}',
    ask: 'Kérdés az eladónak',
    askSeller: 'Kérdés: {{seller}}',
    loginToAsk: 'Az eladó kérdezéséhez jelentkezzen be céges fiókkal.',
  },
  form: {
    title: 'Kérdés neki: {{seller}}',
    product: 'Termék: {{symbol}}',
    subject: 'Tárgy',
    message: 'Az Ön kérdése',
    email: 'Válasz erre a címre',
    emailHint: 'Az eladó ezzel a címmel kapja meg a kérdést, és közvetlenül Önnek válaszol.',
    send: 'Küldés az eladónak',
    sending: 'Küldés…',
    cancel: 'Mégse',
    loading: 'Az űrlap betöltése…',
    sentTitle: 'Kérdését elküldtük neki: {{seller}}',
    sentText: 'Továbbítottuk, és visszaigazolást ({{id}}. sz.) küldtünk a(z) {{email}} címre.',
    toast: 'A kérdést nem küldtük el. Kérjük, ellenőrizze az űrlapot.',
  },
  desk: {
    seller: 'Eladó',
    subject: 'Tárgy',
    forwarded: 'Továbbítva az eladónak',
    confirmed: 'Visszaigazolás az ügyfélnek',
    waiting: 'Küldésre vár',
  },
  mail: {
    confirmation: {
      subject: 'Kérdése egy marketplace eladónak ({{id}}. sz.)',
      intro:
        'A(z) {{symbol}} termékkel kapcsolatos kérdését továbbítottuk az eladónak ({{seller}}). Az eladó e-mailben válaszol.',
      subjectLine: 'Tárgy: {{subject}}',
    },
    forward: {
      subject: 'Kérdés a(z) {{symbol}} termékről: {{subject}} ({{id}}. sz.)',
      intro:
        'A Component Shop egyik ügyfele, {{company}}, a(z) {{symbol}} termékre vonatkozó marketplace ajánlatáról érdeklődik.',
      replyTo:
        'Kérjük, válaszoljon közvetlenül az ügyfélnek: {{email}} (az erre a levélre adott válasz hozzá kerül).',
      question: 'A kérdés:',
    },
  },
};

export const marketplaceMessages = { en, pl, de, hu };
