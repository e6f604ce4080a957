// The product editor's state: the draft as typed, its save through the typed client with the
// server's per-field problems, and the storefront card's preview a moment after the typing stops.
import { useEffect, useState } from 'react';
import type {
  CatalogueProduct,
  FieldProblem,
  ProductDraftInput,
  ProductHistoryResponse,
} from '../../../contract/catalogue.ts';
import { api, ApiError } from '../../common/lib/api.ts';

const PREVIEW_DELAY_MS = 500;

export type EditorVariant = Omit<CatalogueProduct['variants'][number], 'id'> & { id?: number };
export type EditorDraft = Omit<CatalogueProduct, 'id' | 'variants' | 'pictures' | 'cardPicture' | 'updatedAt'> & {
  id?: number;
  variants: EditorVariant[];
};

export const EMPTY_DRAFT: EditorDraft = {
  name: '',
  url: '',
  collection: '',
  style: '',
  tags: [],
  category: { cat1Id: 0, cat2Id: 0, cat3Id: null },
  description: '',
  shape: 'sofa',
  cbm: '1.000',
  flags: [],
  active: true,
  options: { x: { label: '', values: [] }, y: { label: '', values: [] } },
  variants: [
    {
      sku: '',
      xsel: '',
      ysel: '',
      price: '0.00',
      salePrice: '',
      msrp: '0.00',
      active: true,
      isDefault: true,
      components: [],
    },
  ],
};

export const draftOf = (p: CatalogueProduct | null): EditorDraft => {
  if (!p) return EMPTY_DRAFT;
  const { pictures: _p, cardPicture: _c, updatedAt: _u, ...rest } = p;
  return rest;
};

const sendable = (d: EditorDraft): ProductDraftInput => ({
  ...d,
  variants: d.variants.map(({ id: _id, ...v }) => v),
});

/** The failure envelope's words and problems by field, from a refused call; `notDone` when it says none. */
export function problemsOf(
  err: unknown,
  notDone = 'The product was not saved',
): { msg: string; errors: FieldProblem[] } {
  if (err instanceof ApiError) {
    try {
      const body = JSON.parse(err.body) as { msg?: string; errors?: FieldProblem[] };
      return { msg: body.msg ?? notDone, errors: body.errors ?? [] };
    } catch {
      return { msg: notDone, errors: [] };
    }
  }
  return { msg: `${notDone}: please try again`, errors: [] };
}

export function useProductDraft(first: CatalogueProduct | null, firstHistory: ProductHistoryResponse | null) {
  const [draft, setDraft] = useState<EditorDraft>(() => draftOf(first));
  const [product, setProduct] = useState(first);
  const [history, setHistory] = useState(firstHistory);
  const [errors, setErrors] = useState<FieldProblem[]>([]);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [card, setCard] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the server reads the card's picture, which the Pictures panel saves apart from the draft: a new one asks for the preview again
  useEffect(() => {
    const stop = new AbortController();
    const timer = setTimeout(() => {
      api('pos.catalogue.preview', sendable(draft), { signal: stop.signal })
        .then((answer) => setCard(answer.card))
        .catch(() => {
          // A draft that does not parse yet has no card; the last one stays.
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      stop.abort();
    };
  }, [draft, product?.cardPicture]);

  const save = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await api('pos.catalogue.save', sendable(draft));
      setErrors([]);
      setMessage({ text: answer.msg, ok: true });
      setProduct(answer.product);
      setDraft(draftOf(answer.product));
      setHistory(await api('pos.catalogue.history', { id: answer.product.id }));
      if (!draft.id) window.history.replaceState(null, '', `/pos/catalogue/${answer.product.id}`);
    } catch (err) {
      const { msg, errors: found } = problemsOf(err);
      setErrors(found);
      setMessage({ text: msg, ok: false });
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  return { draft, setDraft, product, setProduct, history, errors, errorOf, message, busy, card, save };
}
