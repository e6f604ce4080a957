// The cart page's form 'Great choice! Let's lock this in!' and the coupon: what
// the shopper types shows at once and is saved through updateBasic 300 ms after the typing stops; the
// delivery zip and the promo code are saved by their own calls as soon as they are given. A known
// postcode typed at the end of the address is the zip too.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartContentResponse, ShopperCart } from '../../../contract/cart.ts';
import type { CustomerDetails } from '../../../contract/customer.ts';
import { pushCheckoutEvent } from '../../common/lib/analytics.ts';
import { api } from '../../common/lib/api.ts';
import { UZIP_COOKIE } from '../../../contract/cookies.ts';
import { readCookie, rememberZip } from '../../common/lib/cookies.ts';
import { notify } from '../../common/lib/notices.ts';
import { postcodeAtEnd } from '../lib/suburbs.ts';
import type { CartPageCore } from './useCartCore.ts';

export const BASIC_SAVE_MS = 300;
const BASIC = 'basic';

/** The shopper's details as the form holds them, and the terms box. */
export interface CustomerForm extends CustomerDetails {
  agreeTerms: boolean;
}

function formOf(cart: ShopperCart): CustomerForm {
  return {
    firstname: cart.firstname,
    lastname: cart.lastname,
    company: cart.company,
    email: cart.email,
    mobile: cart.mobile,
    address: cart.address,
    zip: cart.zip,
    baddress: cart.baddress,
    comment: cart.comment,
    newsletter: cart.newsletter === 1,
    agreeTerms: cart.agree_terms === 1,
    useSameAddress: cart.useSameAddress !== 0,
  };
}

export function useCartDetails(initial: CartContentResponse, core: CartPageCore) {
  const { saves, contentRef, lastCouponMsg, apply, refused } = core;
  const [form, setFormState] = useState<CustomerForm>(() => formOf(initial.cart));
  const formRef = useRef(form);

  const sendBasic = useCallback(() => {
    saves.cancel(BASIC);
    return saves
      .enqueue(() => {
        const f = formRef.current;
        return api('cart.updateBasic', {
          cart: {
            firstname: f.firstname,
            lastname: f.lastname,
            company: f.company,
            email: f.email,
            mobile: f.mobile,
            address: f.address,
            // The zip is saved by its own call; here only once the server has taken it.
            ...(f.zip && f.zip === contentRef.current.cart.zip ? { zip: f.zip } : {}),
            baddress: f.useSameAddress ? '' : f.baddress,
            comment: f.comment,
            agree_terms: f.agreeTerms ? 1 : 0,
            newsletter: f.newsletter ? 1 : 0,
          },
          useSameAddress: f.useSameAddress ? 1 : 0,
        });
      })
      .then(apply, refused);
  }, [apply, contentRef, refused, saves]);

  const setForm = useCallback(
    (patch: Partial<CustomerForm>) => {
      formRef.current = { ...formRef.current, ...patch };
      setFormState(formRef.current);
      saves.later(BASIC, BASIC_SAVE_MS, () => void sendBasic());
    },
    [saves, sendBasic],
  );

  /** Sends the details now if an edit is waiting for its pause. */
  const sendWaitingBasic = useCallback(() => {
    if (saves.isWaiting(BASIC)) void sendBasic();
  }, [saves, sendBasic]);

  /** A zip of exactly four characters is the delivery zip: saved, remembered a year, reported. */
  const setZip = useCallback(
    (zip: string) => {
      const before = formRef.current.zip;
      if (zip.length !== 4 || zip === before) return;
      formRef.current = { ...formRef.current, zip };
      setFormState(formRef.current);
      void saves
        .enqueue(() => api('cart.zip', { zip }))
        .then(
          (answer) => {
            rememberZip(zip);
            apply(answer);
            if (answer.cartItems.length > 0)
              pushCheckoutEvent('add_shipping_info', answer, { shipping_tier: `ZIPCODE ${zip}` });
          },
          (err: unknown) => {
            // A postcode we cannot deliver to is not kept: the shopper picks again.
            if (formRef.current.zip === zip) {
              formRef.current = { ...formRef.current, zip: before };
              setFormState(formRef.current);
            }
            refused(err);
          },
        );
    },
    [apply, refused, saves],
  );

  // Postcodes looked up, known or not, so a shopper editing the address is not asked about one twice.
  const postcodes = useRef(new Map<string, boolean>());
  /** Four digits at the end of the address are the zip when they are a postcode we know. */
  const takeTypedPostcode = useCallback(
    (address: string) => {
      const code = postcodeAtEnd(address);
      if (!code || code === formRef.current.zip) return;
      const known = postcodes.current.get(code);
      if (known !== undefined) {
        if (known) setZip(code);
        return;
      }
      // In the save queue, so COMPLETE PURCHASE waits for the zip it gives.
      void saves
        .enqueue(() => api('store.suburbs', { term: code }))
        .then(
          (answer) => {
            const found = answer.suburbs.some((s) => s.postcode === code);
            postcodes.current.set(code, found);
            if (found && postcodeAtEnd(formRef.current.address) === code) setZip(code);
          },
          () => undefined,
        );
    },
    [saves, setZip],
  );

  // The cart's zip (a signed-in shopper's from My Details) is the one this browser remembers from now on.
  useEffect(() => {
    const zip = initial.cart.zip;
    if (zip && readCookie(UZIP_COOKIE) !== zip) rememberZip(zip);
  }, [initial.cart.zip]);

  const applyCoupon = useCallback(
    (code: string) =>
      saves
        .enqueue(() => api('cart.updateBasic', { cart: { coupon: code } }))
        .then(
          (answer) => {
            lastCouponMsg.current = '';
            apply(answer);
            if (!answer.couponMsg && answer.cart.coupon) notify('Your promo code has been applied', 'success');
            return answer;
          },
          (err: unknown) => {
            refused(err);
            return null;
          },
        ),
    [apply, lastCouponMsg, refused, saves],
  );

  return { form, setForm, setZip, takeTypedPostcode, applyCoupon, sendWaitingBasic };
}
