/**
 * The confirmation dialog's wording (spec §2 "Modals": title, info label, text, No and Yes, each variant
 * its own), for `ui/confirmation-modal.tsx` and whoever opens one of its variants (the wizards, the
 * international offer, the cart, favourites…). One place: a feature that needs a new variant adds it
 * here in all four languages and to CONFIRMATION_TEXTS (ADR 082).
 */

const en = {
  title: 'Confirmation',
  info: 'Information',
  no: 'No',
  yes: 'Yes',
  variants: {
    login: {
      title: 'Log in',
      info: 'Login required',
      text: 'You need to log in to continue. Do you want to go to the login page?',
    },
    registration: {
      title: 'Registration',
      info: 'Account required',
      text: 'You need an account to continue. Do you want to register now?',
    },
    redirect: {
      title: 'Leaving this page',
      info: 'Redirect',
      text: 'You will be taken to another page. Do you want to continue?',
    },
    orderStatus: {
      title: 'Order status',
      info: 'Order in progress',
      text: 'Do you want to go to the status of this order?',
    },
    cancelOrder: {
      title: 'Cancel order',
      info: 'Warning',
      text: 'Are you sure you want to cancel this order? This cannot be undone.',
    },
    addFavourites: {
      title: 'Add to favourites',
      info: 'Favourites',
      text: 'Do you want to add the selected products to favourites?',
    },
    copyFavourites: {
      title: 'Copy favourites',
      info: 'Favourites',
      text: 'Do you want to copy the selected products to another folder?',
    },
    saveFavourites: {
      title: 'Save favourites',
      info: 'Favourites',
      text: 'Do you want to save the changes in your favourites?',
    },
    addNotification: {
      title: 'Stock notification',
      info: 'Notification',
      text: 'Do you want to be notified by email when this product is back in stock?',
    },
    addToQuickBuy: {
      title: 'Quick buy',
      info: 'Quick buy',
      text: 'Do you want to add the selected products to quick buy?',
    },
    changeCountry: {
      title: 'Change country',
      info: 'Warning',
      text: 'Changing the country changes the currency and prices. Your current cart stays in the previous country. Continue?',
    },
    leaveZone: {
      title: 'Leave the zone',
      info: 'Warning',
      text: 'You are about to leave your customer zone. Do you want to continue?',
    },
    internationalLogout: {
      title: 'Log out',
      info: 'International shop',
      text: 'To shop in the international offer you will be logged out. Do you want to continue?',
    },
    leaveLinkAcceptance: {
      title: 'Leave acceptance',
      info: 'Warning',
      text: 'The acceptance has not been completed. Do you want to leave it anyway?',
    },
    linkOrderCancel: {
      title: 'Cancel the order',
      info: 'Warning',
      text: 'Do you want to cancel placing this order? The data entered so far will be lost.',
    },
    cancelOrderStatus: {
      title: 'Cancel order',
      info: 'Warning',
      text: 'Do you really want to cancel this order? This cannot be undone.',
    },
    deleteZoneOrder: {
      title: 'Delete order',
      info: 'Warning',
      text: 'Do you really want to delete this zone order? This cannot be undone.',
    },
  },
};

const pl = {
  title: 'Potwierdzenie',
  info: 'Informacja',
  no: 'Nie',
  yes: 'Tak',
  variants: {
    login: {
      title: 'Logowanie',
      info: 'Wymagane logowanie',
      text: 'Aby kontynuować, musisz się zalogować. Czy chcesz przejść do strony logowania?',
    },
    registration: {
      title: 'Rejestracja',
      info: 'Wymagane konto',
      text: 'Aby kontynuować, potrzebujesz konta. Czy chcesz się teraz zarejestrować?',
    },
    redirect: {
      title: 'Opuszczanie strony',
      info: 'Przekierowanie',
      text: 'Zostaniesz przeniesiony na inną stronę. Czy chcesz kontynuować?',
    },
    orderStatus: {
      title: 'Status zamówienia',
      info: 'Zamówienie w toku',
      text: 'Czy chcesz przejść do statusu tego zamówienia?',
    },
    cancelOrder: {
      title: 'Anulowanie zamówienia',
      info: 'Uwaga',
      text: 'Czy na pewno chcesz anulować to zamówienie? Tej operacji nie można cofnąć.',
    },
    addFavourites: {
      title: 'Dodaj do ulubionych',
      info: 'Ulubione',
      text: 'Czy chcesz dodać wybrane produkty do ulubionych?',
    },
    copyFavourites: {
      title: 'Kopiuj ulubione',
      info: 'Ulubione',
      text: 'Czy chcesz skopiować wybrane produkty do innego folderu?',
    },
    saveFavourites: {
      title: 'Zapisz ulubione',
      info: 'Ulubione',
      text: 'Czy chcesz zapisać zmiany w ulubionych?',
    },
    addNotification: {
      title: 'Powiadomienie o dostępności',
      info: 'Powiadomienie',
      text: 'Czy chcesz otrzymać e-mail, gdy produkt będzie ponownie dostępny?',
    },
    addToQuickBuy: {
      title: 'Szybkie zakupy',
      info: 'Szybkie zakupy',
      text: 'Czy chcesz dodać wybrane produkty do szybkich zakupów?',
    },
    changeCountry: {
      title: 'Zmiana kraju',
      info: 'Uwaga',
      text: 'Zmiana kraju zmienia walutę i ceny. Bieżący koszyk pozostanie w poprzednim kraju. Kontynuować?',
    },
    leaveZone: {
      title: 'Opuszczanie strefy',
      info: 'Uwaga',
      text: 'Za chwilę opuścisz swoją strefę klienta. Czy chcesz kontynuować?',
    },
    internationalLogout: {
      title: 'Wylogowanie',
      info: 'Sklep międzynarodowy',
      text: 'Aby robić zakupy w ofercie międzynarodowej, zostaniesz wylogowany. Czy chcesz kontynuować?',
    },
    leaveLinkAcceptance: {
      title: 'Przerwanie akceptacji',
      info: 'Uwaga',
      text: 'Akceptacja nie została zakończona. Czy mimo to chcesz ją opuścić?',
    },
    linkOrderCancel: {
      title: 'Anulowanie zamówienia',
      info: 'Uwaga',
      text: 'Czy chcesz zrezygnować ze składania tego zamówienia? Wprowadzone dane zostaną utracone.',
    },
    cancelOrderStatus: {
      title: 'Anulowanie zamówienia',
      info: 'Uwaga',
      text: 'Czy na pewno chcesz anulować to zamówienie? Tej operacji nie można cofnąć.',
    },
    deleteZoneOrder: {
      title: 'Usuwanie zamówienia',
      info: 'Uwaga',
      text: 'Czy na pewno chcesz usunąć to zamówienie strefy? Tej operacji nie można cofnąć.',
    },
  },
};

const de = {
  title: 'Bestätigung',
  info: 'Information',
  no: 'Nein',
  yes: 'Ja',
  variants: {
    login: {
      title: 'Anmeldung',
      info: 'Anmeldung erforderlich',
      text: 'Um fortzufahren, müssen Sie sich anmelden. Möchten Sie zur Anmeldeseite wechseln?',
    },
    registration: {
      title: 'Registrierung',
      info: 'Konto erforderlich',
      text: 'Um fortzufahren, benötigen Sie ein Konto. Möchten Sie sich jetzt registrieren?',
    },
    redirect: {
      title: 'Seite verlassen',
      info: 'Weiterleitung',
      text: 'Sie werden auf eine andere Seite weitergeleitet. Möchten Sie fortfahren?',
    },
    orderStatus: {
      title: 'Bestellstatus',
      info: 'Bestellung in Bearbeitung',
      text: 'Möchten Sie den Status dieser Bestellung aufrufen?',
    },
    cancelOrder: {
      title: 'Bestellung stornieren',
      info: 'Achtung',
      text: 'Möchten Sie diese Bestellung wirklich stornieren? Dies kann nicht rückgängig gemacht werden.',
    },
    addFavourites: {
      title: 'Zu Favoriten hinzufügen',
      info: 'Favoriten',
      text: 'Möchten Sie die ausgewählten Produkte zu den Favoriten hinzufügen?',
    },
    copyFavourites: {
      title: 'Favoriten kopieren',
      info: 'Favoriten',
      text: 'Möchten Sie die ausgewählten Produkte in einen anderen Ordner kopieren?',
    },
    saveFavourites: {
      title: 'Favoriten speichern',
      info: 'Favoriten',
      text: 'Möchten Sie die Änderungen an Ihren Favoriten speichern?',
    },
    addNotification: {
      title: 'Verfügbarkeitsbenachrichtigung',
      info: 'Benachrichtigung',
      text: 'Möchten Sie per E-Mail benachrichtigt werden, sobald das Produkt wieder auf Lager ist?',
    },
    addToQuickBuy: {
      title: 'Schnellkauf',
      info: 'Schnellkauf',
      text: 'Möchten Sie die ausgewählten Produkte zum Schnellkauf hinzufügen?',
    },
    changeCountry: {
      title: 'Land wechseln',
      info: 'Achtung',
      text: 'Mit dem Land ändern sich Währung und Preise. Ihr aktueller Warenkorb bleibt im bisherigen Land. Fortfahren?',
    },
    leaveZone: {
      title: 'Zone verlassen',
      info: 'Achtung',
      text: 'Sie sind dabei, Ihre Kundenzone zu verlassen. Möchten Sie fortfahren?',
    },
    internationalLogout: {
      title: 'Abmelden',
      info: 'Internationaler Shop',
      text: 'Um im internationalen Angebot einzukaufen, werden Sie abgemeldet. Möchten Sie fortfahren?',
    },
    leaveLinkAcceptance: {
      title: 'Freigabe verlassen',
      info: 'Achtung',
      text: 'Die Freigabe ist noch nicht abgeschlossen. Möchten Sie sie trotzdem verlassen?',
    },
    linkOrderCancel: {
      title: 'Bestellung abbrechen',
      info: 'Achtung',
      text: 'Möchten Sie das Aufgeben dieser Bestellung abbrechen? Die bisher eingegebenen Daten gehen verloren.',
    },
    cancelOrderStatus: {
      title: 'Bestellung stornieren',
      info: 'Achtung',
      text: 'Möchten Sie diese Bestellung wirklich stornieren? Dies kann nicht rückgängig gemacht werden.',
    },
    deleteZoneOrder: {
      title: 'Bestellung löschen',
      info: 'Achtung',
      text: 'Möchten Sie diese Zonenbestellung wirklich löschen? Dies kann nicht rückgängig gemacht werden.',
    },
  },
};

const hu = {
  title: 'Megerősítés',
  info: 'Információ',
  no: 'Nem',
  yes: 'Igen',
  variants: {
    login: {
      title: 'Bejelentkezés',
      info: 'Bejelentkezés szükséges',
      text: 'A folytatáshoz be kell jelentkeznie. Átlép a bejelentkezési oldalra?',
    },
    registration: {
      title: 'Regisztráció',
      info: 'Fiók szükséges',
      text: 'A folytatáshoz fiókra van szükség. Szeretne most regisztrálni?',
    },
    redirect: {
      title: 'Az oldal elhagyása',
      info: 'Átirányítás',
      text: 'Egy másik oldalra irányítjuk át. Folytatja?',
    },
    orderStatus: {
      title: 'Rendelés állapota',
      info: 'Folyamatban lévő rendelés',
      text: 'Szeretné megnézni ennek a rendelésnek az állapotát?',
    },
    cancelOrder: {
      title: 'Rendelés törlése',
      info: 'Figyelem',
      text: 'Biztosan törli ezt a rendelést? A művelet nem vonható vissza.',
    },
    addFavourites: {
      title: 'Hozzáadás a kedvencekhez',
      info: 'Kedvencek',
      text: 'Hozzáadja a kiválasztott termékeket a kedvencekhez?',
    },
    copyFavourites: {
      title: 'Kedvencek másolása',
      info: 'Kedvencek',
      text: 'Átmásolja a kiválasztott termékeket egy másik mappába?',
    },
    saveFavourites: {
      title: 'Kedvencek mentése',
      info: 'Kedvencek',
      text: 'Menti a kedvencekben végzett módosításokat?',
    },
    addNotification: {
      title: 'Értesítés a készletről',
      info: 'Értesítés',
      text: 'Kér e-mailes értesítést, amikor a termék újra raktáron lesz?',
    },
    addToQuickBuy: {
      title: 'Gyorsvásárlás',
      info: 'Gyorsvásárlás',
      text: 'Hozzáadja a kiválasztott termékeket a gyorsvásárláshoz?',
    },
    changeCountry: {
      title: 'Országváltás',
      info: 'Figyelem',
      text: 'Az ország módosításával a pénznem és az árak is megváltoznak. A jelenlegi kosár az előző országnál marad. Folytatja?',
    },
    leaveZone: {
      title: 'A zóna elhagyása',
      info: 'Figyelem',
      text: 'Hamarosan elhagyja az ügyfélzónáját. Folytatja?',
    },
    internationalLogout: {
      title: 'Kijelentkezés',
      info: 'Nemzetközi webáruház',
      text: 'A nemzetközi kínálatban való vásárláshoz kijelentkeztetjük. Folytatja?',
    },
    leaveLinkAcceptance: {
      title: 'Az elfogadás megszakítása',
      info: 'Figyelem',
      text: 'Az elfogadás még nem fejeződött be. Ennek ellenére kilép?',
    },
    linkOrderCancel: {
      title: 'A rendelés megszakítása',
      info: 'Figyelem',
      text: 'Megszakítja a rendelés leadását? Az eddig megadott adatok elvesznek.',
    },
    cancelOrderStatus: {
      title: 'Rendelés törlése',
      info: 'Figyelem',
      text: 'Biztosan törli ezt a rendelést? A művelet nem vonható vissza.',
    },
    deleteZoneOrder: {
      title: 'Rendelés törlése',
      info: 'Figyelem',
      text: 'Biztosan törli ezt a zónarendelést? A művelet nem vonható vissza.',
    },
  },
};

export const confirmationMessages = { en, pl, de, hu };
