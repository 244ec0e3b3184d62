import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Link, useNavigate, useParams } from 'react-router';
import type { ProductInput } from '@store/shared/schemas/catalog-admin';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog.tsx';
import { ListError, ListLoading } from '../../../components/admin/list-states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ArrowIcon } from '../../../components/ui/icons/arrow-icon.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { toast } from '../../../stores/toast-store.ts';
import { useAdminProduct } from '../api/get-admin-product.ts';
import { useCategoryOptions } from '../api/get-category-options.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useSaveProduct } from '../api/save-product.ts';
import { useErrorToast } from '../../../hooks/use-error-toast.ts';
import { emptyProductValues, productFormValues } from '../lib/product-form.ts';
import { ProductForm } from './product-form.tsx';

/** /admin/products/new and /admin/products/{id}: the product form, delete with confirmation. */
export function ProductFormPage() {
  const { id } = useParams();
  const isNew = !id;
  const { t } = useTranslation('adminCatalog');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const product = useAdminProduct(id);
  const categories = useCategoryOptions();
  const save = useSaveProduct(id);
  const remove = useDeleteProduct();
  const [confirmDelete, setConfirmDelete] = useState(false);
  useErrorToast(product.isError, t('toasts.productFailed'));

  const productName = product.data ? product.data.name[language] || product.data.name.en : '';
  const title = isNew ? t('form.newTitle') : productName || t('form.editTitle');
  useDocumentTitle(title);

  async function onSubmit(input: ProductInput) {
    try {
      const saved = await save.mutateAsync(input);
      toast.success(t(isNew ? 'toasts.productCreated' : 'toasts.productUpdated'));
      if (isNew) void navigate(`../${saved._id}`, { replace: true });
    } catch (error) {
      toast.error(
        t('toasts.errorTitle'),
        t(isNew ? 'toasts.createProductFailed' : 'toasts.updateProductFailed'),
      );
      throw error;
    }
  }

  async function onDelete() {
    if (!id) return;
    try {
      await remove.mutateAsync(id);
      toast.success(t('toasts.productDeleted'));
      void navigate('..', { replace: true });
    } catch {
      toast.error(t('toasts.errorTitle'), t('toasts.deleteProductFailed'));
      setConfirmDelete(false);
    }
  }

  const back = (
    <Link to=".." className={buttonClass('ghost', 'sm')}>
      <ArrowIcon size={14} className="rotate-180 rtl:rotate-0" />
      {t('form.backToList')}
    </Link>
  );

  let body;
  if ((!isNew && product.isPending) || categories.isPending) {
    body = <ListLoading rows={6} />;
  } else if (!isNew && product.isError) {
    body = (
      <ListError
        title={t('form.loadFailed')}
        message={product.error instanceof Error ? product.error.message : undefined}
        onRetry={() => void product.refetch()}
      />
    );
  } else {
    body = (
      <ProductForm
        // A fresh form when another product opens in the same page.
        key={id ?? 'new'}
        defaultValues={product.data ? productFormValues(product.data) : emptyProductValues()}
        categories={categories.data ?? []}
        onSubmit={onSubmit}
        submitLabel={t(isNew ? 'form.create' : 'form.save')}
        busy={save.isPending}
        extraActions={
          isNew ? undefined : (
            <Button
              variant="ghost"
              className="text-danger hover:bg-danger/5"
              onClick={() => setConfirmDelete(true)}
              data-testid="product-delete"
            >
              {t('form.delete')}
            </Button>
          )
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div>{back}</div>
      <AdminPageHeader
        title={title}
        description={isNew ? t('form.newDescription') : t('form.editDescription')}
      />
      {body}
      <ConfirmDialog
        open={confirmDelete}
        title={t('form.deleteTitle', { name: productName })}
        message={t('form.deleteMessage')}
        confirmLabel={t('form.deleteConfirm')}
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirmDelete(false)}
      />
    </div>
  );
}
