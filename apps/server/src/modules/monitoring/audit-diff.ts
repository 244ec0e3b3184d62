import type { AuditChange } from '@store/shared/schemas/audit';

const MAX_DEPTH = 5;
const MAX_VALUE_LENGTH = 240;
const MAX_CHANGES = 200;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  const text =
    typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? 'null');
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/** Leaves of nested objects by dotted path; arrays and values deeper than MAX_DEPTH are leaves. */
function flatten(value: unknown, prefix: string, depth: number, into: Map<string, unknown>) {
  if (isPlainObject(value) && depth < MAX_DEPTH && Object.keys(value).length > 0) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, depth + 1, into);
    }
    return;
  }
  into.set(prefix || '(value)', value);
}

/**
 * The keys that differ between a record's before and after summaries, each with both values as
 * short JSON. A creation lists every key of after; a deletion every key of before.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const left = new Map<string, unknown>();
  const right = new Map<string, unknown>();
  if (before !== null && before !== undefined) flatten(before, '', 0, left);
  if (after !== null && after !== undefined) flatten(after, '', 0, right);
  const paths = [...new Set([...left.keys(), ...right.keys()])];
  const changes: AuditChange[] = [];
  for (const path of paths) {
    const had = left.has(path);
    const has = right.has(path);
    const a = had ? show(left.get(path)) : null;
    const b = has ? show(right.get(path)) : null;
    if (a !== b) changes.push({ path, before: a, after: b });
    if (changes.length >= MAX_CHANGES) break;
  }
  return changes;
}
