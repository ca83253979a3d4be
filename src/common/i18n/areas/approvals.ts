/**
 * Messages of companies that buy as a team (issue 22, ADR 078): buyer rights of contact persons,
 * orders waiting for a colleague's approval, the approval mails and the audit on the order.
 */
import type { Catalogue } from '../catalogue-shape';

const en = {
  menu: 'Approvals',
  title: 'Orders waiting for approval',
  intro:
    'Orders of your colleagues above their limits. Approve them to send them on, or reject them with a comment.',
  notApprover:
    'You do not approve orders of your company. The primary contact person can give you the right.',
  empty: 'No orders are waiting for approval.',
  order: 'Order',
  buyer: 'Buyer',
  placed: 'Placed',
  net: 'Net value',
  why: 'Why',
  own: 'Your own order: a colleague decides it.',
  comment: 'Comment',
  commentHint: 'The buyer reads it; a rejection needs one.',
  approve: 'Approve',
  reject: 'Reject',
  approved: 'Order {{orderNumber}} is approved and goes on.',
  rejected: 'Order {{orderNumber}} is rejected; the buyer gets your comment by e-mail.',
  reason: {
    order_limit: 'Above the buyer’s limit per order',
    month_limit: 'Above the buyer’s limit this month',
    currency: 'In another currency than the limits',
  },
  rights: {
    title: 'Buyer rights',
    mayOrder: 'May place orders',
    cannotOrder: 'May not place orders',
    orderLimit: 'Limit per order (net, {{currency}})',
    monthLimit: 'Limit per month (net, {{currency}})',
    limitHint: 'Empty: no limit. Orders above it wait for approval.',
    approvesOrders: 'Approves colleagues’ orders',
    noLimit: 'no limit',
    perOrder: 'up to {{amount}} per order',
    perMonth: 'up to {{amount}} per month',
    approver: 'approves orders',
    edit: 'Change rights',
    save: 'Save rights',
    saved: 'The rights of {{name}} are saved.',
    full: 'All rights, no limits (primary contact person)',
  },
  audit: {
    title: 'Approval',
    requested: '{{name}} placed it; it waits for approval',
    approved: 'Approved by {{name}}',
    rejected: 'Rejected by {{name}}',
  },
  outcome: {
    awaiting:
      'Order {{orderNumber}} is above your limit: it waits for a colleague’s approval. We will e-mail you when it is decided.',
  },
  errors: {
    mayNotOrder: 'You may not place orders for your company. Ask your primary contact person.',
    notApprover: 'You do not approve orders of your company.',
    ownOrder: 'You cannot approve or reject your own order.',
    notAwaiting: 'This order is not waiting for approval any more.',
    ownRights: 'You cannot change your own rights.',
    onlyPrimary: 'Only the primary contact person changes buyer rights.',
    primaryRights: 'The primary contact person always has every right.',
    limitInvalid: 'Give an amount such as 1500 or 1500.50, or leave it empty.',
    commentRequired: 'Say why you reject the order: the buyer reads it.',
  },
  mail: {
    request: {
      subject: 'Order {{orderNumber}} waits for your approval',
      intro:
        '{{buyer}} placed order {{orderNumber}} ({{total}} net), which is above their limit. Approve or reject it in your profile.',
      button: 'Open the approvals',
    },
    rejected: {
      subject: 'Order {{orderNumber}} was rejected',
      intro: '{{approver}} rejected your order {{orderNumber}}. Their comment:',
      button: 'Open the order',
    },
  },
};

const pl: Catalogue<typeof en> = {
  menu: 'Zatwierdzenia',
  title: 'Zamówienia czekające na zatwierdzenie',
  intro:
    'Zamówienia współpracowników powyżej ich limitów. Zatwierdź je, aby poszły dalej, albo odrzuć z komentarzem.',
  notApprover: 'Nie zatwierdzasz zamówień swojej firmy. Uprawnienie może nadać główna osoba kontaktowa.',
  empty: 'Żadne zamówienie nie czeka na zatwierdzenie.',
  order: 'Zamówienie',
  buyer: 'Kupujący',
  placed: 'Złożone',
  net: 'Wartość netto',
  why: 'Powód',
  own: 'Twoje zamówienie: decyduje o nim współpracownik.',
  comment: 'Komentarz',
  commentHint: 'Kupujący go przeczyta; odrzucenie go wymaga.',
  approve: 'Zatwierdź',
  reject: 'Odrzuć',
  approved: 'Zamówienie {{orderNumber}} jest zatwierdzone i idzie dalej.',
  rejected: 'Zamówienie {{orderNumber}} jest odrzucone; kupujący dostanie Twój komentarz e-mailem.',
  reason: {
    order_limit: 'Powyżej limitu kupującego na zamówienie',
    month_limit: 'Powyżej limitu kupującego w tym miesiącu',
    currency: 'W innej walucie niż limity',
  },
  rights: {
    title: 'Uprawnienia zakupowe',
    mayOrder: 'Może składać zamówienia',
    cannotOrder: 'Nie może składać zamówień',
    orderLimit: 'Limit na zamówienie (netto, {{currency}})',
    monthLimit: 'Limit miesięczny (netto, {{currency}})',
    limitHint: 'Puste: bez limitu. Zamówienia powyżej czekają na zatwierdzenie.',
    approvesOrders: 'Zatwierdza zamówienia współpracowników',
    noLimit: 'bez limitu',
    perOrder: 'do {{amount}} na zamówienie',
    perMonth: 'do {{amount}} miesięcznie',
    approver: 'zatwierdza zamówienia',
    edit: 'Zmień uprawnienia',
    save: 'Zapisz uprawnienia',
    saved: 'Uprawnienia: {{name}} zapisane.',
    full: 'Wszystkie uprawnienia, bez limitów (główna osoba kontaktowa)',
  },
  audit: {
    title: 'Zatwierdzenie',
    requested: '{{name}} złożył(a) zamówienie; czeka na zatwierdzenie',
    approved: 'Zatwierdził(a): {{name}}',
    rejected: 'Odrzucił(a): {{name}}',
  },
  outcome: {
    awaiting:
      'Zamówienie {{orderNumber}} przekracza Twój limit: czeka na zatwierdzenie przez współpracownika. Napiszemy, gdy zapadnie decyzja.',
  },
  errors: {
    mayNotOrder: 'Nie możesz składać zamówień w imieniu firmy. Zapytaj główną osobę kontaktową.',
    notApprover: 'Nie zatwierdzasz zamówień swojej firmy.',
    ownOrder: 'Nie możesz zatwierdzić ani odrzucić własnego zamówienia.',
    notAwaiting: 'To zamówienie już nie czeka na zatwierdzenie.',
    ownRights: 'Nie możesz zmieniać własnych uprawnień.',
    onlyPrimary: 'Uprawnienia zakupowe zmienia tylko główna osoba kontaktowa.',
    primaryRights: 'Główna osoba kontaktowa ma zawsze wszystkie uprawnienia.',
    limitInvalid: 'Podaj kwotę, np. 1500 lub 1500.50, albo zostaw puste.',
    commentRequired: 'Napisz, dlaczego odrzucasz zamówienie: kupujący to przeczyta.',
  },
  mail: {
    request: {
      subject: 'Zamówienie {{orderNumber}} czeka na Twoje zatwierdzenie',
      intro:
        '{{buyer}} złożył(a) zamówienie {{orderNumber}} ({{total}} netto) powyżej swojego limitu. Zatwierdź je lub odrzuć w swoim profilu.',
      button: 'Otwórz zatwierdzenia',
    },
    rejected: {
      subject: 'Zamówienie {{orderNumber}} zostało odrzucone',
      intro: '{{approver}} odrzucił(a) Twoje zamówienie {{orderNumber}}. Komentarz:',
      button: 'Otwórz zamówienie',
    },
  },
};

const de: Catalogue<typeof en> = {
  menu: 'Freigaben',
  title: 'Bestellungen, die auf Freigabe warten',
  intro:
    'Bestellungen Ihrer Kollegen über ihren Limits. Geben Sie sie frei oder lehnen Sie sie mit einem Kommentar ab.',
  notApprover:
    'Sie geben keine Bestellungen Ihrer Firma frei. Der Hauptansprechpartner kann Ihnen das Recht geben.',
  empty: 'Keine Bestellung wartet auf Freigabe.',
  order: 'Bestellung',
  buyer: 'Besteller',
  placed: 'Aufgegeben',
  net: 'Nettowert',
  why: 'Grund',
  own: 'Ihre eigene Bestellung: ein Kollege entscheidet.',
  comment: 'Kommentar',
  commentHint: 'Der Besteller liest ihn; eine Ablehnung braucht einen.',
  approve: 'Freigeben',
  reject: 'Ablehnen',
  approved: 'Bestellung {{orderNumber}} ist freigegeben und geht weiter.',
  rejected: 'Bestellung {{orderNumber}} ist abgelehnt; der Besteller erhält Ihren Kommentar per E-Mail.',
  reason: {
    order_limit: 'Über dem Limit des Bestellers je Bestellung',
    month_limit: 'Über dem Monatslimit des Bestellers',
    currency: 'In einer anderen Währung als die Limits',
  },
  rights: {
    title: 'Einkaufsrechte',
    mayOrder: 'Darf bestellen',
    cannotOrder: 'Darf nicht bestellen',
    orderLimit: 'Limit je Bestellung (netto, {{currency}})',
    monthLimit: 'Limit je Monat (netto, {{currency}})',
    limitHint: 'Leer: kein Limit. Bestellungen darüber warten auf Freigabe.',
    approvesOrders: 'Gibt Bestellungen von Kollegen frei',
    noLimit: 'kein Limit',
    perOrder: 'bis {{amount}} je Bestellung',
    perMonth: 'bis {{amount}} je Monat',
    approver: 'gibt Bestellungen frei',
    edit: 'Rechte ändern',
    save: 'Rechte speichern',
    saved: 'Die Rechte von {{name}} sind gespeichert.',
    full: 'Alle Rechte, keine Limits (Hauptansprechpartner)',
  },
  audit: {
    title: 'Freigabe',
    requested: '{{name}} hat bestellt; die Bestellung wartet auf Freigabe',
    approved: 'Freigegeben von {{name}}',
    rejected: 'Abgelehnt von {{name}}',
  },
  outcome: {
    awaiting:
      'Bestellung {{orderNumber}} liegt über Ihrem Limit: sie wartet auf die Freigabe eines Kollegen. Wir schreiben Ihnen, wenn entschieden ist.',
  },
  errors: {
    mayNotOrder: 'Sie dürfen für Ihre Firma nicht bestellen. Fragen Sie Ihren Hauptansprechpartner.',
    notApprover: 'Sie geben keine Bestellungen Ihrer Firma frei.',
    ownOrder: 'Sie können Ihre eigene Bestellung weder freigeben noch ablehnen.',
    notAwaiting: 'Diese Bestellung wartet nicht mehr auf Freigabe.',
    ownRights: 'Sie können Ihre eigenen Rechte nicht ändern.',
    onlyPrimary: 'Nur der Hauptansprechpartner ändert Einkaufsrechte.',
    primaryRights: 'Der Hauptansprechpartner hat immer alle Rechte.',
    limitInvalid: 'Geben Sie einen Betrag wie 1500 oder 1500.50 an, oder lassen Sie das Feld leer.',
    commentRequired: 'Sagen Sie, warum Sie ablehnen: der Besteller liest es.',
  },
  mail: {
    request: {
      subject: 'Bestellung {{orderNumber}} wartet auf Ihre Freigabe',
      intro:
        '{{buyer}} hat die Bestellung {{orderNumber}} ({{total}} netto) über dem eigenen Limit aufgegeben. Geben Sie sie in Ihrem Profil frei oder lehnen Sie sie ab.',
      button: 'Freigaben öffnen',
    },
    rejected: {
      subject: 'Bestellung {{orderNumber}} wurde abgelehnt',
      intro: '{{approver}} hat Ihre Bestellung {{orderNumber}} abgelehnt. Kommentar:',
      button: 'Bestellung öffnen',
    },
  },
};

const hu: Catalogue<typeof en> = {
  menu: 'Jóváhagyások',
  title: 'Jóváhagyásra váró rendelések',
  intro:
    'Kollégái limitjük feletti rendelései. Hagyja jóvá, hogy továbbmenjenek, vagy utasítsa el megjegyzéssel.',
  notApprover: 'Ön nem hagyja jóvá cége rendeléseit. A fő kapcsolattartó adhat Önnek jogot.',
  empty: 'Nincs jóváhagyásra váró rendelés.',
  order: 'Rendelés',
  buyer: 'Vásárló',
  placed: 'Leadva',
  net: 'Nettó érték',
  why: 'Ok',
  own: 'Az Ön saját rendelése: egy kolléga dönt róla.',
  comment: 'Megjegyzés',
  commentHint: 'A vásárló elolvassa; elutasításhoz kötelező.',
  approve: 'Jóváhagyás',
  reject: 'Elutasítás',
  approved: 'A(z) {{orderNumber}} rendelés jóváhagyva, továbbmegy.',
  rejected: 'A(z) {{orderNumber}} rendelés elutasítva; a vásárló e-mailben megkapja a megjegyzését.',
  reason: {
    order_limit: 'A vásárló rendelésenkénti limitje felett',
    month_limit: 'A vásárló havi limitje felett',
    currency: 'A limitektől eltérő pénznemben',
  },
  rights: {
    title: 'Vásárlási jogok',
    mayOrder: 'Rendelhet',
    cannotOrder: 'Nem rendelhet',
    orderLimit: 'Rendelésenkénti limit (nettó, {{currency}})',
    monthLimit: 'Havi limit (nettó, {{currency}})',
    limitHint: 'Üres: nincs limit. A felette lévő rendelések jóváhagyásra várnak.',
    approvesOrders: 'Jóváhagyja a kollégák rendeléseit',
    noLimit: 'nincs limit',
    perOrder: 'rendelésenként legfeljebb {{amount}}',
    perMonth: 'havonta legfeljebb {{amount}}',
    approver: 'rendeléseket hagy jóvá',
    edit: 'Jogok módosítása',
    save: 'Jogok mentése',
    saved: '{{name}} jogai mentve.',
    full: 'Minden jog, limit nélkül (fő kapcsolattartó)',
  },
  audit: {
    title: 'Jóváhagyás',
    requested: '{{name}} leadta; jóváhagyásra vár',
    approved: 'Jóváhagyta: {{name}}',
    rejected: 'Elutasította: {{name}}',
  },
  outcome: {
    awaiting:
      'A(z) {{orderNumber}} rendelés meghaladja a limitjét: egy kolléga jóváhagyására vár. E-mailt küldünk, ha döntés születik.',
  },
  errors: {
    mayNotOrder: 'Ön nem rendelhet a cége nevében. Kérdezze a fő kapcsolattartót.',
    notApprover: 'Ön nem hagyja jóvá cége rendeléseit.',
    ownOrder: 'Saját rendelését nem hagyhatja jóvá és nem utasíthatja el.',
    notAwaiting: 'Ez a rendelés már nem vár jóváhagyásra.',
    ownRights: 'Saját jogait nem módosíthatja.',
    onlyPrimary: 'A vásárlási jogokat csak a fő kapcsolattartó módosítja.',
    primaryRights: 'A fő kapcsolattartónak mindig minden joga megvan.',
    limitInvalid: 'Adjon meg egy összeget, pl. 1500 vagy 1500.50, vagy hagyja üresen.',
    commentRequired: 'Írja meg, miért utasítja el: a vásárló elolvassa.',
  },
  mail: {
    request: {
      subject: 'A(z) {{orderNumber}} rendelés az Ön jóváhagyására vár',
      intro:
        '{{buyer}} leadta a(z) {{orderNumber}} rendelést ({{total}} nettó), amely a limitje felett van. Hagyja jóvá vagy utasítsa el a profiljában.',
      button: 'Jóváhagyások megnyitása',
    },
    rejected: {
      subject: 'A(z) {{orderNumber}} rendelést elutasították',
      intro: '{{approver}} elutasította a(z) {{orderNumber}} rendelését. Megjegyzés:',
      button: 'Rendelés megnyitása',
    },
  },
};

export const approvalsMessages = { en, pl, de, hu };
