// The product editor (/pos/catalogue/new, /pos/catalogue/:id): every field of the product, its
// options and the grid of cells, each field's problem under it as the save refused it, the
// storefront's own card for the draft beside it, and the history below. Managers and admins save;
// other staff read.
import { Package } from 'lucide-react';
import { Link } from 'react-router';
import type { CatalogueProduct, ProductHistoryResponse } from '../../../../contract/catalogue.ts';
import { PRODUCT_FLAG_LABELS, PRODUCT_FLAGS } from '../../../../contract/catalogue.ts';
import { ProductLinks } from './ProductLinks.tsx';
import type { SignedInStaff } from '../../../../contract/pos.ts';
import { PRODUCT_SHAPES } from '../../../../domain/product-images.ts';
import { useProductDraft } from '../../hooks/useProductDraft.ts';
import { INPUT, LABEL, PANEL, PANEL_TITLE, PRIMARY_BUTTON } from '../checkout/fields.tsx';
import { PosHeader } from '../order/OrderDetailPage.tsx';
import type { CategoryChoice } from './categories.ts';
import { FieldError } from './FieldError.tsx';
import { ProductHistoryList } from './ProductHistoryList.tsx';
import { ProductPictures } from './ProductPictures.tsx';
import { OptionsEditor } from './OptionsEditor.tsx';
import { VariantGrid } from './VariantGrid.tsx';

interface Props {
  staff: SignedInStaff;
  categories: CategoryChoice[];
  mayChange: boolean;
  product: CatalogueProduct | null;
  history: ProductHistoryResponse | null;
}

export function ProductEditorPage({ staff, categories, mayChange, product: first, history: firstHistory }: Props) {
  const editor = useProductDraft(first, firstHistory);
  const { draft, setDraft, errorOf, product } = editor;
  const canEdit = mayChange;
  const text = (key: 'name' | 'url' | 'collection' | 'style', label: string, max: number) => (
    <label>
      <span className={LABEL}>{label}</span>
      <input
        className={INPUT}
        value={draft[key]}
        maxLength={max}
        aria-invalid={errorOf(key) ? true : undefined}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      />
      <FieldError message={errorOf(key)} />
    </label>
  );
  const level = (n: number, parentId: number | null) =>
    categories.filter((c) => c.level === n && (n === 1 || c.parentId === parentId));
  const { cat1Id, cat2Id, cat3Id } = draft.category;
  const kinds = level(3, cat2Id);

  return (
    <div className="min-h-dvh bg-paper" data-testid="pos-catalogue-editor">
      <PosHeader staff={staff} />
      <div className="mx-auto max-w-7xl px-4 py-4">
        <nav aria-label="Breadcrumb" className="mb-1 text-sm">
          <Link reloadDocument to="/pos/catalogue" className="text-kauri underline-offset-2 hover:underline">
            Catalogue
          </Link>
        </nav>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h1 className="flex items-center gap-2 text-2xl font-semibold text-timber-dark">
            <Package aria-hidden className="size-6 text-kauri" />
            {product ? product.name : 'New product'}
          </h1>
          {product && <ProductLinks id={product.id} url={product.url} />}
        </div>
        {!canEdit && (
          <p className="mb-3 text-sm text-ink/75" data-testid="catalogue-read-only">
            Only a manager can change the catalogue: you may read.
          </p>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (canEdit) void editor.save();
          }}
          className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]"
        >
          <div className="grid gap-4">
            <fieldset className={`${PANEL} grid gap-3 sm:grid-cols-2`} disabled={!canEdit}>
              <legend className={PANEL_TITLE}>The product</legend>
              {text('name', 'Name', 200)}
              {text('url', 'Address (/p/…)', 160)}
              {text('collection', 'Collection', 120)}
              {text('style', 'Style', 120)}
              <label className="sm:col-span-2">
                <span className={LABEL}>Tags (comma between)</span>
                <input
                  className={INPUT}
                  value={draft.tags.join(', ')}
                  onChange={(e) => setDraft({ ...draft, tags: e.target.value.split(',').map((t) => t.trimStart()) })}
                  onBlur={() => setDraft({ ...draft, tags: draft.tags.map((t) => t.trim()).filter(Boolean) })}
                />
              </label>
              <div className="grid gap-3 sm:col-span-2 sm:grid-cols-3">
                <label>
                  <span className={LABEL}>Room</span>
                  <select
                    className={INPUT}
                    value={cat1Id || ''}
                    onChange={(e) =>
                      setDraft({ ...draft, category: { cat1Id: Number(e.target.value), cat2Id: 0, cat3Id: null } })
                    }
                  >
                    <option value="">Choose…</option>
                    {level(1, null).map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span className={LABEL}>Type</span>
                  <select
                    className={INPUT}
                    value={cat2Id || ''}
                    onChange={(e) =>
                      setDraft({ ...draft, category: { cat1Id, cat2Id: Number(e.target.value), cat3Id: null } })
                    }
                  >
                    <option value="">Choose…</option>
                    {level(2, cat1Id).map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span className={LABEL}>Kind</span>
                  <select
                    className={INPUT}
                    value={cat3Id ?? ''}
                    disabled={kinds.length === 0}
                    onChange={(e) =>
                      setDraft({
                        ...draft,
                        category: { cat1Id, cat2Id, cat3Id: e.target.value ? Number(e.target.value) : null },
                      })
                    }
                  >
                    <option value="">None</option>
                    {kinds.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                </label>
                <div className="sm:col-span-3">
                  <FieldError message={errorOf('category')} />
                </div>
              </div>
              <label>
                <span className={LABEL}>Drawing (while there is no picture)</span>
                <select
                  className={INPUT}
                  value={draft.shape}
                  onChange={(e) => setDraft({ ...draft, shape: e.target.value })}
                >
                  {PRODUCT_SHAPES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
                <FieldError message={errorOf('shape')} />
              </label>
              <label>
                <span className={LABEL}>Volume (m³, every cell)</span>
                <input
                  className={INPUT}
                  inputMode="decimal"
                  value={draft.cbm}
                  onChange={(e) => setDraft({ ...draft, cbm: e.target.value })}
                />
                <FieldError message={errorOf('cbm')} />
              </label>
              <fieldset className="sm:col-span-2">
                <legend className={LABEL}>Flags</legend>
                <div className="flex flex-wrap gap-3">
                  {PRODUCT_FLAGS.map((f) => (
                    <label key={f} className="flex min-h-11 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-5"
                        checked={draft.flags.includes(f)}
                        onChange={(e) =>
                          setDraft({
                            ...draft,
                            flags: e.target.checked ? [...draft.flags, f] : draft.flags.filter((x) => x !== f),
                          })
                        }
                      />
                      {PRODUCT_FLAG_LABELS[f]}
                    </label>
                  ))}
                  <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={draft.active}
                      onChange={(e) => setDraft({ ...draft, active: e.target.checked })}
                    />
                    Active (shown in the shop)
                  </label>
                </div>
              </fieldset>
              <label className="sm:col-span-2">
                <span className={LABEL}>Description (Markdown)</span>
                <textarea
                  className={`${INPUT} min-h-40 font-mono text-sm`}
                  value={draft.description}
                  onChange={(e) => setDraft({ ...draft, description: e.target.value })}
                />
                <FieldError message={errorOf('description')} />
              </label>
            </fieldset>
            <section className={PANEL} aria-labelledby="options-title">
              <h2 id="options-title" className={`${PANEL_TITLE} mb-2`}>
                Options and cells
              </h2>
              <OptionsEditor draft={draft} setDraft={setDraft} canEdit={canEdit} errorOf={errorOf} />
              <fieldset className="mt-3" disabled={!canEdit}>
                <VariantGrid draft={draft} setDraft={setDraft} canEdit={canEdit} errorOf={errorOf} />
              </fieldset>
            </section>
            {/* Pictures need the product's id: they appear once it is saved. */}
            {product && (
              <ProductPictures
                productId={product.id}
                pictures={product.pictures}
                colours={draft.options.y.values}
                cardPicture={product.cardPicture}
                canEdit={canEdit}
                onChange={(pictures, cardPicture) => editor.setProduct({ ...product, pictures, cardPicture })}
              />
            )}
          </div>
          <aside className="grid content-start gap-4 md:grid-cols-2 xl:grid-cols-1">
            <section className={PANEL} aria-labelledby="card-preview">
              <h2 id="card-preview" className={`${PANEL_TITLE} mb-2`}>
                The card in the shop
              </h2>
              {editor.card ? (
                <div
                  className="pointer-events-none"
                  data-testid="card-preview"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the storefront's own card markup, rendered (escaped) by the server from the draft
                  dangerouslySetInnerHTML={{ __html: editor.card }}
                />
              ) : (
                <p className="text-sm text-ink/75">The card shows once the product's fields are filled in.</p>
              )}
            </section>
            {canEdit && (
              <div className={`${PANEL} sticky top-4`}>
                <button
                  type="submit"
                  className={`${PRIMARY_BUTTON} w-full`}
                  disabled={editor.busy}
                  data-testid="catalogue-save"
                >
                  {editor.busy ? 'Saving…' : 'Save'}
                </button>
                {editor.message && (
                  <p
                    role={editor.message.ok ? 'status' : 'alert'}
                    className={`mt-2 text-sm font-medium ${editor.message.ok ? 'text-kauri' : 'text-sale'}`}
                  >
                    {editor.message.text}
                  </p>
                )}
              </div>
            )}
          </aside>
        </form>
        <div className="mt-4">
          <ProductHistoryList history={editor.history} />
        </div>
      </div>
    </div>
  );
}
