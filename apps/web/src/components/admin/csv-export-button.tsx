import { useState } from 'react';
import { Button } from '../ui/button.tsx';
import { toast } from '../../stores/toast-store.ts';

/**
 * A list's "Export CSV" button. `onExport` makes and saves the file (and says so); while it runs the
 * button says it is busy and cannot be pressed again, and a failure is told in a toast.
 */
export function CsvExportButton({
  onExport,
  disabled,
  labels,
  testId,
}: {
  onExport: () => Promise<void>;
  disabled: boolean;
  labels: { idle: string; busy: string; failed: string };
  testId: string;
}) {
  const [exporting, setExporting] = useState(false);
  async function run() {
    setExporting(true);
    try {
      await onExport();
    } catch (error) {
      toast.error(labels.failed, (error as Error).message);
    } finally {
      setExporting(false);
    }
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void run()}
      disabled={exporting || disabled}
      data-testid={testId}
    >
      {exporting ? labels.busy : labels.idle}
    </Button>
  );
}
