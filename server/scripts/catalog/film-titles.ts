/**
 * Hand-typed facts vega-datasets lacks about its non-English films: the original title, the original
 * language and, where the film has one clear country of origin, that country; plus the English title
 * when vega lists the film under its original one. Only titles known for certain are here; the keys
 * are vega's titles after repair (`repair-films.ts`) and the release year, as in the catalog.
 * Search forms (abbreviations, hyphens, numerals) are the search index's business, not data.
 */
export interface FilmTitleFacts {
  /** The title in its original language and script (absent when it is vega's own title). */
  original?: string;
  /** ISO 639-1 code of the original language. */
  lang: string;
  /** ISO 3166-1 code of the one country of origin, when it is clear. */
  country?: string;
  /** Other real titles: the English title when vega uses the original one. */
  aka?: string[];
}

export const FILM_TITLES: Readonly<Record<string, FilmTitleFacts>> = {
  // Japanese
  'Spirited Away:2002': { original: '千と千尋の神隠し', lang: 'ja', country: 'JP' },
  'Mononoke-hime:1999': {
    original: 'もののけ姫',
    lang: 'ja',
    country: 'JP',
    aka: ['Princess Mononoke'],
  },
  'Gake no ue no Ponyo:2009': {
    original: '崖の上のポニョ',
    lang: 'ja',
    country: 'JP',
    aka: ['Ponyo', 'Ponyo on the Cliff by the Sea'],
  },
  'Shichinin no samurai:1956': {
    original: '七人の侍',
    lang: 'ja',
    country: 'JP',
    aka: ['Seven Samurai'],
  },
  'Akira:2001': { lang: 'ja', country: 'JP' },
  // Chinese
  'Crouching Tiger, Hidden Dragon:2000': { original: '臥虎藏龍', lang: 'zh' },
  "Jet Li's Hero:2004": { original: '英雄', lang: 'zh', aka: ['Hero'] },
  'House of Flying Daggers:2004': { original: '十面埋伏', lang: 'zh' },
  'Kung Fu Hustle:2005': { original: '功夫', lang: 'zh' },
  'Shaolin Soccer:2004': { original: '少林足球', lang: 'zh' },
  'Red Cliff:2009': { original: '赤壁', lang: 'zh', country: 'CN' },
  'Man cheng jin dai huang jin jia:2006': {
    original: '满城尽带黄金甲',
    lang: 'zh',
    country: 'CN',
    aka: ['Curse of the Golden Flower'],
  },
  'Wu ji:2006': { original: '无极', lang: 'zh', aka: ['The Promise'] },
  'Se jie:2007': { original: '色，戒', lang: 'zh', aka: ['Lust, Caution'] },
  'Fong juk:2007': { original: '放逐', lang: 'zh', country: 'HK', aka: ['Exiled'] },
  'Fengkuang de Shitou:2006': {
    original: '疯狂的石头',
    lang: 'zh',
    country: 'CN',
    aka: ['Crazy Stone'],
  },
  'Shi Yue Wei Cheng:2009': {
    original: '十月围城',
    lang: 'zh',
    aka: ['Bodyguards and Assassins'],
  },
  'CJ7:2008': { original: '长江7号', lang: 'zh' },
  '2046:2005': { lang: 'zh' },
  'Shinjuku Incident:2010': { original: '新宿事件', lang: 'zh', country: 'HK' },
  // Korean
  'Gwoemul:2007': { original: '괴물', lang: 'ko', country: 'KR', aka: ['The Host'] },
  'Joheunnom nabbeunnom isanghannom:2010': {
    original: '좋은 놈, 나쁜 놈, 이상한 놈',
    lang: 'ko',
    country: 'KR',
    aka: ['The Good, the Bad, the Weird'],
  },
  'Tae Guik Gi: The Brotherhood of War:2004': {
    original: '태극기 휘날리며',
    lang: 'ko',
    country: 'KR',
  },
  // German
  'Das Leben der Anderen:2007': { lang: 'de', country: 'DE', aka: ['The Lives of Others'] },
  'Der Baader Meinhof Komplex:2009': {
    lang: 'de',
    country: 'DE',
    aka: ['The Baader Meinhof Complex'],
  },
  'Die Fälscher:2008': { lang: 'de', aka: ['The Counterfeiters'] },
  // A West German production shot in English.
  'Die Unendliche Geschichte:1984': { lang: 'en', aka: ['The NeverEnding Story'] },
  'Downfall:2005': { original: 'Der Untergang', lang: 'de', country: 'DE' },
  'Run Lola Run:1999': { original: 'Lola rennt', lang: 'de', country: 'DE' },
  'Goodbye, Lenin!:2004': { original: 'Good Bye, Lenin!', lang: 'de', country: 'DE' },
  'Nowhere in Africa:2003': { original: 'Nirgendwo in Afrika', lang: 'de', country: 'DE' },
  'Sommersturm:2006': { lang: 'de', country: 'DE', aka: ['Summer Storm'] },
  'Aimée & Jaguar:2000': { lang: 'de', country: 'DE' },
  // Italian
  'Il buono, il brutto, il cattivo:1967': {
    lang: 'it',
    country: 'IT',
    aka: ['The Good, the Bad and the Ugly'],
  },
  'Per qualche dollaro in più:1967': { lang: 'it', aka: ['For a Few Dollars More'] },
  'Per un pugno di dollari:1967': { lang: 'it', aka: ['A Fistful of Dollars'] },
  'Remember Me, My Love:2004': { original: 'Ricordati di me', lang: 'it', country: 'IT' },
  // Spanish
  'El Laberinto del Fauno:2006': {
    original: 'El laberinto del fauno',
    lang: 'es',
    aka: ["Pan's Labyrinth"],
  },
  'Y Tu Mama Tambien (And Your Mother Too):2002': {
    original: 'Y tu mamá también',
    lang: 'es',
    country: 'MX',
  },
  'Amores Perros:2001': { original: 'Amores perros', lang: 'es', country: 'MX' },
  'El Crimen de Padre:2002': {
    original: 'El crimen del padre Amaro',
    lang: 'es',
    country: 'MX',
    aka: ['The Crime of Father Amaro'],
  },
  'La otra conquista:2000': { lang: 'es', country: 'MX' },
  'El Mariachi:1993': { lang: 'es' },
  'Volver:2006': { lang: 'es', country: 'ES' },
  'Mar adentro:2004': { lang: 'es', country: 'ES', aka: ['The Sea Inside'] },
  'La mala educación:2004': { lang: 'es', country: 'ES', aka: ['Bad Education'] },
  'Mondays in the Sun:2003': { original: 'Los lunes al sol', lang: 'es', country: 'ES' },
  'Alatriste:2007': { lang: 'es', country: 'ES' },
  'The Secret in Their Eyes:2010': {
    original: 'El secreto de sus ojos',
    lang: 'es',
    country: 'AR',
  },
  'Nine Queens:2002': { original: 'Nueve reinas', lang: 'es', country: 'AR' },
  'Holy Girl:2005': { original: 'La niña santa', lang: 'es', country: 'AR' },
  // Portuguese
  'Cidade de Deus:2003': { lang: 'pt', country: 'BR', aka: ['City of God'] },
  'Central do Brasil:1998': { lang: 'pt', country: 'BR', aka: ['Central Station'] },
  'Casa de Areia:2006': { lang: 'pt', country: 'BR', aka: ['House of Sand'] },
  // French
  "Le Fabuleux destin d'Amélie Poulain:2001": {
    original: "Le Fabuleux Destin d'Amélie Poulain",
    lang: 'fr',
    country: 'FR',
    aka: ['Amélie'],
  },
  'Le Scaphandre et le Papillon:2007': {
    lang: 'fr',
    country: 'FR',
    aka: ['The Diving Bell and the Butterfly'],
  },
  'La Môme:2007': { lang: 'fr', country: 'FR', aka: ['La Vie en Rose'] },
  "La marche de l'empereur:2005": { lang: 'fr', country: 'FR', aka: ['March of the Penguins'] },
  'Les Choristes:2004': { lang: 'fr', country: 'FR', aka: ['The Chorus'] },
  'Les Triplettes de Belleville:2003': { lang: 'fr', aka: ['The Triplets of Belleville'] },
  'Les invasions barbares:2003': {
    lang: 'fr',
    country: 'CA',
    aka: ['The Barbarian Invasions'],
  },
  'Caché:2005': { lang: 'fr', aka: ['Hidden'] },
  'Banlieue 13:2006': { lang: 'fr', country: 'FR', aka: ['District B13'] },
  'Les Visiteurs:1996': { lang: 'fr', country: 'FR', aka: ['The Visitors'] },
  'Le petit Nicolas:2010': { lang: 'fr', country: 'FR' },
  'Les herbes folles:2010': { lang: 'fr', country: 'FR', aka: ['Wild Grass'] },
  'Coco avant Chanel:2009': { lang: 'fr', country: 'FR', aka: ['Coco Before Chanel'] },
  'Joyeux Noël:2006': { lang: 'fr' },
  'Molière:2007': { lang: 'fr', country: 'FR' },
  'Micmacs:2010': { original: 'Micmacs à tire-larigot', lang: 'fr', country: 'FR' },
  '8 femmes:2002': { lang: 'fr', country: 'FR', aka: ['8 Women'] },
  "L'auberge espagnole:2003": { lang: 'fr', aka: ['The Spanish Apartment'] },
  'Astérix aux Jeux Olympiques:2008': {
    lang: 'fr',
    country: 'FR',
    aka: ['Asterix at the Olympic Games'],
  },
  'Les Bronzés 3: amis pour la vie:2006': { lang: 'fr', country: 'FR' },
  "De battre mon coeur s'est arrêté:2005": {
    lang: 'fr',
    country: 'FR',
    aka: ['The Beat That My Heart Skipped'],
  },
  'Indigènes:2006': { lang: 'fr', aka: ['Days of Glory'] },
  'Nikita:1991': { lang: 'fr', country: 'FR', aka: ['La Femme Nikita'] },
  'Le hussard sur le toit:1996': {
    lang: 'fr',
    country: 'FR',
    aka: ['The Horseman on the Roof'],
  },
  'The Widow of St. Pierre:2001': {
    original: 'La Veuve de Saint-Pierre',
    lang: 'fr',
    country: 'FR',
  },
  'Camping Sauvage:2004': { lang: 'fr', country: 'CA' },
  'Sur Le Seuil:2003': { lang: 'fr', country: 'CA' },
  // Other European
  'Zwartboek:2007': { lang: 'nl', country: 'NL', aka: ['Black Book'] },
  'Karakter:1998': { lang: 'nl', country: 'NL', aka: ['Character'] },
  'Festen:1998': { lang: 'da', country: 'DK', aka: ['The Celebration'] },
  'Flammen og Citronen:2009': { lang: 'da', country: 'DK', aka: ['Flame & Citron'] },
  'Rejsen til Saturn:2008': { lang: 'da', country: 'DK', aka: ['Journey to Saturn'] },
  'Elling:2002': { lang: 'no', country: 'NO' },
  'Arn - Tempelriddaren:2007': {
    lang: 'sv',
    country: 'SE',
    aka: ['Arn: The Knight Templar'],
  },
  '4 luni, 3 saptamani si 2 zile:2008': {
    original: '4 luni, 3 săptămâni și 2 zile',
    lang: 'ro',
    country: 'RO',
    aka: ['4 Months, 3 Weeks and 2 Days'],
  },
  'Obsluhoval jsem anglického krále:2008': {
    lang: 'cs',
    country: 'CZ',
    aka: ['I Served the King of England'],
  },
  'Fateless:2006': { original: 'Sorstalanság', lang: 'hu', country: 'HU' },
  'Nochnoy dozor:2006': {
    original: 'Ночной дозор',
    lang: 'ru',
    country: 'RU',
    aka: ['Night Watch'],
  },
  'Obitaemyy ostrov:2009': { original: 'Обитаемый остров', lang: 'ru', country: 'RU' },
  'Kurtlar vadisi - Irak:2006': {
    lang: 'tr',
    country: 'TR',
    aka: ['Valley of the Wolves: Iraq'],
  },
  // Middle East
  'Bacheha-Ye aseman:1999': {
    original: 'بچه‌های آسمان',
    lang: 'fa',
    country: 'IR',
    aka: ['Children of Heaven'],
  },
  'Sukkar banat:2008': { original: 'سكر بنات', lang: 'ar', country: 'LB', aka: ['Caramel'] },
  'Waltz with Bashir:2008': { original: 'ואלס עם באשיר', lang: 'he', country: 'IL' },
  // Thai
  'Tom yum goong:2006': {
    original: 'ต้มยำกุ้ง',
    lang: 'th',
    country: 'TH',
    aka: ['The Protector'],
  },
  'Ong-Bak 2:2009': { original: 'องค์บาก 2', lang: 'th', country: 'TH' },
  'The Legend of Suriyothai:2003': { original: 'สุริโยไท', lang: 'th', country: 'TH' },
  // Hindi
  'Rang De Basanti:2006': { original: 'रंग दे बसंती', lang: 'hi', country: 'IN' },
  'Lage Raho Munnabhai:2006': { original: 'लगे रहो मुन्ना भाई', lang: 'hi', country: 'IN' },
  'Kabhi Alvida Naa Kehna:2006': { original: 'कभी अलविदा ना कहना', lang: 'hi', country: 'IN' },
  'Veer-Zaara:2004': { original: 'वीर-ज़ारा', lang: 'hi', country: 'IN' },
  'Krrish:2006': { lang: 'hi', country: 'IN' },
  'Namastey London:2007': { lang: 'hi', country: 'IN' },
  'Ta Ra Rum Pum:2007': { lang: 'hi', country: 'IN' },
  'Housefull:2010': { lang: 'hi', country: 'IN' },
  'Rocket Singh: Salesman of the Year:2009': { lang: 'hi', country: 'IN' },
  'Water:2006': { lang: 'hi' },
};
