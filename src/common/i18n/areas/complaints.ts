/**
 * Messages of complaints shared by the server and the pages (issue 19 "Complaints", ADR 065): the
 * labels of states, reasons, law paths and resolutions, the refusals of the calls, the return
 * instructions and the mails at each change. Page texts live in the pages' own area file.
 */
import type { Catalogue } from '../catalogue-shape';

const en = {
  state: {
    new: 'New',
    under_review: 'Under review',
    awaiting_goods: 'Awaiting the goods',
    accepted: 'Accepted',
    rejected: 'Rejected',
  },
  reason: {
    wrong_part: 'Wrong part delivered',
    damaged: 'Damaged',
    not_as_described: 'Not as described',
    missing: 'Missing from the delivery',
    withdrawal: 'Withdrawal from the purchase (no reason needed)',
  },
  path: {
    withdrawal: 'Withdrawal within 14 days',
    consumer_complaint: 'Consumer complaint',
    warranty: 'Warranty complaint',
  },
  resolution: { refund: 'Refund', replacement: 'Replacement' },
  returnInstructions:
    'Pack the goods with a printout of this message or write {{rma}} clearly on the parcel, and send it to: {{address}}. Parcels without the RMA number cannot be matched and may be returned unopened.',
  errors: {
    notFound: 'There is no such complaint.',
    invoiceNotFound: 'There is no such invoice among yours.',
    invoiceNotComplainable: 'A complaint is filed against a VAT invoice, not a proforma or a correction.',
    invoiceNumber: 'Give the invoice number as printed on it, e.g. FV/PL/2026/000123.',
    rmaNumber: 'A complaint is named by its RMA number, e.g. RMA-2026-000042.',
    fileId: 'There is no such file.',
    fileNotFound: 'There is no such file.',
    reason: 'Choose a reason.',
    resolution: 'Choose a refund or a replacement.',
    control: 'The text contains characters that cannot be stored.',
    quantity: 'A quantity is a whole number of at least 1.',
    linesRequired: 'Choose at least one line of the invoice.',
    lineTwice: 'A line of the invoice is named twice.',
    lineUnknown: 'The invoice has no line {{position}}.',
    lineTooMany: 'Line {{position}}: at most {{max}} may still be complained of.',
    descriptionRequired: 'Describe the problem in at least 10 characters.',
    withdrawalNotConsumer:
      'Withdrawal without a reason is a consumer’s right; as a business, file a complaint with its reason.',
    withdrawalExpired:
      'The 14 days to withdraw ended on {{date}}; you can still file a complaint with its reason.',
    complaintExpired: 'The period to complain of these goods ended on {{date}}.',
    tooManyFiles: 'At most {{max}} files go with one complaint.',
    storageFull: 'The files together may be at most {{max}} MB.',
    fileTooLarge: 'A file may be at most {{max}} MB.',
    requestTooLarge: 'The upload is too large.',
    notMultipart: 'Send the files as a form upload (multipart/form-data).',
    fieldUnexpected: 'Send files in the “files” field only.',
    fileType: '“{{name}}” is not a PDF, JPEG, PNG or WebP file.',
    fileEmpty: '“{{name}}” is empty.',
    imageTooLarge: '“{{name}}” has too many pixels to be read safely.',
    imageBroken: '“{{name}}” cannot be read as an image.',
    fileNotInStorage: 'A file to attach is no longer among your uploads.',
    badTransition: 'The complaint is {{state}}: it cannot be moved to {{to}}.',
    state: 'Choose the next state.',
    resolutionRequired: 'Accepting needs a refund or a replacement.',
    rejectReasonRequired: 'Rejecting needs a reason of at least 10 characters; the customer reads it.',
    noteRequired: 'Write the note.',
    uploadFailed: 'The upload was interrupted. Try again.',
    tooManyUploads: 'Too many uploads. Try again in {{seconds}} s.',
  },
  mail: {
    button: 'See the complaint',
    signature: 'Your Component Shop team',
    answerBy: 'We answer by {{date}}.',
    answerByAuto: 'We answer by {{date}}; if we do not, your complaint counts as accepted.',
    message: 'A message from our team: {{message}}',
    new: {
      subject: 'Your complaint {{rma}} is received',
      intro: 'We received your complaint {{rma}} about invoice {{invoice}} ({{path}}).',
    },
    under_review: {
      subject: 'Complaint {{rma}} is under review',
      intro: 'Our team is reviewing your complaint {{rma}}.',
    },
    awaiting_goods: {
      subject: 'Complaint {{rma}}: please send the goods back',
      intro: 'To settle your complaint {{rma}} we need the goods back.',
    },
    accepted: {
      subject: 'Complaint {{rma}} is accepted',
      intro: 'Your complaint {{rma}} is accepted.',
      refund:
        'We refund the goods: the corrective invoice {{correction}} is in your invoices and the money is on its way.',
      refundPending:
        'We refund the goods once the corrective invoice is made; you will find it in your invoices.',
      replacement: 'We send you the goods again as a replacement, free of charge.',
      auto: 'We did not answer within {{days}} days, so your complaint is accepted as the law provides.',
    },
    rejected: {
      subject: 'Complaint {{rma}} is rejected',
      intro: 'We are sorry: your complaint {{rma}} is rejected.',
      reason: 'The reason: {{reason}}',
    },
  },
};

const pl: Catalogue<typeof en> = {
  state: {
    new: 'Nowa',
    under_review: 'W rozpatrzeniu',
    awaiting_goods: 'Oczekuje na towar',
    accepted: 'Uznana',
    rejected: 'Odrzucona',
  },
  reason: {
    wrong_part: 'Dostarczono inny towar',
    damaged: 'Towar uszkodzony',
    not_as_described: 'Niezgodny z opisem',
    missing: 'Brak w dostawie',
    withdrawal: 'Odstąpienie od umowy (bez podania przyczyny)',
  },
  path: {
    withdrawal: 'Odstąpienie w ciągu 14 dni',
    consumer_complaint: 'Reklamacja konsumencka',
    warranty: 'Reklamacja z rękojmi',
  },
  resolution: { refund: 'Zwrot pieniędzy', replacement: 'Wymiana' },
  returnInstructions:
    'Zapakuj towar z wydrukiem tej wiadomości lub wyraźnie napisz na paczce {{rma}} i wyślij na adres: {{address}}. Paczek bez numeru RMA nie da się przypisać i mogą wrócić nieotwarte.',
  errors: {
    notFound: 'Nie ma takiej reklamacji.',
    invoiceNotFound: 'Wśród Twoich faktur nie ma takiej faktury.',
    invoiceNotComplainable: 'Reklamację składa się do faktury VAT, nie do proformy ani korekty.',
    invoiceNumber: 'Podaj numer faktury tak, jak jest na niej wydrukowany, np. FV/PL/2026/000123.',
    rmaNumber: 'Reklamację wskazuje jej numer RMA, np. RMA-2026-000042.',
    fileId: 'Nie ma takiego pliku.',
    fileNotFound: 'Nie ma takiego pliku.',
    reason: 'Wybierz powód.',
    resolution: 'Wybierz zwrot pieniędzy lub wymianę.',
    control: 'Tekst zawiera znaki, których nie można zapisać.',
    quantity: 'Ilość to liczba całkowita, co najmniej 1.',
    linesRequired: 'Wybierz co najmniej jedną pozycję faktury.',
    lineTwice: 'Pozycja faktury jest podana dwa razy.',
    lineUnknown: 'Faktura nie ma pozycji {{position}}.',
    lineTooMany: 'Pozycja {{position}}: można jeszcze reklamować najwyżej {{max}}.',
    descriptionRequired: 'Opisz problem, co najmniej 10 znaków.',
    withdrawalNotConsumer:
      'Odstąpienie bez podania przyczyny przysługuje konsumentowi; jako firma złóż reklamację z powodem.',
    withdrawalExpired:
      '14 dni na odstąpienie minęło {{date}}; nadal możesz złożyć reklamację z podaniem powodu.',
    complaintExpired: 'Termin na reklamację tego towaru minął {{date}}.',
    tooManyFiles: 'Do jednej reklamacji można dołączyć najwyżej {{max}} plików.',
    storageFull: 'Pliki razem mogą mieć najwyżej {{max}} MB.',
    fileTooLarge: 'Plik może mieć najwyżej {{max}} MB.',
    requestTooLarge: 'Przesyłka jest za duża.',
    notMultipart: 'Wyślij pliki jako formularz (multipart/form-data).',
    fieldUnexpected: 'Wysyłaj pliki tylko w polu „files”.',
    fileType: '„{{name}}” nie jest plikiem PDF, JPEG, PNG ani WebP.',
    fileEmpty: '„{{name}}” jest pusty.',
    imageTooLarge: '„{{name}}” ma zbyt wiele pikseli, by bezpiecznie go odczytać.',
    imageBroken: 'Nie można odczytać „{{name}}” jako obrazu.',
    fileNotInStorage: 'Plik do dołączenia nie jest już wśród przesłanych.',
    badTransition: 'Reklamacja ma stan {{state}}: nie można jej przenieść do stanu {{to}}.',
    state: 'Wybierz następny stan.',
    resolutionRequired: 'Uznanie wymaga wyboru: zwrot pieniędzy lub wymiana.',
    rejectReasonRequired: 'Odrzucenie wymaga uzasadnienia (co najmniej 10 znaków); klient je przeczyta.',
    noteRequired: 'Wpisz notatkę.',
    uploadFailed: 'Przesyłanie zostało przerwane. Spróbuj ponownie.',
    tooManyUploads: 'Zbyt wiele przesłanych plików. Spróbuj ponownie za {{seconds}} s.',
  },
  mail: {
    button: 'Zobacz reklamację',
    signature: 'Zespół Component Shop',
    answerBy: 'Odpowiemy do {{date}}.',
    answerByAuto: 'Odpowiemy do {{date}}; jeśli nie odpowiemy, reklamację uważa się za uznaną.',
    message: 'Wiadomość od naszego zespołu: {{message}}',
    new: {
      subject: 'Przyjęliśmy reklamację {{rma}}',
      intro: 'Otrzymaliśmy Twoją reklamację {{rma}} do faktury {{invoice}} ({{path}}).',
    },
    under_review: {
      subject: 'Reklamacja {{rma}} jest rozpatrywana',
      intro: 'Nasz zespół rozpatruje Twoją reklamację {{rma}}.',
    },
    awaiting_goods: {
      subject: 'Reklamacja {{rma}}: prosimy o odesłanie towaru',
      intro: 'Aby załatwić reklamację {{rma}}, potrzebujemy zwrotu towaru.',
    },
    accepted: {
      subject: 'Reklamacja {{rma}} została uznana',
      intro: 'Twoja reklamacja {{rma}} została uznana.',
      refund:
        'Zwracamy pieniądze: faktura korygująca {{correction}} jest w Twoich fakturach, a przelew jest w drodze.',
      refundPending:
        'Zwrócimy pieniądze po wystawieniu faktury korygującej; znajdziesz ją w swoich fakturach.',
      replacement: 'Wyślemy Ci towar ponownie jako wymianę, bezpłatnie.',
      auto: 'Nie odpowiedzieliśmy w ciągu {{days}} dni, więc zgodnie z prawem reklamacja jest uznana.',
    },
    rejected: {
      subject: 'Reklamacja {{rma}} została odrzucona',
      intro: 'Przykro nam: Twoja reklamacja {{rma}} została odrzucona.',
      reason: 'Uzasadnienie: {{reason}}',
    },
  },
};

const de: Catalogue<typeof en> = {
  state: {
    new: 'Neu',
    under_review: 'In Prüfung',
    awaiting_goods: 'Warten auf die Ware',
    accepted: 'Anerkannt',
    rejected: 'Abgelehnt',
  },
  reason: {
    wrong_part: 'Falscher Artikel geliefert',
    damaged: 'Beschädigt',
    not_as_described: 'Nicht wie beschrieben',
    missing: 'Fehlt in der Lieferung',
    withdrawal: 'Widerruf des Kaufs (ohne Angabe von Gründen)',
  },
  path: {
    withdrawal: 'Widerruf innerhalb von 14 Tagen',
    consumer_complaint: 'Verbraucherreklamation',
    warranty: 'Gewährleistungsreklamation',
  },
  resolution: { refund: 'Erstattung', replacement: 'Ersatzlieferung' },
  returnInstructions:
    'Verpacken Sie die Ware mit einem Ausdruck dieser Nachricht oder schreiben Sie {{rma}} deutlich auf das Paket und senden Sie es an: {{address}}. Pakete ohne RMA-Nummer können nicht zugeordnet werden und gehen eventuell ungeöffnet zurück.',
  errors: {
    notFound: 'Diese Reklamation gibt es nicht.',
    invoiceNotFound: 'Unter Ihren Rechnungen gibt es diese Rechnung nicht.',
    invoiceNotComplainable:
      'Eine Reklamation bezieht sich auf eine Rechnung, nicht auf eine Proforma oder eine Korrektur.',
    invoiceNumber: 'Geben Sie die Rechnungsnummer wie aufgedruckt an, z. B. FV/PL/2026/000123.',
    rmaNumber: 'Eine Reklamation wird durch ihre RMA-Nummer bezeichnet, z. B. RMA-2026-000042.',
    fileId: 'Diese Datei gibt es nicht.',
    fileNotFound: 'Diese Datei gibt es nicht.',
    reason: 'Wählen Sie einen Grund.',
    resolution: 'Wählen Sie Erstattung oder Ersatzlieferung.',
    control: 'Der Text enthält Zeichen, die nicht gespeichert werden können.',
    quantity: 'Eine Menge ist eine ganze Zahl von mindestens 1.',
    linesRequired: 'Wählen Sie mindestens eine Rechnungsposition.',
    lineTwice: 'Eine Rechnungsposition ist doppelt angegeben.',
    lineUnknown: 'Die Rechnung hat keine Position {{position}}.',
    lineTooMany: 'Position {{position}}: höchstens {{max}} können noch reklamiert werden.',
    descriptionRequired: 'Beschreiben Sie das Problem in mindestens 10 Zeichen.',
    withdrawalNotConsumer:
      'Der Widerruf ohne Grund ist ein Recht von Verbrauchern; als Unternehmen reichen Sie eine Reklamation mit Grund ein.',
    withdrawalExpired:
      'Die 14 Tage für den Widerruf endeten am {{date}}; eine Reklamation mit Grund ist weiterhin möglich.',
    complaintExpired: 'Die Frist für Reklamationen dieser Ware endete am {{date}}.',
    tooManyFiles: 'Zu einer Reklamation gehören höchstens {{max}} Dateien.',
    storageFull: 'Die Dateien dürfen zusammen höchstens {{max}} MB groß sein.',
    fileTooLarge: 'Eine Datei darf höchstens {{max}} MB groß sein.',
    requestTooLarge: 'Der Upload ist zu groß.',
    notMultipart: 'Senden Sie die Dateien als Formular-Upload (multipart/form-data).',
    fieldUnexpected: 'Senden Sie Dateien nur im Feld „files“.',
    fileType: '„{{name}}“ ist keine PDF-, JPEG-, PNG- oder WebP-Datei.',
    fileEmpty: '„{{name}}“ ist leer.',
    imageTooLarge: '„{{name}}“ hat zu viele Pixel, um sicher gelesen zu werden.',
    imageBroken: '„{{name}}“ kann nicht als Bild gelesen werden.',
    fileNotInStorage: 'Eine anzuhängende Datei ist nicht mehr unter Ihren Uploads.',
    badTransition: 'Die Reklamation ist {{state}}: sie kann nicht nach {{to}} wechseln.',
    state: 'Wählen Sie den nächsten Status.',
    resolutionRequired: 'Für die Anerkennung wählen Sie Erstattung oder Ersatzlieferung.',
    rejectReasonRequired:
      'Eine Ablehnung braucht eine Begründung von mindestens 10 Zeichen; der Kunde liest sie.',
    noteRequired: 'Schreiben Sie die Notiz.',
    uploadFailed: 'Der Upload wurde unterbrochen. Versuchen Sie es erneut.',
    tooManyUploads: 'Zu viele Uploads. Versuchen Sie es in {{seconds}} s erneut.',
  },
  mail: {
    button: 'Reklamation ansehen',
    signature: 'Ihr Component-Shop-Team',
    answerBy: 'Wir antworten bis zum {{date}}.',
    answerByAuto: 'Wir antworten bis zum {{date}}; andernfalls gilt Ihre Reklamation als anerkannt.',
    message: 'Eine Nachricht unseres Teams: {{message}}',
    new: {
      subject: 'Ihre Reklamation {{rma}} ist eingegangen',
      intro: 'Wir haben Ihre Reklamation {{rma}} zur Rechnung {{invoice}} erhalten ({{path}}).',
    },
    under_review: {
      subject: 'Reklamation {{rma}} wird geprüft',
      intro: 'Unser Team prüft Ihre Reklamation {{rma}}.',
    },
    awaiting_goods: {
      subject: 'Reklamation {{rma}}: bitte senden Sie die Ware zurück',
      intro: 'Um Ihre Reklamation {{rma}} zu erledigen, benötigen wir die Ware zurück.',
    },
    accepted: {
      subject: 'Reklamation {{rma}} ist anerkannt',
      intro: 'Ihre Reklamation {{rma}} ist anerkannt.',
      refund:
        'Wir erstatten den Betrag: die Korrekturrechnung {{correction}} finden Sie bei Ihren Rechnungen, das Geld ist unterwegs.',
      refundPending:
        'Wir erstatten den Betrag, sobald die Korrekturrechnung erstellt ist; Sie finden sie bei Ihren Rechnungen.',
      replacement: 'Wir senden Ihnen die Ware kostenlos erneut als Ersatz.',
      auto: 'Wir haben nicht innerhalb von {{days}} Tagen geantwortet, daher gilt Ihre Reklamation gesetzlich als anerkannt.',
    },
    rejected: {
      subject: 'Reklamation {{rma}} ist abgelehnt',
      intro: 'Es tut uns leid: Ihre Reklamation {{rma}} ist abgelehnt.',
      reason: 'Die Begründung: {{reason}}',
    },
  },
};

const hu: Catalogue<typeof en> = {
  state: {
    new: 'Új',
    under_review: 'Elbírálás alatt',
    awaiting_goods: 'Az áru visszaküldésére vár',
    accepted: 'Elfogadva',
    rejected: 'Elutasítva',
  },
  reason: {
    wrong_part: 'Rossz termék érkezett',
    damaged: 'Sérült',
    not_as_described: 'Nem felel meg a leírásnak',
    missing: 'Hiányzik a szállítmányból',
    withdrawal: 'Elállás a vásárlástól (indoklás nélkül)',
  },
  path: {
    withdrawal: 'Elállás 14 napon belül',
    consumer_complaint: 'Fogyasztói reklamáció',
    warranty: 'Szavatossági reklamáció',
  },
  resolution: { refund: 'Visszatérítés', replacement: 'Csere' },
  returnInstructions:
    'Csomagolja be az árut ennek az üzenetnek a kinyomtatott példányával, vagy írja jól olvashatóan a csomagra: {{rma}}, és küldje erre a címre: {{address}}. Az RMA-szám nélküli csomagokat nem tudjuk azonosítani, ezeket bontatlanul visszaküldhetjük.',
  errors: {
    notFound: 'Nincs ilyen reklamáció.',
    invoiceNotFound: 'Az Ön számlái között nincs ilyen számla.',
    invoiceNotComplainable: 'Reklamáció számlára tehető, díjbekérőre vagy helyesbítő számlára nem.',
    invoiceNumber: 'Adja meg a számlaszámot úgy, ahogy a számlán szerepel, pl. FV/PL/2026/000123.',
    rmaNumber: 'A reklamációt az RMA-száma azonosítja, pl. RMA-2026-000042.',
    fileId: 'Nincs ilyen fájl.',
    fileNotFound: 'Nincs ilyen fájl.',
    reason: 'Válasszon okot.',
    resolution: 'Válasszon visszatérítést vagy cserét.',
    control: 'A szöveg nem tárolható karaktereket tartalmaz.',
    quantity: 'A mennyiség legalább 1 egész szám.',
    linesRequired: 'Válasszon legalább egy számlatételt.',
    lineTwice: 'Egy számlatétel kétszer szerepel.',
    lineUnknown: 'A számlának nincs {{position}}. tétele.',
    lineTooMany: '{{position}}. tétel: legfeljebb {{max}} reklamálható még.',
    descriptionRequired: 'Írja le a problémát legalább 10 karakterben.',
    withdrawalNotConsumer:
      'Az indoklás nélküli elállás a fogyasztók joga; vállalkozásként indokolt reklamációt nyújthat be.',
    withdrawalExpired:
      'Az elállásra nyitva álló 14 nap {{date}} napon lejárt; indokolt reklamációt még benyújthat.',
    complaintExpired: 'Ennek az árunak a reklamációs határideje {{date}} napon lejárt.',
    tooManyFiles: 'Egy reklamációhoz legfeljebb {{max}} fájl tartozhat.',
    storageFull: 'A fájlok együtt legfeljebb {{max}} MB méretűek lehetnek.',
    fileTooLarge: 'Egy fájl legfeljebb {{max}} MB lehet.',
    requestTooLarge: 'A feltöltés túl nagy.',
    notMultipart: 'A fájlokat űrlapfeltöltésként küldje (multipart/form-data).',
    fieldUnexpected: 'Fájlokat csak a „files” mezőben küldjön.',
    fileType: '„{{name}}” nem PDF, JPEG, PNG vagy WebP fájl.',
    fileEmpty: '„{{name}}” üres.',
    imageTooLarge: '„{{name}}” túl sok képpontot tartalmaz a biztonságos beolvasáshoz.',
    imageBroken: '„{{name}}” nem olvasható be képként.',
    fileNotInStorage: 'Egy csatolandó fájl már nincs a feltöltései között.',
    badTransition: 'A reklamáció állapota {{state}}: nem vihető át ebbe: {{to}}.',
    state: 'Válassza ki a következő állapotot.',
    resolutionRequired: 'Az elfogadáshoz válasszon visszatérítést vagy cserét.',
    rejectReasonRequired: 'Az elutasításhoz legalább 10 karakteres indoklás kell; az ügyfél olvassa.',
    noteRequired: 'Írja meg a jegyzetet.',
    uploadFailed: 'A feltöltés megszakadt. Próbálja újra.',
    tooManyUploads: 'Túl sok feltöltés. Próbálja újra {{seconds}} másodperc múlva.',
  },
  mail: {
    button: 'A reklamáció megtekintése',
    signature: 'A Component Shop csapata',
    answerBy: '{{date}} napig válaszolunk.',
    answerByAuto: '{{date}} napig válaszolunk; ha nem, reklamációját elfogadottnak kell tekinteni.',
    message: 'Üzenet csapatunktól: {{message}}',
    new: {
      subject: 'Megkaptuk {{rma}} reklamációját',
      intro: 'Megkaptuk {{rma}} reklamációját a(z) {{invoice}} számlához ({{path}}).',
    },
    under_review: {
      subject: '{{rma}} reklamáció elbírálás alatt',
      intro: 'Csapatunk elbírálja {{rma}} reklamációját.',
    },
    awaiting_goods: {
      subject: '{{rma}} reklamáció: kérjük, küldje vissza az árut',
      intro: '{{rma}} reklamációja rendezéséhez vissza kell kapnunk az árut.',
    },
    accepted: {
      subject: '{{rma}} reklamáció elfogadva',
      intro: '{{rma}} reklamációját elfogadtuk.',
      refund:
        'Visszatérítjük az árát: a(z) {{correction}} helyesbítő számla a számlái között van, az összeg úton van.',
      refundPending: 'A helyesbítő számla kiállítása után visszatérítjük az árát; a számlái között találja.',
      replacement: 'Cserében díjmentesen újra elküldjük az árut.',
      auto: 'Nem válaszoltunk {{days}} napon belül, ezért reklamációja a jogszabály szerint elfogadott.',
    },
    rejected: {
      subject: '{{rma}} reklamáció elutasítva',
      intro: 'Sajnáljuk: {{rma}} reklamációját elutasítottuk.',
      reason: 'Az indoklás: {{reason}}',
    },
  },
};

export const complaintsMessages = { en, pl, de, hu };
