import type { AttributeType } from '../tables/catalog';

export interface AttributeSeed {
  code: string;
  name: string;
  nameAr: string;
  type: AttributeType;
  /** [English, Arabic] */
  options?: [string, string][];
}

const yesNo: [string, string][] = [['Yes', 'نعم'], ['No', 'لا']];

const CAR_BRANDS = [
  'Toyota:تويوتا', 'Lexus:لكزس', 'Nissan:نيسان', 'Infiniti:إنفينيتي', 'Honda:هوندا', 'Mitsubishi:ميتسوبيشي', 'Mazda:مازدا',
  'Hyundai:هيونداي', 'Kia:كيا', 'Chevrolet:شيفروليه', 'GMC:جي إم سي', 'Cadillac:كاديلاك', 'Ford:فورد', 'Lincoln:لينكون',
  'Dodge:دودج', 'Jeep:جيب', 'Chrysler:كرايسلر', 'Mercedes-Benz:مرسيدس بنز', 'BMW:بي إم دبليو', 'Audi:أودي',
  'Volkswagen:فولكس فاجن', 'Porsche:بورشه', 'Land Rover:لاند روفر', 'Range Rover:رينج روفر', 'Jaguar:جاكوار', 'Bentley:بنتلي',
  'Rolls-Royce:رولز رويس', 'Ferrari:فيراري', 'Lamborghini:لامبورغيني', 'Maserati:مازيراتي', 'Aston Martin:أستون مارتن',
  'Tesla:تسلا', 'Volvo:فولفو', 'Peugeot:بيجو', 'Renault:رينو', 'Suzuki:سوزوكي', 'Isuzu:إيسوزو', 'Genesis:جينيسيس',
  'MG:إم جي', 'Changan:شانجان', 'Geely:جيلي', 'Chery:شيري', 'Haval:هافال',
].map((s) => s.split(':') as [string, string]);

const KUWAIT_AREAS = [
  'Salmiya:السالمية', 'Hawalli:حولي', 'Jabriya:الجابرية', 'Rumaithiya:الرميثية', 'Bayan:بيان', 'Mishref:مشرف',
  'Salwa:سلوى', 'Kuwait City:مدينة الكويت', 'Sharq:شرق', 'Dasman:دسمان', 'Shuwaikh:الشويخ', 'Kaifan:كيفان',
  'Yarmouk:اليرموك', 'Surra:السرة', 'Qurtuba:قرطبة', 'Adailiya:العديلية', 'Khaldiya:الخالدية', 'Rawda:الروضة',
  'Shamiya:الشامية', 'Nuzha:النزهة', 'Farwaniya:الفروانية', 'Khaitan:خيطان', 'Jleeb Al-Shuyoukh:جليب الشيوخ',
  'Ardiya:العارضية', 'Andalus:الأندلس', 'Jahra:الجهراء', 'Saad Al-Abdullah:سعد العبدالله', 'Qasr:القصر',
  'Ahmadi:الأحمدي', 'Fintas:الفنطاس', 'Mangaf:المنقف', 'Abu Halifa:أبو حليفة', 'Fahaheel:الفحيحيل', 'Sabahiya:الصباحية',
  'Egaila:العقيلة', 'Mahboula:المهبولة', 'Khairan:الخيران', 'Mubarak Al-Kabeer:مبارك الكبير', 'Sabah Al-Salem:صباح السالم',
  'Adan:العدان', 'Qurain:القرين', 'Messila:المسيلة', 'Abu Fatira:أبو فطيرة', 'Sabah Al-Ahmad:صباح الأحمد',
].map((s) => s.split(':') as [string, string]);

const COLORS: [string, string][] = [
  ['White', 'أبيض'], ['Black', 'أسود'], ['Silver', 'فضي'], ['Grey', 'رمادي'], ['Red', 'أحمر'], ['Blue', 'أزرق'],
  ['Navy', 'كحلي'], ['Gold', 'ذهبي'], ['Beige', 'بيج'], ['Brown', 'بني'], ['Green', 'أخضر'], ['Pearl', 'لؤلؤي'],
];

/** Every attribute the demo catalogue uses: all 7 types, one multiChoice with 40+ options to page through. */
export const ATTRIBUTES: AttributeSeed[] = [
  { code: 'warranty', name: 'Under warranty', nameAr: 'تحت الضمان', type: 0 },
  { code: 'negotiable', name: 'Price negotiable', nameAr: 'السعر قابل للتفاوض', type: 0 },
  { code: 'year', name: 'Year', nameAr: 'سنة الصنع', type: 1 },
  { code: 'mileage', name: 'Mileage (km)', nameAr: 'الممشى (كم)', type: 1 },
  { code: 'area_m2', name: 'Area (m²)', nameAr: 'المساحة (م²)', type: 1 },
  { code: 'rooms', name: 'Rooms', nameAr: 'عدد الغرف', type: 1 },
  { code: 'car_features', name: 'Features', nameAr: 'المواصفات', type: 2, options: [
    ['Sunroof', 'فتحة سقف'], ['Leather seats', 'مقاعد جلد'], ['360 camera', 'كاميرا 360'], ['Cruise control', 'مثبت سرعة'],
    ['Apple CarPlay', 'أبل كاربلاي'], ['Heated seats', 'مقاعد مدفأة'], ['Parking sensors', 'حساسات ركن'], ['Full option', 'فل أوبشن'],
  ] },
  { code: 'amenities', name: 'Amenities', nameAr: 'المرافق', type: 2, options: [
    ['Swimming pool', 'مسبح'], ['Gym', 'نادي رياضي'], ['Maid room', 'غرفة خادمة'], ['Elevator', 'مصعد'], ['Parking', 'موقف سيارات'],
    ['Central AC', 'تكييف مركزي'], ['Sea view', 'إطلالة بحرية'], ['Garden', 'حديقة'], ['Diwaniya', 'ديوانية'],
  ] },
  { code: 'car_brand', name: 'Brand', nameAr: 'الماركة', type: 3, options: CAR_BRANDS },
  { code: 'governorate', name: 'Governorate', nameAr: 'المحافظة', type: 3, options: [
    ['Capital', 'العاصمة'], ['Hawalli', 'حولي'], ['Farwaniya', 'الفروانية'], ['Ahmadi', 'الأحمدي'], ['Jahra', 'الجهراء'],
    ['Mubarak Al-Kabeer', 'مبارك الكبير'],
  ] },
  { code: 'area', name: 'Area', nameAr: 'المنطقة', type: 3, options: KUWAIT_AREAS },
  { code: 'storage', name: 'Storage', nameAr: 'السعة التخزينية', type: 3, options: [
    ['64 GB', '64 جيجا'], ['128 GB', '128 جيجا'], ['256 GB', '256 جيجا'], ['512 GB', '512 جيجا'], ['1 TB', '1 تيرا'],
  ] },
  { code: 'fuel', name: 'Fuel', nameAr: 'نوع الوقود', type: 3, options: [['Petrol', 'بنزين'], ['Hybrid', 'هايبرد'], ['Electric', 'كهرباء'], ['Diesel', 'ديزل']] },
  { code: 'size', name: 'Size', nameAr: 'المقاس', type: 3, options: [['XS', 'XS'], ['S', 'S'], ['M', 'M'], ['L', 'L'], ['XL', 'XL'], ['XXL', 'XXL']] },
  { code: 'agency_maintained', name: 'Agency maintained', nameAr: 'صيانة وكالة', type: 4, options: yesNo },
  { code: 'accident_free', name: 'Accident free', nameAr: 'بدون حوادث', type: 4, options: yesNo },
  { code: 'furnished', name: 'Furnished', nameAr: 'مفروش', type: 4, options: yesNo },
  { code: 'original_box', name: 'With original box', nameAr: 'مع الكرتون الأصلي', type: 4, options: yesNo },
  { code: 'color', name: 'Colour', nameAr: 'اللون', type: 5, options: COLORS },
  { code: 'model', name: 'Model', nameAr: 'الموديل', type: 6 },
  { code: 'material', name: 'Material', nameAr: 'الخامة', type: 6 },
];
