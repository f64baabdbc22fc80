import type { CategoryType } from '../tables/catalog';

/** What a leaf sells: English name, Arabic name, price range in KWD. */
export interface ItemSeed {
  en: string;
  ar: string;
  min: number;
  max: number;
}
export interface CategorySeed {
  slug: string;
  name: string;
  nameAr: string;
  type?: CategoryType;
  children?: CategorySeed[];
  /** Leaves only: attribute codes (attributes-data.ts) and what the demo company sells there. */
  attributes?: string[];
  items?: ItemSeed[];
}

const CAR = ['car_brand', 'model', 'year', 'mileage', 'color', 'fuel', 'car_features', 'agency_maintained', 'accident_free', 'negotiable'];
const BIKE = ['model', 'year', 'mileage', 'color', 'accident_free', 'negotiable'];
const BOAT = ['model', 'year', 'color', 'warranty', 'negotiable'];
const PART = ['car_brand', 'model', 'original_box', 'warranty', 'negotiable'];
const PHONE = ['model', 'storage', 'color', 'warranty', 'original_box', 'negotiable'];
const GADGET = ['model', 'color', 'warranty', 'original_box', 'negotiable'];
const PROPERTY = ['governorate', 'area', 'area_m2', 'rooms', 'amenities', 'furnished', 'negotiable'];
const LAND = ['governorate', 'area', 'area_m2', 'negotiable'];
const FURNITURE = ['model', 'material', 'color', 'negotiable'];
const CLOTHES = ['size', 'color', 'material', 'negotiable'];
const LIVE = ['color', 'governorate', 'area', 'negotiable'];

/** `items` written compactly: "English|Arabic|min KWD|max KWD". */
const leaf = (slug: string, name: string, nameAr: string, attributes: string[], items: string[]): CategorySeed => ({
  slug, name, nameAr, attributes,
  items: items.map((line) => {
    const [en, ar, min, max] = line.split('|');
    return { en, ar, min: Number(min), max: Number(max) };
  }),
});
const node = (slug: string, name: string, nameAr: string, children: CategorySeed[], type?: CategoryType): CategorySeed =>
  ({ slug, name, nameAr, children, type });

export const CATEGORIES: CategorySeed[] = [
  node('vehicles', 'Vehicles', 'مركبات', [
    node('cars', 'Cars', 'سيارات', [
      leaf('suvs', 'SUVs', 'دفع رباعي', CAR, ['Toyota Land Cruiser|تويوتا لاندكروزر|9000|28000', 'Nissan Patrol|نيسان باترول|8000|25000', 'Lexus LX 600|لكزس LX 600|22000|38000', 'GMC Yukon|جي إم سي يوكن|7000|19000', 'Chevrolet Tahoe|شيفروليه تاهو|6500|17000']),
      leaf('sedans', 'Sedans', 'سيدان', CAR, ['Toyota Camry|تويوتا كامري|3500|9500', 'Honda Accord|هوندا أكورد|3000|8500', 'Mercedes-Benz E200|مرسيدس E200|9000|19000', 'BMW 520i|بي إم دبليو 520i|8500|17500', 'Nissan Altima|نيسان التيما|2500|6500']),
      leaf('sports-cars', 'Sports cars', 'سيارات رياضية', CAR, ['Porsche 911 Carrera|بورشه 911 كاريرا|28000|55000', 'Ford Mustang GT|فورد موستنج GT|7000|15000', 'Chevrolet Corvette|شيفروليه كورفيت|14000|30000', 'Dodge Challenger SRT|دودج تشالنجر SRT|8000|16000']),
      leaf('classic-cars', 'Classic cars', 'سيارات كلاسيكية', CAR, ['Chevrolet Caprice 1990|كابرس 1990|2500|9000', 'Mercedes-Benz 280SE 1972|مرسيدس 280 موديل 72|6000|18000', 'Toyota Land Cruiser FJ40|لاندكروزر FJ40|9000|26000']),
    ]),
    node('motorcycles', 'Motorcycles', 'دراجات نارية', [
      leaf('sport-bikes', 'Sport bikes', 'دراجات رياضية', BIKE, ['Yamaha R1|ياماها R1|3500|6500', 'Kawasaki Ninja ZX-10R|كاواساكي نينجا|3200|6000', 'Honda CBR 600|هوندا CBR 600|2000|3800']),
      leaf('cruisers', 'Cruisers', 'دراجات كروزر', BIKE, ['Harley-Davidson Street Glide|هارلي ستريت جلايد|5500|9500', 'Harley-Davidson Fat Boy|هارلي فات بوي|4500|8000', 'Indian Chief|إنديان تشيف|5000|8500']),
      leaf('atvs', 'ATVs & buggies', 'بقيات ودبابات', BIKE, ['Polaris RZR 1000|بولاريس RZR|3500|7000', 'Can-Am Maverick X3|كان آم مافريك|5000|9000', 'Yamaha Raptor 700|ياماها رابتر 700|1500|2800']),
    ]),
    node('boats', 'Boats & marine', 'قوارب وبحريات', [
      leaf('fishing-boats', 'Fishing boats', 'طراريد وقوارب صيد', BOAT, ['Gulf Craft 31 ft|قارب جلف كرافت 31 قدم|9000|22000', 'Yamaha 23 ft boat|طراد ياماها 23 قدم|4000|9000', 'Boston Whaler 27|بوسطن ويلر 27|12000|26000']),
      leaf('jet-skis', 'Jet skis', 'جت سكي', BOAT, ['Sea-Doo RXP-X 300|سي دو RXP-X|3000|5500', 'Yamaha FX Cruiser|ياماها FX كروزر|2800|5200', 'Kawasaki Ultra 310|كاواساكي ألترا 310|3200|5600']),
    ]),
    node('spare-parts', 'Spare parts', 'قطع غيار', [
      leaf('tyres-rims', 'Tyres & rims', 'تواير وجنوط', PART, ['Michelin Pilot Sport tyres (set of 4)|تواير ميشلان طقم 4|180|420', 'BBS 20 inch rims|جنوط BBS مقاس 20|350|900', 'Original Land Cruiser rims|جنوط لاندكروزر وكالة|150|400']),
      leaf('car-electronics', 'Car electronics', 'إلكترونيات السيارات', PART, ['Dash cam 4K|كاميرا داش 4K|25|70', 'Pioneer screen with CarPlay|شاشة بايونير كاربلاي|60|160', 'JBL car speakers|سماعات سيارة JBL|40|140']),
    ]),
  ], 'used'),
  node('electronics', 'Electronics', 'إلكترونيات', [
    node('mobiles', 'Mobile phones', 'هواتف', [
      leaf('iphones', 'iPhone', 'آيفون', PHONE, ['iPhone 16 Pro Max|آيفون 16 برو ماكس|330|480', 'iPhone 15 Pro|آيفون 15 برو|240|340', 'iPhone 14|آيفون 14|150|220', 'iPhone 13 mini|آيفون 13 ميني|95|140']),
      leaf('android-phones', 'Android phones', 'هواتف أندرويد', PHONE, ['Samsung Galaxy S24 Ultra|سامسونج S24 ألترا|250|360', 'Samsung Galaxy Z Fold 6|سامسونج زد فولد 6|380|520', 'Google Pixel 9 Pro|جوجل بكسل 9 برو|220|320', 'Xiaomi 14 Ultra|شاومي 14 ألترا|200|290']),
      leaf('phone-accessories', 'Accessories', 'إكسسوارات الهواتف', GADGET, ['AirPods Pro 2|إيربودز برو 2|55|75', 'Anker power bank 20000|باور بانك أنكر|9|18', 'MagSafe charger|شاحن ماق سيف|12|22']),
    ]),
    node('computers', 'Computers', 'كمبيوتر', [
      leaf('laptops', 'Laptops', 'لابتوبات', PHONE, ['MacBook Pro 14 M3|ماك بوك برو 14 M3|480|720', 'MacBook Air M2|ماك بوك إير M2|260|380', 'Dell XPS 15|ديل XPS 15|350|560', 'Lenovo Legion 5 gaming|لينوفو ليجن 5 قيمنق|320|480']),
      leaf('tablets', 'Tablets', 'أجهزة لوحية', PHONE, ['iPad Pro 12.9|آيباد برو 12.9|280|420', 'iPad Air|آيباد إير|160|240', 'Samsung Galaxy Tab S9|جالكسي تاب S9|180|280']),
      leaf('desktops', 'Desktops', 'أجهزة مكتبية', GADGET, ['iMac 24 M3|آيماك 24|380|520', 'Gaming PC RTX 4080|بي سي قيمنق RTX 4080|650|1100', 'Mac mini M2|ماك ميني M2|170|260']),
    ]),
    node('tv-audio', 'TV & audio', 'تلفزيونات وصوتيات', [
      leaf('televisions', 'Televisions', 'تلفزيونات', GADGET, ['Samsung 75" QLED|سامسونج 75 بوصة QLED|280|520', 'LG OLED 65"|إل جي OLED 65 بوصة|380|620', 'Sony Bravia 55"|سوني برافيا 55|190|320']),
      leaf('headphones', 'Headphones & speakers', 'سماعات', GADGET, ['Sony WH-1000XM5|سوني WH-1000XM5|75|110', 'Bose QuietComfort Ultra|بوز كوايت كومفورت|85|125', 'Marshall Stanmore III|مارشال ستانمور|90|140']),
    ]),
    node('gaming', 'Gaming', 'ألعاب فيديو', [
      leaf('consoles', 'Consoles', 'أجهزة ألعاب', GADGET, ['PlayStation 5 Pro|بلايستيشن 5 برو|190|260', 'PlayStation 5 Slim|بلايستيشن 5 سليم|120|170', 'Xbox Series X|إكس بوكس سيريس X|120|165', 'Nintendo Switch OLED|نينتندو سويتش OLED|85|120']),
      leaf('video-games', 'Games', 'أشرطة ألعاب', GADGET, ['EA FC 25 PS5|فيفا FC 25 بلايستيشن|8|16', 'Call of Duty Black Ops 6|كول أوف ديوتي بلاك أوبس 6|10|18', 'GTA V Premium|جي تي أي 5|5|10']),
    ]),
  ], 'new'),
  node('real-estate', 'Real estate', 'عقارات', [
    node('for-rent', 'For rent', 'للإيجار', [
      leaf('apartments-rent', 'Apartments', 'شقق', PROPERTY, ['2 bedroom apartment|شقة غرفتين|280|450', '3 bedroom apartment with sea view|شقة 3 غرف مطلة على البحر|420|750', 'Studio flat|استوديو|180|260']),
      leaf('villas-rent', 'Houses & villas', 'بيوت وفلل', PROPERTY, ['Ground floor in a villa|دور أرضي في فيلا|650|1100', 'Full villa with garden|فيلا كاملة مع حديقة|1400|2600']),
      leaf('offices-rent', 'Offices & shops', 'مكاتب ومحلات', PROPERTY, ['Office in Sharq tower|مكتب في برج بشرق|600|1500', 'Shop on a main street|محل على شارع رئيسي|900|2200']),
    ]),
    node('for-sale', 'For sale', 'للبيع', [
      leaf('houses-sale', 'Houses', 'بيوت', PROPERTY, ['House 400 m²|بيت 400 متر|240000|420000', 'Corner house 750 m²|بيت زاوية 750 متر|420000|780000', 'New build house|بيت حديث البناء|300000|560000']),
      leaf('apartments-sale', 'Apartments', 'شقق تمليك', PROPERTY, ['Freehold apartment|شقة تمليك|75000|160000', 'Penthouse|بنتهاوس|180000|340000']),
      leaf('land', 'Land', 'أراضي', LAND, ['Residential plot 400 m²|أرض سكنية 400 متر|180000|320000', 'Plot in Sabah Al-Ahmad|أرض في صباح الأحمد|90000|170000']),
    ]),
    node('chalets', 'Chalets', 'شاليهات', [
      leaf('chalets-rent', 'Chalets for rent', 'شاليهات للإيجار', PROPERTY, ['Khairan chalet (weekend)|شاليه الخيران نهاية الأسبوع|120|380', 'Chalet with pool in Bnaider|شاليه بنيدر مع مسبح|200|520']),
      leaf('chalets-sale', 'Chalets for sale', 'شاليهات للبيع', PROPERTY, ['Sea-front chalet in Dubaiya|شاليه على البحر في الضباعية|320000|680000', 'Khairan chalet|شاليه في الخيران|140000|260000']),
    ]),
  ], 'used'),
  node('home', 'Home & garden', 'المنزل والحديقة', [
    node('furniture', 'Furniture', 'أثاث', [
      leaf('sofas', 'Sofas & majlis', 'كنب ومجالس', FURNITURE, ['L-shaped sofa|كنبة على شكل L|120|450', 'Arabic majlis set|مجلس عربي|250|900', 'Recliner chair|كرسي استرخاء|60|180']),
      leaf('bedrooms', 'Bedrooms', 'غرف نوم', FURNITURE, ['King bedroom set|غرفة نوم كينج|350|1200', 'Kids bedroom|غرفة نوم أطفال|150|480', 'Wardrobe 6 doors|كبت 6 أبواب|90|260']),
      leaf('dining', 'Dining tables', 'طاولات طعام', FURNITURE, ['Dining table 8 seats|طاولة طعام 8 كراسي|180|650', 'Marble coffee table|طاولة قهوة رخام|45|160']),
    ]),
    node('appliances', 'Appliances', 'أجهزة منزلية', [
      leaf('air-conditioners', 'Air conditioners', 'مكيفات', GADGET, ['Split AC 24000 BTU|مكيف سبليت 24 ألف وحدة|150|280', 'Window AC 18000 BTU|مكيف شباك 18 ألف|90|150', 'Portable AC|مكيف متنقل|60|120']),
      leaf('fridges', 'Fridges', 'ثلاجات', GADGET, ['Samsung side-by-side fridge|ثلاجة سامسونج بابين|220|380', 'LG InstaView fridge|ثلاجة إل جي انستا فيو|300|480']),
      leaf('washing-machines', 'Washing machines', 'غسالات', GADGET, ['LG 10 kg washer|غسالة إل جي 10 كيلو|120|190', 'Bosch dishwasher|غسالة صحون بوش|130|210']),
    ]),
    node('kitchen', 'Kitchen', 'المطبخ', [
      leaf('coffee-machines', 'Coffee machines', 'مكائن قهوة', GADGET, ['Nespresso Vertuo|نسبريسو فيرتو|35|70', 'Breville Barista Express|بريفيل باريستا|140|220', 'Arabic coffee maker|دلة قهوة عربية كهربائية|15|35']),
      leaf('cookware', 'Cookware', 'أواني الطبخ', FURNITURE, ['Tefal pan set|طقم قدور تيفال|25|60', 'Stainless steel pot set|طقم قدور ستيل|20|55']),
    ]),
  ], 'new'),
  node('fashion', 'Fashion', 'أزياء', [
    node('men', 'Men', 'رجالي', [
      leaf('watches', 'Watches', 'ساعات', GADGET, ['Rolex Submariner|رولكس صبمارينر|3200|5200', 'Omega Seamaster|أوميغا سيماستر|1400|2400', 'Apple Watch Ultra 2|ساعة أبل ألترا 2|180|260', 'Casio G-Shock|كاسيو جي شوك|25|60']),
      leaf('dishdashas', 'Dishdashas', 'دشاديش', CLOTHES, ['Japanese fabric dishdasha|دشداشة قماش ياباني|18|45', 'Winter dishdasha|دشداشة شتوية|15|35']),
      leaf('mens-perfumes', 'Perfumes', 'عطور رجالية', GADGET, ['Oud perfume 100 ml|عطر عود 100 مل|25|120', 'Dior Sauvage|ديور سوفاج|30|48', 'Creed Aventus|كريد أفينتوس|70|110']),
    ]),
    node('women', 'Women', 'نسائي', [
      leaf('abayas', 'Abayas', 'عبايات', CLOTHES, ['Black crepe abaya|عباية كريب سوداء|20|75', 'Embroidered abaya|عباية مطرزة|35|120', 'Bisht abaya|عباية بشت|30|90']),
      leaf('handbags', 'Handbags', 'حقائب', GADGET, ['Louis Vuitton Neverfull|لويس فيتون نيفرفول|450|800', 'Chanel Classic Flap|شانيل كلاسيك|1800|3200', 'Coach tote|حقيبة كوتش|60|140']),
      leaf('jewellery', 'Jewellery', 'مجوهرات', GADGET, ['21k gold set|طقم ذهب عيار 21|400|1600', 'Cartier Love bracelet|إسوارة كارتير لوف|1100|1900', 'Pearl necklace|عقد لؤلؤ|150|900']),
    ]),
    node('kids-fashion', 'Kids', 'أطفال', [
      leaf('kids-clothes', 'Kids clothes', 'ملابس أطفال', CLOTHES, ['Eid outfit for boys|ملابس عيد للأولاد|8|25', 'Girls dress|فستان بناتي|10|35']),
      leaf('school-bags', 'School bags', 'حقائب مدرسية', CLOTHES, ['School trolley bag|شنطة مدرسية بعجلات|8|22', 'Lunch bag set|طقم شنطة غداء|4|10']),
    ]),
  ], 'new'),
  node('sports', 'Sports & outdoors', 'رياضة وكشتات', [
    node('fitness', 'Fitness', 'لياقة', [
      leaf('treadmills', 'Treadmills', 'سير مشي', GADGET, ['Life Fitness treadmill|سير لايف فتنس|450|1200', 'Foldable treadmill|سير قابل للطي|90|220']),
      leaf('weights', 'Weights', 'أوزان', GADGET, ['Adjustable dumbbells|دمبلز قابلة للتعديل|45|120', 'Home gym station|جهاز رياضي منزلي|180|450']),
    ]),
    node('camping', 'Camping', 'كشتات', [
      leaf('tents', 'Tents', 'خيام', FURNITURE, ['Camping tent 6 persons|خيمة كشتة 6 أشخاص|35|90', 'Winter camp tent (big)|مخيم شتوي كبير|250|900']),
      leaf('camping-gear', 'Camping gear', 'مستلزمات كشتة', GADGET, ['Portable generator|مولد كهرباء متنقل|120|320', 'Camping BBQ set|طقم شواء كشتة|20|60', 'Coleman cooler|ثلاجة كولمان|15|45']),
    ]),
    node('cycling', 'Cycling', 'دراجات هوائية', [
      leaf('bicycles', 'Bicycles', 'دراجات', GADGET, ['Trek road bike|دراجة تريك|280|850', 'Specialized mountain bike|دراجة جبلية سبيشالايزد|260|780', 'Kids bicycle|دراجة أطفال|20|60']),
    ]),
  ], 'used'),
  node('animals', 'Animals & birds', 'حيوانات وطيور', [
    node('birds', 'Birds', 'طيور', [
      leaf('falcons', 'Falcons', 'صقور', LIVE, ['Hurr falcon|صقر حر|800|4500', 'Shaheen falcon|صقر شاهين|600|3000']),
      leaf('parrots', 'Parrots', 'ببغاوات', LIVE, ['African grey parrot|ببغاء كاسكو|150|450', 'Cockatiel pair|زوج كوكتيل|15|40']),
    ]),
    node('pets', 'Pets', 'حيوانات أليفة', [
      leaf('cats', 'Cats', 'قطط', LIVE, ['Persian kitten|قطوة شيرازي|60|180', 'Scottish Fold kitten|قطوة سكوتش فولد|120|300']),
      leaf('pet-supplies', 'Pet supplies', 'مستلزمات الحيوانات', LIVE, ['Large bird cage|قفص طيور كبير|20|70', 'Cat tree|بيت قطط|12|40']),
    ]),
  ], 'used'),
  node('kids', 'Kids & baby', 'أطفال ومواليد', [
    node('baby', 'Baby', 'مواليد', [
      leaf('strollers', 'Strollers', 'عربات أطفال', GADGET, ['Bugaboo Fox stroller|عربة بوقابو فوكس|180|320', 'Joie travel system|عربة جوي مع كرسي|60|140']),
      leaf('car-seats', 'Car seats', 'كراسي سيارة', GADGET, ['Maxi-Cosi car seat|كرسي سيارة ماكسي كوزي|40|110', 'Cybex Sirona|كرسي سايبكس|90|170']),
    ]),
    node('toys', 'Toys', 'ألعاب', [
      leaf('lego', 'LEGO & building', 'ليغو', GADGET, ['LEGO Technic set|ليغو تكنيك|25|140', 'LEGO Star Wars|ليغو حرب النجوم|20|110']),
      leaf('ride-ons', 'Ride-on cars', 'سيارات أطفال', GADGET, ['Electric ride-on G-Class|سيارة أطفال كهربائية جي كلاس|60|160', 'Kids quad bike|دباب أطفال|45|120']),
    ]),
  ], 'new'),
];
