import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ListStates } from './list-states.tsx';

function Texts({ children }: { children: React.ReactNode }) {
  useAdminAreaTexts();
  return children;
}

const rows = <ul data-testid="rows" />;

describe('admin list states', () => {
  it('shows placeholder rows while loading, announced once', async () => {
    await renderWithApp(
      <Texts>
        <ListStates isPending isError={false} isEmpty={false}>
          {rows}
        </ListStates>
      </Texts>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByTestId('rows')).toBeNull();
  });

  it('shows the error with a way to try again', async () => {
    const retry = vi.fn();
    const user = userEvent.setup();
    await renderWithApp(
      <Texts>
        <ListStates
          isPending={false}
          isError
          error={new Error('Failed to fetch products')}
          onRetry={retry}
          isEmpty
        >
          {rows}
        </ListStates>
      </Texts>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This list could not be loaded');
    expect(alert.textContent).toContain('Failed to fetch products');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows the empty state, with its own words and action', async () => {
    await renderWithApp(
      <Texts>
        <ListStates
          isPending={false}
          isError={false}
          isEmpty
          empty={{
            description: 'Add the first product.',
            action: <button type="button">New product</button>,
          }}
        >
          {rows}
        </ListStates>
      </Texts>,
    );
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
    expect(screen.getByText('Add the first product.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New product' })).toBeTruthy();
  });

  it('shows the rows otherwise, and speaks Arabic on an Arabic page', async () => {
    const { unmount } = await renderWithApp(
      <Texts>
        <ListStates isPending={false} isError={false} isEmpty={false}>
          {rows}
        </ListStates>
      </Texts>,
    );
    expect(screen.getByTestId('rows')).toBeTruthy();
    unmount();
    await renderWithApp(
      <Texts>
        <ListStates isPending={false} isError onRetry={() => undefined} isEmpty={false}>
          {rows}
        </ListStates>
      </Texts>,
      { language: 'ar' },
    );
    expect(screen.getByRole('alert').textContent).toContain('تعذّر تحميل هذه القائمة');
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeTruthy();
  });
});
