// The stores on the contact page: the map and the cards, one of them highlighted together.
import { useState } from 'react';
import type { StoreLocation } from '../../../../contract/contact-words.ts';
import { StoreList } from './StoreList.tsx';
import { StoreMap } from './StoreMap.tsx';

export function ContactStores({
  stores,
  tileUrl,
  attribution,
}: {
  stores: StoreLocation[];
  tileUrl: string;
  attribution: string;
}) {
  const [active, setActive] = useState<string | null>(null);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <StoreMap stores={stores} active={active} onActive={setActive} tileUrl={tileUrl} attribution={attribution} />
      <StoreList stores={stores} active={active} onActive={setActive} />
    </div>
  );
}
