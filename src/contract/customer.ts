// A customer's details as the shopper's cart page and the POS checkout hold them, and as the cart
// services save them (POST /v1/cart/updateBasic, POST /pos/cart/updateBasic). One declaration, so a
// renamed field is renamed on the page, in the call and in the service at once.

export interface CustomerDetails {
  firstname: string;
  lastname: string;
  company: string;
  email: string;
  mobile: string;
  /** The delivery address. */
  address: string;
  /** The delivery postcode: four digits. */
  zip: string;
  /** The billing address (the delivery address when useSameAddress is on). */
  baddress: string;
  comment: string;
  newsletter: boolean;
  useSameAddress: boolean;
}

/** A save of some of the details: an absent field is left as it is. */
export type CustomerDetailsChange = Partial<CustomerDetails>;

/** The fields of CustomerDetails, in the order the pages show them. */
export const CUSTOMER_DETAIL_FIELDS = [
  'firstname',
  'lastname',
  'company',
  'email',
  'mobile',
  'address',
  'zip',
  'baddress',
  'comment',
  'newsletter',
  'useSameAddress',
] as const satisfies readonly (keyof CustomerDetails)[];
