// The keyboard layouts a password may be typed on, as data (read by shared/users/passwordForms.ts): each family of
// layouts as strings of what its keys type, one character a key in the order of KEY_ORDER (a space: the key types
// nothing new), unshifted then shifted, a variant written only where it differs from the family's first. Read off the
// xkeyboard-config layouts (MIT-style licence) once; so a walk along a row or column of keys is one whatever the layout.

/** The 47 keys the layouts are written over, as QWERTY types them: the digits row, then the three letter rows. */
export const KEY_ORDER = "`1234567890-=qwertyuiop[]\\asdfghjkl;'zxcvbnm,./";

/** Each family of layouts: its variants' keys, the first in full. Latin ones move letters about; the others type another script. */
export const LAYOUT_FAMILIES: readonly (readonly string[])[] = [
  // Dvorak
  ["           []',.pyfgcrl/=  oeuidhtns-;qjkxb wvz"],
  // Colemak
  ['               fpgjluy;    rstd neio      k'],
  // Workman
  ['              drwbjfup;     ht yneoi   mcvkl'],
  // German, Swiss, Czech, Slovak, Hungarian QWERTZ
  [
    '           ß      z    ü+#         öäy        -',
    "§          '             $",
    ';+ěščřžýáíé=           ú)          ů§',
    ';+ľščťžýáíé=           úäň         ô§',
    '0         öüó          őúű         éá',
  ],
  // French and Belgian AZERTY
  ['²&é"\'(-è_çà) az         $*q        mùw     ,;:!', '      § !   -            µ                    ='],
  // French BÉPO
  ['$"«»()@+-/*=%bépoè vdljzwç uie,ctsrnmàyx.k\'qghf'],
  // Turkish F
  ['+          /-fgğıodrnh qwxuieaütkm yşjövcçzsb ,'],
  // Turkish Q
  ['"          *-       ı  ğü,         şi       öç.'],
  // QWERTY with national letters: Spanish, Italian, Portuguese, Nordic, Icelandic, Lithuanian, Estonian
  [
    "º          '¡           +ç         ñ          -",
    '\\           ì          è ù         òà',
    '\\           «          +           çº',
    "§          +           å '         öä",
    "|          +\\          å '         øæ",
    "½          +           å '         æø",
    "           ö-          ð'+         æ          þ",
    ' ąčęėįšųū„“ ž',
    "           +           üõ'         öä",
  ],
  // Russian ЙЦУКЕН and its national forms: Ukrainian, Belarusian, Kazakh, Kyrgyz, Tajik, Uzbek
  [
    'ё            йцукенгшщзхъ фывапролджэячсмитьбю.',
    "'                       їґ і        є",
    'ʼ',
    "                     ў  '                і",
    '("әіңғ,.үұқөһ                                 №',
    '           өң            ү',
    '           ғӯ қ      ҳ     ҷ               ӣ',
    '           ғҳ        ў     қ',
  ],
  // Phonetic Cyrillic: Russian ЯВЕРТЫ, Bulgarian, Ukrainian
  [
    'ю           чявертыуиопшщэасдфгхйкл  зьцжбнм',
    '   ё ъ',
    'ч                 ъ      ю',
    '                                      ѝ',
    '             чш   ъ    я ь            ж в',
    '                         ѝ',
    "'                 и і    ю         ґч       їє",
  ],
  // Bulgarian БДС
  ['(           .,уеишщксдзц;„ьяаожгтнвмчюйъэфхпрлб', '             ы            ѝ'],
  // Serbian, Macedonian
  ["           '+љњертзуиопшђжасдфгхјклчћжџцвбнм  -", '                  ѕ     ѓ           ќз'],
  // Mongolian
  ['=          ещфцужэнгшүзкъ!йыбөахролдпячёсмитьвю'],
  // Greek
  ['             ;ςερτυθιοπ   ασδφγηξκλ  ζχψωβνμ'],
  // Hebrew
  [";            /'קראטוןםפ][ שדגכעיחלךף,זסבהנמצתץ."],
  // Arabic
  ['ذ            ضصثقفغعهخحجد شسيبلاتنمكطئءؤرﻻىةوزظ', 'ّ            ًٌَُﻹإ       ٍِ  ﻷأـ     ْ  ﻵآ'],
  // Persian, Dari, Pashto
  [' ۱۲۳۴۵۶۷۸۹۰  ضصثقفغع خحجچ شسیبلاتنمکگظطزرذدپو', '           ـ ًٌٍَُِّْ     ؤئيإأآة    كٓژٰ ٔء'],
  // Urdu
  ['ً            قوعرتےءیہپ][ اسدفگحجکل؛ زشچطبنم،۔', '             ْؤٰڑٹَئِۃُ   آصڈّغھضخٔ  ذژثظ ں٘'],
  // Georgian
  ['             ქწერტყუიოპ   ასდფგჰჯკლ  ზხცვბნმ', '              ჭ ღთ         შ    ჟ    ძ ჩ'],
  // Armenian
  [
    '՝ֆձ֊,։՞․՛)օէղճփբսմուկըթծց»ջվգեանիտհպրժդչյզլքխշռ',
    '       և',
    ' էթփձջւևռչճ֊ժքոերտը իօպխծշասդֆգհյկլ ՛զղցվբնմ ․',
    " ։ յ՛,-.«» ռժխւէրտեըիոպչջ'ասդֆգհճկլթփզցքվբնմշղծ",
    " ։ յ՛,-.«» ռժխվէրդեըիոբչջ'աստֆկհճքլթփզցգւպնմշղծ",
  ],
  // Thai Kedmanee
  ['_ๅ/-ภถุึคตจขชๆไำพะัีรนยบลฃฟหกดเ้่าสวงผปแอิืทมใฝ', '      ู        ฎฑธํ๊ณฯญฐ ฅฤฆฏโฌ็๋ษศซ   ฉฮฺ์ ฒฬฦ'],
  // Lao
  [' ຢຟໂຖຸູຄຕຈຂຊໍົໄຳພະິີຣນຍບລໜັຫກດເ້່າສວງຜປແອຶືທມໃຝ', '     ໌ຼ             ຮ ຽ  ໝ     ໊໋      ຯ   ໆ'],
  // Khmer
  ['«១២៣៤៥៦៧៨៩០ឥឲឆឹេរតយុិោផៀឪឮាសដថងហ្កលើ់ឋខចវបនម៼។៊', '  ៗ   ៍័៏  ៌ ឈឺែឬទួូីៅភឿឧឭ ៃឌធអះញគឡ ៉ឍឃជ ពណំ'],
  // Burmese
  [' ၁၂၃၄၅၆၇၈၉၀  ဆတနမအပကငသစဟဩ၏ေျိ်ါ့ြုူး ဖထခလဘညာ', 'ဎဍၒဋ   ရ     ဈဝဣ ဤ ဥ ဿဏဧဪ ဗှီ္ွံဲဒဓဂ ဇဌဃဠယဉဦ'],
  // Sinhala
  ['             ඍඇඑරතයඋඉඔප   අසදෆගහජකල  ඤඳචවබනම', '             ඎඈඒ්ථ්ඌඊඕඵ   ආශධ ඝඃඣඛළ  ඥඬඡ භණඹ'],
  // Dhivehi
  ['             ްއެރތޔުިޮޕ   ަސދފގހޖކލ  ޒ×ޗވބނމ،', '             ޤޢޭޜޓޠޫީޯ    ާށޑﷲޣޙޛޚޅ  ޡޘޝޥޞޏޟ'],
  // Tibetan
  ['ཨ༡༢༣༤༥༦༧༨༩༠ཧཝཅཆེརཏཡིོུཕཙཚཛའསདབངམ་གལཞ།ཟཤཀཁཔན ཐཇཉ', '                ྼཊྻ༘༙     ཱ ཌ༾༿       ཥ ྇྆ཎ ཋ'],
  // Indic InScript: Devanagari (Hindi, Marathi), and so the other eight Indic scripts at their parallel letters
  ['ॊ१२३४५६७८९० ृौैाीूबहगदजड़ॉोे्िुपरकतचटॆंमनवलस  य', 'ऒऍॅ        ःऋऔऐआईऊभङघधझढञऑओएअइउफऱखथछठऎँणऩऴळशष'],
  // Nepali
  ['ऽ१२३४५६७८९०  टौेरतयुिोपइएॐासदउगहजकल  षडचवबनम ।्', '़          ॒ ठऔैृथञूीओफईऐःआशधऊघअझख   ऋढछँभणंङ'],
  // Bengali Probhat
  [' ১২৩৪৫৬৭৮৯০  ঙযডপটচজহগ    ৃুিব্াকতদ  ঁোেরনসম', '             ং ঢফঠছঝঞঘ    ৗূীভ অখথধ  ঃৌৈলণষশ'],
  // Japanese JIS kana
  [' ヌフアウエオヤユヨワホヘタテイスカンナニラセ゛゜ チトシハキクマノリレケツサソヒコミモネルメ', '   ァゥェォャュョヲ    ィ                     ッ'],
];
