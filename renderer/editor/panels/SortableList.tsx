// A list whose items reorder by dragging (@dnd-kit): with the mouse or a finger on an item's handle, or
// from the keyboard (Tab to the handle, Space to pick it up, arrows to move, Space to put it down).
// The panel's lists and the page's list of sections use it beside their Up and Down buttons; a move is
// one change, `onMove(from, to)`, as the buttons make.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { GripVertical } from 'lucide-react'
import type { CSSProperties, ReactNode } from 'react'
import { editorWords as words } from '../editor-words.ts'
import { buttonClass } from '../editor-look.ts'

export interface SortableListProps {
  count: number
  /** What item `index` is called, for its handle and for screen readers: "Question and answer 2". */
  itemLabel: (index: number) => string
  onMove: (from: number, to: number) => void
  children: (index: number, handle: ReactNode) => ReactNode
}

/** `list` with its item at `from` moved to `to`. */
export const moved = <T,>(list: readonly T[], from: number, to: number) => list.toSpliced(from, 1).toSpliced(to, 0, list[from]!)

// dnd-kit wants ids that stay put while an item is dragged; an item's place does until it is dropped.
const idOf = (index: number) => String(index + 1)

function SortableItem({ index, label, render }: { index: number; label: string; render: SortableListProps['children'] }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: idOf(index) })
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
    background: isDragging ? '#e0e7ff' : undefined,
  }
  const handle = (
    <button
      type="button"
      className={buttonClass.handle}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
      aria-label={words.dragHandle(label)}
      title={words.dragHandle(label)}
      data-drag-handle=""
    >
      <GripVertical size={14} aria-hidden />
    </button>
  )
  return (
    <li ref={setNodeRef} style={style} aria-label={label}>
      {render(index, handle)}
    </li>
  )
}

export function SortableList({ count, itemLabel, onMove, children }: SortableListProps) {
  // A few pixels of movement before a drag starts, so a click on the handle or a button inside stays a click.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = Array.from({ length: count }, (_, index) => idOf(index))
  const label = (id: string | number) => itemLabel(Number(id) - 1)
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(Number(active.id) - 1, Number(over.id) - 1)
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        // At the end of the page, after the bar: its own status stays the page's first.
        container: document.body,
        screenReaderInstructions: { draggable: words.dragInstructions },
        announcements: {
          onDragStart: ({ active }) => words.dragPicked(label(active.id)),
          onDragOver: ({ active, over }) => (over ? words.dragOver(label(active.id), Number(over.id)) : undefined),
          onDragEnd: ({ active, over }) => (over ? words.dragDropped(label(active.id), Number(over.id)) : words.dragCancelled(label(active.id))),
          onDragCancel: ({ active }) => words.dragCancelled(label(active.id)),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol style={{ margin: 0, paddingLeft: 20 }}>
          {ids.map((id, index) => (
            <SortableItem key={id} index={index} label={itemLabel(index)} render={children} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}
