// The demo blog: two dozen posts of the kind a New Zealand furniture shop writes, a few days
// apart, newest first on the list. Their pictures are the shop's own generated product images.
// Enough posts for three full pages of the list and a fourth that ends it ('NO MORE BLOG').
import { productImageUrl } from '../../domain/product-images.ts';
import type { blogPosts } from '../schema-content.ts';

type Post = {
  url: string;
  name: string;
  picture: [shape: string, colour: string, view: number];
  description: string;
  author: string;
  sections: [heading: string, text: string][];
};

const AUTHORS = ['Aroha Ngata', 'Tom Gillespie', 'Mei Lin Chen', 'Hana Williams'];

const POSTS: Post[] = [
  {
    url: 'caring-for-solid-timber',
    name: 'Caring for solid timber furniture through a New Zealand year',
    picture: ['dining-table', 'natural-oak', 2],
    description:
      'Dry winters with the heat pump on, humid summers by the coast: how to keep oak and rimu tables looking their best.',
    author: AUTHORS[0]!,
    sections: [
      [
        'Why timber moves',
        'Solid wood takes up and gives off moisture with the seasons. A table that fits snugly in February may show a hairline gap at the joins by July, when the heat pump runs all day. That is timber being timber, not a fault.',
      ],
      [
        'Everyday care',
        'Wipe spills at once with a damp cloth and dry along the grain. Use placemats under hot dishes and coasters under glasses. Keep pieces a metre from heaters and out of strong afternoon sun, which fades oak faster than you would expect.',
      ],
      [
        'Oiling once or twice a year',
        'Oiled finishes like ours drink up a fresh coat of hardwax oil every six to twelve months. Sand any marks lightly with 320 grit, wipe on a thin coat, leave it ten minutes and buff off the rest. Your table will look new for Christmas lunch.',
      ],
    ],
  },
  {
    url: 'choosing-a-sofa',
    name: 'How to choose a sofa you will still love in ten years',
    picture: ['sofa', 'sage', 2],
    description:
      'Seat depth, frame, fabric and the tape measure: a calm guide to the biggest piece in the living room.',
    author: AUTHORS[1]!,
    sections: [
      [
        'Measure twice',
        "Measure the room, the doorways, the hallway and any tight corner on the way in. Lay masking tape on the floor in the sofa's footprint and live with it for a weekend.",
      ],
      [
        'Sit the way you live',
        'Tall people and nappers want a seat depth of 60 cm or more; upright readers are happier around 55 cm. Feather-wrapped foam cushions look relaxed, high-resilience foam keeps its shape.',
      ],
      [
        'Fabrics for real life',
        'Performance weaves shrug off muddy paws and juice. Linen blends soften beautifully but crease. Ask for a swatch and leave it in the sun on your windowsill for a week.',
      ],
    ],
  },
  {
    url: 'small-apartment-living-wellington',
    name: 'Small apartment living in Wellington: making 45 square metres feel generous',
    picture: ['armchair', 'terracotta', 2],
    description:
      'Furniture on legs, one good armchair and storage that climbs the walls: ideas from a Te Aro apartment.',
    author: AUTHORS[2]!,
    sections: [
      [
        'Show the floor',
        'Pieces on slim legs let light pass under them, and the room reads larger. A sofa with a raised base and a glass or round coffee table keep the walkway open.',
      ],
      [
        'One piece, two jobs',
        'An extending dining table for four that seats eight when friends come over, an ottoman that hides blankets, a desk that doubles as a dressing table.',
      ],
      [
        'Go up, not out',
        'Tall bookcases and wall shelves use space the floor cannot give you. Keep the top shelf for things you use once a season.',
      ],
    ],
  },
  {
    url: 'outdoor-furniture-coastal-homes',
    name: 'Outdoor furniture for coastal homes: teak, aluminium and salt air',
    picture: ['outdoor-lounge', 'natural-oak', 2],
    description:
      'From the Coromandel to Kaikōura, salt spray is hard on outdoor furniture. What lasts, and how to look after it.',
    author: AUTHORS[3]!,
    sections: [
      [
        'Materials that cope',
        'Grade A teak is rich in natural oils and silvers gracefully. Powder-coated aluminium will not rust, though a rinse with fresh water keeps the finish bright. Avoid raw steel within a kilometre of the sea.',
      ],
      [
        'Cushions and covers',
        'Solution-dyed acrylic fabrics resist fading under our strong UV. Stand cushions on their edge after rain so they drain, and store them in a deck box over winter.',
      ],
      [
        'A yearly clean',
        'In spring, wash teak with warm soapy water and a soft brush. Rinse aluminium frames every month or so, especially after a storm.',
      ],
    ],
  },
  {
    url: 'bedroom-sanctuary',
    name: 'Creating a bedroom sanctuary: calm colours and less clutter',
    picture: ['bed', 'oatmeal', 2],
    description:
      'Soft neutrals, good storage and a bed that anchors the room: how to make the bedroom the calmest place in the house.',
    author: AUTHORS[0]!,
    sections: [
      [
        'Start with the bed',
        'Centre the bed on the wall you see first from the door. An upholstered bedhead in oatmeal or sage softens the room and makes reading in bed a pleasure.',
      ],
      [
        'Storage that hides',
        'A tallboy holds more than a wide dresser in a narrow room, and bedside tables with drawers keep chargers and books out of sight.',
      ],
      [
        'Layer the light',
        'A warm bedside lamp on each side, a dimmer on the ceiling light and block-out curtains for long summer evenings.',
      ],
    ],
  },
  {
    url: 'choosing-the-right-mattress',
    name: 'Choosing the right mattress: firm, medium or plush?',
    picture: ['mattress', 'white', 2],
    description:
      'Side sleepers, back sleepers and restless partners: how to pick a mattress feel, and why you should try before you buy.',
    author: AUTHORS[1]!,
    sections: [
      [
        'How you sleep matters',
        'Side sleepers usually want a medium or plush feel that lets the shoulder sink. Back and stomach sleepers are often happier on medium-firm.',
      ],
      [
        'Pocket springs and foam',
        'Individually wrapped springs move on their own, so you feel less of your partner turning over. Foam layers on top add pressure relief.',
      ],
      [
        'Give it time',
        'Your body takes about three weeks to get used to a new mattress. Rotate it head to toe every three months for the first year.',
      ],
    ],
  },
  {
    url: 'dining-room-for-entertaining',
    name: 'A dining room made for long lunches and big whānau dinners',
    picture: ['dining-set', 'natural-oak', 1],
    description:
      'Table sizes, chair spacing and sideboards that earn their keep: planning a dining room for entertaining.',
    author: AUTHORS[2]!,
    sections: [
      [
        'Size the table',
        'Allow 60 cm of table edge per person and a metre of clear space behind each chair. A 2.2 metre table seats eight in comfort.',
      ],
      [
        'Mix the chairs',
        'Matching chairs are classic; a bench on one side fits the kids and squeezes in one more guest at Christmas.',
      ],
      [
        'The sideboard',
        'A sideboard keeps platters, candles and the good glasses within reach, and gives you a surface for serving.',
      ],
    ],
  },
  {
    url: 'home-office-that-works',
    name: 'A home office that works: desks, chairs and daylight',
    picture: ['desk', 'walnut', 2],
    description: 'Working from home in Auckland or Ashburton? Set up a desk that is good for your back and your focus.',
    author: AUTHORS[3]!,
    sections: [
      [
        'Desk height',
        'Most people are comfortable at a desk 72 to 75 cm high. Your elbows should rest at about ninety degrees when typing.',
      ],
      [
        'A chair worth sitting in',
        'Look for adjustable seat height, lumbar support and a seat depth that leaves two fingers between the edge and the back of your knees.',
      ],
      [
        'Face the light',
        'Place the desk side-on to a window to cut screen glare, and add a lamp for winter afternoons.',
      ],
    ],
  },
  {
    url: 'styling-open-bookcases',
    name: 'Styling open bookcases without the clutter',
    picture: ['bookcase', 'natural-oak', 2],
    description:
      'Books, plants and a few treasures: the simple rules stylists use to make shelves look collected, not crowded.',
    author: AUTHORS[0]!,
    sections: [
      [
        'Odd numbers and space',
        'Group objects in threes and leave a third of each shelf empty. Stack some books flat to break up rows of spines.',
      ],
      ['Colour and texture', 'Repeat one colour across shelves, and mix timber, ceramic and greenery for texture.'],
      [
        'Heavy at the bottom',
        'Keep big books and baskets on the lower shelves. It looks settled and keeps the bookcase steady in an earthquake; fix it to the wall as well.',
      ],
    ],
  },
  {
    url: 'earthquake-safe-furniture',
    name: 'Earthquake-safe furniture: securing tall pieces at home',
    picture: ['tallboy', 'walnut', 1],
    description:
      'Simple steps to keep bookcases, tallboys and TVs in place when the ground shakes, from a Christchurch household.',
    author: AUTHORS[1]!,
    sections: [
      [
        'Fix it to the wall',
        'Every tall piece we sell comes with a wall strap. Screw it into a stud, not just the plasterboard.',
      ],
      [
        'Lower the weight',
        'Heavy things go on the bottom shelves and in the bottom drawers. Use museum putty under vases and frames.',
      ],
      ['Clear the way out', 'Keep hallways and the path to the door clear, and do not place a bookcase over a bed.'],
    ],
  },
  {
    url: 'rugs-for-every-room',
    name: 'Rugs for every room: sizes that make a space feel finished',
    picture: ['coffee-table', 'walnut', 2],
    description:
      'Too small is the most common rug mistake. Here are the sizes that work under sofas, beds and dining tables.',
    author: AUTHORS[2]!,
    sections: [
      [
        'Living room',
        'The front legs of every seat should sit on the rug. In most lounges that means 2 by 3 metres or larger.',
      ],
      [
        'Under the bed',
        'A rug should reach 50 to 60 cm out on both sides of a queen bed, so your feet land somewhere soft on a frosty morning.',
      ],
      ['Dining', 'Chairs should stay on the rug when pulled out: add 70 cm to each side of the table.'],
    ],
  },
  {
    url: 'winter-warmth-living-room',
    name: 'Winter warmth: making the living room cosy for the cold months',
    picture: ['sofa', 'charcoal', 1],
    description: 'Throws, layered light and moving the sofa closer to the fire: easy changes for a Dunedin winter.',
    author: AUTHORS[3]!,
    sections: [
      [
        'Move the furniture in',
        'Pull seating into a tighter group around the fire or heat pump and away from cold windows.',
      ],
      [
        'Layer textiles',
        'Wool throws, velvet cushions and a thick rug add warmth you can feel, and swap easily in spring.',
      ],
      ['Warm light', 'Swap cool bulbs for warm white (2700K) and light lamps at different heights.'],
    ],
  },
  {
    url: 'kids-rooms-that-grow',
    name: 'Kids\u2019 rooms that grow with them',
    picture: ['bedside', 'white', 2],
    description: 'Furniture that goes from toddler to teen: beds, storage and desks that last through every stage.',
    author: AUTHORS[0]!,
    sections: [
      ['Buy the bigger bed', 'A king single lasts from the first big-kid bed to the last year of school.'],
      [
        'Low storage first',
        'Baskets and low drawers let little ones tidy up themselves. Add a desk and shelves as homework arrives.',
      ],
      [
        'Neutral base, bright accents',
        'Keep the big pieces in timber or white and change colour with bedding and art.',
      ],
    ],
  },
  {
    url: 'entryway-first-impressions',
    name: 'Entryways: first impressions in a narrow hallway',
    picture: ['sideboard', 'smoked-oak', 1],
    description:
      'A slim console, hooks at two heights and a mirror: how to make the front door work harder in a villa hallway.',
    author: AUTHORS[1]!,
    sections: [
      ['A slim console', 'Look for something 30 cm deep or less so the hallway stays clear for the pram and the dog.'],
      ['Hooks and a bench', 'Hooks at adult and child height and a bench for pulling on gumboots.'],
      ['A mirror', 'A mirror doubles the light in a dark hallway and gives a last look before leaving.'],
    ],
  },
  {
    url: 'mixing-timber-tones',
    name: 'Mixing timber tones with confidence',
    picture: ['dining-chair', 'walnut', 2],
    description: 'Oak floors and a walnut table? Yes. The simple rules for combining different woods in one room.',
    author: AUTHORS[2]!,
    sections: [
      ['Pick a lead wood', 'Let one timber cover most of the room and use others as accents.'],
      [
        'Match the undertone',
        'Warm woods like rimu and cherry sit together happily; cool ash and grey-washed oak pair well.',
      ],
      [
        'Repeat to connect',
        'Repeat each tone at least twice, say a walnut frame on the wall to echo the walnut table.',
      ],
    ],
  },
  {
    url: 'sustainable-furniture-choices',
    name: 'Sustainable furniture choices for New Zealand homes',
    picture: ['bar-stool', 'natural-oak', 2],
    description: 'Certified timber, repairable designs and buying once: how to furnish with a lighter footprint.',
    author: AUTHORS[3]!,
    sections: [
      ['Look for certification', 'FSC and PEFC labels tell you the timber came from a managed forest.'],
      ['Buy to repair', "Solid timber can be sanded and oiled; replaceable sofa covers extend a sofa's life by years."],
      [
        'Pass it on',
        'Good furniture outlives its first home. Sell, gift or donate it rather than sending it to landfill.',
      ],
    ],
  },
  {
    url: 'deck-styling-summer',
    name: 'Deck styling for a Kiwi summer',
    picture: ['sun-lounger', 'natural-oak', 2],
    description:
      'Shade, seating zones and a few plants: turning the deck into the best room of the house from December to March.',
    author: AUTHORS[0]!,
    sections: [
      ['Zone it', 'A dining zone close to the kitchen door and a lounge zone where the afternoon sun lands.'],
      [
        'Shade first',
        'A market umbrella or shade sail makes the deck usable in the middle of the day. Slip, slop, slap still applies.',
      ],
      ['Plants and light', 'Pots of herbs near the barbecue and festoon lights for long evenings.'],
    ],
  },
  {
    url: 'bed-bases-explained',
    name: 'Bed bases explained: slats, ensembles and storage',
    picture: ['bed-base', 'charcoal', 2],
    description: 'What goes under the mattress matters. The pros and cons of each kind of base.',
    author: AUTHORS[1]!,
    sections: [
      ['Slatted frames', 'Slats let the mattress breathe, which helps in damp houses. Keep gaps under 7 cm.'],
      ['Ensembles', 'A matching base and mattress give an even, supportive feel and a familiar height.'],
      ['Storage bases', 'Drawers or a lift-up base add a whole wardrobe of space in a small bedroom.'],
    ],
  },
  {
    url: 'first-flat-furniture',
    name: 'Furnishing your first flat on a budget',
    picture: ['ottoman', 'mustard', 2],
    description:
      'What to buy first, what to wait for, and where to spend: advice for a first flat in Hamilton or anywhere.',
    author: AUTHORS[2]!,
    sections: [
      [
        'Spend on sleep and sitting',
        'A good mattress and a comfortable sofa are worth the money. Everything else can wait.',
      ],
      [
        'Pieces that move with you',
        'Modular shelving and a round dining table fit into the next flat, whatever its shape.',
      ],
      ['Watch the sales', 'Clearance and hot deals are a good way to buy quality for less.'],
    ],
  },
  {
    url: 'lighting-and-furniture',
    name: 'Lighting that flatters your furniture',
    picture: ['tv-unit', 'walnut', 2],
    description: 'Good lighting makes timber glow and fabrics look rich. A short guide to lamps, bulbs and placement.',
    author: AUTHORS[3]!,
    sections: [
      [
        'Three layers',
        'Ambient light from above, task light for reading and accent light to show off a favourite piece.',
      ],
      ['Colour temperature', 'Warm white bulbs bring out the honey in oak and the depth in walnut.'],
      ['Hide the cables', 'A TV unit with a cable cut-out keeps the room tidy.'],
    ],
  },
  {
    url: 'outdoor-dining-guide',
    name: 'Outdoor dining: choosing a table for the barbecue season',
    picture: ['outdoor-dining', 'natural-oak', 1],
    description: 'Round or rectangular, teak or aluminium, six or ten seats: how to choose an outdoor dining setting.',
    author: AUTHORS[0]!,
    sections: [
      [
        'Size for the crowd',
        'Plan for your usual summer gathering, not the biggest one. Add a bench when the cousins arrive.',
      ],
      ['Materials', 'Teak warms with age; aluminium is light to move and easy to clean.'],
      ['Leave room', 'Allow a metre behind each chair and keep the barbecue at a safe distance.'],
    ],
  },
  {
    url: 'pillows-for-better-sleep',
    name: 'Pillows for better sleep',
    picture: ['pillow', 'white', 1],
    description: 'Height, fill and how often to replace them: the small buy that makes a big difference to your sleep.',
    author: AUTHORS[1]!,
    sections: [
      [
        'Match your sleep position',
        'Side sleepers need a higher pillow to fill the gap to the shoulder; back sleepers a medium one.',
      ],
      ['Fill', 'Latex keeps its shape, microfibre is soft and washable, feather and down mould around you.'],
      [
        'Replace them',
        'Most pillows need replacing every two years. Fold one in half: if it does not spring back, it is time.',
      ],
    ],
  },
  {
    url: 'bedroom-sets-worth-it',
    name: 'Are bedroom sets worth it?',
    picture: ['bedroom-set', 'natural-oak', 1],
    description: 'A matching bed, bedsides and dresser: when a set makes sense, and how to mix pieces if it does not.',
    author: AUTHORS[2]!,
    sections: [
      [
        'When a set works',
        'In a new home a set makes a calm, finished room in one step, and usually costs less than buying separately.',
      ],
      ['Mixing pieces', 'Keep one element in common, such as the timber or the handles, and vary the shapes.'],
      ['Scale', 'Check the dresser fits the wall and still leaves 70 cm to open its drawers.'],
    ],
  },
  {
    url: 'office-chairs-guide',
    name: 'Office chairs: what to look for',
    picture: ['office-chair', 'black', 2],
    description:
      'Lumbar support, adjustable arms and breathable backs: the features that matter for long days at the desk.',
    author: AUTHORS[3]!,
    sections: [
      ['Adjust everything', 'Seat height, arm height and back tilt should all adjust so the chair fits you.'],
      ['Support your back', 'A curve that meets the small of your back keeps you upright without effort.'],
      ['Try it', 'Sit in it for at least ten minutes in the store before you decide.'],
    ],
  },
];

const DAY_MS = 86_400_000;

/** The rows to insert: the first post is the newest, each next one five days older. */
export function buildBlogPosts(now: Date): (typeof blogPosts.$inferInsert)[] {
  return POSTS.map((p, i) => {
    const publishedAt = new Date(now.getTime() - (i * 5 + 1) * DAY_MS);
    const body = [
      p.description,
      ...p.sections.flatMap(([heading, text]) => [`## ${heading}`, text]),
      'Come and see the pieces in store, or ask us anything through the [contact page](/contact).',
    ].join('\n\n');
    return {
      url: p.url,
      name: p.name,
      image: productImageUrl(...p.picture),
      description: p.description,
      body,
      author: p.author,
      published: true,
      publishedAt,
      updatedAt: publishedAt,
    };
  });
}
