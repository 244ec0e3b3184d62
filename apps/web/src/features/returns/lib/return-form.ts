import {
  openedBottleAccepted,
  returnRequestInputSchema,
  type ReturnableOrder,
  type ReturnReason,
  type ReturnRequestInput,
  type ReturnResolution,
} from '@store/shared/schemas/returns';

/** One order line as the shopper fills it in. */
export interface LineChoice {
  selected: boolean;
  quantity: number;
  reason: ReturnReason | '';
  reasonText: string;
  sealOpened: boolean;
}

export interface ReturnFormState {
  lines: Record<string, LineChoice>;
  resolution: ReturnResolution;
  note: string;
}

export type LineProblem = 'quantity' | 'reason' | 'reasonText' | 'opened';

export interface ReturnFormProblems {
  noItem: boolean;
  lines: Record<string, LineProblem[]>;
}

export function initialReturnForm(order: ReturnableOrder): ReturnFormState {
  return {
    lines: Object.fromEntries(
      order.lines.map((line) => [
        line.orderItemId,
        { selected: false, quantity: 1, reason: '', reasonText: '', sealOpened: false },
      ]),
    ),
    resolution: 'refund',
    note: '',
  };
}

/**
 * The request the form makes, and what is wrong with it: the shared schema the server checks
 * with (a reason "other" needs words), and what the page knows of the order (how many may come
 * back, the store's rule for opened bottles). A request is sent only without problems.
 */
export function checkReturnForm(
  state: ReturnFormState,
  order: ReturnableOrder,
  context: { email: string; language: 'en' | 'ar' },
): { problems: ReturnFormProblems | null; request: ReturnRequestInput | null } {
  const problems: ReturnFormProblems = { noItem: false, lines: {} };
  const add = (id: string, problem: LineProblem) => {
    problems.lines[id] = [...(problems.lines[id] ?? []), problem];
  };
  const chosen = order.lines.filter((line) => state.lines[line.orderItemId]?.selected);
  if (chosen.length === 0) problems.noItem = true;
  for (const line of chosen) {
    const choice = state.lines[line.orderItemId]!;
    if (
      !Number.isInteger(choice.quantity) ||
      choice.quantity < 1 ||
      choice.quantity > line.returnable
    ) {
      add(line.orderItemId, 'quantity');
    }
    if (choice.reason === '') add(line.orderItemId, 'reason');
    else if (
      choice.sealOpened &&
      !openedBottleAccepted(order.policy.openedBottles, choice.reason)
    ) {
      add(line.orderItemId, 'opened');
    }
  }
  const request: ReturnRequestInput = {
    orderNumber: order.orderNumber,
    email: context.email,
    resolution: state.resolution,
    note: state.note,
    language: context.language,
    lines: chosen.map((line) => {
      const choice = state.lines[line.orderItemId]!;
      return {
        orderItemId: line.orderItemId,
        quantity: choice.quantity,
        reason: (choice.reason || 'other') as ReturnReason,
        reasonText: choice.reasonText,
        sealOpened: choice.sealOpened,
      };
    }),
  };
  if (chosen.length > 0) {
    const parsed = returnRequestInputSchema.safeParse(request);
    for (const issue of parsed.error?.issues ?? []) {
      const [group, index, field] = issue.path;
      const line = group === 'lines' && typeof index === 'number' ? chosen[index] : undefined;
      if (line && field === 'reasonText' && state.lines[line.orderItemId]!.reason !== '') {
        add(line.orderItemId, 'reasonText');
      }
    }
  }
  const clean = !problems.noItem && Object.keys(problems.lines).length === 0;
  return clean ? { problems: null, request } : { problems, request: null };
}
