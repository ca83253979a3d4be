import type { LocalizedText } from '../schema';

/**
 * Editorial content of the generated shop: zones, tooltips, banners and resources. Texts are in
 * the four UI languages where people read them in passing (tooltips, zones, short resources);
 * the longer articles are English, which the resource lookup falls back to.
 */

/** "en|pl|hu|de", or English alone. */
const l = (spec: string): LocalizedText => {
  const [en, pl, hu, de] = spec.split('|');
  return Object.fromEntries(Object.entries({ en, pl, hu, de }).filter(([, text]) => text));
};

export interface ZoneSeed {
  symbol: string;
  names: LocalizedText;
  descriptions: LocalizedText;
  /** Slugs of the categories (any depth) whose subtrees belong to the zone. */
  categorySlugs: string[];
  /**
   * Products listed in the zone one by one, wherever they are filed: the first ones (by symbol) of
   * these manufacturers and of these categories.
   */
  listed: { manufacturerSlugs: string[]; categorySlugs: string[] };
  /** The zone's page text (HTML, sanitised when seeded). */
  content: LocalizedText;
}

export const ZONES: ZoneSeed[] = [
  {
    symbol: 'led-lighting',
    names: l('LED lighting|Oświetlenie LED|LED világítás|LED-Beleuchtung'),
    descriptions: l(
      'LEDs, LED strips and the drivers that power them.|Diody LED, taśmy LED i zasilacze, które je zasilają.|LED-ek, LED-szalagok és az őket tápláló meghajtók.|LEDs, LED-Streifen und die passenden Treiber.',
    ),
    categorySlugs: ['leds', 'led-drivers'],
    listed: { manufacturerSlugs: [], categorySlugs: [] },
    content: l(
      '<p>Everything for <strong>LED lighting</strong>: indicator and power LEDs, strips, and constant-current drivers.</p><ul><li>Choose the driver by the LED string current.</li><li>Check the thermal path of power LEDs.</li></ul>|<p>Wszystko do <strong>oświetlenia LED</strong>: diody sygnalizacyjne i mocy, taśmy oraz zasilacze stałoprądowe.</p><ul><li>Dobierz zasilacz do prądu łańcucha diod.</li><li>Zadbaj o odprowadzanie ciepła z diod mocy.</li></ul>|<p>Minden a <strong>LED világításhoz</strong>: jelző- és teljesítmény-LED-ek, szalagok és áramgenerátoros meghajtók.</p><ul><li>A meghajtót a LED-lánc áramához válassza.</li><li>Gondoskodjon a teljesítmény-LED-ek hűtéséről.</li></ul>|<p>Alles für die <strong>LED-Beleuchtung</strong>: Anzeige- und Power-LEDs, Streifen und Konstantstromtreiber.</p><ul><li>Wählen Sie den Treiber nach dem Strom der LED-Kette.</li><li>Achten Sie auf die Wärmeabfuhr der Power-LEDs.</li></ul>',
    ),
  },
  {
    symbol: 'arduino-makers',
    names: l('Arduino & makers|Arduino i majsterkowicze|Arduino és barkácsolók|Arduino & Maker'),
    descriptions: l(
      'Boards, sensors and prototyping parts for your next project.|Płytki, czujniki i akcesoria do prototypowania na kolejny projekt.|Panelek, érzékelők és prototípus-alkatrészek a következő projekthez.|Boards, Sensoren und Prototyping-Teile für Ihr nächstes Projekt.',
    ),
    categorySlugs: ['prototyping-and-development', 'environmental-sensors', 'pir-motion-sensors'],
    listed: { manufacturerSlugs: ['arduino', 'espressif'], categorySlugs: ['oled-displays'] },
    content: l(
      '<p>Start with a microcontroller board, add a sensor and a breadboard, and you have a working prototype in an afternoon.</p>|<p>Zacznij od płytki z mikrokontrolerem, dodaj czujnik i płytkę stykową, a prototyp zadziała jeszcze tego samego popołudnia.</p>|<p>Kezdjen egy mikrovezérlős panellel, tegyen mellé egy érzékelőt és egy dugaszolós próbapanelt, és egy délután alatt kész a működő prototípus.</p>|<p>Nehmen Sie ein Mikrocontroller-Board, dazu einen Sensor und ein Steckbrett – und der Prototyp läuft noch am selben Nachmittag.</p>',
    ),
  },
  {
    symbol: 'power-supplies',
    names: l('Power supplies|Zasilanie|Tápellátás|Stromversorgung'),
    descriptions: l(
      'AC/DC and DC/DC power supplies, regulators and batteries.|Zasilacze AC/DC i DC/DC, stabilizatory i baterie.|AC/DC és DC/DC tápegységek, szabályozók és elemek.|AC/DC- und DC/DC-Netzteile, Regler und Batterien.',
    ),
    categorySlugs: ['power-supplies', 'power-management-ics'],
    listed: { manufacturerSlugs: [], categorySlugs: [] },
    content: l(
      '<p>Power supplies from 1 W modules to DIN-rail units, with the regulators and converters to go with them.</p>|<p>Zasilacze od modułów 1 W po urządzenia na szynę DIN, wraz ze stabilizatorami i przetwornicami.</p>|<p>Tápegységek az 1 W-os moduloktól a DIN-sínes egységekig, a hozzájuk illő szabályozókkal és átalakítókkal.</p>|<p>Stromversorgungen vom 1-W-Modul bis zum Hutschienennetzteil, mit den passenden Reglern und Wandlern.</p>',
    ),
  },
  {
    symbol: 'industrial-automation',
    names: l('Industrial automation|Automatyka przemysłowa|Ipari automatizálás|Industrieautomation'),
    descriptions: l(
      'Relays, terminal blocks and circuit protection for control cabinets.|Przekaźniki, listwy zaciskowe i zabezpieczenia do szaf sterowniczych.|Relék, sorkapcsok és áramkörvédelem vezérlőszekrényekhez.|Relais, Klemmen und Schutzgeräte für den Schaltschrank.',
    ),
    categorySlugs: ['relays', 'terminal-blocks', 'circuit-breakers'],
    listed: { manufacturerSlugs: [], categorySlugs: [] },
    content: l(
      '<p>Parts for control cabinets: <em>relays</em>, terminal blocks and circuit breakers from stock.</p>|<p>Elementy do szaf sterowniczych: <em>przekaźniki</em>, listwy zaciskowe i wyłączniki z magazynu.</p>|<p>Alkatrészek vezérlőszekrényekhez: <em>relék</em>, sorkapcsok és kismegszakítók raktárról.</p>|<p>Teile für den Schaltschrank: <em>Relais</em>, Klemmen und Leitungsschutzschalter ab Lager.</p>',
    ),
  },
];

/** Status label explanations, keyed `status.<label id>` (common/product-status). */
export const STATUS_TOOLTIPS: Record<string, LocalizedText> = {
  blocked: l(
    'This product cannot be ordered at the moment.|Tego produktu nie można obecnie zamówić.|Ez a termék jelenleg nem rendelhető.|Dieses Produkt kann derzeit nicht bestellt werden.',
  ),
  notInOffer: l(
    'The product has left our offer; see the replacements on its page.|Produkt wycofano z oferty; zamienniki znajdziesz na jego stronie.|A termék kikerült a kínálatból; a helyettesítőket az oldalán találja.|Das Produkt ist nicht mehr im Angebot; Ersatztypen finden Sie auf seiner Seite.',
  ),
  blockedByContext: l(
    'The manufacturer does not allow sales of this product to your country.|Producent nie zezwala na sprzedaż tego produktu do Twojego kraju.|A gyártó nem engedélyezi a termék értékesítését az Ön országába.|Der Hersteller erlaubt den Verkauf dieses Produkts in Ihr Land nicht.',
  ),
  invalid: l(
    'The manufacturer has discontinued this product.|Producent zakończył produkcję tego produktu.|A gyártó megszüntette a termék gyártását.|Der Hersteller hat dieses Produkt abgekündigt.',
  ),
  dangerous: l(
    'Dangerous goods (ADR): shipped by road only, with a surcharge.|Towar niebezpieczny (ADR): wysyłany tylko transportem drogowym, z dopłatą.|Veszélyes áru (ADR): csak közúton, felárral szállítjuk.|Gefahrgut (ADR): Versand nur auf der Straße, mit Zuschlag.',
  ),
  oversized: l(
    'Oversized parcel: delivery may take longer and cost more.|Przesyłka ponadgabarytowa: dostawa może potrwać dłużej i kosztować więcej.|Túlméretes csomag: a szállítás tovább tarthat és többe kerülhet.|Sperrgut: Die Lieferung kann länger dauern und mehr kosten.',
  ),
  onlyForSpecialOrder: l(
    'Ordered from the manufacturer for you; it cannot be cancelled or returned.|Zamawiany u producenta specjalnie dla Ciebie; nie można go anulować ani zwrócić.|Kifejezetten Önnek rendeljük a gyártótól; nem mondható le és nem küldhető vissza.|Wird für Sie beim Hersteller bestellt; Stornierung und Rückgabe sind nicht möglich.',
  ),
  hardlyAvailable: l(
    'The manufacturer delivers this product irregularly; lead times may vary.|Producent dostarcza ten produkt nieregularnie; czas dostawy może się zmieniać.|A gyártó rendszertelenül szállítja ezt a terméket; a szállítási idő változhat.|Der Hersteller liefert dieses Produkt unregelmäßig; die Lieferzeit kann schwanken.',
  ),
  whileStocksLast: l(
    'Sold until the stock runs out; it will not be restocked.|Sprzedawany do wyczerpania zapasów; nie będzie uzupełniany.|A készlet erejéig kapható; nem töltjük fel újra.|Nur solange der Vorrat reicht; wird nicht nachbestellt.',
  ),
  moqWhileStocksLast: l(
    'The minimum order amount shown applies only to the current stock.|Podana minimalna ilość zamówienia dotyczy tylko obecnego zapasu.|A feltüntetett minimális rendelési mennyiség csak a jelenlegi készletre vonatkozik.|Die angegebene Mindestbestellmenge gilt nur für den aktuellen Bestand.',
  ),
  marketplace: l(
    'Shipped from a partner warehouse; delivery takes a few days longer.|Wysyłany z magazynu partnera; dostawa trwa kilka dni dłużej.|Partnerraktárból szállítjuk; a kézbesítés néhány nappal tovább tart.|Versand aus einem Partnerlager; die Lieferung dauert einige Tage länger.',
  ),
  internationalOffer: l(
    'Also available to customers of our international shop.|Dostępny także dla klientów naszego sklepu międzynarodowego.|Nemzetközi áruházunk vásárlói számára is elérhető.|Auch für Kunden unseres internationalen Shops erhältlich.',
  ),
  new: l(
    'Recently added to our offer.|Niedawno dodany do naszej oferty.|Nemrég került a kínálatunkba.|Neu in unserem Angebot.',
  ),
  promoted: l(
    'On promotion: a lower price for a limited time.|W promocji: niższa cena przez ograniczony czas.|Akciós: alacsonyabb ár korlátozott ideig.|Im Angebot: ein niedrigerer Preis für begrenzte Zeit.',
  ),
  sale: l(
    'Clearance sale at a reduced price.|Wyprzedaż w obniżonej cenie.|Kiárusítás csökkentett áron.|Abverkauf zu reduziertem Preis.',
  ),
};

/** Parameter explanations, keyed `parameter.<English parameter name>`. */
export const PARAMETER_TOOLTIPS: Record<string, LocalizedText> = {
  Resistance: l(
    'Nominal resistance at 25 °C.|Rezystancja nominalna w 25 °C.|Névleges ellenállás 25 °C-on.|Nennwiderstand bei 25 °C.',
  ),
  Tolerance: l(
    'Largest allowed deviation from the nominal value.|Największa dopuszczalna odchyłka od wartości nominalnej.|A névleges értéktől megengedett legnagyobb eltérés.|Größte zulässige Abweichung vom Nennwert.',
  ),
  Capacitance: l(
    'Nominal capacitance measured at 1 kHz.|Pojemność nominalna mierzona przy 1 kHz.|Névleges kapacitás 1 kHz-en mérve.|Nennkapazität, gemessen bei 1 kHz.',
  ),
  Dielectric: l(
    'Ceramic class: C0G is stable, X7R and X5R change with voltage and temperature.|Klasa ceramiki: C0G jest stabilna, X7R i X5R zmieniają się z napięciem i temperaturą.|Kerámiaosztály: a C0G stabil, az X7R és X5R a feszültséggel és hőmérséklettel változik.|Keramikklasse: C0G ist stabil, X7R und X5R ändern sich mit Spannung und Temperatur.',
  ),
  Case: l(
    'Package size; for SMD parts the imperial code (0603 = 1.6 × 0.8 mm).|Rozmiar obudowy; dla SMD kod calowy (0603 = 1,6 × 0,8 mm).|Tokozásméret; SMD-alkatrészeknél a hüvelykes kód (0603 = 1,6 × 0,8 mm).|Gehäusegröße; bei SMD der Zoll-Code (0603 = 1,6 × 0,8 mm).',
  ),
  Mounting: l(
    'SMD: soldered on the board surface; THT: leads through holes.|SMD: lutowany na powierzchni płytki; THT: wyprowadzenia przez otwory.|SMD: a panel felületére forrasztva; THT: furatszerelt kivezetések.|SMD: auf der Leiterplattenoberfläche gelötet; THT: bedrahtet durch Bohrungen.',
  ),
  'Operating temperature': l(
    'Ambient temperature range in which the data sheet values hold.|Zakres temperatury otoczenia, w którym obowiązują dane katalogowe.|A környezeti hőmérséklet tartománya, amelyben az adatlap értékei érvényesek.|Umgebungstemperaturbereich, in dem die Datenblattwerte gelten.',
  ),
  'Luminous intensity': l(
    'Brightness seen straight on, in millicandela.|Jasność widziana na wprost, w milikandelach.|Szemből nézett fényerősség millikandelában.|Helligkeit in Blickrichtung, in Millicandela.',
  ),
};

export interface BannerSeed {
  zone: string;
  image: string;
  title: LocalizedText;
  /** Category slug the banner leads to, or a fixed path. */
  link: { categorySlug: string } | { path: string };
  /** Days from the seed day the banner runs (open-ended when absent). */
  fromDays?: number;
  toDays?: number;
}

export const BANNERS: BannerSeed[] = [
  {
    zone: 'home_main',
    image: 'passive-components',
    title: l(
      'Passive components from stock|Elementy pasywne z magazynu|Passzív alkatrészek raktárról|Passive Bauelemente ab Lager',
    ),
    link: { categorySlug: 'passive-components' },
  },
  {
    zone: 'home_main',
    image: 'semiconductors',
    title: l(
      'Semiconductors: new arrivals|Półprzewodniki: nowości|Félvezetők: újdonságok|Halbleiter: Neuheiten',
    ),
    link: { categorySlug: 'semiconductors' },
  },
  {
    zone: 'home_main',
    image: 'optoelectronics',
    title: l(
      'LEDs and displays on promotion|Diody LED i wyświetlacze w promocji|LED-ek és kijelzők akcióban|LEDs und Displays im Angebot',
    ),
    link: { path: '/promotions/' },
  },
  {
    // Ended last month: kept to show that banners run between their dates only.
    zone: 'home_main',
    image: 'winter-sale',
    title: l('Winter sale|Zimowa wyprzedaż|Téli kiárusítás|Winterschlussverkauf'),
    link: { path: '/promotions/' },
    fromDays: -60,
    toDays: -30,
  },
  {
    zone: 'promotions_top',
    image: 'promotions',
    title: l('Promotions of the month|Promocje miesiąca|A hónap akciói|Angebote des Monats'),
    link: { path: '/promotions/' },
    fromDays: -7,
    toDays: 60,
  },
];

export interface ResourceSeed {
  key: 'resource' | 'certificate' | 'article';
  symbol: string;
  title: LocalizedText;
  /** HTML, sanitised when seeded. */
  content: LocalizedText;
  /** Articles: what they are about. */
  manufacturerSlug?: string;
  categorySlugs?: string[];
}

export const RESOURCES: ResourceSeed[] = [
  {
    key: 'resource',
    symbol: 'customer-item-tooltip-in-catalogue',
    title: l('Your symbols|Twoje symbole|Saját cikkszámok|Ihre Artikelnummern'),
    content: l(
      '<p>Give products <strong>your own symbols</strong> in your account; they appear in the catalogue, in the cart and on invoices.</p>|<p>Nadaj produktom <strong>własne symbole</strong> na swoim koncie; zobaczysz je w katalogu, w koszyku i na fakturach.</p>|<p>Adjon a termékeknek <strong>saját cikkszámot</strong> a fiókjában; ezek megjelennek a katalógusban, a kosárban és a számlákon.</p>|<p>Vergeben Sie in Ihrem Konto <strong>eigene Artikelnummern</strong>; sie erscheinen im Katalog, im Warenkorb und auf Rechnungen.</p>',
    ),
  },
  {
    key: 'resource',
    symbol: 'promotions-terms',
    title: l('Promotion terms|Warunki promocji|Akciós feltételek|Aktionsbedingungen'),
    content: l(
      '<p>Promotional prices apply between the dates shown and while stocks last. The lowest price of the 30 days before the promotion is shown next to each price.</p>|<p>Ceny promocyjne obowiązują w podanych terminach i do wyczerpania zapasów. Obok każdej ceny podajemy najniższą cenę z 30 dni przed promocją.</p>|<p>Az akciós árak a feltüntetett időszakban és a készlet erejéig érvényesek. Minden ár mellett feltüntetjük az akciót megelőző 30 nap legalacsonyabb árát.</p>|<p>Aktionspreise gelten im angegebenen Zeitraum und solange der Vorrat reicht. Neben jedem Preis steht der niedrigste Preis der 30 Tage vor der Aktion.</p>',
    ),
  },
  {
    key: 'resource',
    symbol: 'recommendations-info',
    title: l('How we recommend|Jak polecamy|Hogyan ajánlunk|Wie wir empfehlen'),
    content: l(
      '<p>Products of the week are chosen by our product specialists. With your consent to marketing cookies, we also suggest products from the categories you viewed recently.</p>|<p>Produkty tygodnia wybierają nasi specjaliści. Jeśli zgodzisz się na marketingowe pliki cookie, podpowiemy też produkty z kategorii, które ostatnio oglądałeś.</p>|<p>A hét termékeit termékspecialistáink választják ki. Ha hozzájárul a marketing sütikhez, a nemrég megtekintett kategóriákból is ajánlunk termékeket.</p>|<p>Die Produkte der Woche wählen unsere Produktspezialisten aus. Mit Ihrer Zustimmung zu Marketing-Cookies schlagen wir auch Produkte aus kürzlich angesehenen Kategorien vor.</p>',
    ),
  },
  {
    key: 'certificate',
    symbol: 'RoHS',
    title: l('RoHS|RoHS|RoHS|RoHS'),
    content: l(
      '<p>Complies with the EU <abbr title="Restriction of Hazardous Substances">RoHS</abbr> directive 2011/65/EU: limits on lead, mercury, cadmium and other substances.</p>|<p>Zgodny z unijną dyrektywą <abbr title="Restriction of Hazardous Substances">RoHS</abbr> 2011/65/UE: limity ołowiu, rtęci, kadmu i innych substancji.</p>|<p>Megfelel az uniós <abbr title="Restriction of Hazardous Substances">RoHS</abbr> 2011/65/EU irányelvnek: korlátozza az ólom, a higany, a kadmium és más anyagok tartalmát.</p>|<p>Erfüllt die EU-<abbr title="Restriction of Hazardous Substances">RoHS</abbr>-Richtlinie 2011/65/EU: Grenzwerte für Blei, Quecksilber, Cadmium und weitere Stoffe.</p>',
    ),
  },
  {
    key: 'certificate',
    symbol: 'REACH',
    title: l('REACH|REACH|REACH|REACH'),
    content: l(
      '<p>The manufacturer declares the substances of very high concern under EU regulation 1907/2006 (REACH).</p>|<p>Producent deklaruje substancje wzbudzające szczególnie duże obawy zgodnie z rozporządzeniem UE 1907/2006 (REACH).</p>|<p>A gyártó az 1907/2006/EK rendelet (REACH) szerint nyilatkozik a különös aggodalomra okot adó anyagokról.</p>|<p>Der Hersteller deklariert besonders besorgniserregende Stoffe gemäß EU-Verordnung 1907/2006 (REACH).</p>',
    ),
  },
  {
    key: 'certificate',
    symbol: 'CE',
    title: l('CE marking|Oznakowanie CE|CE-jelölés|CE-Kennzeichnung'),
    content: l(
      '<p>The product meets the EU requirements that apply to it (for example low-voltage and EMC directives).</p>|<p>Produkt spełnia dotyczące go wymagania UE (np. dyrektywy niskonapięciowej i EMC).</p>|<p>A termék megfelel a rá vonatkozó uniós követelményeknek (például a kisfeszültségű és az EMC-irányelvnek).</p>|<p>Das Produkt erfüllt die für es geltenden EU-Anforderungen (z. B. Niederspannungs- und EMV-Richtlinie).</p>',
    ),
  },
  {
    key: 'certificate',
    symbol: 'UL',
    title: l('UL listed|Certyfikat UL|UL-tanúsítvány|UL-gelistet'),
    content: l(
      '<p>Tested by Underwriters Laboratories to US and Canadian safety standards.</p>|<p>Przebadany przez Underwriters Laboratories według norm bezpieczeństwa USA i Kanady.</p>|<p>Az Underwriters Laboratories az amerikai és kanadai biztonsági szabványok szerint vizsgálta.</p>|<p>Von Underwriters Laboratories nach US-amerikanischen und kanadischen Sicherheitsnormen geprüft.</p>',
    ),
  },
  {
    key: 'certificate',
    symbol: 'AEC-Q200',
    title: l('AEC-Q200|AEC-Q200|AEC-Q200|AEC-Q200'),
    content: l(
      '<p>Passive component qualified to the automotive stress-test standard AEC-Q200.</p>|<p>Element pasywny kwalifikowany według motoryzacyjnej normy testów AEC-Q200.</p>|<p>Az AEC-Q200 autóipari terhelésvizsgálati szabvány szerint minősített passzív alkatrész.</p>|<p>Passives Bauteil, qualifiziert nach dem Automobil-Belastungstest AEC-Q200.</p>',
    ),
  },
  {
    key: 'article',
    symbol: 'choosing-smd-resistors',
    title: l('Choosing SMD resistors'),
    content: l(
      '<p>Case size decides power: a 0402 resistor takes 1/16 W, a 0603 1/10 W and a 1206 1/4 W.</p><p>For precision circuits choose 1 % or better, and look at the temperature coefficient.</p>',
    ),
    manufacturerSlug: 'yageo',
    categorySlugs: ['resistors'],
  },
  {
    key: 'article',
    symbol: 'mlcc-dc-bias',
    title: l('Why your 10 µF capacitor is only 4 µF'),
    content: l(
      '<p>Class II ceramics such as <strong>X5R</strong> and <strong>X7R</strong> lose capacitance under DC bias. A small case at high voltage can lose more than half.</p><p>Choose a bigger case or a higher rated voltage, or use C0G where stability matters.</p>',
    ),
    manufacturerSlug: 'murata',
    categorySlugs: ['capacitors'],
  },
  {
    key: 'article',
    symbol: 'led-current-limiting',
    title: l('Driving LEDs: resistor or constant-current driver?'),
    content: l(
      '<p>A series resistor is fine for indicator LEDs. Power LEDs need a <a href="/katalog/led-lighting/sub">constant-current driver</a>, because their forward voltage falls as they warm up.</p>',
    ),
    manufacturerSlug: 'cree',
    categorySlugs: ['leds', 'led-drivers'],
  },
  {
    key: 'article',
    symbol: 'relay-contact-ratings',
    title: l('Reading relay contact ratings'),
    content: l(
      '<p>The AC rating of a relay contact is not its DC rating: a DC arc does not go out by itself at zero crossing. Check the DC breaking capacity curve in the data sheet.</p>',
    ),
    manufacturerSlug: 'finder',
    categorySlugs: ['relays'],
  },
  {
    key: 'article',
    symbol: 'esd-handling',
    title: l('Handling ESD-sensitive parts'),
    content: l(
      '<p>Keep semiconductors in their shielding bags until you solder them, and work on a grounded mat with a wrist strap.</p>',
    ),
    categorySlugs: ['semiconductors'],
  },
  {
    key: 'article',
    symbol: 'power-supply-derating',
    title: l('Power supply derating with temperature'),
    content: l(
      '<p>Most enclosed supplies deliver full power only up to 40–50 °C. Above that, the derating curve in the data sheet tells you how much is left.</p>',
    ),
    manufacturerSlug: 'mean-well',
    categorySlugs: ['power-supplies'],
  },
];
