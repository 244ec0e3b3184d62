/** A dialog's refusal: what did not happen, then why (the server's words, or the page's). */
export function DialogFailure({
  title,
  message,
  testId,
}: {
  title: string;
  message: string;
  testId: string;
}) {
  return (
    <p
      role="alert"
      className="border border-danger/40 bg-danger/5 p-3 text-sm text-danger"
      data-testid={testId}
    >
      <span className="block font-medium">{title}</span>
      <bdi>{message}</bdi>
    </p>
  );
}
