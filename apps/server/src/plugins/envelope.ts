import type { Pagination } from '@store/shared/schemas/common';

/** The success envelope of every API answer (DESIGN.md, decision 5). */
export function ok<T>(data: T, message?: string) {
  return message === undefined
    ? { success: true as const, data }
    : { success: true as const, data, message };
}

export function okList<T>(data: T[], pagination: Pagination) {
  return { success: true as const, data, pagination };
}
