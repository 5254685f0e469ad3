// Word lists for the demo data generator: people, places, and per-theme vocabulary for boards,
// pin titles, descriptions, sites, annotations and products. Plain data, no I/O.

export const FIRST_NAMES = [
  'Ava', 'Maya', 'Noah', 'Liam', 'Emma', 'Olivia', 'Sofia', 'Lucas', 'Mia', 'Ethan', 'Chloe', 'Hannah',
  'Isla', 'Leo', 'Amara', 'Priya', 'Kenji', 'Yuki', 'Mateo', 'Lucia', 'Elena', 'Jonas', 'Freya', 'Oscar',
  'Nora', 'Hugo', 'Clara', 'Felix', 'Ines', 'Rafael', 'Zoe', 'Theo', 'Aisha', 'Omar', 'Layla', 'Sam',
  'Grace', 'Julian', 'Rosa', 'Tomas', 'Anika', 'Ravi', 'Mei', 'Daniel', 'Lena', 'Marco', 'Camille', 'Jade',
  'Wren', 'Iris', 'Ezra', 'Nina', 'Pablo', 'Sara', 'Ben', 'Alice', 'Kofi', 'Adaeze', 'Tariq', 'Beatriz',
];

export const LAST_NAMES = [
  'Bennett', 'Okafor', 'Nakamura', 'Silva', 'Fischer', 'Moreau', 'Rossi', 'Hughes', 'Patel', 'Kim',
  'Garcia', 'Larsen', 'Novak', 'Walsh', 'Tanaka', 'Costa', 'Schmidt', 'Dubois', 'Murphy', 'Ahmed',
  'Lindqvist', 'Reyes', 'Osei', 'Brooks', 'Meyer', 'Castillo', 'Price', 'Ward', 'Iyer', 'Chen',
  'Sato', 'Vargas', 'Keller', 'Fontaine', 'Russo', 'Quinn', 'Haddad', 'Mensah', 'Sousa', 'Park',
];

/** country, locale pairs; the first is the most common. */
export const COUNTRY_LOCALES: Array<[string, string]> = [
  ['US', 'en-US'], ['US', 'en-US'], ['US', 'es-US'], ['GB', 'en-GB'], ['CA', 'en-CA'], ['CA', 'fr-CA'],
  ['AU', 'en-AU'], ['DE', 'de-DE'], ['FR', 'fr-FR'], ['ES', 'es-ES'], ['MX', 'es-MX'], ['BR', 'pt-BR'],
  ['JP', 'ja-JP'], ['IN', 'en-IN'], ['IT', 'it-IT'], ['NL', 'nl-NL'], ['SE', 'sv-SE'], ['IE', 'en-GB'],
];

export const ABOUT_LINES = [
  'Collecting ideas for a slower, cozier home.',
  'Weekend baker, weekday planner.',
  'Maker of small things. Mostly yarn, sometimes clay.',
  'Always planning the next trip.',
  'Interior stylist based in a very small apartment.',
  'Plants, paint swatches and pasta.',
  'Sharing what I cook, sew and grow.',
  'Photographer chasing soft light.',
  'Teacher by day, potter by night.',
  'Trying every recipe at least once.',
  '',
  '',
];

export const ADVERTISERS: Array<{ username: string; theme: string; fullName: string; site: string }> = [
  { username: 'hearthandloom', theme: 'interiors', fullName: 'Hearth & Loom', site: 'hearthandloom.com' },
  { username: 'brightpantry', theme: 'recipes', fullName: 'Bright Pantry Co.', site: 'brightpantry.com' },
  { username: 'wanderlane', theme: 'travel', fullName: 'Wanderlane Travel', site: 'wanderlane.travel' },
  { username: 'northfieldgoods', theme: 'garden', fullName: 'Northfield Goods', site: 'northfieldgoods.com' },
  { username: 'petalandstem', theme: 'events', fullName: 'Petal & Stem', site: 'petalandstem.co' },
  { username: 'studioambit', theme: 'art', fullName: 'Studio Ambit', site: 'studioambit.com' },
  { username: 'threadmark', theme: 'fashion', fullName: 'Threadmark Apparel', site: 'threadmark.shop' },
  { username: 'tidewaterkitchens', theme: 'recipes', fullName: 'Tidewater Kitchens', site: 'tidewaterkitchens.com' },
];

export const MERCHANTS: Array<{ username: string; theme: string; fullName: string; site: string }> = [
  { username: 'clayandcanvas', theme: 'crafts', fullName: 'Clay and Canvas', site: 'clayandcanvas.shop' },
  { username: 'goldenhourgoods', theme: 'interiors', fullName: 'Golden Hour Goods', site: 'goldenhourgoods.com' },
];

export const INTERESTS = [
  'Home decor', 'Interior design', 'Architecture', 'Design', 'Recipes', 'Desserts', 'Vegan recipes',
  'Baking', 'Travel', 'Outdoors', 'Photography', "Women's fashion", "Men's fashion", 'Hair and beauty',
  'Jewelry', 'DIY and crafts', 'Knitting', 'Ceramics', 'Sewing', 'Gardening', 'Houseplants', 'Art',
  'Illustrations and posters', 'Fitness', 'Yoga', 'Weddings', 'Holidays and events', 'Party ideas',
  'Kids and parenting', 'Education', 'Animals', 'Quotes',
];

export interface Theme {
  key: string;
  category: string;
  interests: string[];
  boardNames: string[];
  sectionNames: string[];
  adjectives: string[];
  nouns: string[];
  /** {adj}, {noun}, {place}, {n}, {color} are filled in. */
  titles: string[];
  sentences: string[];
  /** [hostname as linked (maybe with www.), display name] */
  sites: Array<[string, string]>;
  annotations: string[];
  /** Product nouns and a price band in whole currency units; empty when the theme sells nothing. */
  products: string[];
  priceBand: [number, number];
}

export const PLACES = [
  'Lisbon', 'Kyoto', 'the Dolomites', 'Oaxaca', 'Copenhagen', 'the Amalfi Coast', 'Marrakech', 'Vancouver',
  'the Scottish Highlands', 'Seoul', 'Cape Town', 'Patagonia', 'Porto', 'Hanoi', 'Santa Fe', 'Iceland',
];

export const COLORS = [
  'sage', 'terracotta', 'cream', 'navy', 'mustard', 'blush', 'charcoal', 'olive', 'rust', 'ivory',
  'cobalt', 'forest green', 'lavender', 'sand', 'burgundy', 'butter yellow',
];

export const THEMES: Theme[] = [
  {
    key: 'interiors',
    category: 'home_decor',
    interests: ['Home decor', 'Interior design', 'Architecture', 'Design'],
    boardNames: ['Living room ideas', 'Dream kitchen', 'Bedroom refresh', 'Small space living', 'Bathroom inspo',
      'Cozy corners', 'Entryway styling', 'Home office', 'Paint colors', 'Scandinavian interiors', 'Mid-century modern',
      'Reading nooks', 'Dining room', 'Rental-friendly upgrades'],
    sectionNames: ['Lighting', 'Textiles', 'Storage', 'Walls', 'Furniture', 'Plants', 'Before and after'],
    adjectives: ['cozy', 'airy', 'minimal', 'warm', 'layered', 'rustic', 'modern', 'vintage', 'bright', 'calm'],
    nouns: ['living room', 'reading nook', 'kitchen', 'entryway', 'bedroom', 'gallery wall', 'bookshelf',
      'bathroom', 'dining nook', 'home office', 'window seat', 'sofa corner'],
    titles: ['{adj} {noun} ideas', 'A {adj} {color} {noun}', '{n} ways to style a {adj} {noun}',
      'How we made our {noun} feel {adj}', '{color} {noun} inspiration', 'Small {noun}, big personality',
      'The {adj} {noun} makeover', 'Styling a {noun} on a budget'],
    sentences: ['Layer textures and keep the palette simple.', 'Swap the overhead light for two low lamps.',
      'Limewash walls add depth without clutter.', 'We found the rug secondhand and the chairs at a flea market.',
      'A single large print reads calmer than many small frames.', 'Mix warm wood with one bold color.',
      'Floating shelves keep the floor clear in a small room.', 'Linen curtains soften the light all day.'],
    sites: [['www.houseandhollow.com', 'House & Hollow'], ['dwellwell.net', 'Dwell Well'], ['www.theplainroom.com', 'The Plain Room'], ['blog.rentersrefresh.com', 'Renters Refresh'], ['studiowarmth.co.uk', 'Studio Warmth']],
    annotations: ['Living Room', 'Interior', 'Sofa', 'Lamp', 'Rug', 'Wood', 'Shelf', 'Plant', 'Window', 'Neutral Tones', 'Cushion'],
    products: ['linen throw', 'ceramic table lamp', 'wool rug', 'oak side table', 'stoneware vase', 'rattan mirror', 'velvet cushion'],
    priceBand: [18, 420],
  },
  {
    key: 'recipes',
    category: 'food_drink',
    interests: ['Recipes', 'Desserts', 'Vegan recipes', 'Baking'],
    boardNames: ['Weeknight dinners', 'Baking projects', 'Sweet treats', 'Vegan favorites', 'Soup season',
      'Brunch ideas', 'Meal prep', 'Pasta night', 'Summer salads', 'Holiday cookies', 'Breads and doughs', 'Cocktail hour'],
    sectionNames: ['Mains', 'Sides', 'Desserts', 'Breakfast', 'Drinks', 'To try'],
    adjectives: ['easy', 'creamy', 'crispy', 'one-pot', 'healthy', 'spicy', 'lemony', 'roasted', 'no-bake', 'smoky'],
    nouns: ['tomato pasta', 'banana bread', 'chickpea curry', 'lemon tart', 'sourdough loaf', 'ramen bowl',
      'chocolate cake', 'shakshuka', 'mushroom risotto', 'peach cobbler', 'falafel wraps', 'miso soup', 'apple galette'],
    titles: ['{adj} {noun}', 'The best {adj} {noun}', '{n}-minute {noun}', '{adj} {noun} (ready in {n} minutes)',
      'Grandma\'s {noun}', 'Better-than-takeout {noun}', '{adj} {noun} for a crowd', 'Weeknight {noun}'],
    sentences: ['Everything comes together in one pan.', 'Make the sauce ahead and reheat gently.',
      'Use ripe fruit for the best flavor.', 'Toast the spices first; it makes all the difference.',
      'Freezes well for up to three months.', 'Serve with crusty bread and a green salad.',
      'Swap the butter for olive oil to keep it vegan.', 'Rest the dough overnight for a deeper flavor.'],
    sites: [['www.saltandhearth.com', 'Salt & Hearth'], ['smallbatchkitchen.net', 'Small Batch Kitchen'], ['www.weeknightpot.com', 'Weeknight Pot'], ['crumbandcrust.co', 'Crumb & Crust'], ['greenplatekitchen.com', 'Green Plate Kitchen']],
    annotations: ['Food', 'Recipe', 'Dish', 'Baking', 'Dessert', 'Cuisine', 'Ingredient', 'Vegetable', 'Bread', 'Sauce', 'Meal'],
    products: ['cast iron skillet', 'linen apron', 'stoneware baking dish', 'olive wood board'],
    priceBand: [14, 160],
  },
  {
    key: 'travel',
    category: 'travel',
    interests: ['Travel', 'Outdoors', 'Photography'],
    boardNames: ['Travel bucket list', 'Europe trip', 'Road trip ideas', 'Beach escapes', 'Mountain hikes',
      'City guides', 'Weekend getaways', 'Packing lists', 'Camping', 'Places to stay'],
    sectionNames: ['Where to eat', 'Where to stay', 'Things to do', 'Packing', 'Day trips'],
    adjectives: ['hidden', 'perfect', 'slow', 'budget', 'scenic', 'first-timer', 'sunny', 'quiet', 'wild', 'unforgettable'],
    nouns: ['weekend', 'itinerary', 'day trip', 'coastal walk', 'food tour', 'road trip', 'hike', 'city guide', 'train journey'],
    titles: ['A {adj} {noun} in {place}', '{n} days in {place}', '{place}: a {adj} {noun}', 'Where to eat in {place}',
      'The {adj} guide to {place}', 'Packing for {place}', '{n} {adj} spots in {place}'],
    sentences: ['Go early to beat the crowds.', 'The old town is best explored on foot.',
      'Book the sleeper train a few weeks ahead.', 'Pack layers; evenings get cold even in summer.',
      'Our favorite cafe was two streets back from the harbor.', 'The trail is steep but the view is worth it.',
      'Most museums are free on the first Sunday of the month.', 'Rent bikes and follow the river path.'],
    sites: [['www.slowroutes.com', 'Slow Routes'], ['wayfarernotes.net', 'Wayfarer Notes'], ['www.carryonlight.com', 'Carry On Light'], ['trailandtable.travel', 'Trail & Table'], ['postcardsfrom.blog', 'Postcards From']],
    annotations: ['Travel', 'Landscape', 'Mountain', 'Sea', 'Sky', 'Architecture', 'Street', 'Beach', 'Town', 'Sunset', 'Nature'],
    products: ['canvas weekender bag', 'packing cubes', 'travel journal'],
    priceBand: [12, 220],
  },
  {
    key: 'fashion',
    category: 'womens_fashion',
    interests: ["Women's fashion", "Men's fashion", 'Hair and beauty', 'Jewelry'],
    boardNames: ['Everyday outfits', 'Capsule wardrobe', 'Fall style', 'Summer looks', 'Workwear',
      'Hair ideas', 'Jewelry box', 'Street style', 'Wedding guest outfits', 'Shoes'],
    sectionNames: ['Tops', 'Shoes', 'Accessories', 'Outerwear', 'Hair'],
    adjectives: ['effortless', 'classic', 'minimal', 'oversized', 'tailored', 'relaxed', 'bold', 'layered', 'monochrome', 'retro'],
    nouns: ['trench coat', 'linen shirt', 'knit sweater', 'wide-leg trousers', 'slip dress', 'loafers', 'gold hoops',
      'denim jacket', 'wool blazer', 'braided updo', 'midi skirt'],
    titles: ['{n} ways to wear a {noun}', 'The {adj} {noun}', '{adj} {color} {noun} outfit', 'How to style a {noun}',
      '{color} {noun} for every season', 'Capsule wardrobe: the {noun}', 'Easy {adj} looks with a {noun}'],
    sentences: ['Tuck the front and roll the sleeves.', 'Neutral basics make the bold piece stand out.',
      'Invest in shoes you can walk in all day.', 'Tailoring makes secondhand finds look new.',
      'Layer fine chains of different lengths.', 'One color head to toe looks instantly polished.'],
    sites: [['www.thewornedit.com', 'The Worn Edit'], ['closetnotes.co', 'Closet Notes'], ['www.stylerepeat.com', 'Style Repeat'], ['threadsandthings.net', 'Threads & Things']],
    annotations: ['Fashion', 'Outfit', 'Clothing', 'Coat', 'Shoe', 'Jewelry', 'Street Fashion', 'Denim', 'Dress', 'Hairstyle'],
    products: ['wool coat', 'silk scarf', 'leather tote', 'gold hoop earrings', 'linen shirt', 'knit cardigan', 'suede loafers'],
    priceBand: [22, 380],
  },
  {
    key: 'crafts',
    category: 'diy_and_crafts',
    interests: ['DIY and crafts', 'Knitting', 'Ceramics', 'Sewing'],
    boardNames: ['Knitting patterns', 'Pottery inspiration', 'Sewing projects', 'DIY home projects', 'Craft ideas',
      'Embroidery', 'Macrame', 'Paper crafts', 'Quilting', 'Woodworking'],
    sectionNames: ['Patterns', 'Techniques', 'Finished', 'Supplies', 'Someday'],
    adjectives: ['beginner', 'chunky', 'simple', 'handmade', 'upcycled', 'no-sew', 'weekend', 'mini', 'colorful', 'textured'],
    nouns: ['cardigan', 'tote bag', 'mug', 'planter', 'quilt', 'wall hanging', 'bowl', 'tea towel', 'shelf', 'scarf', 'vase'],
    titles: ['{adj} {noun} pattern', 'How to make a {adj} {noun}', 'DIY {color} {noun}', '{n} {adj} {noun} ideas',
      'Free pattern: {adj} {noun}', 'My first {noun}', 'Weekend project: {adj} {noun}'],
    sentences: ['The pattern is free and beginner friendly.', 'Block the finished piece for crisp edges.',
      'Wedge the clay well to remove air bubbles.', 'Use a walking foot for thick layers.',
      'Leftover yarn works perfectly here.', 'Sand between coats for a smooth finish.',
      'Full tutorial with step-by-step photos.'],
    sites: [['www.loopandpurl.com', 'Loop & Purl'], ['kilnnotes.net', 'Kiln Notes'], ['www.stitchlab.co.uk', 'Stitch Lab'], ['makeitmonday.com', 'Make It Monday'], ['handsoncraft.org', 'Hands On Craft']],
    annotations: ['Craft', 'Knitting', 'Wool', 'Pottery', 'Ceramic', 'Textile', 'Pattern', 'Handmade', 'Thread', 'Wood'],
    products: ['merino yarn bundle', 'glazed ceramic mug', 'embroidery kit', 'pottery tool set', 'quilting fabric pack'],
    priceBand: [9, 140],
  },
  {
    key: 'garden',
    category: 'gardening',
    interests: ['Gardening', 'Houseplants', 'Outdoors'],
    boardNames: ['Garden planning', 'Houseplant care', 'Balcony garden', 'Vegetable patch', 'Cottage garden',
      'Herb garden', 'Garden club swaps', 'Cut flowers'],
    sectionNames: ['Seeds', 'Layouts', 'Tools', 'Pests', 'Harvest'],
    adjectives: ['low-maintenance', 'shady', 'tiny', 'wild', 'pollinator-friendly', 'container', 'drought-tolerant', 'lush'],
    nouns: ['balcony garden', 'herb spiral', 'raised bed', 'fern corner', 'tomato patch', 'cutting garden', 'monstera', 'window box'],
    titles: ['{adj} {noun}', 'How to start a {noun}', '{n} plants for a {adj} {noun}', 'Our {adj} {noun} this year',
      'A {adj} {noun} for beginners'],
    sentences: ['Water deeply and less often.', 'Start seeds indoors six weeks before the last frost.',
      'Most herbs love full sun and gritty soil.', 'Rotate houseplants every week for even growth.',
      'Mulch keeps the roots cool in summer.'],
    sites: [['www.greenthumbdiary.com', 'Green Thumb Diary'], ['plotandpot.net', 'Plot & Pot'], ['www.balconybloom.com', 'Balcony Bloom'], ['seedtoseason.org', 'Seed to Season']],
    annotations: ['Plant', 'Garden', 'Flower', 'Leaf', 'Houseplant', 'Herb', 'Flowerpot', 'Soil', 'Green'],
    products: ['terracotta planter', 'brass watering can', 'seed starter kit', 'pruning shears'],
    priceBand: [8, 95],
  },
  {
    key: 'art',
    category: 'art',
    interests: ['Art', 'Illustrations and posters', 'Photography', 'Design', 'Quotes'],
    boardNames: ['Art I love', 'Illustration', 'Color palettes', 'Posters', 'Photography', 'Typography',
      'Sketchbook ideas', 'Abstract art'],
    sectionNames: ['Painting', 'Print', 'Color', 'Type', 'References'],
    adjectives: ['abstract', 'bold', 'soft', 'geometric', 'hand-drawn', 'muted', 'vibrant', 'minimal', 'textured'],
    nouns: ['color palette', 'poster', 'gouache study', 'print', 'sketchbook page', 'linocut', 'mural', 'collage'],
    titles: ['{adj} {noun}', '{color} and {color2} {noun}', '{n} {adj} {noun} ideas', 'Study in {color}',
      'The {adj} {noun} series', '{adj} {noun} no. {n}'],
    sentences: ['Limited palettes make stronger compositions.', 'Printed on recycled cotton paper.',
      'Gouache on paper, about A4.', 'Shapes first, details last.', 'Warm against cool always works.'],
    sites: [['www.colorcollective.art', 'Color Collective'], ['printroom.studio', 'Print Room'], ['www.sketchdaily.net', 'Sketch Daily'], ['muraljournal.com', 'Mural Journal']],
    annotations: ['Art', 'Painting', 'Pattern', 'Design', 'Illustration', 'Color', 'Abstract', 'Poster', 'Graphics', 'Circle'],
    products: ['giclee art print', 'abstract poster', 'gouache paint set', 'linen sketchbook'],
    priceBand: [15, 260],
  },
  {
    key: 'wellness',
    category: 'health',
    interests: ['Fitness', 'Yoga', 'Outdoors'],
    boardNames: ['Workout ideas', 'Yoga flows', 'Running', 'Stretching', 'Healthy habits', 'Home gym'],
    sectionNames: ['Strength', 'Mobility', 'Cardio', 'Rest'],
    adjectives: ['quick', 'gentle', 'full-body', 'beginner', 'morning', 'low-impact', 'ten-minute', 'evening'],
    nouns: ['yoga flow', 'stretch routine', 'core workout', 'running plan', 'mobility routine', 'walk'],
    titles: ['{adj} {noun}', '{n}-minute {adj} {noun}', 'A {adj} {noun} you can do anywhere', 'My {adj} {noun}'],
    sentences: ['Move slowly and breathe through each pose.', 'Consistency beats intensity.',
      'Warm up for five minutes before you start.', 'No equipment needed.'],
    sites: [['www.movewell.fit', 'Move Well'], ['dailystretch.net', 'Daily Stretch'], ['www.runnersnotebook.com', 'Runners Notebook']],
    annotations: ['Yoga', 'Exercise', 'Fitness', 'Stretching', 'Running', 'Health', 'Mat'],
    products: ['cork yoga block', 'cotton yoga mat', 'resistance band set'],
    priceBand: [12, 120],
  },
  {
    key: 'events',
    category: 'event_planning',
    interests: ['Weddings', 'Holidays and events', 'Party ideas'],
    boardNames: ['Wedding ideas', 'Birthday party', 'Holiday decor', 'Table settings', 'Gift ideas',
      'Dinner party', 'Baby shower', 'Halloween'],
    sectionNames: ['Decor', 'Food', 'Favors', 'Invitations', 'Flowers'],
    adjectives: ['rustic', 'elegant', 'budget', 'garden', 'intimate', 'festive', 'simple', 'whimsical'],
    nouns: ['table setting', 'centerpiece', 'party', 'wedding arch', 'gift wrap', 'place card', 'dessert table', 'garland'],
    titles: ['{adj} {noun} ideas', 'DIY {adj} {noun}', '{n} {adj} {noun} ideas', 'A {adj} {color} {noun}',
      'Our {adj} {noun}'],
    sentences: ['Dried flowers last for weeks.', 'Candles in mismatched holders look intentional.',
      'Print the place cards on kraft paper.', 'Keep the centerpiece low so guests can talk.'],
    sites: [['www.partyatours.com', 'Party at Ours'], ['thesimplecelebration.net', 'The Simple Celebration'], ['www.tablefortwelve.com', 'Table for Twelve']],
    annotations: ['Table', 'Wedding', 'Flower', 'Party', 'Candle', 'Decoration', 'Tableware', 'Gift'],
    products: ['linen napkin set', 'taper candle set', 'dried flower bouquet', 'kraft gift wrap'],
    priceBand: [10, 150],
  },
  {
    key: 'family',
    category: 'parenting',
    interests: ['Kids and parenting', 'Education', 'Animals'],
    boardNames: ['Kids activities', 'Nursery', 'Rainy day crafts', 'Learning at home', 'Pets', 'Family recipes'],
    sectionNames: ['Toddlers', 'School age', 'Outdoors', 'Printables'],
    adjectives: ['easy', 'screen-free', 'rainy day', 'outdoor', 'educational', 'quiet', 'messy', 'five-minute'],
    nouns: ['activity', 'sensory bin', 'reading corner', 'science experiment', 'nursery shelf', 'dog bed', 'art station'],
    titles: ['{n} {adj} {noun} ideas', 'A {adj} {noun}', 'DIY {noun}', '{adj} {noun} for little ones'],
    sentences: ['Uses things you already have at home.', 'Keeps them busy for a good half hour.',
      'Printable version at the link.', 'Supervise little ones with small parts.'],
    sites: [['www.littlehandslab.com', 'Little Hands Lab'], ['playfullearning.org', 'Playful Learning'], ['www.pawsandpillows.net', 'Paws & Pillows']],
    annotations: ['Child', 'Toy', 'Play', 'Dog', 'Cat', 'Book', 'Room', 'Craft'],
    products: ['wooden block set', 'play mat', 'picture book bundle'],
    priceBand: [9, 90],
  },
];

export const FILLER_SENTENCES = [
  'Saving this for later.', 'So many good ideas here.', 'Trying this next weekend.',
  'Found via a friend and I love it.', 'Full details at the link.', 'Bookmarking for the next project.',
  'This one is a keeper.', 'Simple, and it works.',
];

export const HASHTAGS = ['#inspiration', '#weekend', '#handmade', '#homedecor', '#recipes', '#travel', '#diy', '#style'];

export const PRODUCT_LABELS = [['Free shipping'], ['Bestseller'], ['Handmade'], ['Sale', 'Free shipping'], ['New arrival']];

export const STORY_TEXTS = [
  'Step 1: gather everything first.', 'Here is how it turned out.', 'The secret is patience.',
  'Swipe for the details.', 'Before and after.', 'What I would do differently.', 'Supplies list.',
];

export const AGE_BUCKETS = ['18-24', '25-34', '35-44', '45-49', '50-54', '55-64', '65+'];
export const GEO_REGIONS = ['California', 'Texas', 'New York', 'Ontario', 'Bavaria', 'Ile-de-France', 'New South Wales', 'Washington'];
export const POSTAL_CODES = ['94107', '73301', '10001', 'M5V 2T6', '80331', '75003', '2000', '98101'];
export const KEYWORDS = ['cozy living room', 'easy dinner', 'fall outfits', 'travel packing', 'pottery ideas', 'garden planning'];
