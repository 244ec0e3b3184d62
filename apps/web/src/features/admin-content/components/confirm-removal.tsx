import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';

/** Asks before removing one item of a list (a collection, a slide); closes once the server answers. */
export function ConfirmRemoval({
  item,
  onClose,
  remove,
  title,
  message,
  confirmLabel,
}: {
  /** The item to remove; null: the dialog is closed. */
  item: { id: string } | null;
  onClose: () => void;
  remove: { isPending: boolean; mutate: (id: string, options: { onSettled: () => void }) => void };
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
}) {
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      tone="danger"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (item) remove.mutate(item.id, { onSettled: onClose });
      }}
    />
  );
}
