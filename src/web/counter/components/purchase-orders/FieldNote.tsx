// The words of a field's problem under its input, tied to it for screen readers.
export function FieldNote({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-sale" role="alert">
      {message}
    </p>
  );
}
