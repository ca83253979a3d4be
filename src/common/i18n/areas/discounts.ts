/**
 * Messages of discount codes (issue 18, ADR 050): the code field of the cart and checkout, the
 * discount line of the totals and of placed orders, each reason a code does not apply, and the
 * refusals of the staff's code form.
 */
import type { Catalogue } from '../catalogue-shape';

const en = {
  label: 'Discount code',
  apply: 'Apply',
  remove: 'Remove code',
  applied: 'Code {{code}} applied.',
  removed: 'The discount code was removed.',
  tooManyTries: 'Too many discount codes tried. Wait a few minutes and try again.',
  line: 'Discount ({{code}})',
  percentOff: '{{value}} % off',
  excludesPromoted: 'Does not apply to products already on promotion.',
  notApplied: 'Code {{code}} gives no discount now.',
  goodsBeforeDiscount: 'Goods before discount',
  omnibusNote:
    'The discount is taken off the current prices. Where a reduced price is shown next to an earlier one, the earlier is the lowest price of the last 30 days.',
  reason: {
    unknown: 'There is no discount code {{code}}. Check how it is spelt.',
    inactive: 'The discount code {{code}} is no longer offered.',
    notYetValid: 'The discount code {{code}} is valid from {{date}}.',
    expired: 'The discount code {{code}} expired on {{date}}.',
    otherMarket: 'The discount code {{code}} is not valid in this shop’s country.',
    otherCurrency: 'The discount code {{code}} is for orders in {{currency}}.',
    belowMinimum:
      'The discount code {{code}} needs goods worth at least {{minimum}} {{currency}} net: add {{missing}} {{currency}} more.',
    usedByYou: 'You have already used the discount code {{code}}.',
    usedUp: 'The discount code {{code}} has been used up.',
    nothingEligible: 'The discount code {{code}} does not apply to products already on promotion.',
  },
  field: {
    code: 'Type a discount code.',
    codeTooLong: 'A discount code has at most 40 characters.',
    codeTaken: 'The code {{code}} exists already.',
    amount: 'Give an amount such as 25 or 12.50.',
    percent: 'A percentage is more than 0 and at most 100.',
    currencyRequired: 'A fixed amount or a minimum order value needs a currency.',
    market: 'There is no such market.',
    marketCurrency: 'The market pays in another currency.',
    dates: 'The end of validity comes before its start.',
    notFound: 'There is no such discount code.',
  },
};

const pl: Catalogue<typeof en> = {
  label: 'Kod rabatowy',
  apply: 'Zastosuj',
  remove: 'Usuń kod',
  applied: 'Zastosowano kod {{code}}.',
  removed: 'Kod rabatowy został usunięty.',
  tooManyTries: 'Wypróbowano zbyt wiele kodów rabatowych. Odczekaj kilka minut i spróbuj ponownie.',
  line: 'Rabat ({{code}})',
  percentOff: '{{value}} % zniżki',
  excludesPromoted: 'Nie obejmuje produktów, które są już w promocji.',
  notApplied: 'Kod {{code}} nie daje teraz rabatu.',
  goodsBeforeDiscount: 'Towary przed rabatem',
  omnibusNote:
    'Rabat jest liczony od bieżących cen. Gdy obok obniżonej ceny podana jest cena wcześniejsza, jest to najniższa cena z ostatnich 30 dni.',
  reason: {
    unknown: 'Nie ma kodu rabatowego {{code}}. Sprawdź pisownię.',
    inactive: 'Kod rabatowy {{code}} nie jest już oferowany.',
    notYetValid: 'Kod rabatowy {{code}} obowiązuje od {{date}}.',
    expired: 'Kod rabatowy {{code}} wygasł {{date}}.',
    otherMarket: 'Kod rabatowy {{code}} nie obowiązuje w kraju tego sklepu.',
    otherCurrency: 'Kod rabatowy {{code}} dotyczy zamówień w walucie {{currency}}.',
    belowMinimum:
      'Kod rabatowy {{code}} wymaga towarów o wartości co najmniej {{minimum}} {{currency}} netto: dodaj jeszcze {{missing}} {{currency}}.',
    usedByYou: 'Kod rabatowy {{code}} został już przez Ciebie wykorzystany.',
    usedUp: 'Pula kodu rabatowego {{code}} została wyczerpana.',
    nothingEligible: 'Kod rabatowy {{code}} nie obejmuje produktów, które są już w promocji.',
  },
  field: {
    code: 'Wpisz kod rabatowy.',
    codeTooLong: 'Kod rabatowy ma najwyżej 40 znaków.',
    codeTaken: 'Kod {{code}} już istnieje.',
    amount: 'Podaj kwotę, np. 25 lub 12.50.',
    percent: 'Procent musi być większy od 0 i nie większy niż 100.',
    currencyRequired: 'Stała kwota lub minimalna wartość zamówienia wymaga waluty.',
    market: 'Nie ma takiego rynku.',
    marketCurrency: 'Na tym rynku płaci się w innej walucie.',
    dates: 'Koniec ważności jest wcześniej niż jej początek.',
    notFound: 'Nie ma takiego kodu rabatowego.',
  },
};

const de: Catalogue<typeof en> = {
  label: 'Rabattcode',
  apply: 'Einlösen',
  remove: 'Code entfernen',
  applied: 'Code {{code}} eingelöst.',
  removed: 'Der Rabattcode wurde entfernt.',
  tooManyTries: 'Zu viele Rabattcodes versucht. Warten Sie einige Minuten und versuchen Sie es erneut.',
  line: 'Rabatt ({{code}})',
  percentOff: '{{value}} % Rabatt',
  excludesPromoted: 'Gilt nicht für Produkte, die bereits im Angebot sind.',
  notApplied: 'Code {{code}} gewährt derzeit keinen Rabatt.',
  goodsBeforeDiscount: 'Waren vor Rabatt',
  omnibusNote:
    'Der Rabatt wird von den aktuellen Preisen abgezogen. Wird neben einem reduzierten Preis ein früherer Preis angezeigt, ist dies der niedrigste Preis der letzten 30 Tage.',
  reason: {
    unknown: 'Den Rabattcode {{code}} gibt es nicht. Bitte prüfen Sie die Schreibweise.',
    inactive: 'Der Rabattcode {{code}} wird nicht mehr angeboten.',
    notYetValid: 'Der Rabattcode {{code}} gilt ab dem {{date}}.',
    expired: 'Der Rabattcode {{code}} ist am {{date}} abgelaufen.',
    otherMarket: 'Der Rabattcode {{code}} gilt nicht im Land dieses Shops.',
    otherCurrency: 'Der Rabattcode {{code}} gilt für Bestellungen in {{currency}}.',
    belowMinimum:
      'Der Rabattcode {{code}} setzt Waren im Wert von mindestens {{minimum}} {{currency}} netto voraus: Es fehlen noch {{missing}} {{currency}}.',
    usedByYou: 'Sie haben den Rabattcode {{code}} bereits eingelöst.',
    usedUp: 'Der Rabattcode {{code}} ist aufgebraucht.',
    nothingEligible: 'Der Rabattcode {{code}} gilt nicht für Produkte, die bereits im Angebot sind.',
  },
  field: {
    code: 'Geben Sie einen Rabattcode ein.',
    codeTooLong: 'Ein Rabattcode hat höchstens 40 Zeichen.',
    codeTaken: 'Den Code {{code}} gibt es bereits.',
    amount: 'Geben Sie einen Betrag wie 25 oder 12.50 an.',
    percent: 'Ein Prozentsatz ist größer als 0 und höchstens 100.',
    currencyRequired: 'Ein fester Betrag oder ein Mindestbestellwert braucht eine Währung.',
    market: 'Diesen Markt gibt es nicht.',
    marketCurrency: 'In diesem Markt wird in einer anderen Währung bezahlt.',
    dates: 'Das Ende der Gültigkeit liegt vor ihrem Beginn.',
    notFound: 'Diesen Rabattcode gibt es nicht.',
  },
};

const hu: Catalogue<typeof en> = {
  label: 'Kedvezménykód',
  apply: 'Beváltás',
  remove: 'Kód eltávolítása',
  applied: 'A(z) {{code}} kód beváltva.',
  removed: 'A kedvezménykód eltávolítva.',
  tooManyTries: 'Túl sok kedvezménykódot próbált ki. Várjon néhány percet, majd próbálja újra.',
  line: 'Kedvezmény ({{code}})',
  percentOff: '{{value}}% kedvezmény',
  excludesPromoted: 'Nem vonatkozik a már akciós termékekre.',
  notApplied: 'A(z) {{code}} kód most nem ad kedvezményt.',
  goodsBeforeDiscount: 'Áruk kedvezmény előtt',
  omnibusNote:
    'A kedvezményt a jelenlegi árakból vonjuk le. Ahol a csökkentett ár mellett korábbi ár is látható, az az elmúlt 30 nap legalacsonyabb ára.',
  reason: {
    unknown: 'Nincs {{code}} kedvezménykód. Ellenőrizze a helyesírást.',
    inactive: 'A(z) {{code}} kedvezménykód már nem érhető el.',
    notYetValid: 'A(z) {{code}} kedvezménykód {{date}} naptól érvényes.',
    expired: 'A(z) {{code}} kedvezménykód {{date}} napon lejárt.',
    otherMarket: 'A(z) {{code}} kedvezménykód nem érvényes ennek a boltnak az országában.',
    otherCurrency: 'A(z) {{code}} kedvezménykód {{currency}} pénznemű rendelésekre szól.',
    belowMinimum:
      'A(z) {{code}} kedvezménykódhoz legalább {{minimum}} {{currency}} nettó értékű áru kell: még {{missing}} {{currency}} hiányzik.',
    usedByYou: 'A(z) {{code}} kedvezménykódot már felhasználta.',
    usedUp: 'A(z) {{code}} kedvezménykód elfogyott.',
    nothingEligible: 'A(z) {{code}} kedvezménykód nem vonatkozik a már akciós termékekre.',
  },
  field: {
    code: 'Írjon be egy kedvezménykódot.',
    codeTooLong: 'A kedvezménykód legfeljebb 40 karakter.',
    codeTaken: 'A(z) {{code}} kód már létezik.',
    amount: 'Adjon meg egy összeget, pl. 25 vagy 12.50.',
    percent: 'A százalék 0-nál nagyobb és legfeljebb 100.',
    currencyRequired: 'A fix összeghez vagy a minimális rendelési értékhez pénznem kell.',
    market: 'Nincs ilyen piac.',
    marketCurrency: 'Ezen a piacon más pénznemben fizetnek.',
    dates: 'Az érvényesség vége korábbi, mint a kezdete.',
    notFound: 'Nincs ilyen kedvezménykód.',
  },
};

export const discountsMessages = { en, pl, de, hu };
