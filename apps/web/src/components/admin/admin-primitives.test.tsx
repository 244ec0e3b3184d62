import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { toCsv } from '../../lib/csv-download.ts';
import { useAdminAreaTexts } from '../../lib/i18n/use-admin-area-texts.ts';
import { renderWithApp } from '../../test/render.tsx';
import { BilingualFields } from './bilingual-fields.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Field, TextInput, Toggle } from './form-field.tsx';
import { DragHandle, SortableList } from './sortable-list.tsx';

function Texts({ children }: { children: ReactNode }) {
  useAdminAreaTexts();
  return children;
}

describe('ConfirmDialog', () => {
  it('asks, and confirms or cancels; Escape cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const user = userEvent.setup();
    await renderWithApp(
      <Texts>
        <ConfirmDialog
          open
          title="Delete this product?"
          message="It leaves the store at once."
          confirmLabel="Delete"
          tone="danger"
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      </Texts>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this product?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('speaks Arabic on an Arabic page and cannot be dismissed while busy', async () => {
    const onCancel = vi.fn();
    await renderWithApp(
      <Texts>
        <ConfirmDialog
          open
          busy
          title="حذف؟"
          confirmLabel="حذف"
          onConfirm={() => {}}
          onCancel={onCancel}
        />
      </Texts>,
      { language: 'ar' },
    );
    const cancel = screen.getByRole('button', { name: 'إلغاء' }) as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});

describe('form fields', () => {
  it('ties the label and the error to the control', async () => {
    await renderWithApp(
      <Texts>
        <Field label="Price" htmlFor="price" error="Enter a price above 0" required>
          <TextInput id="price" invalid aria-describedby="price-error" />
        </Field>
      </Texts>,
    );
    const input = screen.getByLabelText(/Price/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Enter a price above 0');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter a price above 0',
    );
  });

  it('lays English left-to-right and Arabic right-to-left side by side', async () => {
    await renderWithApp(
      <Texts>
        <BilingualFields
          id="name"
          label="Name"
          en={<TextInput id="name-en" />}
          ar={<TextInput id="name-ar" />}
        />
      </Texts>,
      { language: 'ar' },
    );
    expect(screen.getByLabelText('الإنجليزية').closest('[dir]')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('العربية').closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });

  it('switches a toggle', async () => {
    function Switch() {
      const [on, setOn] = useState(false);
      return <Toggle checked={on} onChange={setOn} label="Maintenance mode" />;
    }
    const user = userEvent.setup();
    await renderWithApp(<Switch />);
    const toggle = screen.getByRole('switch', { name: 'Maintenance mode' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });
});

describe('SortableList', () => {
  it('reorders with the keyboard: Space, arrow down, Space', async () => {
    const onReorder = vi.fn();
    const items = ['Oud', 'Rose', 'Amber'];
    await renderWithApp(
      <Texts>
        <SortableList
          items={items}
          getId={(item) => item}
          onReorder={onReorder}
          renderItem={(item, handle) => (
            <div>
              <DragHandle handle={handle} label={`Move ${item}`} />
              {item}
            </div>
          )}
        />
      </Texts>,
    );
    const handle = screen.getByRole('button', { name: 'Move Oud' });
    // jsdom lays nothing out; give each item a box so the keyboard sensor can find the next one.
    document.querySelectorAll('li').forEach((li, index) => {
      li.getBoundingClientRect = () =>
        ({
          top: index * 50,
          bottom: index * 50 + 40,
          left: 0,
          right: 300,
          width: 300,
          height: 40,
          x: 0,
          y: index * 50,
        }) as DOMRect;
    });
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    await vi.waitFor(() => expect(onReorder).toHaveBeenCalledWith(['Rose', 'Oud', 'Amber']));
  });
});

describe('toCsv', () => {
  it('quotes where needed, keeps Arabic, and defuses formulas', () => {
    const csv = toCsv(
      [
        { name: 'Oud, Royal', nameAr: 'عود ملكي', stock: 3 },
        { name: '=HYPERLINK("x")', nameAr: 'ورد', stock: 0 },
      ],
      [
        { label: 'Name', value: (row) => row.name },
        { label: 'الاسم', value: (row) => row.nameAr },
        { label: 'Stock', value: (row) => row.stock },
      ],
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Name,الاسم,Stock');
    expect(lines[1]).toBe('"Oud, Royal",عود ملكي,3');
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
