/**
 * Messages of cXML PunchOut (issue 21, ADR 074): the company's procurement-system configurations in
 * the profile, the banner of a PunchOut session, the cart transfer and the refusals.
 */
import type { Catalogue } from '../catalogue-shape';

const en = {
  field: {
    systemName: 'Name the procurement system (at most 60 characters, no control characters).',
    fromDomain: 'Give the credential domain (letters, digits, dots, colons, hyphens; at most 60).',
    fromIdentity: 'Give the identity your procurement system sends (at most 200 characters).',
    returnOrigin: 'Each return address must be an https address (http only for localhost).',
    returnOrigins: 'Give one to five return addresses.',
    systemNameLabel: 'Procurement system',
    systemNameHint: 'As your buyers know it, e.g. SAP Ariba or Coupa.',
    fromDomainLabel: 'Credential domain',
    fromDomainHint: 'The domain of the From credential, e.g. NetworkID or DUNS.',
    fromIdentityLabel: 'Identity',
    fromIdentityHint: 'The Identity of the From credential, e.g. your Ariba Network ID.',
    returnOriginsLabel: 'Return addresses',
    returnOriginsHint:
      'The addresses of your procurement system the cart may be sent back to (https://…), one per line.',
    fromLabel: 'From credential',
  },
  errors: {
    punchoutSession: 'A PunchOut session cannot change the account. Log in to the shop directly.',
    checkoutRefused:
      'In a PunchOut session the cart is transferred to your procurement system, not ordered here.',
    tooManySetups: 'Too many PunchOut requests. Try again in {{seconds}} s.',
    configNotFound: 'There is no such PunchOut configuration.',
    startExpired:
      'This PunchOut link has expired or was used already. Start again from your procurement system.',
    notPunchoutSession: 'Only a session opened from a procurement system can transfer its cart.',
    sessionClosed: 'This PunchOut session has ended. Start again from your procurement system.',
    emptyCart: 'The cart is empty: add products before transferring it.',
    unpricedLine: '{{symbol}} has no price: remove it before transferring the cart.',
    amountLine: 'Correct the amount of {{symbol}} before transferring the cart.',
    companiesOnly: 'PunchOut is for company accounts.',
    credentialTaken: 'This credential is used by another PunchOut configuration.',
    saveFailed: 'The configuration was not saved. Please try again.',
  },
  banner: {
    label: 'PunchOut session',
    session: 'PunchOut session for {{system}}',
    company: 'Buying for {{company}}',
    until: 'Ends at {{until}}',
    hint: 'When your cart is ready, use “Transfer cart” in the cart to send it to your procurement system.',
  },
  transfer: {
    button: 'Transfer cart',
    busy: 'Transferring…',
    failed: 'The cart could not be transferred. Please try again.',
  },
  secret: {
    title: 'Shared secret for {{system}}',
    text: 'Enter this secret in your procurement system now. It is shown only once; if it is lost, make a new one.',
    done: 'I have saved it',
  },
  renew: {
    button: 'New shared secret',
    title: 'Make a new shared secret?',
    info: '{{system}} will be refused until it sends the new secret.',
    text: 'The current secret stops working at once.',
  },
  remove: {
    button: 'Remove',
    title: 'Remove this configuration?',
    info: '{{system}} will no longer be able to open the shop.',
    text: 'Open PunchOut sessions of it can no longer transfer their carts.',
  },
  common: { yes: 'Yes', no: 'No' },
  settings: {
    title: 'PunchOut (procurement systems)',
    intro:
      'Your company’s procurement system (SAP Ariba, Coupa and others supporting cXML PunchOut) can open the shop as you; its buyers fill a cart here and transfer it back for approval.',
    setupUrl: 'PunchOut setup address for your procurement system:',
    listTitle: 'Configured systems',
    none: 'No procurement system is configured yet.',
    buyer: 'Sessions open as',
    secretChanged: 'Secret made',
    lastUsed: 'Last used',
    never: 'never',
    addTitle: 'Add a procurement system',
    add: 'Add and show the secret',
    adding: 'Adding…',
  },
};

const pl: Catalogue<typeof en> = {
  field: {
    systemName: 'Podaj nazwę systemu zakupowego (najwyżej 60 znaków, bez znaków sterujących).',
    fromDomain: 'Podaj domenę poświadczenia (litery, cyfry, kropki, dwukropki, łączniki; najwyżej 60).',
    fromIdentity: 'Podaj identyfikator wysyłany przez system zakupowy (najwyżej 200 znaków).',
    returnOrigin: 'Każdy adres zwrotny musi być adresem https (http tylko dla localhost).',
    returnOrigins: 'Podaj od jednego do pięciu adresów zwrotnych.',
    systemNameLabel: 'System zakupowy',
    systemNameHint: 'Tak, jak znają go Twoi kupcy, np. SAP Ariba lub Coupa.',
    fromDomainLabel: 'Domena poświadczenia',
    fromDomainHint: 'Domena poświadczenia From, np. NetworkID lub DUNS.',
    fromIdentityLabel: 'Identyfikator',
    fromIdentityHint: 'Identity poświadczenia From, np. Twój identyfikator w Ariba Network.',
    returnOriginsLabel: 'Adresy zwrotne',
    returnOriginsHint:
      'Adresy systemu zakupowego, do których można odesłać koszyk (https://…), każdy w osobnym wierszu.',
    fromLabel: 'Poświadczenie From',
  },
  errors: {
    punchoutSession: 'W sesji PunchOut nie można zmieniać konta. Zaloguj się w sklepie bezpośrednio.',
    checkoutRefused: 'W sesji PunchOut koszyk przekazuje się do systemu zakupowego, a nie zamawia tutaj.',
    tooManySetups: 'Zbyt wiele żądań PunchOut. Spróbuj ponownie za {{seconds}} s.',
    configNotFound: 'Nie ma takiej konfiguracji PunchOut.',
    startExpired: 'Ten link PunchOut wygasł lub został już użyty. Zacznij ponownie w systemie zakupowym.',
    notPunchoutSession: 'Koszyk może przekazać tylko sesja otwarta z systemu zakupowego.',
    sessionClosed: 'Ta sesja PunchOut się zakończyła. Zacznij ponownie w systemie zakupowym.',
    emptyCart: 'Koszyk jest pusty: dodaj produkty przed przekazaniem.',
    unpricedLine: '{{symbol}} nie ma ceny: usuń go przed przekazaniem koszyka.',
    amountLine: 'Popraw ilość {{symbol}} przed przekazaniem koszyka.',
    companiesOnly: 'PunchOut jest dostępny dla kont firmowych.',
    credentialTaken: 'To poświadczenie jest używane przez inną konfigurację PunchOut.',
    saveFailed: 'Konfiguracja nie została zapisana. Spróbuj ponownie.',
  },
  banner: {
    label: 'Sesja PunchOut',
    session: 'Sesja PunchOut dla {{system}}',
    company: 'Zakupy dla {{company}}',
    until: 'Koniec o {{until}}',
    hint: 'Gdy koszyk będzie gotowy, użyj w koszyku przycisku „Przekaż koszyk”, aby wysłać go do systemu zakupowego.',
  },
  transfer: {
    button: 'Przekaż koszyk',
    busy: 'Przekazywanie…',
    failed: 'Nie udało się przekazać koszyka. Spróbuj ponownie.',
  },
  secret: {
    title: 'Wspólny sekret dla {{system}}',
    text: 'Wpisz ten sekret w systemie zakupowym teraz. Jest pokazywany tylko raz; jeśli go zgubisz, utwórz nowy.',
    done: 'Zapisałem go',
  },
  renew: {
    button: 'Nowy wspólny sekret',
    title: 'Utworzyć nowy wspólny sekret?',
    info: '{{system}} będzie odrzucany, dopóki nie wyśle nowego sekretu.',
    text: 'Obecny sekret natychmiast przestanie działać.',
  },
  remove: {
    button: 'Usuń',
    title: 'Usunąć tę konfigurację?',
    info: '{{system}} nie będzie mógł już otwierać sklepu.',
    text: 'Otwarte sesje PunchOut tej konfiguracji nie przekażą już koszyków.',
  },
  common: { yes: 'Tak', no: 'Nie' },
  settings: {
    title: 'PunchOut (systemy zakupowe)',
    intro:
      'System zakupowy Twojej firmy (SAP Ariba, Coupa i inne obsługujące cXML PunchOut) może otwierać sklep jako Ty; kupcy wypełniają tu koszyk i przekazują go z powrotem do akceptacji.',
    setupUrl: 'Adres PunchOut dla systemu zakupowego:',
    listTitle: 'Skonfigurowane systemy',
    none: 'Nie skonfigurowano jeszcze żadnego systemu zakupowego.',
    buyer: 'Sesje otwierane jako',
    secretChanged: 'Sekret utworzony',
    lastUsed: 'Ostatnio użyty',
    never: 'nigdy',
    addTitle: 'Dodaj system zakupowy',
    add: 'Dodaj i pokaż sekret',
    adding: 'Dodawanie…',
  },
};

const de: Catalogue<typeof en> = {
  field: {
    systemName: 'Geben Sie den Namen des Beschaffungssystems an (höchstens 60 Zeichen, keine Steuerzeichen).',
    fromDomain:
      'Geben Sie die Domäne der Anmeldedaten an (Buchstaben, Ziffern, Punkte, Doppelpunkte, Bindestriche; höchstens 60).',
    fromIdentity: 'Geben Sie die Kennung an, die Ihr Beschaffungssystem sendet (höchstens 200 Zeichen).',
    returnOrigin: 'Jede Rücksendeadresse muss eine https-Adresse sein (http nur für localhost).',
    returnOrigins: 'Geben Sie eine bis fünf Rücksendeadressen an.',
    systemNameLabel: 'Beschaffungssystem',
    systemNameHint: 'So, wie Ihre Einkäufer es kennen, z. B. SAP Ariba oder Coupa.',
    fromDomainLabel: 'Domäne der Anmeldedaten',
    fromDomainHint: 'Die Domäne der From-Anmeldedaten, z. B. NetworkID oder DUNS.',
    fromIdentityLabel: 'Kennung',
    fromIdentityHint: 'Die Identity der From-Anmeldedaten, z. B. Ihre Ariba-Network-ID.',
    returnOriginsLabel: 'Rücksendeadressen',
    returnOriginsHint:
      'Die Adressen Ihres Beschaffungssystems, an die der Warenkorb zurückgehen darf (https://…), eine pro Zeile.',
    fromLabel: 'From-Anmeldedaten',
  },
  errors: {
    punchoutSession: 'Eine PunchOut-Sitzung kann das Konto nicht ändern. Melden Sie sich direkt im Shop an.',
    checkoutRefused:
      'In einer PunchOut-Sitzung wird der Warenkorb an Ihr Beschaffungssystem übertragen, nicht hier bestellt.',
    tooManySetups: 'Zu viele PunchOut-Anfragen. Versuchen Sie es in {{seconds}} s erneut.',
    configNotFound: 'Diese PunchOut-Konfiguration gibt es nicht.',
    startExpired:
      'Dieser PunchOut-Link ist abgelaufen oder wurde schon verwendet. Beginnen Sie erneut in Ihrem Beschaffungssystem.',
    notPunchoutSession:
      'Nur eine aus einem Beschaffungssystem geöffnete Sitzung kann ihren Warenkorb übertragen.',
    sessionClosed: 'Diese PunchOut-Sitzung ist beendet. Beginnen Sie erneut in Ihrem Beschaffungssystem.',
    emptyCart: 'Der Warenkorb ist leer: Fügen Sie vor der Übertragung Produkte hinzu.',
    unpricedLine: '{{symbol}} hat keinen Preis: Entfernen Sie es vor der Übertragung.',
    amountLine: 'Korrigieren Sie die Menge von {{symbol}} vor der Übertragung.',
    companiesOnly: 'PunchOut ist für Firmenkonten.',
    credentialTaken: 'Diese Anmeldedaten verwendet bereits eine andere PunchOut-Konfiguration.',
    saveFailed: 'Die Konfiguration wurde nicht gespeichert. Bitte versuchen Sie es erneut.',
  },
  banner: {
    label: 'PunchOut-Sitzung',
    session: 'PunchOut-Sitzung für {{system}}',
    company: 'Einkauf für {{company}}',
    until: 'Endet um {{until}}',
    hint: 'Wenn der Warenkorb fertig ist, senden Sie ihn im Warenkorb mit „Warenkorb übertragen“ an Ihr Beschaffungssystem.',
  },
  transfer: {
    button: 'Warenkorb übertragen',
    busy: 'Wird übertragen…',
    failed: 'Der Warenkorb konnte nicht übertragen werden. Bitte versuchen Sie es erneut.',
  },
  secret: {
    title: 'Gemeinsames Geheimnis für {{system}}',
    text: 'Tragen Sie dieses Geheimnis jetzt in Ihr Beschaffungssystem ein. Es wird nur einmal angezeigt; geht es verloren, erstellen Sie ein neues.',
    done: 'Ich habe es gespeichert',
  },
  renew: {
    button: 'Neues gemeinsames Geheimnis',
    title: 'Ein neues gemeinsames Geheimnis erstellen?',
    info: '{{system}} wird abgewiesen, bis es das neue Geheimnis sendet.',
    text: 'Das bisherige Geheimnis gilt sofort nicht mehr.',
  },
  remove: {
    button: 'Entfernen',
    title: 'Diese Konfiguration entfernen?',
    info: '{{system}} kann den Shop dann nicht mehr öffnen.',
    text: 'Offene PunchOut-Sitzungen dieser Konfiguration können ihre Warenkörbe nicht mehr übertragen.',
  },
  common: { yes: 'Ja', no: 'Nein' },
  settings: {
    title: 'PunchOut (Beschaffungssysteme)',
    intro:
      'Das Beschaffungssystem Ihrer Firma (SAP Ariba, Coupa und andere mit cXML PunchOut) kann den Shop in Ihrem Namen öffnen; Einkäufer füllen hier einen Warenkorb und übertragen ihn zur Freigabe zurück.',
    setupUrl: 'PunchOut-Adresse für Ihr Beschaffungssystem:',
    listTitle: 'Eingerichtete Systeme',
    none: 'Noch kein Beschaffungssystem eingerichtet.',
    buyer: 'Sitzungen öffnen als',
    secretChanged: 'Geheimnis erstellt',
    lastUsed: 'Zuletzt verwendet',
    never: 'nie',
    addTitle: 'Beschaffungssystem hinzufügen',
    add: 'Hinzufügen und Geheimnis anzeigen',
    adding: 'Wird hinzugefügt…',
  },
};

const hu: Catalogue<typeof en> = {
  field: {
    systemName: 'Adja meg a beszerzési rendszer nevét (legfeljebb 60 karakter, vezérlőkarakterek nélkül).',
    fromDomain:
      'Adja meg a hitelesítő adat tartományát (betűk, számjegyek, pontok, kettőspontok, kötőjelek; legfeljebb 60).',
    fromIdentity: 'Adja meg a beszerzési rendszer által küldött azonosítót (legfeljebb 200 karakter).',
    returnOrigin: 'Minden visszaküldési cím https-cím legyen (http csak localhost esetén).',
    returnOrigins: 'Adjon meg egy-öt visszaküldési címet.',
    systemNameLabel: 'Beszerzési rendszer',
    systemNameHint: 'Ahogy a beszerzői ismerik, pl. SAP Ariba vagy Coupa.',
    fromDomainLabel: 'Hitelesítő adat tartománya',
    fromDomainHint: 'A From hitelesítő adat tartománya, pl. NetworkID vagy DUNS.',
    fromIdentityLabel: 'Azonosító',
    fromIdentityHint: 'A From hitelesítő adat Identity értéke, pl. az Ariba Network azonosítója.',
    returnOriginsLabel: 'Visszaküldési címek',
    returnOriginsHint:
      'A beszerzési rendszer címei, ahová a kosár visszaküldhető (https://…), soronként egy.',
    fromLabel: 'From hitelesítő adat',
  },
  errors: {
    punchoutSession:
      'PunchOut-munkamenetben a fiók nem módosítható. Jelentkezzen be közvetlenül a webáruházba.',
    checkoutRefused: 'PunchOut-munkamenetben a kosár a beszerzési rendszerbe kerül, itt nem rendelhető meg.',
    tooManySetups: 'Túl sok PunchOut-kérés. Próbálja újra {{seconds}} mp múlva.',
    configNotFound: 'Nincs ilyen PunchOut-beállítás.',
    startExpired:
      'Ez a PunchOut-hivatkozás lejárt vagy már felhasználták. Kezdje újra a beszerzési rendszerben.',
    notPunchoutSession: 'Csak beszerzési rendszerből nyitott munkamenet küldheti át a kosarát.',
    sessionClosed: 'Ez a PunchOut-munkamenet véget ért. Kezdje újra a beszerzési rendszerben.',
    emptyCart: 'A kosár üres: átküldés előtt tegyen bele termékeket.',
    unpricedLine: 'A(z) {{symbol}} termékhez nincs ár: átküldés előtt távolítsa el.',
    amountLine: 'Átküldés előtt javítsa a(z) {{symbol}} mennyiségét.',
    companiesOnly: 'A PunchOut céges fiókoknak szól.',
    credentialTaken: 'Ezt a hitelesítő adatot egy másik PunchOut-beállítás használja.',
    saveFailed: 'A beállítás nem mentődött. Kérjük, próbálja újra.',
  },
  banner: {
    label: 'PunchOut-munkamenet',
    session: 'PunchOut-munkamenet: {{system}}',
    company: 'Vásárlás a következő részére: {{company}}',
    until: 'Vége: {{until}}',
    hint: 'Ha kész a kosár, a kosárban a „Kosár átküldése” gombbal küldje el a beszerzési rendszerbe.',
  },
  transfer: {
    button: 'Kosár átküldése',
    busy: 'Átküldés…',
    failed: 'A kosarat nem sikerült átküldeni. Kérjük, próbálja újra.',
  },
  secret: {
    title: 'Közös titok: {{system}}',
    text: 'Most adja meg ezt a titkot a beszerzési rendszerben. Csak egyszer jelenik meg; ha elveszik, hozzon létre újat.',
    done: 'Elmentettem',
  },
  renew: {
    button: 'Új közös titok',
    title: 'Új közös titkot hoz létre?',
    info: 'A(z) {{system}} kéréseit elutasítjuk, amíg nem az új titkot küldi.',
    text: 'A jelenlegi titok azonnal érvényét veszti.',
  },
  remove: {
    button: 'Törlés',
    title: 'Törli ezt a beállítást?',
    info: 'A(z) {{system}} többé nem nyithatja meg a webáruházat.',
    text: 'Nyitott PunchOut-munkamenetei nem küldhetik át többé a kosarukat.',
  },
  common: { yes: 'Igen', no: 'Nem' },
  settings: {
    title: 'PunchOut (beszerzési rendszerek)',
    intro:
      'Cége beszerzési rendszere (SAP Ariba, Coupa és más, cXML PunchOut-ot támogató rendszerek) az Ön nevében nyithatja meg a webáruházat; a beszerzők itt töltik meg a kosarat, és jóváhagyásra visszaküldik.',
    setupUrl: 'PunchOut-cím a beszerzési rendszer számára:',
    listTitle: 'Beállított rendszerek',
    none: 'Még nincs beállított beszerzési rendszer.',
    buyer: 'A munkamenetek felhasználója',
    secretChanged: 'Titok létrehozva',
    lastUsed: 'Utoljára használva',
    never: 'soha',
    addTitle: 'Beszerzési rendszer hozzáadása',
    add: 'Hozzáadás és a titok megjelenítése',
    adding: 'Hozzáadás…',
  },
};

export const punchoutMessages = { en, pl, de, hu };
