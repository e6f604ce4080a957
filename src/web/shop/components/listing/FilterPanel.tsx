// The filter panel: a side sheet on phones, a right-hand panel on wide screens, with
// accordions for rooms, product types, variant groups, Sale Status and Price, and APPLY FILTERS /
// CLEAR FILTERS. Loaded on demand: the listing lazy-imports it.
import { Check, ChevronDown, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  Disclosure,
  DisclosurePanel,
  Heading,
  Label,
  Modal,
  ModalOverlay,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import type { ListingFacets } from '../../../../contract/catalog.ts';
import type { ListingFlag, RouteType } from '../../../../domain/listing.ts';
import {
  type FilterDraft,
  type FilterEntry,
  emptyDraft,
  filterGroups,
  LAST_PRICE_INDEX,
  priceRangeLabel,
  priceStepLabel,
} from '../../lib/filters.ts';

export interface FilterPanelProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  facets: ListingFacets;
  routeType: RouteType;
  initial: FilterDraft;
  busy: boolean;
  onApply: (draft: FilterDraft) => void;
}

export default function FilterPanel({ isOpen, onOpenChange, ...rest }: FilterPanelProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 bg-ink/40 data-entering:animate-fade-in data-exiting:animate-fade-out"
    >
      <Modal
        data-testid="filter-panel"
        className="fixed inset-y-0 right-0 flex w-[min(92vw,26rem)] flex-col bg-paper shadow-2xl outline-none data-entering:animate-slide-in-right data-exiting:animate-slide-out-right"
      >
        <Dialog aria-label="Filter results" className="flex h-full min-h-0 flex-col outline-none">
          {({ close }) => <FilterForm {...rest} close={close} />}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function FilterForm({
  facets,
  routeType,
  initial,
  busy,
  onApply,
  close,
}: Omit<FilterPanelProps, 'isOpen' | 'onOpenChange'> & { close: () => void }) {
  // A fresh draft each time the panel opens: the dialog's content mounts on open.
  const [draft, setDraft] = useState<FilterDraft>(initial);
  const groups = useMemo(() => filterGroups(facets, draft, routeType), [facets, draft, routeType]);
  const [pressed, setPressed] = useState<'apply' | 'clear' | null>(null);
  const openFirst =
    groups.find((g) => g.entries.some((e) => isTicked(draft, g.kind === 'flags' ? 'flags' : g.field, e.value)))?.key ??
    groups[0]?.key;

  return (
    <>
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-sand px-5">
        <Heading slot="title" className="text-lg font-semibold text-timber-dark">
          Filter Results
        </Heading>
        <Button
          onPress={close}
          aria-label="Close filters"
          className="-mr-2 grid size-11 place-items-center rounded-full outline-none hover:bg-sand data-focus-visible:outline-2 data-focus-visible:outline-kauri"
        >
          <X aria-hidden="true" className="size-6" />
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5">
        {groups.map((g) => (
          <Group
            key={g.key}
            title={g.title}
            defaultExpanded={
              g.key === openFirst ||
              g.entries.some((e) => isTicked(draft, g.kind === 'flags' ? 'flags' : g.field, e.value))
            }
          >
            <CheckboxGroup
              aria-label={g.title}
              value={
                g.kind === 'flags' ? draft.flags : draft[g.field].filter((v) => g.entries.some((e) => e.value === v))
              }
              onChange={(values) =>
                setDraft((d) => {
                  if (g.kind === 'flags') return { ...d, flags: values as ListingFlag[] };
                  // Keep ticks of this level that belong to other groups (other variant groups share cat3).
                  const others = d[g.field].filter((v) => !g.entries.some((e) => e.value === v));
                  return { ...d, [g.field]: [...others, ...values] };
                })
              }
              className="flex flex-col pb-3"
            >
              {g.entries.map((e) => (
                <FilterCheckbox
                  key={e.value}
                  entry={e}
                  testId={`filter-${g.kind === 'flags' ? 'flag' : g.field}-${e.value}`}
                />
              ))}
            </CheckboxGroup>
          </Group>
        ))}
        <Group
          title="Price"
          defaultExpanded={draft.price[0] > 0 || draft.price[1] < LAST_PRICE_INDEX || groups.length === 0}
        >
          <PriceSlider value={draft.price} onChange={(price) => setDraft((d) => ({ ...d, price }))} />
        </Group>
      </div>
      <div className="flex shrink-0 flex-col gap-2 border-t border-sand bg-paper px-5 py-4">
        <Button
          data-testid="filter-apply"
          isDisabled={busy}
          onPress={() => {
            setPressed('apply');
            onApply(draft);
          }}
          className="min-h-12 rounded-lg bg-kauri px-4 font-semibold tracking-wide text-white outline-none hover:bg-kauri-dark data-disabled:opacity-70 data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-kauri"
        >
          {busy && pressed === 'apply' ? 'Loading…' : 'APPLY FILTERS'}
        </Button>
        <Button
          data-testid="filter-clear"
          isDisabled={busy}
          onPress={() => {
            const cleared = emptyDraft();
            setDraft(cleared);
            setPressed('clear');
            onApply(cleared);
          }}
          className="min-h-12 rounded-lg border border-sand-dark bg-white px-4 font-semibold tracking-wide text-timber-dark outline-none hover:border-timber data-disabled:opacity-70 data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-kauri"
        >
          {busy && pressed === 'clear' ? 'Loading…' : 'CLEAR FILTERS'}
        </Button>
      </div>
    </>
  );
}

function isTicked(draft: FilterDraft, field: 'cat1' | 'cat2' | 'cat3' | 'flags', value: string) {
  return (draft[field] as string[]).includes(value);
}

function Group({
  title,
  defaultExpanded,
  children,
}: {
  title: string;
  defaultExpanded: boolean;
  children: React.ReactNode;
}) {
  return (
    <Disclosure defaultExpanded={defaultExpanded} className="group border-b border-sand">
      <Heading level={3}>
        <Button
          slot="trigger"
          className="flex min-h-14 w-full items-center justify-between text-left font-semibold text-ink outline-none data-focus-visible:outline-2 data-focus-visible:outline-kauri"
        >
          {title}
          <ChevronDown
            aria-hidden="true"
            className="size-5 text-timber transition-transform group-data-expanded:rotate-180"
          />
        </Button>
      </Heading>
      <DisclosurePanel>{children}</DisclosurePanel>
    </Disclosure>
  );
}

function FilterCheckbox({ entry, testId }: { entry: FilterEntry; testId: string }) {
  return (
    <Checkbox
      value={entry.value}
      data-testid={testId}
      className="group flex min-h-11 cursor-pointer items-center gap-3 text-ink"
    >
      <span
        aria-hidden="true"
        className="grid size-5 shrink-0 place-items-center rounded border-2 border-sand-dark bg-white text-white group-data-focus-visible:outline-2 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-kauri group-data-selected:border-kauri group-data-selected:bg-kauri"
      >
        <Check className="hidden size-3.5 group-data-selected:block" strokeWidth={3} />
      </span>
      <span className="flex-1">{entry.label}</span>
      <span className="text-sm text-ink/70">{entry.count}</span>
    </Checkbox>
  );
}

function PriceSlider({ value, onChange }: { value: [number, number]; onChange: (v: [number, number]) => void }) {
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  // Screen readers hear prices, not slider positions.
  useEffect(() => {
    minRef.current?.setAttribute('aria-valuetext', priceStepLabel(value[0]));
    maxRef.current?.setAttribute(
      'aria-valuetext',
      value[1] >= LAST_PRICE_INDEX ? 'Unlimited' : priceStepLabel(value[1]),
    );
  });
  return (
    <Slider<number[]>
      value={value}
      onChange={(v) => onChange([v[0] ?? 0, v[1] ?? LAST_PRICE_INDEX])}
      minValue={0}
      maxValue={LAST_PRICE_INDEX}
      step={1}
      className="flex flex-col gap-2 px-1 pb-5"
    >
      <div className="flex items-center justify-between">
        <Label className="text-sm text-ink/70">Price range</Label>
        <SliderOutput data-testid="price-output" className="text-sm font-semibold text-ink">
          {() => priceRangeLabel(value)}
        </SliderOutput>
      </div>
      <SliderTrack className="relative h-11 w-full">
        {({ state }) => (
          <>
            <div className="absolute top-1/2 h-1.5 w-full -translate-y-1/2 rounded-full bg-sand-dark" />
            <div
              className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-kauri"
              style={{
                left: `${state.getThumbPercent(0) * 100}%`,
                width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
              }}
            />
            {[0, 1].map((i) => (
              <SliderThumb
                key={i}
                index={i}
                inputRef={i === 0 ? minRef : maxRef}
                aria-label={i === 0 ? 'Minimum price' : 'Maximum price'}
                data-testid={i === 0 ? 'price-min' : 'price-max'}
                className="top-1/2 size-7 -translate-y-1/2 rounded-full border-2 border-kauri bg-white shadow-md outline-none data-dragging:bg-kauri-light data-focus-visible:ring-4 data-focus-visible:ring-kauri/35"
              />
            ))}
          </>
        )}
      </SliderTrack>
    </Slider>
  );
}
