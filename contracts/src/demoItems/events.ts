import type { DemoItemForm } from './forms';

/** The stream of one demoItem: `demo-item-<id>`. */
export const demoItemStream = (id: number) => `demo-item-${id}`;

/** Events of a demoItem (stream `demo-item-<id>`): created and updated carry the whole form. */
export type DemoItemEvent =
  | { type: 'DemoItemCreated'; data: DemoItemForm & { id: number } }
  | { type: 'DemoItemUpdated'; data: DemoItemForm & { id: number } }
  | { type: 'DemoItemDeleted'; data: { id: number } };
export const demoItemEventTypes = ['DemoItemCreated', 'DemoItemUpdated', 'DemoItemDeleted'] as const satisfies readonly DemoItemEvent['type'][];
