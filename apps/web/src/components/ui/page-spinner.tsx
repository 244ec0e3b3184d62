import { Spinner } from './spinner.tsx';

/** Holds the space of a page while its data or code loads. */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      data-testid="page-spinner"
      className={
        fullScreen
          ? 'flex min-h-dvh items-center justify-center bg-ivory'
          : 'flex min-h-[60vh] items-center justify-center'
      }
    >
      <Spinner />
    </div>
  );
}
