import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n/i18n.ts';
import { registerAdminAreaTexts } from '../../../lib/i18n/use-admin-area-texts.ts';
import { describeChangeLog } from './change-log.ts';

describe('describeChangeLog', () => {
  it('words the server’s change logs in Arabic and leaves the admin’s own as written', async () => {
    window.localStorage.setItem('language', 'ar');
    const { i18n, ready, stopFollowing } = createI18n();
    await ready;
    registerAdminAreaTexts(i18n);
    const t = i18n.getFixedT('ar', 'adminSite');
    expect(describeChangeLog('Initial content', t)).toBe('المحتوى الأولي');
    expect(describeChangeLog('Rolled back to version 3', t)).toBe('التراجع إلى النسخة 3');
    expect(describeChangeLog('Updated the hero section', t)).toBe('تحديث قسم الواجهة الرئيسية');
    expect(describeChangeLog('Added the featured collection "Oud"', t)).toBe(
      'إضافة المجموعة المميّزة «Oud»',
    );
    expect(describeChangeLog('New spring title', t)).toBe('New spring title');
    stopFollowing();
  });
});
