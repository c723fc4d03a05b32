import type { ReactNode } from 'react';

/** One of the days' lists (the updates, the gifts), each item drawn by `item`, or the sentence saying there is none. */
export function DaysList<Item>({
  items,
  none,
  item,
}: {
  items: readonly Item[];
  none: string;
  item: (one: Item) => ReactNode;
}) {
  return items.length === 0 ? <p>{none}</p> : <ul className="days-list">{items.map(item)}</ul>;
}
