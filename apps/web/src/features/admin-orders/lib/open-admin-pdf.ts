import { apiFile } from '../../../lib/api-client.ts';

/**
 * Opens a PDF of the admin API in a new tab. The admin's routes need the session's token, which a
 * plain link cannot send: the tab is opened at once (so no pop-up blocker stops it), then shown the
 * file fetched with the token.
 */
export async function openAdminPdf(path: string, query?: Record<string, string>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const file = await apiFile(path, { query });
    const url = URL.createObjectURL(file.blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab has read it by then; a minute leaves time for a slow printer dialog.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
