import type { PromotionState } from '@store/shared/schemas/promotions';
import { Badge } from '../../../components/ui/badge.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

export function PromotionStateBadge({ state }: { state: PromotionState }) {
  const { t } = useTranslation('adminPromotions');
  const tone = state === 'active' ? 'ink' : state === 'scheduled' ? 'gold' : 'outline';
  return (
    <Badge tone={tone} className="whitespace-nowrap">
      {t(`states.${state}`)}
    </Badge>
  );
}
