/**
 * Messages of the client's infrastructure (issue 21, ADR 082): a part of the page that could not be
 * loaded (after a deploy), and the gesture hint on phones.
 */

const en = {
  chunkLoad: {
    title: 'Part of this page could not be loaded',
    text: 'The shop may have just been updated, or the connection dropped. Reload the page to continue.',
    reload: 'Reload the page',
  },
  analytics: {
    noConsent: 'Analytics events are accepted only with the analytics consent of the cookie settings.',
    tooMany: 'Too many analytics events from this address. Try again later.',
  },
  gestureHint: {
    swipe: 'Swipe sideways to see more',
  },
};

const pl: typeof en = {
  chunkLoad: {
    title: 'Nie udało się wczytać części strony',
    text: 'Sklep mógł zostać właśnie zaktualizowany albo połączenie zostało przerwane. Odśwież stronę, aby kontynuować.',
    reload: 'Odśwież stronę',
  },
  analytics: {
    noConsent:
      'Zdarzenia analityczne są przyjmowane tylko po zgodzie na pliki analityczne w ustawieniach cookies.',
    tooMany: 'Zbyt wiele zdarzeń analitycznych z tego adresu. Spróbuj ponownie później.',
  },
  gestureHint: {
    swipe: 'Przesuń w bok, aby zobaczyć więcej',
  },
};

const de: typeof en = {
  chunkLoad: {
    title: 'Ein Teil dieser Seite konnte nicht geladen werden',
    text: 'Der Shop wurde möglicherweise gerade aktualisiert oder die Verbindung ist abgebrochen. Laden Sie die Seite neu, um fortzufahren.',
    reload: 'Seite neu laden',
  },
  analytics: {
    noConsent:
      'Statistikereignisse werden nur mit der Statistik-Einwilligung der Cookie-Einstellungen angenommen.',
    tooMany: 'Zu viele Statistikereignisse von dieser Adresse. Versuchen Sie es später erneut.',
  },
  gestureHint: {
    swipe: 'Zur Seite wischen, um mehr zu sehen',
  },
};

const hu: typeof en = {
  chunkLoad: {
    title: 'Az oldal egy részét nem sikerült betölteni',
    text: 'Lehet, hogy a webáruházat éppen frissítették, vagy megszakadt a kapcsolat. A folytatáshoz töltse be újra az oldalt.',
    reload: 'Oldal újratöltése',
  },
  analytics: {
    noConsent: 'Statisztikai eseményeket csak a sütibeállítások statisztikai hozzájárulásával fogadunk.',
    tooMany: 'Túl sok statisztikai esemény erről a címről. Próbálja újra később.',
  },
  gestureHint: {
    swipe: 'Húzza oldalra a továbbiakért',
  },
};

export const clientMessages = { en, pl, de, hu };
