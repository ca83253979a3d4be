/**
 * Messages of the BOM file reader (issue 18, ADR 046) shared by quick buy and requests for quote:
 * the names of a column's meanings for the mapping view, the refusals of a whole file, the
 * mistakes of one row and the warnings the buyer should read.
 */
import type { Catalogue } from '../catalogue-shape';

const en = {
  fields: {
    symbol: 'Shop symbol',
    customerSymbol: 'Your symbol',
    mpn: 'Manufacturer part number',
    manufacturer: 'Manufacturer',
    quantity: 'Quantity',
    note: 'Note',
    designators: 'Designators',
    description: 'Description',
    targetPrice: 'Target price',
    ignore: 'Ignore',
  },
  detectedBy: {
    header: 'from the header',
    content: 'from the values',
    user: 'chosen by you',
    none: 'not recognised',
  },
  errors: {
    fileTooLarge: 'The file is larger than {{megabytes}} MB. Split it into smaller files.',
    tooManyLines: 'The file has more than {{max}} lines. Split it into smaller files.',
    tooManyColumns: 'The file has more than {{max}} columns; it does not look like a parts list.',
    emptyFile: 'The file holds no lines.',
    binary: 'The file is not text: it holds NUL characters. Send a CSV, TXT, XLS or XLSX file.',
    unreadableText: 'The file could not be read as CSV or TXT near line {{line}}. Check its quotation marks.',
    unreadableXlsx: 'The file could not be read as an XLSX workbook. Save it again as XLSX or CSV.',
    unreadableXls: 'The file could not be read as an Excel .xls workbook. Save it again as XLSX or CSV.',
    protected: 'The workbook is protected with a password. Save it without a password and send it again.',
    zipBomb: 'The workbook unpacks to far more data than a parts list holds, so it was not opened.',
    tooComplex: 'The file is too large or complex to read. Split it into smaller files or save it as CSV.',
    noColumns:
      'No column with part numbers was recognised. Name the columns (e.g. "MPN", "Symbol", "Qty") or choose them in the mapping.',
    duplicateColumn: 'Each column can be chosen only once.',
    badMapping: 'The column mapping could not be read. Choose the columns again.',
    notAFile: 'Send the file itself (CSV, TXT, XLS or XLSX) as the request’s body.',
    noHeaderToRemember: 'Only a mapping with a header row can be remembered.',
  },
  rows: {
    noPart: 'The line has a quantity but no symbol or part number.',
    badQuantity: 'The quantity "{{value}}" is not a whole number greater than zero.',
    quantityTooLarge: 'The quantity is larger than {{max}}.',
    badPrice: 'The target price "{{value}}" is not a number.',
    tooLong: 'A value of the line is longer than {{max}} characters.',
    noteTooLong: 'The note and designators of the line are longer than {{max}} characters.',
    control: 'The line holds control characters.',
  },
  warnings: {
    totalsSkipped: 'A totals line was left out.',
    rowWithoutPart: 'A line without a part number or quantity (a heading?) was left out.',
    designatorCount: 'The line names {{count}} designators but asks for {{quantity}} pieces.',
    extensionMismatch: 'The file’s name does not match its content; it was read as {{format}}.',
    encodingGuessed: 'The file is not in UTF-8; it was read as {{encoding}}. Check the accented letters.',
    noQuantityColumn:
      'No quantity column was recognised; choose it in the mapping or the default amount is used.',
  },
  upload: {
    title: 'Or read a BOM file',
    help: 'CSV, TXT, XLS or XLSX up to {{megabytes}} MB. The header row may be anywhere in the first 20 rows.',
    drop: 'Drop a file here or choose it',
    fileLabel: 'BOM file',
    read: 'Read the file',
    uploading: 'Sending the file… {{percent}}%',
    reading: 'Reading the file…',
    example: 'Example file:',
  },
  mapping: {
    title: 'How the file was read',
    summary: '{{lines}} lines read from {{rows}} rows.',
    headerRow: 'Header row',
    noHeaderOption: 'No header row',
    column: 'Column {{number}}',
    fieldOf: 'Meaning of column {{number}} ({{header}})',
    reread: 'Read again with this mapping',
    remember: 'Remember this mapping for my files with these columns',
    remembered: 'The mapping is remembered for files with these columns.',
    preview: 'The first rows of the file',
    row: 'Row',
    errorsTitle: 'Lines not read ({{count}})',
    errorRow: 'Row {{row}}: {{message}}',
    warningsTitle: 'Check before you go on',
  },
};

const pl: Catalogue<typeof en> = {
  fields: {
    symbol: 'Symbol sklepu',
    customerSymbol: 'Twój symbol',
    mpn: 'Symbol producenta',
    manufacturer: 'Producent',
    quantity: 'Ilość',
    note: 'Uwagi',
    designators: 'Oznaczenia elementów',
    description: 'Opis',
    targetPrice: 'Cena docelowa',
    ignore: 'Pomiń',
  },
  detectedBy: {
    header: 'z nagłówka',
    content: 'z wartości',
    user: 'wybrane przez Ciebie',
    none: 'nierozpoznana',
  },
  errors: {
    fileTooLarge: 'Plik jest większy niż {{megabytes}} MB. Podziel go na mniejsze pliki.',
    tooManyLines: 'Plik ma więcej niż {{max}} wierszy. Podziel go na mniejsze pliki.',
    tooManyColumns: 'Plik ma więcej niż {{max}} kolumn; nie wygląda na listę elementów.',
    emptyFile: 'Plik nie zawiera żadnych wierszy.',
    binary: 'Plik nie jest tekstem: zawiera znaki NUL. Wyślij plik CSV, TXT, XLS lub XLSX.',
    unreadableText:
      'Nie udało się odczytać pliku jako CSV lub TXT w okolicy wiersza {{line}}. Sprawdź cudzysłowy.',
    unreadableXlsx:
      'Nie udało się odczytać pliku jako skoroszytu XLSX. Zapisz go ponownie jako XLSX lub CSV.',
    unreadableXls:
      'Nie udało się odczytać pliku jako skoroszytu Excel .xls. Zapisz go ponownie jako XLSX lub CSV.',
    protected: 'Skoroszyt jest chroniony hasłem. Zapisz go bez hasła i wyślij ponownie.',
    zipBomb:
      'Skoroszyt rozpakowuje się do znacznie większej ilości danych, niż zawiera lista elementów, więc nie został otwarty.',
    tooComplex:
      'Plik jest zbyt duży lub złożony, by go odczytać. Podziel go na mniejsze pliki lub zapisz jako CSV.',
    noColumns:
      'Nie rozpoznano kolumny z symbolami elementów. Nazwij kolumny (np. „Symbol producenta”, „Symbol”, „Ilość”) lub wskaż je w przypisaniu kolumn.',
    duplicateColumn: 'Każdą kolumnę można wybrać tylko raz.',
    badMapping: 'Nie udało się odczytać przypisania kolumn. Wybierz kolumny ponownie.',
    notAFile: 'Wyślij sam plik (CSV, TXT, XLS lub XLSX) jako treść żądania.',
    noHeaderToRemember: 'Zapamiętać można tylko przypisanie z wierszem nagłówka.',
  },
  rows: {
    noPart: 'Wiersz ma ilość, ale nie ma symbolu ani numeru części.',
    badQuantity: 'Ilość „{{value}}” nie jest liczbą całkowitą większą od zera.',
    quantityTooLarge: 'Ilość jest większa niż {{max}}.',
    badPrice: 'Cena docelowa „{{value}}” nie jest liczbą.',
    tooLong: 'Wartość w wierszu jest dłuższa niż {{max}} znaków.',
    noteTooLong: 'Uwagi i oznaczenia elementów w wierszu są dłuższe niż {{max}} znaków.',
    control: 'Wiersz zawiera znaki sterujące.',
  },
  warnings: {
    totalsSkipped: 'Pominięto wiersz z podsumowaniem.',
    rowWithoutPart: 'Pominięto wiersz bez symbolu i ilości (nagłówek sekcji?).',
    designatorCount: 'Wiersz wymienia {{count}} oznaczeń, a zamawia {{quantity}} szt.',
    extensionMismatch: 'Nazwa pliku nie pasuje do jego zawartości; odczytano go jako {{format}}.',
    encodingGuessed: 'Plik nie jest w UTF-8; odczytano go jako {{encoding}}. Sprawdź polskie znaki.',
    noQuantityColumn:
      'Nie rozpoznano kolumny z ilością; wskaż ją w przypisaniu kolumn, inaczej zostanie użyta ilość domyślna.',
  },
  upload: {
    title: 'Albo wczytaj plik BOM',
    help: 'CSV, TXT, XLS lub XLSX do {{megabytes}} MB. Wiersz nagłówka może być w dowolnym z pierwszych 20 wierszy.',
    drop: 'Upuść plik tutaj lub wybierz go',
    fileLabel: 'Plik BOM',
    read: 'Wczytaj plik',
    uploading: 'Wysyłanie pliku… {{percent}}%',
    reading: 'Odczytywanie pliku…',
    example: 'Przykładowy plik:',
  },
  mapping: {
    title: 'Jak odczytano plik',
    summary: 'Odczytano {{lines}} pozycji z {{rows}} wierszy.',
    headerRow: 'Wiersz nagłówka',
    noHeaderOption: 'Brak wiersza nagłówka',
    column: 'Kolumna {{number}}',
    fieldOf: 'Znaczenie kolumny {{number}} ({{header}})',
    reread: 'Wczytaj ponownie z tym przypisaniem',
    remember: 'Zapamiętaj to przypisanie dla moich plików z tymi kolumnami',
    remembered: 'Przypisanie zapamiętano dla plików z tymi kolumnami.',
    preview: 'Pierwsze wiersze pliku',
    row: 'Wiersz',
    errorsTitle: 'Nieodczytane pozycje ({{count}})',
    errorRow: 'Wiersz {{row}}: {{message}}',
    warningsTitle: 'Sprawdź, zanim przejdziesz dalej',
  },
};

const de: Catalogue<typeof en> = {
  fields: {
    symbol: 'Artikelnummer des Shops',
    customerSymbol: 'Ihre Artikelnummer',
    mpn: 'Herstellerteilenummer',
    manufacturer: 'Hersteller',
    quantity: 'Menge',
    note: 'Bemerkung',
    designators: 'Bauteilreferenzen',
    description: 'Beschreibung',
    targetPrice: 'Zielpreis',
    ignore: 'Ignorieren',
  },
  detectedBy: {
    header: 'aus der Überschrift',
    content: 'aus den Werten',
    user: 'von Ihnen gewählt',
    none: 'nicht erkannt',
  },
  errors: {
    fileTooLarge: 'Die Datei ist größer als {{megabytes}} MB. Teilen Sie sie in kleinere Dateien auf.',
    tooManyLines: 'Die Datei hat mehr als {{max}} Zeilen. Teilen Sie sie in kleinere Dateien auf.',
    tooManyColumns: 'Die Datei hat mehr als {{max}} Spalten; sie sieht nicht wie eine Stückliste aus.',
    emptyFile: 'Die Datei enthält keine Zeilen.',
    binary:
      'Die Datei ist kein Text: Sie enthält NUL-Zeichen. Senden Sie eine CSV-, TXT-, XLS- oder XLSX-Datei.',
    unreadableText:
      'Die Datei konnte um Zeile {{line}} nicht als CSV oder TXT gelesen werden. Prüfen Sie die Anführungszeichen.',
    unreadableXlsx:
      'Die Datei konnte nicht als XLSX-Arbeitsmappe gelesen werden. Speichern Sie sie erneut als XLSX oder CSV.',
    unreadableXls:
      'Die Datei konnte nicht als Excel-Arbeitsmappe (.xls) gelesen werden. Speichern Sie sie erneut als XLSX oder CSV.',
    protected:
      'Die Arbeitsmappe ist kennwortgeschützt. Speichern Sie sie ohne Kennwort und senden Sie sie erneut.',
    zipBomb:
      'Die Arbeitsmappe entpackt sich zu weit mehr Daten, als eine Stückliste enthält, und wurde daher nicht geöffnet.',
    tooComplex:
      'Die Datei ist zu groß oder zu komplex zum Lesen. Teilen Sie sie in kleinere Dateien auf oder speichern Sie sie als CSV.',
    noColumns:
      'Keine Spalte mit Teilenummern wurde erkannt. Benennen Sie die Spalten (z. B. „Herstellerteilenummer“, „Artikelnummer“, „Menge“) oder wählen Sie sie in der Zuordnung.',
    duplicateColumn: 'Jede Spalte kann nur einmal gewählt werden.',
    badMapping: 'Die Spaltenzuordnung konnte nicht gelesen werden. Wählen Sie die Spalten erneut.',
    notAFile: 'Senden Sie die Datei selbst (CSV, TXT, XLS oder XLSX) als Inhalt der Anfrage.',
    noHeaderToRemember: 'Nur eine Zuordnung mit Kopfzeile kann gespeichert werden.',
  },
  rows: {
    noPart: 'Die Zeile hat eine Menge, aber keine Artikel- oder Teilenummer.',
    badQuantity: 'Die Menge „{{value}}“ ist keine ganze Zahl größer als null.',
    quantityTooLarge: 'Die Menge ist größer als {{max}}.',
    badPrice: 'Der Zielpreis „{{value}}“ ist keine Zahl.',
    tooLong: 'Ein Wert der Zeile ist länger als {{max}} Zeichen.',
    noteTooLong: 'Bemerkung und Bauteilreferenzen der Zeile sind länger als {{max}} Zeichen.',
    control: 'Die Zeile enthält Steuerzeichen.',
  },
  warnings: {
    totalsSkipped: 'Eine Summenzeile wurde ausgelassen.',
    rowWithoutPart: 'Eine Zeile ohne Teilenummer und Menge (eine Zwischenüberschrift?) wurde ausgelassen.',
    designatorCount: 'Die Zeile nennt {{count}} Bauteilreferenzen, bestellt aber {{quantity}} Stück.',
    extensionMismatch: 'Der Dateiname passt nicht zum Inhalt; die Datei wurde als {{format}} gelesen.',
    encodingGuessed:
      'Die Datei ist nicht in UTF-8; sie wurde als {{encoding}} gelesen. Prüfen Sie die Umlaute.',
    noQuantityColumn:
      'Keine Mengenspalte wurde erkannt; wählen Sie sie in der Zuordnung, sonst wird die Standardmenge verwendet.',
  },
  upload: {
    title: 'Oder eine Stückliste (BOM) einlesen',
    help: 'CSV, TXT, XLS oder XLSX bis {{megabytes}} MB. Die Kopfzeile darf in einer der ersten 20 Zeilen stehen.',
    drop: 'Datei hier ablegen oder auswählen',
    fileLabel: 'Stücklistendatei',
    read: 'Datei einlesen',
    uploading: 'Datei wird gesendet… {{percent}} %',
    reading: 'Datei wird gelesen…',
    example: 'Beispieldatei:',
  },
  mapping: {
    title: 'So wurde die Datei gelesen',
    summary: '{{lines}} Positionen aus {{rows}} Zeilen gelesen.',
    headerRow: 'Kopfzeile',
    noHeaderOption: 'Keine Kopfzeile',
    column: 'Spalte {{number}}',
    fieldOf: 'Bedeutung der Spalte {{number}} ({{header}})',
    reread: 'Mit dieser Zuordnung neu einlesen',
    remember: 'Diese Zuordnung für meine Dateien mit diesen Spalten speichern',
    remembered: 'Die Zuordnung ist für Dateien mit diesen Spalten gespeichert.',
    preview: 'Die ersten Zeilen der Datei',
    row: 'Zeile',
    errorsTitle: 'Nicht gelesene Positionen ({{count}})',
    errorRow: 'Zeile {{row}}: {{message}}',
    warningsTitle: 'Bitte prüfen',
  },
};

const hu: Catalogue<typeof en> = {
  fields: {
    symbol: 'Webáruházi cikkszám',
    customerSymbol: 'Saját cikkszám',
    mpn: 'Gyártói cikkszám',
    manufacturer: 'Gyártó',
    quantity: 'Mennyiség',
    note: 'Megjegyzés',
    designators: 'Alkatrész-jelölések',
    description: 'Leírás',
    targetPrice: 'Célár',
    ignore: 'Kihagyás',
  },
  detectedBy: {
    header: 'a fejléc alapján',
    content: 'az értékek alapján',
    user: 'Ön választotta',
    none: 'nem felismert',
  },
  errors: {
    fileTooLarge: 'A fájl nagyobb, mint {{megabytes}} MB. Ossza fel kisebb fájlokra.',
    tooManyLines: 'A fájl több mint {{max}} sort tartalmaz. Ossza fel kisebb fájlokra.',
    tooManyColumns: 'A fájl több mint {{max}} oszlopot tartalmaz; nem tűnik alkatrészlistának.',
    emptyFile: 'A fájl nem tartalmaz sorokat.',
    binary: 'A fájl nem szöveg: NUL karaktereket tartalmaz. Küldjön CSV, TXT, XLS vagy XLSX fájlt.',
    unreadableText:
      'A fájlt nem sikerült CSV-ként vagy TXT-ként beolvasni a(z) {{line}}. sor környékén. Ellenőrizze az idézőjeleket.',
    unreadableXlsx:
      'A fájlt nem sikerült XLSX munkafüzetként beolvasni. Mentse újra XLSX vagy CSV formátumban.',
    unreadableXls:
      'A fájlt nem sikerült Excel .xls munkafüzetként beolvasni. Mentse újra XLSX vagy CSV formátumban.',
    protected: 'A munkafüzet jelszóval védett. Mentse jelszó nélkül, és küldje el újra.',
    zipBomb:
      'A munkafüzet kicsomagolva sokkal több adatot tartalmazna, mint egy alkatrészlista, ezért nem nyitottuk meg.',
    tooComplex:
      'A fájl túl nagy vagy túl összetett a beolvasáshoz. Ossza fel kisebb fájlokra, vagy mentse CSV-ként.',
    noColumns:
      'Nem ismertünk fel cikkszámokat tartalmazó oszlopot. Nevezze el az oszlopokat (pl. „Gyártói cikkszám”, „Cikkszám”, „Mennyiség”), vagy válassza ki őket a hozzárendelésben.',
    duplicateColumn: 'Minden oszlop csak egyszer választható.',
    badMapping: 'Az oszlopok hozzárendelése nem olvasható. Válassza ki újra az oszlopokat.',
    notAFile: 'Magát a fájlt (CSV, TXT, XLS vagy XLSX) küldje el a kérés tartalmaként.',
    noHeaderToRemember: 'Csak fejléc sorral rendelkező hozzárendelés menthető.',
  },
  rows: {
    noPart: 'A sorban van mennyiség, de nincs cikkszám.',
    badQuantity: 'A(z) „{{value}}” mennyiség nem nullánál nagyobb egész szám.',
    quantityTooLarge: 'A mennyiség nagyobb, mint {{max}}.',
    badPrice: 'A(z) „{{value}}” célár nem szám.',
    tooLong: 'A sor egyik értéke hosszabb {{max}} karakternél.',
    noteTooLong: 'A sor megjegyzése és alkatrész-jelölései hosszabbak {{max}} karakternél.',
    control: 'A sor vezérlőkaraktereket tartalmaz.',
  },
  warnings: {
    totalsSkipped: 'Egy összesítő sort kihagytunk.',
    rowWithoutPart: 'Egy cikkszám és mennyiség nélküli sort (alcímet?) kihagytunk.',
    designatorCount: 'A sor {{count}} alkatrész-jelölést sorol fel, de {{quantity}} darabot kér.',
    extensionMismatch: 'A fájl neve nem illik a tartalmához; {{format}} formátumként olvastuk be.',
    encodingGuessed:
      'A fájl nem UTF-8 kódolású; {{encoding}} kódolásként olvastuk be. Ellenőrizze az ékezetes betűket.',
    noQuantityColumn:
      'Nem ismertünk fel mennyiség oszlopot; válassza ki a hozzárendelésben, különben az alapértelmezett mennyiséget használjuk.',
  },
  upload: {
    title: 'Vagy olvasson be egy BOM-fájlt',
    help: 'CSV, TXT, XLS vagy XLSX, legfeljebb {{megabytes}} MB. A fejléc sor az első 20 sor bármelyike lehet.',
    drop: 'Húzza ide a fájlt, vagy válassza ki',
    fileLabel: 'BOM-fájl',
    read: 'Fájl beolvasása',
    uploading: 'Fájl küldése… {{percent}}%',
    reading: 'Fájl olvasása…',
    example: 'Mintafájl:',
  },
  mapping: {
    title: 'Így olvastuk be a fájlt',
    summary: '{{rows}} sorból {{lines}} tétel beolvasva.',
    headerRow: 'Fejléc sor',
    noHeaderOption: 'Nincs fejléc sor',
    column: '{{number}}. oszlop',
    fieldOf: 'A(z) {{number}}. oszlop jelentése ({{header}})',
    reread: 'Újraolvasás ezzel a hozzárendeléssel',
    remember: 'A hozzárendelés megjegyzése az ilyen oszlopú fájljaimhoz',
    remembered: 'A hozzárendelést megjegyeztük az ilyen oszlopú fájlokhoz.',
    preview: 'A fájl első sorai',
    row: 'Sor',
    errorsTitle: 'Be nem olvasott tételek ({{count}})',
    errorRow: '{{row}}. sor: {{message}}',
    warningsTitle: 'Ellenőrizze, mielőtt továbblép',
  },
};

export const bomFilesMessages = { en, pl, de, hu };
