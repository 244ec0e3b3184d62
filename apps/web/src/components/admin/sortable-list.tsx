import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
  rectSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { cx } from '../../lib/class-names.ts';

/** Spread onto the element the user grabs (a handle button) to drag the item. */
export type DragHandleProps = HTMLAttributes<HTMLElement>;

function SortableItem({
  id,
  children,
  className,
}: {
  id: string;
  className?: string;
  children: (handle: DragHandleProps, dragging: boolean) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx(className, isDragging && 'relative z-10 opacity-80 shadow-veil')}
    >
      {children({ ...attributes, ...listeners } as DragHandleProps, isDragging)}
    </li>
  );
}

/**
 * A list the user reorders by dragging a handle, with the mouse, touch or the keyboard (Space to
 * lift, arrows to move, Space to drop), via dnd-kit. `onReorder` gets the items in their new order.
 */
export function SortableList<T>({
  items,
  getId,
  onReorder,
  renderItem,
  layout = 'list',
  className,
  itemClassName,
}: {
  items: T[];
  getId: (item: T) => string;
  onReorder: (items: T[]) => void;
  renderItem: (item: T, handle: DragHandleProps, dragging: boolean) => ReactNode;
  /** 'grid' for thumbnails that wrap (images); 'list' for rows. */
  layout?: 'list' | 'grid';
  className?: string;
  itemClassName?: string;
}) {
  const { t } = useTranslation('admin');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const labelOf = (id: string | number) => String(ids.indexOf(String(id)) + 1);

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(items, from, to));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('sortable.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('sortable.picked', { position: labelOf(active.id) }),
          onDragOver: ({ over }) =>
            over ? t('sortable.over', { position: labelOf(over.id) }) : undefined,
          onDragEnd: ({ over }) =>
            over ? t('sortable.dropped', { position: labelOf(over.id) }) : t('sortable.cancelled'),
          onDragCancel: () => t('sortable.cancelled'),
        },
      }}
    >
      <SortableContext
        items={ids}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
      >
        <ul className={className}>
          {items.map((item) => (
            <SortableItem key={getId(item)} id={getId(item)} className={itemClassName}>
              {(handle, dragging) => renderItem(item, handle, dragging)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

/** The grip to drag an item by; `label` says what it moves ("Move Rose Oud"). */
export function DragHandle({ handle, label }: { handle: DragHandleProps; label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      {...handle}
      className="inline-flex size-9 shrink-0 cursor-grab touch-none items-center justify-center text-ink-muted hover:text-ink active:cursor-grabbing"
    >
      <svg aria-hidden="true" width="14" height="20" viewBox="0 0 14 20" fill="currentColor">
        {[4, 10, 16].map((y) => (
          <g key={y}>
            <circle cx="4" cy={y} r="1.6" />
            <circle cx="10" cy={y} r="1.6" />
          </g>
        ))}
      </svg>
    </button>
  );
}
