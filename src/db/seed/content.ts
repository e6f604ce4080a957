// The help and policy pages a new shop starts with: Markdown a manager then edits in the POS
// (/pos/content). Each page's sections are H5 headings, which the storefront lists as the page's left
// outline. The delivery fee table and the store list are written from the seed's own rows
// (DELIVERY_ZONES, LOCATIONS), so the page says what the checkout charges and where the stores are.
import type { Database } from '../client.ts';
import { contentPages } from '../schema-content.ts';
import { LOCATIONS } from './locations.ts';
import { DELIVERY_ZONE_REGIONS, DELIVERY_ZONES } from './sales.ts';

type PageRow = typeof contentPages.$inferInsert;

const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;

/** The delivery fee table (docs/delivery-fee.md), from the zones the checkout reads. */
export function deliveryFeeTable(): string {
  const lines = [
    '| Zone | Regions | First cubic metre | Each further cubic metre | Courier (small parcels) |',
    '|---|---|---|---|---|',
  ];
  for (const zone of DELIVERY_ZONES) {
    const regions = DELIVERY_ZONE_REGIONS.filter((r) => r.zoneCode === zone.code).map((r) => r.region);
    lines.push(
      `| ${zone.name} | ${regions.join(', ')} | ${dollars(zone.baseCents)} | ${dollars(zone.perCbmCents)} | ${dollars(zone.courierCents)} |`,
    );
  }
  return lines.join('\n');
}

const STORES = LOCATIONS.filter((l) => l.kind === 'store');

/** Our stores, one line each: name, address and phone. */
export function storeList(): string {
  return STORES.map(
    (s) => `- **${s.name}**, ${s.address}. Phone [${s.phone}](tel:${s.phone?.replace(/\s/g, '')}).`,
  ).join('\n');
}

const CONTACT = 'Call us on [0800 555 287](tel:0800555287) or use our [contact form](/contact).';

export function contentPageRows(): PageRow[] {
  return [
    {
      slug: 'privacy-policy',
      title: 'Privacy Policy',
      description:
        'How Kauri Furniture collects, uses, stores and protects your personal information under the New Zealand Privacy Act 2020.',
      body: `Kauri Furniture Limited ("Kauri", "we", "us") respects your privacy. This policy explains what personal information we collect when you shop with us online or in store, why we collect it, and how you can see or correct it. We follow the Information Privacy Principles of the **Privacy Act 2020**.

##### What we collect
- Your name, email address, mobile number, delivery and billing addresses when you order, ask for a quote or create an account.
- Your order history, wishlist and the items in your cart, so we can deliver, support warranty claims and show you what you saved.
- Messages you send us through the contact form, email or phone.
- Technical information such as your browser type and the pages you visit, collected through cookies.

We never collect or store your full card number: card payments are handled by our payment provider on its own secure page.

##### How we use your information
We use your information to process and deliver your order, arrange click & collect, answer your questions, provide after-sales service, and (only if you tick the box or sign up) send you our newsletter. You can unsubscribe from marketing emails at any time using the link in every email.

##### Who we share it with
We share only what is needed with the people who help us serve you: our delivery partners and couriers (your name, address and phone number), our payment and finance providers when you choose them, and our email provider. We do not sell your personal information. Some of these providers store information overseas; we only use providers that protect it to a standard comparable to the Privacy Act 2020.

##### Cookies and analytics
Cookies keep your cart and sign-in working. With your use of the site we also measure which pages and products are popular so we can improve the store. You can block cookies in your browser, but the cart and checkout need them to work.

##### Keeping your information safe
Your information is stored on secure servers in access-controlled systems. Staff can see only what they need to do their job. We keep order records for seven years, as New Zealand tax law requires, and delete or anonymise other information when we no longer need it.

##### Access and correction
You have the right to ask for a copy of the personal information we hold about you and to ask us to correct it. Sign in to your account to update your details yourself, or write to our Privacy Officer. We will answer within 20 working days.

##### Contact our Privacy Officer
Privacy Officer, Kauri Furniture Limited, 45 Springs Road, East Tamaki, Auckland 2013, or [privacy@kauri.example.nz](mailto:privacy@kauri.example.nz). If you are not satisfied with our answer you can complain to the Office of the Privacy Commissioner at [privacy.org.nz](https://www.privacy.org.nz).`,
    },
    {
      slug: 'shipping-policy',
      title: 'Shipping Policy',
      description:
        'Where we deliver in New Zealand, how the delivery fee is worked out, delivery times, and what happens on the day.',
      body: `We deliver furniture to homes and businesses throughout New Zealand from our distribution centres in East Tamaki, Auckland and Hornby, Christchurch. All prices are in New Zealand dollars and include GST.

##### Where we deliver
We deliver to every North Island and South Island address that a truck can reach. Rural, island and some remote addresses (including Waiheke Island, Great Barrier Island and Stewart Island) may need an extra charge or a depot collection; we will contact you before dispatch if so.

##### How the delivery fee is worked out
The fee depends on your delivery zone (from your postcode) and the total volume of the items you have delivered. Small parcels go by courier. See [Delivery Information](/delivery-information) for the full fee table. The fee is shown in your cart as soon as you enter your postcode, before you pay.

##### Delivery times
Each product shows an estimated delivery time (ETA) on its page and in your cart. In-stock items are usually delivered within 3 to 10 working days; items on order show the date we expect them. We will text or call you to book a delivery day.

##### On the delivery day
Our two-person team brings your furniture into the room of your choice on the ground floor or up one flight of stairs. Please measure doorways, hallways and stairs before ordering. Someone aged 18 or over needs to be home to sign for the delivery.

##### Checking your delivery
Please check your items when they arrive and note any damage on the delivery docket. Tell us of any damage within 48 hours of delivery and we will put it right under our [Returns Policy](/returns-policy).

##### Questions
${CONTACT}`,
    },
    {
      slug: 'returns-policy',
      title: 'Returns Policy',
      description:
        'Change of mind returns, faulty items and your rights under the Consumer Guarantees Act 1993 when you buy from Kauri Furniture.',
      body: `We want you to love your furniture. If something is not right, here is how we will help. Nothing in this policy limits your rights under the **Consumer Guarantees Act 1993** or the **Fair Trading Act 1986**.

##### Your rights under the Consumer Guarantees Act
Everything we sell is guaranteed to be of acceptable quality, fit for its purpose and as described. If an item has a fault, we will repair, replace or refund it, depending on how serious the fault is. If the failure is of a substantial character, you may choose a refund or a replacement.

##### Change of mind
If you change your mind, you may return an unused item in its original packaging within 14 days of delivery or collection. We refund the price of the item less a 15% restocking fee; delivery and return freight are not refunded. Clearance items, mattresses and bedding (for hygiene reasons), and items made or ordered specially for you cannot be returned for change of mind.

##### Damaged on arrival
If an item arrives damaged, please tell us within 48 hours of delivery, with photos of the damage and the packaging. We will arrange a repair, replacement or refund at no cost to you.

##### How to start a return
Contact us with your order number and the reason for the return. We will arrange a collection or tell you which store to bring it to. Refunds are made to your original payment method within 10 working days of us receiving the item.

##### Warranty
Most furniture carries a 12-month manufacturer's warranty against faults in materials and workmanship, in addition to your rights under the Consumer Guarantees Act. The warranty does not cover fair wear and tear, misuse or damage from direct sunlight or heat.

##### Contact us
${CONTACT}`,
    },
    {
      slug: 'terms-conditions',
      title: 'Terms & Conditions',
      description:
        'The terms of sale when you buy from Kauri Furniture online or in store: prices, payment, delivery, quotes and your consumer rights.',
      body: `These terms apply to every purchase from Kauri Furniture Limited, online at this website or in one of our stores. By placing an order you agree to them.

##### Prices and GST
All prices are in New Zealand dollars (NZD) and include GST at 15%. Delivery is charged separately and shown in your cart before you pay. We try hard to show the right price; if a price is clearly wrong we will tell you and you may cancel the order for a full refund. Sale prices apply while stock lasts or until the date shown.

##### Orders and payment
Your order is confirmed when payment is approved and we email you the order number. We accept credit and debit cards and the finance options shown at checkout; finance is subject to the provider's lending criteria, fees and terms. Payment plan figures shown on our site are indicative only.

##### Quotes
A quote prepared by our staff holds its prices until the expiry date shown on it. Stock is reserved only once the quote is paid.

##### Delivery and collection
Delivery times are estimates. We will keep you updated if an item is delayed. Risk in the goods passes to you on delivery or collection; ownership passes once the order is paid in full. See our [Shipping Policy](/shipping-policy) and [Click & Collect](/click-and-collect) pages.

##### Consumer Guarantees Act and Fair Trading Act
Your rights under the Consumer Guarantees Act 1993 and the Fair Trading Act 1986 are not affected by these terms. Where you buy for business purposes, the Consumer Guarantees Act does not apply, as section 43 of that Act allows.

##### Liability
We are not liable for indirect loss, except where the law says we cannot exclude it.

##### Changes to these terms
We may update these terms from time to time; the terms on this page when you place your order are the ones that apply to it. These terms are governed by New Zealand law.`,
    },
    {
      slug: 'delivery-information',
      title: 'Delivery Information',
      description:
        'Delivery fees by New Zealand zone and volume, courier for small parcels, delivery times and what to expect on the day.',
      body: `Items you choose to have delivered are brought to your door by our own teams and trusted freight partners. Items you collect from a store cost nothing to deliver.

##### Delivery fees
The delivery zone comes from your postcode. The zone's base fee covers the first cubic metre of the items delivered; each further cubic metre costs the zone's per-cubic-metre rate, pro rata. A small parcel of 0.15 cubic metres or less in all goes by courier at the zone's courier price. All fees are in NZD and include GST.

${deliveryFeeTable()}

##### How volume is measured
Each product's packed volume (in cubic metres) is multiplied by the quantity you order. Bundles count by their own packed volume. Your cart works the fee out as soon as you enter your postcode.

##### Free delivery offers
When a free delivery promotion or coupon applies, the delivery fee is zero for the whole order.

##### Delivery times
The estimated delivery time is shown for each item on the product page and in your cart. We will contact you to arrange a day that suits you.

##### Rural and remote addresses
Rural delivery addresses are included in the zone of their region. For islands and remote locations we may arrange delivery to the nearest freight depot; we will call you first.`,
    },
    {
      slug: 'click-and-collect',
      title: 'Click & Collect',
      description: 'Buy online and collect from a Kauri Furniture store near you, at no charge.',
      body: `Choose **Collect** for an item in your cart, pick the store, and collect it free of charge when it is ready.

##### How it works
1. Add items to your cart and choose Collect instead of Delivered for each item you want to pick up.
2. Choose the store you want to collect from and complete your order.
3. We will email or text you when your order is ready, usually within 2 to 5 working days.

##### Our stores
${storeList()}

##### What to bring
Bring your order number and photo ID (a driver licence or passport). If someone else is collecting for you, let us know their name and they will need their own photo ID.

##### Loading your furniture
Our team will help you load your vehicle. Please bring a vehicle big enough for your items, and ropes or straps for a trailer; we cannot load items that are unsafe to carry.

##### How long we hold your order
We hold your order for 14 days after we tell you it is ready. After that, please contact us to arrange another time or delivery.`,
    },
    {
      slug: 'finance-options',
      title: 'Finance Options',
      description:
        'Spread the cost of your furniture with interest-free finance from Gem, Q Mastercard, Finance Now or Laybuy. Work out your payments.',
      body: `Take your furniture home now and pay it off over time. Use the calculator to see the months and weekly payment for your purchase.

##### Interest-free finance
Gem Visa, Q Mastercard and Finance Now offer interest-free terms on qualifying purchases. Choose the provider at checkout and you will be taken to apply; most applications are answered within minutes.

##### Laybuy
Receive your order now and pay for it in six weekly interest-free payments, on purchases up to $1,500.

##### Things to know
Lending criteria, fees, terms and conditions apply. Establishment and account fees are charged by the finance provider. Payments shown are indicative only and are worked out on the full purchase price including GST.`,
    },
  ];
}

/** Writes the pages that are missing (an edited page is left as the manager saved it). */
export async function seedContentPages(db: Database, now: Date = new Date()): Promise<number> {
  const rows = contentPageRows().map((r) => ({ ...r, updatedAt: now }));
  const written = await db.insert(contentPages).values(rows).onConflictDoNothing().returning({ id: contentPages.id });
  return written.length;
}
