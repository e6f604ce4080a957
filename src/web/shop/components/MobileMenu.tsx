// The phone menu: a drawer that drills down room → product type → variant, with SHOP ALL and
// GO BACK on every level below the rooms. Loaded on demand (Header lazy-imports it).
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Link } from 'react-router';
import type { CategoryNode } from '../../../contract/catalog.ts';
import {
  ACCOUNT_LINKS,
  roomHref,
  shopAllRoomHref,
  slugOf,
  SPECIAL_LINKS,
  typeHref,
  variantHref,
} from '../lib/links.ts';

interface Props {
  rooms: CategoryNode[];
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

const ROW =
  'flex min-h-12 w-full items-center justify-between gap-3 border-b border-sand px-5 text-left text-base text-ink hover:bg-sand/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-kauri';

export default function MobileMenu({ rooms, isOpen, onOpenChange }: Props) {
  // The drill-down path: [] rooms, [room] its types, [room, type] that type's variants.
  const [path, setPath] = useState<CategoryNode[]>([]);
  const navRef = useRef<HTMLElement>(null);
  const drilled = useRef(false);
  // After drilling in or out, keep the keyboard on the menu: focus the new level's first row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new level is the trigger; its rows are read from the DOM.
  useEffect(() => {
    if (!drilled.current) return;
    navRef.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [path]);
  const go = (next: CategoryNode[]) => {
    drilled.current = true;
    setPath(next);
  };
  const close = () => {
    onOpenChange(false);
    setPath([]);
  };
  const [room, type] = path;
  const level = type ? type.children : room ? room.children : rooms;
  const title = type?.name ?? room?.name ?? 'Shop by room';
  const shopAll = type && room ? typeHref(slugOf(room), slugOf(type)) : room ? shopAllRoomHref(slugOf(room)) : null;
  const hrefOf = (node: CategoryNode) =>
    type && room
      ? variantHref(slugOf(room), slugOf(type), slugOf(node))
      : room
        ? typeHref(slugOf(room), slugOf(node))
        : roomHref(slugOf(node));

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      isDismissable
      className="fixed inset-0 z-50 bg-ink/40 data-entering:animate-fade-in data-exiting:animate-fade-out"
    >
      <Modal className="fixed inset-y-0 left-0 flex w-[min(22rem,88vw)] flex-col bg-paper shadow-2xl outline-none data-entering:animate-slide-in-left data-exiting:animate-slide-out-left">
        <Dialog aria-label="Shop by room" data-testid="room-drawer" className="flex h-full flex-col outline-none">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-sand px-5">
            <Heading slot="title" className="text-lg font-semibold text-timber-dark">
              {title}
            </Heading>
            <button
              type="button"
              onClick={close}
              aria-label="Close menu"
              className="-mr-2 grid size-11 place-items-center rounded-full hover:bg-sand focus-visible:outline-2 focus-visible:outline-kauri"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <nav ref={navRef} aria-label={title} className="flex-1 overflow-y-auto">
            {path.length > 0 && (
              <button
                type="button"
                className={`${ROW} justify-start font-semibold text-timber`}
                onClick={() => go(path.slice(0, -1))}
                data-testid="menu-back"
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
                GO BACK
              </button>
            )}
            {shopAll && (
              <Link
                to={shopAll}
                onClick={close}
                className={`${ROW} font-semibold text-kauri`}
                data-testid="menu-shop-all"
              >
                SHOP ALL {title.toUpperCase()}
              </Link>
            )}
            <ul>
              {level.map((node) => (
                <li key={slugOf(node)}>
                  {node.children.length > 0 && path.length < 2 ? (
                    <button
                      type="button"
                      className={ROW}
                      onClick={() => go([...path, node])}
                      aria-label={`${node.name}: show more`}
                    >
                      <span>{node.name}</span>
                      <ChevronRight aria-hidden="true" className="size-5 text-timber" />
                    </button>
                  ) : (
                    <Link to={hrefOf(node)} onClick={close} className={ROW}>
                      {node.name}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
            {path.length === 0 && (
              <>
                <ul className="mt-4 border-t border-sand">
                  {SPECIAL_LINKS.map((l) => (
                    <li key={l.href}>
                      <Link
                        to={l.href}
                        onClick={close}
                        className={`${ROW} font-semibold ${l.href === '/hot-deals' || l.href === '/clearance' ? 'text-sale' : 'text-kauri'}`}
                      >
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </ul>
                <ul className="mt-4 border-t border-sand">
                  {ACCOUNT_LINKS.map((l) => (
                    <li key={l.href}>
                      <Link to={l.href} onClick={close} className={ROW}>
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
