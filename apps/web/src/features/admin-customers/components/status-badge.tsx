import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { OrderStatus } from '@store/shared/schemas/orders';
import { Badge } from '../../../components/ui/badge.tsx';

/** An order's status in a customer's order list (the orders screen has the full badges). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('adminSales');
  const tone =
    status === 'cancelled'
      ? 'outline'
      : status === 'pending'
        ? 'gold'
        : status === 'delivered'
          ? 'ink'
          : 'outline';
  return (
    <Badge tone={tone} className="whitespace-nowrap">
      {t(`status.${status}`)}
    </Badge>
  );
}
